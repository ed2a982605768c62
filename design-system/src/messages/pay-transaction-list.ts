export const payTransactionList = {
  title: 'Mis transacciones',
  /** Names the pages' navigation when the API serves them. */
  pagination: (title: string) => `Páginas de ${title}`,
  /** Visually hidden before a status badge's label. */
  statusPrefix: 'Estado:',
  /** Label for an unknown status id. */
  unknownStatus: 'Estado no disponible',
  /** Pay button transaction statuses (the spec's 1 to 8); 8 is what a client's cancel sets. */
  statuses: {
    1: 'Pendiente',
    2: 'Pendiente de liquidación por Tesorería',
    3: 'Pendiente de liquidación automática',
    4: 'Abonada por Tesorería',
    5: 'Abonada por el banco',
    6: 'Rechazada por Tesorería',
    7: 'Rechazada por el banco',
    8: 'Anulada',
  },
  /** The filter's option 0: every status. */
  allStatuses: 'Todas',
  filterLabel: 'Estado',
  date: 'Fecha',
  bank: 'Banco',
  purpose: 'Detalle',
  amount: 'Monto',
  status: 'Estado',
  actions: 'Acciones',
  /** The transaction just paid, marked in its row. */
  justPaid: 'Recién pagada',
  cancel: 'Anular',
  /** The cancel button's full name: its visible text plus the transaction. */
  cancelNamed: (amount: string, bank: string) => `Anular transacción de ${amount} en ${bank}`,
  cancelling: 'Anulando...',
  cancellingNamed: (amount: string, bank: string) => `Anulando transacción de ${amount} en ${bank}`,
  confirmTitle: '¿Anular esta transacción?',
  confirmMessage: (amount: string, bank: string, date: string, time: string) =>
    `Se anulará el pago de ${amount} en ${bank}, iniciado el ${date} a las ${time}. Esta acción no se puede deshacer.`,
  confirmMessageUndated: (amount: string, bank: string) =>
    `Se anulará el pago de ${amount} en ${bank}. Esta acción no se puede deshacer.`,
  confirm: 'Anular transacción',
  back: 'Volver',
  /** Empty list for the filter 'Todas' (no payment ever made). */
  emptyAll: 'Aún no ha realizado pagos con botón de pago.',
  /** Empty list for one status. */
  emptyFiltered: 'No hay transacciones con este estado.',
  /** Said politely after the filter changes; names the status, so each change is heard. */
  resultCount: (count: number, status: string | null) => {
    const of = status ? ` con estado ${status}` : '';
    if (count === 0) return `No hay transacciones${of}.`;
    return count === 1
      ? `Se muestra 1 transacción${of}.`
      : `Se muestran ${count} transacciones${of}.`;
  },
  errorTitle: 'No se pudieron cargar sus transacciones',
  error:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
} as const;
