// The broker's answers on investment lines (chosen texts: the spec gives none).
export const investmentLineApiMessages = {
  pending: (amount: string) =>
    `Ya tiene una solicitud de línea por ${amount} en evaluación. Su ejecutivo le informará el resultado.`,
  notLarger: (current: string) =>
    `El monto solicitado debe ser mayor que su línea actual, de ${current}.`,
  noCurrentAccount:
    'Para solicitar una línea de inversión necesita una cuenta corriente en pesos. Solicítela a su ejecutivo de inversiones.',
  /** A purchase paid with the line. */
  noLine:
    'No tiene una línea de inversión disponible. Pague con su cuenta corriente o solicite una línea a su ejecutivo.',
  expired: (date: string) =>
    `Su línea de inversión venció el ${date}. Pague con su cuenta corriente o solicite su renovación.`,
  noLineBalance: (available: string, total: string) =>
    `El disponible de su línea de inversión (${available}) no alcanza para esta compra, que requiere ${total} con comisiones e impuestos.`,
  rejectedLine:
    'Rechazada: al ejecutarse, el disponible de la línea de inversión no cubría el total.',
} as const;
