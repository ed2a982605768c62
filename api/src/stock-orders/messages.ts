// The broker's answers on share orders: the firm's, worded as the spec's other messages (spec 8's
// balance message speaks of a transfer, so a purchase says what it lacks instead).

export const stockOrderApiMessages = {
  unknownTicker: 'No encontramos esa acción.',
  limitOnly: 'Esta acción solo se transa con precio límite: ingrese el precio al que desea operar.',
  /** An order sent for now while the exchange is closed. */
  closedImmediate: (opensAt: string) =>
    `La bolsa está cerrada. Puede programar su orden para la próxima rueda, que abre el ${opensAt}.`,
  /** A scheduled order while the exchange is open: it would enter now anyway. */
  openScheduled: 'La bolsa está abierta: su orden se ingresa de inmediato, sin programarla.',
  priceBand: (low: string, high: string) =>
    `El precio límite debe estar entre ${low} y ${high} (hasta un 20 % del cierre anterior).`,
  noCurrentAccount:
    'Para comprar acciones necesita una cuenta corriente en pesos. Solicítela a su ejecutivo de inversiones.',
  noBalance: (available: string, total: string) =>
    `Su saldo disponible en cuenta corriente (${available}) no alcanza para esta compra, que requiere ${total} con comisiones e impuestos.`,
  notEnoughShares: (available: number, ticker: string) =>
    available === 0
      ? `No tiene acciones de ${ticker} disponibles para vender.`
      : `Puede vender hasta ${available.toLocaleString('es-CL')} acciones de ${ticker}: es lo que tiene disponible.`,
  orderNotFound: 'La orden no existe o no pertenece a su perfil.',
  alreadyFilled: 'La orden ya se ejecutó y no puede anularse.',
  alreadyRejected: 'La orden fue rechazada: no hay nada que anular.',
  cancelledByClient: 'Anulada por el cliente.',
  expired: 'Vencida al cierre de la rueda sin alcanzar el precio límite.',
  rejectedBalance: 'Rechazada: al ejecutarse, el saldo de la cuenta corriente no cubría el total.',
  buyClosed: (opensAt: string) =>
    `La bolsa está cerrada. Las órdenes que ingrese quedarán programadas para la rueda que abre el ${opensAt}.`,
  noShares: 'No tiene acciones en custodia para vender.',
  /** Worded as the funds' refusal (fund-operations/messages.ts), for a share. */
  profileMismatch: (risk: number, profile: string | null, maxRisk: number) =>
    `El riesgo de esta acción (nivel ${risk} de 7) es mayor que el que admite ${
      profile ? `su perfil de inversionista ${profile}` : 'un inversionista sin perfil'
    } (hasta nivel ${maxRisk}). Para comprarla, declare que lo hace bajo su responsabilidad.`,
} as const;
