// The pay buttons' screens (spec 7 "Pay buttons"; the spec shows no texts: these are the firm's).
export const page = {
  title: 'Abonar con Botón de Pago',
  intro:
    'Abone pesos a su Cuenta Corriente desde su banco, en línea. El abono queda disponible para invertir apenas su banco lo apruebe.',
  investIntro: (amount: string, fund: string) =>
    `Pagará ${amount} para su inversión en ${fund}. Elija su banco: al aprobar el pago, el monto se abona a su Cuenta Corriente y se invierte de inmediato.`,
  balance: 'Saldo disponible en Cuenta Corriente',
  balanceAccount: (account: string) => `Cuenta Corriente N° ${account}`,
  chooseBank: 'Seleccione su banco',
  amount: 'Monto a abonar',
  amountHint: (min: string, max: string) => `Entre ${min} y ${max} con el banco elegido.`,
  amountRequired: 'Ingrese el monto a abonar.',
  bankRequired: 'Seleccione un banco.',
  pay: 'Ir a pagar',
  paying: 'Abriendo su banco...',
  closedUntil: (bank: string, when: string) =>
    `${bank} está fuera de su horario de atención. Abre el ${when}.`,
  maintenance: (bank: string) => `${bank} está en mantención. Elija otro banco.`,
  loadingBanks: 'Cargando bancos...',
  loadingInvestment: 'Cargando la inversión...',
  changeInvestment: 'Modificar la inversión',
} as const;

export const popup = {
  waiting: (bank: string) =>
    `Complete el pago en la ventana de ${bank}. Cuando termine y la ventana se cierre, verá aquí el resultado.`,
  reopen: 'Volver a la ventana del banco',
  blocked:
    'Su navegador bloqueó la ventana del banco. Permita las ventanas emergentes para este sitio o abra el banco con el enlace.',
  blockedLink: (bank: string) => `Abrir ${bank} en una ventana nueva`,
  checking: 'Consultando el resultado del pago...',
  checkNow: 'Ya pagué: ver el resultado',
} as const;

export const result = {
  credited: (amount: string, account: string) =>
    `Pago aprobado: ${amount} abonados en su Cuenta Corriente N° ${account}.`,
  invested: 'Su inversión quedó ingresada con el saldo abonado.',
  seeVoucher: 'Ver comprobante de la inversión',
  notInvested: (reason: string) =>
    `El abono quedó en su Cuenta Corriente, pero la inversión no se realizó: ${reason}`,
  investNow: 'Invertir el saldo abonado',
  rejected: (bank: string) =>
    `${bank} no aprobó el pago. No se realizó ningún cargo; puede intentarlo de nuevo.`,
  timedOut: (bank: string) =>
    `El pago en ${bank} expiró sin completarse. No se realizó ningún cargo; puede intentarlo de nuevo.`,
  pending:
    'Su banco aún no confirma el pago. Lo verá en la lista de transacciones apenas responda; si no lo completó, puede anularlo.',
  cancelled: 'La transacción quedó anulada.',
  other: 'El pago cambió de estado: revíselo en la lista de transacciones.',
  title: 'Resultado del pago',
  back: 'Volver al portal',
  toPayments: 'Ir a Abonar con Botón de Pago',
  failed: 'No fue posible confirmar el resultado con su banco.',
} as const;

export const list = {
  purposeCredit: 'Abono a Cuenta Corriente',
  purposeInvestment: (fund: string) => `Inversión en ${fund}`,
  cancelled: 'La transacción quedó anulada.',
} as const;
