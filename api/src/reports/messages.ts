// The reports' texts (the spec gives none: the firm's words).
export const reportPdfMessages = {
  subject: 'Informe',
  period: (from: string, to: string) => `Período: del ${from} al ${to}`,
  client: (name: string, rut: string) => `Cliente: ${name} - RUT ${rut}`,
  executedOrders: 'Órdenes ejecutadas',
  productSection: (name: string) => `${name}`,
} as const;
