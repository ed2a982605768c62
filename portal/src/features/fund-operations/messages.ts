/** Investing and redeeming in mutual funds (spec 2 /ffmm/invertir, spec 8's messages). */

export { states } from '../api-state/messages.ts';

export const page = {
  /** The shell's name of /ffmm/invertir. */
  title: 'Invertir en Fondos Mutuos',
  tabsLabel: 'Operaciones de Fondos Mutuos',
} as const;

/** Spec 2's tab names Comprar and Vender; the after-hours orders are ours. */
export const tabs = {
  comprar: 'Comprar',
  vender: 'Vender',
  pac: 'Aporte mensual (PAC)',
  fueraDeHorario: 'Movimientos fuera de horario',
} as const;

export const pac = {
  title: 'Aporte mensual (PAC)',
  intro:
    'Invierta un monto fijo cada mes con cargo a su cuenta bancaria registrada: el cargo se realiza el día 5 de cada mes (o el día hábil siguiente), desde el mes siguiente a la firma del mandato.',
  newTitle: 'Nuevo PAC',
  amount: 'Aporte mensual',
  create: 'Crear PAC',
  creating: 'Creando...',
  created: 'PAC creado. Revise el mandato y fírmelo para que entre en vigencia.',
  listTitle: 'Mis PAC',
  empty: 'No tiene PAC.',
  status: { pendienteFirma: 'Pendiente de firma', vigente: 'Vigente', anulado: 'Anulado' },
  columns: {
    fund: 'Fondo',
    amount: 'Aporte mensual',
    status: 'Estado',
    next: 'Próximo cargo',
    debits: 'Cargos realizados',
    actions: 'Acciones',
  },
  mandate: 'Ver mandato (PDF)',
  mandateLabel: (fund: string) => `Ver mandato (PDF) del PAC de ${fund}`,
  sign: 'Firmar',
  signLabel: (fund: string) => `Firmar el mandato PAC de ${fund}`,
  signTitle: 'Firmar mandato PAC',
  signBody: (amount: string, fund: string) =>
    `Declaro haber leído y entendido el mandato: autorizo un cargo mensual de ${amount} en mi cuenta bancaria registrada para invertir en ${fund}.`,
  signConfirm: 'Firmar mandato',
  signed: 'Mandato firmado: su PAC está vigente.',
  cancel: 'Anular',
  cancelLabel: (fund: string) => `Anular el PAC de ${fund}`,
  cancelTitle: 'Anular PAC',
  cancelBody: (fund: string) =>
    `¿Anular el PAC de ${fund}? No se harán nuevos cargos; los ya realizados se mantienen.`,
  cancelConfirm: 'Anular PAC',
  keep: 'Volver',
  cancelled: 'PAC anulado.',
  downloadFailed: 'No fue posible descargar el mandato. Por favor, reintente en unos instantes.',
  performanceOpen: 'Rentabilidad',
  performanceLabel: (fund: string) => `Rentabilidad del PAC de ${fund}`,
  performance: {
    title: 'Rentabilidad del PAC',
    value: 'Valor actual',
    debits: 'Cargos realizados',
    contributed: 'Total aportado',
    units: 'Cuotas',
    quota: 'Valor cuota',
    gain: 'Rentabilidad',
    noDebits: 'Aún no hay cargos',
    note: 'Valor de las cuotas aportadas al último valor cuota publicado. La rentabilidad pasada no garantiza resultados futuros.',
    certificate: 'Descargar certificado (PDF)',
    certificateFailed:
      'No fue posible descargar el certificado. Por favor, reintente en unos instantes.',
  },
} as const;

export const steps = {
  buyData: 'Datos de la inversión',
  sellData: 'Datos del rescate',
  buyConfirm: 'Confirme su inversión',
  sellConfirm: 'Confirme su rescate',
} as const;

export const fields = {
  fund: 'Fondo',
  fundPlaceholder: 'Seleccione un fondo',
  series: 'Serie',
  account: 'Cuenta de inversión',
  amount: 'Monto a invertir',
  paymentWay: 'Forma de pago',
  holding: 'Fondo a rescatar',
  holdingPlaceholder: 'Seleccione el fondo a rescatar',
  mode: 'Tipo de rescate',
  redeemAmount: 'Monto a rescatar',
  redeemUnits: 'Cuotas a rescatar',
  destination: 'Destino de los fondos',
  destinationPlaceholder: 'Seleccione la cuenta de destino',
  useAll: 'Rescatar todo lo disponible',
} as const;

export const modes = {
  monto: 'Parcial por monto',
  cuotas: 'Parcial por cuotas',
  total: 'Rescate total',
};

