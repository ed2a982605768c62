/** Spec, section 8: the error catalogue, verbatim. */
export const errorCatalogue = {
  /** The shared handler's message when the server sent none, and the priority-3 entry's text. */
  error: 'Error',
  /** The shared handler's last fallback. */
  serverError: 'Server error',
  notificationMessageRequired: 'option message is required for this function',
  accept: 'Aceptar',
  unavailable:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  noResults: 'Estimado cliente: no se encuentra información para su búsqueda.',
  unexpected: 'Ha ocurrido un error, por favor intente más tarde...',
  noBalanceForTransfer: 'No posee saldo disponible para realizar esta transferencia',
  noBalance: 'Cliente no posee saldo',
  afterHoursMovements:
    'Su cuenta registra movimientos fuera de hora que descuentan su saldo disponible.',
  partialRedemptionLimit:
    'El monto ingresado excede el límite para realizar un rescate parcial. Le solicitamos modificar el monto o hacer un rescate total.',
  persists: 'Si el problema persiste comuníquese con su ejecutivo.',
} as const;
