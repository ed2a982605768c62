// Cartolas (spec 2 area `cartolas`; the spec shows no texts: these are the firm's).
export const page = {
  title: 'Cartolas',
  intro:
    'Sus cartolas mensuales o de un período, por producto o consolidadas. Cada cifra sale de los mismos registros que ve en el portal.',
  scope: 'Producto',
  month: 'Mes',
  otherPeriod: 'Otro período',
  periodLabel: 'Cartola por período',
  periodSubmit: 'Ver cartola',
  backToMonths: 'Volver a las cartolas mensuales',
  limit: (years: number, earliest: string) =>
    `Puede consultar cartolas de los últimos ${years} años, desde el ${earliest}.`,
  noMonths: 'Aún no tiene meses completos para emitir una cartola.',
} as const;

export const summary = {
  title: (scope: string, period: string) => `${scope}: ${period}`,
  rangePeriod: (from: string, to: string) => `del ${from} al ${to}`,
  opening: (date: string) => `Saldo inicial al ${date}`,
  contributions: 'Aportes netos (aportes menos rescates)',
  result: 'Resultado del período',
  closing: (date: string) => `Saldo final al ${date}`,
  profitability: 'Rentabilidad del período',
  notApplicable: 'No aplica',
  movements: (count: number) =>
    count === 1 ? '1 movimiento en el período.' : `${count} movimientos en el período.`,
  download: 'Descargar cartola (PDF)',
  downloading: 'Descargando...',
  downloadFailed: 'No fue posible descargar la cartola. Intente nuevamente.',
} as const;
