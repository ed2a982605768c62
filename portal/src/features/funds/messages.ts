import { movementKindNames, type AssetClass } from '@inversiones/contract';

/** The Fondos Mutuos consultation screens: Mis Fondos, its tabs and a fund's detail. */

/** Spec 8's stand-ins, shared by every consultation screen. */
export { states } from '../api-state/messages.ts';

export const myFunds = {
  /** The area's name: the page's heading over its tabs. */
  title: 'Fondos Mutuos',
  tabsLabel: 'Consultas de Fondos Mutuos',
} as const;

/** Spec 2's tab names, verbatim and in their order. */
export const tabs = {
  misFondos: 'Mis Fondos',
  misMovimientos: 'Mis Movimientos',
  enTransito: 'Movimientos en Tránsito',
  valoresDelDia: 'Valores del Día',
  porPeriodo: 'Por Período',
  porNivelesDeRiesgo: 'Por Niveles de Riesgo',
  porTipoDeActivo: 'Por tipo de activo',
} as const;

export const holdings = {
  /** Ours: a new client is led to invest. */
  emptyInvite: 'Aún no tiene inversiones en fondos mutuos.',
  invest: 'Invertir en Fondos Mutuos',
} as const;

/** Movement kinds as the client reads them (the contract's names, as statements print them). */
export const movementKinds = movementKindNames;

export const movements = {
  filterLabel: 'Filtrar por período',
  from: 'Fecha de inicio',
  to: 'Fecha de término',
  /** Spec 5: typed as dd/mm/aaaa. */
  dateHint: 'Formato dd/mm/aaaa.',
  search: 'Buscar',
  clear: 'Ver todos',
  pac: 'PAC',
  pagination: 'Páginas de Mis Movimientos',
  /** A period typed, shown over the list. */
  periodShown: (from: string, to: string) => `Movimientos entre el ${from} y el ${to}.`,
  titleIn: { CLP: 'Movimientos en pesos', USD: 'Movimientos en dólares' },
} as const;

export const inTransit = {
  listTitle: 'Por liquidar',
  /** Ours: what a movement in transit is. */
  note: 'Son rescates y aportes ya ingresados que aún no se liquidan. El monto se abona o descuenta en la fecha de liquidación.',
} as const;

export const dailyValues = {
  typeLabel: 'Tipo de fondo',
  allTypes: 'Todos los tipos',
  asOf: (date: string) => `Valores cuota al cierre del ${date}.`,
  fund: 'Fondo',
  series: 'Serie',
  currency: 'Moneda',
  risk: 'Riesgo',
  quotaValue: 'Valor cuota',
  day: 'Variación diaria',
  month: 'Mes',
  yearToDate: 'Año en curso',
  last12Months: 'Últimos 12 meses',
} as const;

export const byPeriod = {
  chooseTitle: 'Elija el período',
  intro: (from: string, to: string) =>
    `Consulte el resultado de sus fondos entre dos fechas, desde el ${from} hasta el ${to}. El período debe ser de al menos 15 días.`,
  submit: 'Ver resultados',
  resultsTitle: (from: string, to: string) => `Resultados del ${from} al ${to}`,
  change: 'Cambiar el período',
  fund: 'Fondo',
  series: 'Serie',
  start: 'Saldo inicial',
  contributions: 'Aportes',
  redemptions: 'Rescates',
  dividends: 'Dividendos',
  end: 'Saldo final',
  gain: 'Resultado',
  gainPercent: 'Rentabilidad',
  totalClp: 'Total en pesos',
  /** Ours: how the total converts dollars. */
  totalNote: 'El total convierte los fondos en dólares al dólar observado de cada fecha.',
  /** The results route without its dates: back to choosing them. */
  missingPeriod: 'Elija un período de al menos 15 días para ver sus resultados.',
} as const;

export const grouped = {
  riskTitle: 'Distribución por nivel de riesgo',
  assetTitle: 'Distribución por tipo de activo',
  riskLevel: (level: number) => `Nivel de riesgo ${level} de 7`,
  asOf: (date: string) => `Valorizado al ${date}.`,
} as const;

export const detail = {
  back: 'Volver a Mis Fondos',
  notFound: 'El fondo solicitado no existe.',
  facts: 'Características del fondo',
  type: 'Tipo de fondo',
  currency: 'Moneda',
  riskLevel: 'Nivel de riesgo',
  riskOf: (level: number) => `${level} de 7`,
  horizon: 'Horizonte sugerido',
  inception: 'Fecha de inicio',
  netAssets: 'Patrimonio',
  participants: 'Partícipes',
  objective: 'Objetivo',
  seriesLabel: 'Serie',
  quotaTitle: 'Valor cuota del día',
  quotaOf: (date: string) => `Al cierre del ${date}`,
  previousTerm: 'Cierre anterior',
  dayVariation: 'Variación diaria',
  chartTitle: 'Evolución del valor cuota desde 2019',
  statisticsTitle: 'Estadísticas anualizadas',
  window: { '1a': '1 año', '3a': '3 años', '5a': '5 años', total: 'Desde 2019' },
  period: 'Período',
  annualizedReturn: 'Rentabilidad anualizada',
  annualizedVolatility: 'Volatilidad anualizada',
  maxDrawdown: 'Máxima caída',
  sharpe: 'Índice de Sharpe',
  compositionTitle: 'Composición',
  byInstrumentType: 'Por tipo de instrumento',
  byCurrency: 'Por moneda',
  byCountry: 'Por país',
  portfolioTitle: 'Principales posiciones de la cartera',
  instrument: 'Instrumento',
  issuer: 'Emisor',
  instrumentType: 'Tipo',
  weight: 'Peso',
  asOf: (date: string) => `Al ${date}.`,
  documentsTitle: 'Documentos del fondo',
  rulesOfProcedure: 'Reglamento interno',
  informationFile: 'Folleto informativo',
  fee: 'Remuneración anual',
  minimum: 'Inversión mínima',
  settlement: 'Plazo de rescate',
  settlementDays: (days: number) =>
    days === 0 ? 'El mismo día' : days === 1 ? '1 día hábil' : `${days} días hábiles`,
  cutOff: 'Hora de corte',
} as const;

/** Spanish names of the asset classes (the catalogue's fund types). */
export const assetClasses: Record<AssetClass, string> = {
  mercadoMonetario: 'Mercado Monetario',
  deudaCortoPlazo: 'Deuda Corto Plazo',
  deudaLargoPlazo: 'Deuda Largo Plazo',
  balanceado: 'Balanceado',
  accionesNacionales: 'Acciones Nacionales',
  accionesInternacionales: 'Acciones Internacionales',
  caja: 'Caja',
};

export const currencies: Record<string, string> = {
  CLP: 'Pesos (CLP)',
  USD: 'Dólares (USD)',
  EUR: 'Euros (EUR)',
  UF: 'Unidades de fomento (UF)',
};
