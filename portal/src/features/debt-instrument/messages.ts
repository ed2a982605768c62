// Renta Fija y Pactos (spec 7 "fixed income balances and movements", families `rentafija` and
// `pactos`; the spec shows no texts: these are the firm's, as a Chilean broker words them).
import type { fixedIncome, repos } from '@inversiones/contract';
import { formatNumber } from '@inversiones/design-system/es-cl';

export const common = {
  back: 'Volver a Acciones',
  range: (from: string, to: string) => `${from} al ${to}`,
  days: (days: number) => (days === 1 ? '1 día' : `${formatNumber(days)} días`),
  lastDays: 'Ver últimos 30 días',
  movementsTitle: 'Movimientos',
  periodShown: (from: string, to: string) => `Movimientos del ${from} al ${to}.`,
} as const;

const instrumentNames: Readonly<Record<fixedIncome.InstrumentType, string>> = {
  BCP: 'Bono del Banco Central en pesos',
  BCU: 'Bono del Banco Central en UF',
  BTP: 'Bono de la Tesorería en pesos',
  BTU: 'Bono de la Tesorería en UF',
  BCO: 'Bono corporativo',
  DPF: 'Depósito a plazo',
};

export const fixedIncomePage = {
  title: 'Renta Fija',
  intro:
    'Sus bonos y depósitos a plazo en custodia, valorizados a su tasa de compra hasta hoy. Los instrumentos en UF se muestran también en pesos, al valor de la UF del día. Para comprar o vender, contacte a su ejecutivo.',
  balancesTitle: 'Mis instrumentos',
  summary: 'Total en renta fija',
  empty: 'No tiene instrumentos de renta fija vigentes.',
  valuedAt: (date: string, uf: string) => `Valorizados al ${date}, con UF de ${uf}.`,
  tableLabel: 'Mis instrumentos de renta fija',
  instrument: 'Instrumento',
  instrumentNames,
  nominal: 'Nominal',
  rate: 'Tasa anual',
  term: 'Plazo',
  dueIn: (days: string) => `Vence en ${days}`,
  value: 'Valor hoy',
  filterLabel: 'Período de los movimientos de renta fija',
  movementsLabel: 'Movimientos de renta fija',
  movementsEmpty: 'No registra compras, cupones ni vencimientos de renta fija en este período.',
  date: 'Fecha',
  type: 'Tipo',
  folio: 'Folio',
  amount: 'Monto',
  amountPesos: 'Monto en pesos',
  types: {
    compra: 'Compra',
    cupon: 'Pago de cupón',
    vencimiento: 'Vencimiento',
  } satisfies Record<fixedIncome.MovementType, string>,
} as const;

export const reposPage = {
  title: 'Pactos',
  intro:
    'En un pacto de retrocompra usted invierte hoy y recibe al vencimiento el monto invertido más los intereses de la tasa mensual pactada. Aquí ve sus pactos vigentes y sus movimientos; para contratar uno nuevo, contacte a su ejecutivo.',
  balancesTitle: 'Mis pactos vigentes',
  summary: 'Total en pactos',
  empty: 'No tiene pactos vigentes.',
  valuedAt: (date: string) => `Valorizados al ${date}, con los intereses devengados a la fecha.`,
  atMaturity: (amount: string) => `Al vencimiento recibirá ${amount} en total.`,
  tableLabel: 'Mis pactos',
  folio: 'Folio',
  invested: 'Monto invertido',
  rate: 'Tasa mensual',
  term: 'Plazo',
  daysLeft: (days: number) =>
    days === 0 ? 'Vence hoy' : days === 1 ? 'Queda 1 día' : `Quedan ${formatNumber(days)} días`,
  current: 'Valor hoy',
  final: 'Monto al vencimiento',
  filterLabel: 'Período de los movimientos de pactos',
  movementsLabel: 'Movimientos de pactos',
  movementsEmpty: 'No registra inicios ni vencimientos de pactos en este período.',
  date: 'Fecha',
  type: 'Tipo',
  amount: 'Monto',
  types: {
    inicio: 'Inversión',
    vencimiento: 'Vencimiento',
  } satisfies Record<repos.MovementType, string>,
} as const;