export const describe = {
  risk: (level: number) => `Riesgo ${level} de 7`,
  cutOff: (time: string) => `Horario de corte: ${time} horas.`,
  ccm: (available: string) => `Saldo en cuenta corriente (disponible ${available})`,
  ccmNone: 'Saldo en cuenta corriente',
  holding: (fund: string, series: string, account: string) =>
    `${fund}, Serie ${series}, cuenta ${account}`,
  available: 'Disponible para rescatar',
  partialLimit: (limit: string) => `Un rescate parcial puede llegar hasta ${limit}.`,
  units: (units: string) => `Cuotas disponibles: ${units}.`,
} as const;

export const errors = {
  chooseFund: 'Seleccione el fondo.',
  chooseSeries: 'Seleccione la serie.',
  chooseAccount: 'Seleccione la cuenta.',
  choosePayment: 'Seleccione la forma de pago.',
  enterAmount: 'Ingrese el monto.',
  enterUnits: 'Ingrese las cuotas a rescatar.',
  chooseHolding: 'Seleccione el fondo a rescatar.',
  chooseMode: 'Seleccione el tipo de rescate.',
  chooseDestination: 'Seleccione la cuenta de destino.',
  unitsOver: (units: string) => `Puede rescatar hasta ${units} cuotas.`,
  /** Ours: spec 8 has 'no accounts for the query' without its words. */
  noAccounts:
    'No tiene una cuenta de Fondos Mutuos para invertir desde el portal. Si el problema persiste comuníquese con su ejecutivo.',
  /** Spec 8, verbatim: nothing to redeem. */
  noBalance: 'Cliente no posee saldo',
  /** Spec 8, verbatim. */
  afterHoursReduce:
    'Su cuenta registra movimientos fuera de hora que descuentan su saldo disponible.',
} as const;

export const summary = {
  amount: 'Monto a invertir',
  redeemAmount: 'Monto estimado a recibir',
  fund: 'Fondo',
  series: 'Serie',
  account: 'Cuenta',
  paymentWay: 'Forma de pago',
  destination: 'Destino de los fondos',
  quota: 'Valor cuota de referencia',
  units: 'Cuotas estimadas',
  redeemUnits: 'Cuotas a rescatar',
  tradeDate: 'Fecha de proceso',
  settlementBuy: 'Asignación de cuotas',
  settlementSell: 'Fecha de pago',
  mode: 'Tipo de rescate',
  /** Spec 8: the out-of-hours notice (its words not shown). */
  outOfHours: (date: string) =>
    `Su operación ingresa fuera del horario de corte: se procesará el siguiente día hábil bancario, ${date}.`,
  /** Spec 9: a transfer after 14:00 voids the contribution. */
  transfer: (time: string, date: string) =>
    `Transfiera el monto antes de las ${time} horas del ${date}. Si la transferencia no llega a esa hora, el aporte se anula.`,
  estimate:
    'Las cuotas se asignan al valor cuota del día de proceso: las indicadas son una estimación al último valor cuota publicado.',
  confirm: 'Confirmar',
  /** The payment-button investment goes on to the bank payment area. */
  payAtBank: 'Continuar al pago en mi banco',
  confirming: 'Confirmando...',
  /** Ours: names the declarations and actions beside the summary. */
  decision: 'Confirmación',
  back: 'Volver',
  continue: 'Continuar',
  checking: 'Revisando...',
  /** A failed save keeps the data and offers Reintentar (the same key: never twice). */
  failed:
    'No pudimos confirmar la operación. Sus datos se mantienen: puede reintentar sin riesgo de duplicarla.',
  retry: 'Reintentar',
  acceptRequired: 'Para continuar, acepte la declaración.',
} as const;

export const voucher = {
  investTitle: 'Inversión ingresada',
  redeemTitle: 'Rescate ingresado',
  dateTime: (date: string, time: string) => `${date} ${time}`,
  status: { enTransito: 'En tránsito', liquidado: 'Liquidado', anulado: 'Anulado' },
  statusTerm: 'Estado',
  toMyFunds: 'Ver Movimientos en Tránsito',
  another: 'Nueva inversión',
  anotherRedeem: 'Nuevo rescate',
} as const;

export const afterHours = {
  title: 'Movimientos fuera de horario',
  intro:
    'Órdenes ingresadas después del horario de corte o en un día no hábil: se procesan el siguiente día hábil bancario y puede anularlas hasta entonces.',
  empty: 'No tiene movimientos fuera de horario.',
  cancel: 'Anular',
  cancelLabel: (kind: string, fund: string) => `Anular ${kind} en ${fund}`,
  confirmTitle: 'Anular movimiento',
  confirmBody: (kind: string, fund: string, amount: string) =>
    `¿Anular el ${kind} de ${amount} en ${fund}? La orden queda registrada como anulada.`,
  confirmAction: 'Anular movimiento',
  keep: 'No anular',
  cancelled: (folio: string) => `Movimiento folio ${folio} anulado.`,
  kinds: { aporte: 'aporte', rescate: 'rescate' },
  columns: {
    folio: 'Folio',
    kind: 'Tipo',
    fund: 'Fondo',
    amount: 'Monto',
    tradeDate: 'Se procesa el',
    action: 'Acción',
  },
} as const;
