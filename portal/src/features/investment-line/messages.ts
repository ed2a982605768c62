// Línea de inversión (spec 7 "investment lines"): the spec gives no texts; these are chosen.
export const page = {
  title: 'Línea de inversión',
  intro:
    'Su línea de inversión le permite comprar acciones sin tener todo el dinero en su cuenta corriente. Al comprar, elija «Línea de inversión» como forma de pago.',
  summary: (number: string) => `Línea N° ${number}`,
  available: 'Disponible para comprar',
  approved: 'Monto aprobado',
  used: 'Utilizado',
  usedHelp: 'Compras pagadas con la línea y órdenes pendientes que la reservan.',
  rate: 'Tasa de interés mensual',
  expires: 'Vencimiento',
  expired: (date: string) =>
    `Su línea venció el ${date}: no puede pagar compras con ella. Solicite su renovación.`,
  none: 'Usted no tiene una línea de inversión. Puede solicitarla aquí: su ejecutivo la evaluará con el comité de crédito.',
  pending: (amount: string, date: string) =>
    `Su solicitud de una línea de ${amount}, del ${date}, está en evaluación. Su ejecutivo le informará el resultado por correo.`,
  buy: 'Comprar acciones',
} as const;

export const request = {
  titleNew: 'Solicitar una línea de inversión',
  titleLarger: 'Solicitar un monto mayor',
  amount: 'Monto de la línea que solicita',
  amountHelp: (min: string, max: string, step: string) =>
    `Entre ${min} y ${max}, en múltiplos de ${step}.`,
  larger: (current: string) => `Debe ser mayor que su línea actual, de ${current}.`,
  required: 'Ingrese el monto que solicita.',
  submit: 'Enviar solicitud',
  sending: 'Enviando solicitud...',
  sent: (amount: string) =>
    `Recibimos su solicitud de una línea de ${amount}. Su ejecutivo le informará el resultado.`,
  failed: 'No pudimos enviar su solicitud. El monto se mantiene: intente de nuevo.',
  retry: 'Reintentar',
} as const;
