// The invoices' texts (the spec gives none: the firm's words).
export const invoicePdfMessages = {
  subject: 'Factura electrónica',
  title: (folio: string) => `Factura electrónica N° ${folio}`,
  issued: (date: string) => `Fecha de emisión: ${date}`,
  client: (name: string, rut: string) => `Cliente: ${name} - RUT ${rut}`,
  account: (account: string, month: string) => `Cuenta ${account} - Período: ${month}`,
  detail: 'Detalle',
  description: 'Descripción',
  base: 'Base',
  amount: 'Monto',
  none: 'Sin cargos en el período.',
  net: 'Monto neto',
  vat: (percent: number) => `IVA (${percent} %)`,
  total: 'Total',
  totals: 'Totales',
  concept: 'Concepto',
  notes: {
    administracion: [
      'Remuneración de administración del mes: el valor de sus cuotas al cierre del mes por la remuneración anual de la serie (IVA incluido) y por los días del mes sobre 365. La remuneración se descuenta diariamente del valor cuota: esta factura la documenta, no es un cobro adicional.',
    ],
    corretaje: [
      'Comisiones de corretaje de las operaciones de acciones del mes, IVA incluido, cargadas en su cuenta al liquidar cada operación.',
    ],
  },
} as const;
