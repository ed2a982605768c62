// The pay buttons' answers (spec 8 gives no texts for them: these are the firm's).
export const payButtonMessages = {
  notLaunched:
    'El pago con botón de pago está en marcha blanca y aún no está disponible para su cuenta. Puede invertir con transferencia bancaria; si desea usarlo, consulte a su ejecutivo.',
  noCurrentAccount:
    'Para pagar con botón de pago necesita una cuenta corriente en pesos. Solicítela a su ejecutivo de inversiones.',
  unavailable: 'El pago con botón de pago no está disponible en este momento. Intente más tarde.',
  bankNotFound: 'No encontramos ese banco.',
  maintenance: (bank: string) =>
    `${bank} está en mantención. Elija otro banco o intente más tarde.`,
  closed: (bank: string, opensAt: string) =>
    `${bank} está fuera de su horario de atención. Podrá pagar desde el ${opensAt}.`,
  belowMinimum: (bank: string, minimum: string) =>
    `El monto mínimo para pagar con ${bank} es ${minimum}.`,
  aboveMaximum: (bank: string, maximum: string) =>
    `El monto máximo para pagar con ${bank} es ${maximum}.`,
  transactionNotFound: 'No encontramos esa transacción.',
  notPending: 'La transacción ya no está pendiente: no se puede anular.',
  alreadyAnswered:
    'El banco ya respondió este pago, así que no se puede anular. Revise su estado en la lista.',
  malformedAnswer: 'La respuesta del banco no es válida.',
  amountMismatch:
    'La respuesta del banco no coincide con el pago que usted inició. No se registró ningún cambio.',
  currentAccountNotFound: 'No encontramos esa cuenta corriente.',
  bankAccountNotFound:
    'No encontramos esa cuenta bancaria. Regístrela en Mis Datos Personales, Cuentas Bancarias y Formas de Pago.',
  bankAccountCurrency: 'La cuenta bancaria debe ser de la misma moneda que la cuenta corriente.',
} as const;
