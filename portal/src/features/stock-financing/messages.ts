// Simultáneas y Venta corta (spec 7 "simultaneas", "ventacorta"; the spec shows no texts: these
// are the firm's, as a Chilean broker words them).
export const simultaneas = {
  title: 'Simultáneas',
  intro:
    'Una simultánea es la compra al contado de acciones y su venta a plazo en el mismo acto: financiamos la compra y usted paga la diferencia entre ambos precios, expresada como tasa mensual. Aquí ve sus simultáneas vigentes; para contratar una nueva, contacte a su ejecutivo.',
  tableLabel: 'Mis simultáneas',
  empty: 'No tiene simultáneas vigentes.',
  folio: 'Folio',
  share: 'Acción',
  quantity: 'Cantidad',
  term: 'Plazo',
  range: (from: string, to: string) => `${from} al ${to}`,
  days: (days: number) => (days === 1 ? '1 día' : `${days} días`),
  spot: 'Precio contado',
  forward: 'Precio a plazo',
  financed: 'Monto financiado',
  rate: 'Tasa mensual',
  signature: 'Firma',
  signed: 'Firmada',
  expired: 'Vencida sin firma',
  toSign: 'Por firmar',
  sign: (folio: string) => `Firmar simultánea ${folio}`,
  signShort: 'Firmar',
  total: (amount: string) => `Total financiado: ${amount}`,
  toSignAlertTitle: (count: number) =>
    count === 1 ? 'Tiene 1 simultánea por firmar' : `Tiene ${count} simultáneas por firmar`,
  toSignAlert:
    'La operación se confirma cuando firma su orden. Puede revisarla y firmarla en Firma de Operaciones.',
  goToSigning: 'Ir a Firma de Operaciones',
} as const;

export const shortSales = {
  title: 'Venta Corta',
  intro:
    'En una venta corta usted vende acciones que recibe en préstamo y debe devolverlas al vencimiento del préstamo. Paga una tasa anual por el préstamo y mantiene una garantía con nosotros. El resultado compara el precio de venta con el precio actual: gana si el precio baja y pierde si sube.',
  tableLabel: 'Mis ventas cortas',
  empty: 'No tiene ventas cortas vigentes.',
  folio: 'Folio',
  share: 'Acción',
  quantity: 'Cantidad',
  salePrice: 'Precio de venta',
  start: 'Inicio',
  due: 'Vencimiento del préstamo',
  fee: 'Tasa del préstamo (anual)',
  collateral: 'Garantía',
  currentPrice: 'Precio actual',
  result: 'Resultado',
  gain: (amount: string) => `Ganancia de ${amount}`,
  loss: (amount: string) => `Pérdida de ${amount}`,
  even: 'Sin ganancia ni pérdida',
  collateralTotal: (amount: string) => `Garantía total: ${amount}`,
  resultTotal: (result: string) => `Resultado total: ${result}`,
  pricedAt: (instant: string) => `Precios al ${instant}.`,
} as const;
