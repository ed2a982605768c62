/**
 * Example answers of the mutual-fund calls for tests and stories (never the portal's production
 * code): four funds of the catalogue and Camila's holdings and movements on 2026-11-26. Values are
 * units x quota value rounded to the currency; USD converts at `DOLLAR_RATE` rounded to the peso.
 */
import { toMinorUnits } from '@inversiones/es-cl';
import type {
  AccountBalancesResponse,
  AnnualizedStatisticsResponse,
  BalanceReportResponse,
  ByAssetClassResponse,
  ByPeriodResultsResponse,
  ByPeriodStartResponse,
  ByRiskLevelResponse,
  ChartPointsResponse,
  DailyValuesResponse,
  FundCompositionResponse,
  FundDetailResponse,
  FundListResponse,
  FundPortfolioResponse,
  FundTypesResponse,
  InTransitResponse,
  MovementReportResponse,
  MyFundsResponse,
  QuotaValueDetailResponse,
  SeriesListResponse,
} from '../funds.ts';
import type { Account, Fund, FundHolding, FundMovement, Series } from '../ledger-schemas.ts';

/** The close every sample is as of (a Thursday). */
export const SAMPLE_DATE = '2026-11-26';
export const DOLLAR_RATE = { value: 948.35, date: SAMPLE_DATE };

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });
const usd = (amount: number) => ({ amount, currency: 'USD' as const });

export const FUNDS_ACCOUNT: Account = {
  id: '10234-5',
  product: 'ffmm',
  name: 'Cuenta Fondos Mutuos',
  currency: 'CLP',
  apvRegime: null,
};

const seriesA = (minimum: { amount: number; currency: 'CLP' | 'USD' }, settlementDays: number) =>
  ({
    id: 'A',
    name: 'Serie A',
    minimumInvestment: minimum,
    cutOffTime: '14:00',
    settlementDays,
    annualFee: 1.785,
    investEnabled: true,
    redeemEnabled: true,
    paysDividends: false,
    apvEligible: false,
  }) satisfies Series;

const rentaDiaria: Fund = {
  id: '8001',
  name: 'Renta Diaria',
  type: 'mercadoMonetario',
  currency: 'CLP',
  riskLevel: 1,
  series: [
    { ...seriesA(clp(5_000), 0), annualFee: 0.714 },
    {
      ...seriesA(clp(200_000_000), 0),
      id: 'I',
      name: 'Serie I',
      annualFee: 0.2975,
    },
  ],
};

const deudaLargo: Fund = {
  id: '8004',
  name: 'Deuda Chile Largo Plazo',
  type: 'deudaLargoPlazo',
  currency: 'CLP',
  riskLevel: 3,
  series: [
    { ...seriesA(clp(5_000), 1), annualFee: 1.19 },
    {
      ...seriesA(clp(5_000), 1),
      id: 'APV',
      name: 'Serie APV',
      annualFee: 0.95,
      apvEligible: true,
    },
    {
      ...seriesA(clp(50_000_000), 1),
      id: 'B',
      name: 'Serie B',
      annualFee: 0.714,
      investEnabled: false,
    },
  ],
};

const accionesChilenas: Fund = {
  id: '8010',
  name: 'Acciones Chilenas',
  type: 'accionesNacionales',
  currency: 'CLP',
  riskLevel: 6,
  series: [
    { ...seriesA(clp(5_000), 2), annualFee: 3.332, paysDividends: true },
    {
      ...seriesA(clp(5_000), 2),
      id: 'APV',
      name: 'Serie APV',
      annualFee: 1.5,
      apvEligible: true,
    },
  ],
};

const globalEquity: Fund = {
  id: '8020',
  name: 'Global Equity Dólar',
  type: 'accionesInternacionales',
  currency: 'USD',
  riskLevel: 6,
  series: [
    { ...seriesA(usd(100), 5), cutOffTime: '13:00', annualFee: 2.38 },
    {
      ...seriesA(usd(250_000), 5),
      id: 'I',
      name: 'Serie I',
      cutOffTime: '13:00',
      annualFee: 0.952,
    },
  ],
};

export const fundCatalogueSample: Fund[] = [
  rentaDiaria,
  deudaLargo,
  accionesChilenas,
  globalEquity,
];

const holding = (
  fund: Fund,
  figures: Pick<
    FundHolding,
    'units' | 'quotaValue' | 'value' | 'valueClp' | 'invested' | 'gain' | 'gainPercent'
  >,
): FundHolding => ({
  fundId: fund.id,
  fundName: fund.name,
  seriesId: 'A',
  accountId: FUNDS_ACCOUNT.id,
  type: fund.type,
  riskLevel: fund.riskLevel,
  currency: fund.currency,
  quotaDate: SAMPLE_DATE,
  ...figures,
});

export const holdingRowsSample: FundHolding[] = [
  holding(rentaDiaria, {
    units: 2_500.1234,
    quotaValue: 1_534.2871,
    value: clp(3_835_907),
    valueClp: clp(3_835_907),
    invested: clp(3_700_000),
    gain: clp(135_907),
    gainPercent: 3.6732,
  }),
  holding(deudaLargo, {
    units: 812.5,
    quotaValue: 2_245.6789,
    value: clp(1_824_614),
    valueClp: clp(1_824_614),
    invested: clp(1_650_000),
    gain: clp(174_614),
    gainPercent: 10.5827,
  }),
  holding(accionesChilenas, {
    units: 1_450.3321,
    quotaValue: 1_875.4412,
    value: clp(2_720_013),
    valueClp: clp(2_720_013),
    invested: clp(2_500_000),
    gain: clp(220_013),
    gainPercent: 8.8005,
  }),
  holding(globalEquity, {
    units: 4.1234,
    quotaValue: 1_187.2345,
    value: usd(4_895.44),
    // 4.895,44 x 948,35 = 4.642.590,52: rounded to the peso.
    valueClp: clp(4_642_591),
    invested: usd(4_500),
    gain: usd(395.44),
    gainPercent: 8.7876,
  }),
];

/** The sum of the holdings' `valueClp`: the statement's Fondos Mutuos value. */
export const FUNDS_TOTAL_CLP = 13_023_125;

export const holdingsSample = {
  date: SAMPLE_DATE,
  dollarRate: DOLLAR_RATE,
  holdings: holdingRowsSample,
  total: clp(FUNDS_TOTAL_CLP),
  byCurrency: [clp(8_380_534), usd(4_895.44)],
} satisfies MyFundsResponse;

/** Valentina: nothing invested yet. */
export const emptyHoldingsSample = {
  date: SAMPLE_DATE,
  dollarRate: DOLLAR_RATE,
  holdings: [],
  total: clp(0),
  byCurrency: [],
} satisfies MyFundsResponse;

export const fundListSample = { funds: fundCatalogueSample } satisfies FundListResponse;

export const fundDetailSample = {
  ...deudaLargo,
  objective:
    'Invertir en instrumentos de deuda de emisores nacionales, con una duración de cartera superior a 3 años.',
  horizon: 'Más de 3 años',
  inceptionDate: '2012-03-15',
  netAssets: clp(184_532_118_402),
  participants: 12_408,
} satisfies FundDetailResponse;

export const seriesListSample = {
  fundId: deudaLargo.id,
  series: deudaLargo.series,
} satisfies SeriesListResponse;

export const quotaValueDetailSample = {
  fundId: deudaLargo.id,
  seriesId: 'A',
  currency: 'CLP',
  date: SAMPLE_DATE,
  quotaValue: 2_245.6789,
  previousDate: '2026-11-25',
  previousQuotaValue: 2_245.3391,
  dayVariationPercent: 0.0151,
} satisfies QuotaValueDetailResponse;

export const fundTypesSample = {
  types: [
    { id: 'mercadoMonetario', name: 'Mercado Monetario' },
    { id: 'deudaCortoPlazo', name: 'Deuda Corto Plazo' },
    { id: 'deudaLargoPlazo', name: 'Deuda Largo Plazo' },
    { id: 'balanceado', name: 'Balanceado' },
    { id: 'accionesNacionales', name: 'Acciones Nacionales' },
    { id: 'accionesInternacionales', name: 'Acciones Internacionales' },
  ],
} satisfies FundTypesResponse;

const dailyRow = (
  fund: Fund,
  seriesId: string,
  quotaValue: number,
  percents: [day: number, month: number, yearToDate: number, last12Months: number],
) => ({
  fundId: fund.id,
  fundName: fund.name,
  seriesId,
  type: fund.type,
  currency: fund.currency,
  riskLevel: fund.riskLevel,
  date: SAMPLE_DATE,
  quotaValue,
  dayVariationPercent: percents[0],
  monthPercent: percents[1],
  yearToDatePercent: percents[2],
  last12MonthsPercent: percents[3],
});

export const dailyValuesSample = {
  date: SAMPLE_DATE,
  rows: [
    dailyRow(rentaDiaria, 'A', 1_534.2871, [0.0121, 0.3402, 4.1027, 4.4815]),
    dailyRow(rentaDiaria, 'I', 1_611.0045, [0.0133, 0.3711, 4.4963, 4.9112]),
    dailyRow(deudaLargo, 'A', 2_245.6789, [0.0151, 0.4321, 5.2214, 6.0233]),
    dailyRow(deudaLargo, 'APV', 2_301.7702, [0.0158, 0.4522, 5.4681, 6.3047]),
    dailyRow(deudaLargo, 'B', 2_398.0113, [0.0165, 0.4735, 5.7319, 6.6105]),
    dailyRow(accionesChilenas, 'A', 1_875.4412, [0.8122, 2.9876, 12.4409, 15.2276]),
    dailyRow(accionesChilenas, 'APV', 1_944.1287, [0.8211, 3.1024, 13.8102, 16.7339]),
    dailyRow(globalEquity, 'A', 1_187.2345, [-0.3307, 1.2045, 14.1187, 17.0021]),
    dailyRow(globalEquity, 'I', 1_240.5566, [-0.3189, 1.3302, 15.6614, 18.7752]),
  ],
} satisfies DailyValuesResponse;

/** Monday to Friday from 2019-01-01 to `SAMPLE_DATE` (the sample leaves holidays in). */
function weekdaysSince2019(): string[] {
  const dates: string[] = [];
  const end = Date.UTC(2026, 10, 26);
  for (let day = Date.UTC(2019, 0, 1); day <= end; day += 86_400_000) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(new Date(day).toISOString().slice(0, 10));
  }
  return dates;
}

/**
 * Deuda Chile Largo Plazo A since 2019 (~2,060 points, as many as the real answer): a steady
 * climb with a ripple, ending at the day's quota value; each value rounded to 4 decimals from
 * an integer of ten-thousandths, so it is exact.
 */
function chartOf(dates: readonly string[]): ChartPointsResponse {
  const first = 1_800;
  const last = 2_245.6789;
  const values = dates.map((_date, index) => {
    const progress = index / (dates.length - 1);
    const ripple = Math.sin(index / 23) * 6 * (1 - progress);
    return Math.round((first + (last - first) * progress + ripple) * 10_000) / 10_000;
  });
  return { fundId: deudaLargo.id, seriesId: 'A', currency: 'CLP', dates: [...dates], values };
}

export const chartSample = chartOf(weekdaysSince2019());

export const statisticsSample = {
  fundId: deudaLargo.id,
  seriesId: 'A',
  asOf: SAMPLE_DATE,
  windows: [
    {
      window: '1a',
      from: '2025-11-26',
      to: SAMPLE_DATE,
      annualizedReturn: 6.0233,
      annualizedVolatility: 2.1874,
      maxDrawdown: -0.8412,
      sharpe: 0.7421,
    },
    {
      window: '3a',
      from: '2023-11-26',
      to: SAMPLE_DATE,
      annualizedReturn: 5.4107,
      annualizedVolatility: 2.5531,
      maxDrawdown: -1.9034,
      sharpe: 0.3915,
    },
    {
      window: '5a',
      from: '2021-11-26',
      to: SAMPLE_DATE,
      annualizedReturn: 3.1942,
      annualizedVolatility: 3.4418,
      maxDrawdown: -6.2517,
      sharpe: -0.1128,
    },
    {
      window: 'total',
      from: '2019-01-01',
      to: SAMPLE_DATE,
      annualizedReturn: 2.8266,
      annualizedVolatility: 3.3127,
      maxDrawdown: -6.2517,
      sharpe: -0.0743,
    },
  ],
} satisfies AnnualizedStatisticsResponse;

export const fundPortfolioSample = {
  fundId: deudaLargo.id,
  asOf: '2026-10-31',
  positions: [
    {
      instrument: 'BTP0600132',
      issuer: 'Tesorería General de la República',
      instrumentType: 'Bono de gobierno',
      weight: 14.2031,
    },
    {
      instrument: 'BCU0300528',
      issuer: 'Banco Central de Chile',
      instrumentType: 'Bono de gobierno',
      weight: 11.8712,
    },
    {
      instrument: 'BESTC-H',
      issuer: 'Banco del Estado de Chile',
      instrumentType: 'Bono bancario',
      weight: 7.4406,
    },
    {
      instrument: 'BCENC-AE',
      issuer: 'Cencosud S.A.',
      instrumentType: 'Bono de empresa',
      weight: 5.1288,
    },
    {
      instrument: 'LH-SANT-2031',
      issuer: 'Banco Santander-Chile',
      instrumentType: 'Letra hipotecaria',
      weight: 3.0947,
    },
  ],
} satisfies FundPortfolioResponse;

export const fundCompositionSample = {
  fundId: deudaLargo.id,
  asOf: '2026-10-31',
  byInstrumentType: [
    { name: 'Bonos de gobierno', weight: 41.3305 },
    { name: 'Bonos bancarios', weight: 27.9102 },
    { name: 'Bonos de empresa', weight: 24.6641 },
    { name: 'Letras hipotecarias', weight: 4.0519 },
    { name: 'Caja', weight: 2.0433 },
  ],
  byCurrency: [
    { name: 'UF', weight: 68.1204 },
    { name: 'Pesos', weight: 31.8796 },
  ],
  byCountry: [{ name: 'Chile', weight: 100 }],
} satisfies FundCompositionResponse;

const movement = (
  fund: Fund,
  figures: Pick<
    FundMovement,
    | 'folio'
    | 'kind'
    | 'tradeDate'
    | 'settlementDate'
    | 'units'
    | 'price'
    | 'amount'
    | 'status'
    | 'pac'
  >,
): FundMovement => ({
  fundId: fund.id,
  fundName: fund.name,
  seriesId: 'A',
  accountId: FUNDS_ACCOUNT.id,
  ...figures,
});

/** The monthly PAC of Deuda Chile Largo Plazo: $ 50.000 on day 5 (the next business day). */
const pac = (folio: string, date: string, units: number, price: number) =>
  movement(deudaLargo, {
    folio,
    kind: 'aporte',
    tradeDate: date,
    settlementDate: date,
    units,
    price,
    amount: clp(50_000),
    status: 'liquidado',
    pac: true,
  });

/** The redemption in transit: traded on the 25th, settled T+2 on the 27th. */
export const inTransitMovementSample = movement(accionesChilenas, {
  folio: '4120587',
  kind: 'rescate',
  tradeDate: '2026-11-25',
  settlementDate: '2026-11-27',
  units: 150,
  price: 1_872.1043,
  amount: clp(280_816),
  status: 'enTransito',
  pac: false,
});

/** Newest first: the first page of Mis Movimientos. */
export const movementRowsSample: FundMovement[] = [
  inTransitMovementSample,
  pac('4119407', '2026-11-05', 22.3081, 2_241.3377),
  pac('4119370', '2026-10-05', 22.3604, 2_236.0912),
  pac('4119333', '2026-09-07', 22.4227, 2_229.8804),
  pac('4119296', '2026-08-05', 22.4768, 2_224.512),
  pac('4119259', '2026-07-06', 22.5423, 2_218.0467),
  pac('4119222', '2026-06-05', 22.604, 2_211.9953),
  movement(accionesChilenas, {
    folio: '4119201',
    kind: 'dividendo',
    tradeDate: '2026-05-29',
    settlementDate: '2026-05-29',
    units: 12.3456,
    price: 1_790.1234,
    amount: clp(22_100),
    status: 'liquidado',
    pac: false,
  }),
  pac('4119185', '2026-05-05', 22.6609, 2_206.4411),
  pac('4119148', '2026-04-06', 22.7262, 2_200.1038),
];

export const movementReportSample = {
  page: 1,
  pageSize: 10,
  total: 87,
  rows: movementRowsSample,
} satisfies MovementReportResponse;

export const emptyMovementReportSample = {
  page: 1,
  pageSize: 10,
  total: 0,
  rows: [],
} satisfies MovementReportResponse;

export const inTransitSample = {
  movements: [{ ...inTransitMovementSample, status: 'enTransito' as const }],
} satisfies InTransitResponse;

/** The balance report of today is Mis Fondos. */
export const balanceReportSample = holdingsSample satisfies BalanceReportResponse;

export const accountBalancesSample = {
  date: SAMPLE_DATE,
  accounts: [
    {
      account: FUNDS_ACCOUNT,
      valueClp: clp(FUNDS_TOTAL_CLP),
      byCurrency: holdingsSample.byCurrency,
      holdings: holdingRowsSample.length,
    },
  ],
} satisfies AccountBalancesResponse;

export const byPeriodStartSample = {
  minDate: '2019-01-01',
  maxDate: SAMPLE_DATE,
  defaultStart: '2026-10-26',
  defaultEnd: SAMPLE_DATE,
} satisfies ByPeriodStartResponse;

/** Hundredths of an amount with at most 2 decimals (pesos or dollars alike), exactly. */
const cents = (amount: number) => toMinorUnits(amount, 'USD');

const periodRow = (
  fund: Fund,
  money: (amount: number) => { amount: number; currency: 'CLP' | 'USD' },
  [start, contributions, end, gainPercent]: [number, number, number, number],
) => ({
  fundId: fund.id,
  fundName: fund.name,
  seriesId: 'A',
  accountId: FUNDS_ACCOUNT.id,
  currency: fund.currency,
  startValue: money(start),
  contributions: money(contributions),
  redemptions: money(0),
  dividends: money(0),
  endValue: money(end),
  // In hundredths from each amount's decimal text (es-cl), so the sample's gain is exact.
  gain: money((cents(end) - cents(start) - cents(contributions)) / 100),
  gainPercent,
});

/**
 * September and October 2026 (two PAC debits); the USD fund converts at 962,10 on the first day
 * and 951,20 on the last. The dashboard's `Período Seleccionado` sample is this period.
 */
export const byPeriodResultsSample = {
  startDate: '2026-09-01',
  endDate: '2026-10-31',
  rows: [
    periodRow(rentaDiaria, clp, [3_790_000, 0, 3_815_000, 0.6596]),
    periodRow(deudaLargo, clp, [1_700_000, 100_000, 1_812_000, 0.6857]),
    periodRow(accionesChilenas, clp, [2_560_000, 0, 2_668_400, 4.2344]),
    periodRow(globalEquity, usd, [4_700, 0, 4_802.35, 2.1777]),
  ],
  totalStartClp: clp(12_571_870),
  totalEndClp: clp(12_863_395),
  totalGainClp: clp(191_525),
} satisfies ByPeriodResultsResponse;

const rowsOf = (fundIds: readonly string[]) =>
  holdingRowsSample.filter((row) => fundIds.includes(row.fundId));

export const byRiskLevelSample = {
  date: SAMPLE_DATE,
  dollarRate: DOLLAR_RATE,
  total: clp(FUNDS_TOTAL_CLP),
  groups: [
    {
      id: 1,
      name: 'Nivel 1',
      valueClp: clp(3_835_907),
      weight: 29.4546,
      holdings: rowsOf(['8001']),
    },
    {
      id: 3,
      name: 'Nivel 3',
      valueClp: clp(1_824_614),
      weight: 14.0106,
      holdings: rowsOf(['8004']),
    },
    {
      id: 6,
      name: 'Nivel 6',
      valueClp: clp(7_362_604),
      weight: 56.5348,
      holdings: rowsOf(['8010', '8020']),
    },
  ],
} satisfies ByRiskLevelResponse;

export const byAssetClassSample = {
  date: SAMPLE_DATE,
  dollarRate: DOLLAR_RATE,
  total: clp(FUNDS_TOTAL_CLP),
  groups: [
    {
      id: 'mercadoMonetario',
      name: 'Mercado Monetario',
      valueClp: clp(3_835_907),
      weight: 29.4546,
      holdings: rowsOf(['8001']),
    },
    {
      id: 'deudaLargoPlazo',
      name: 'Deuda Largo Plazo',
      valueClp: clp(1_824_614),
      weight: 14.0106,
      holdings: rowsOf(['8004']),
    },
    {
      id: 'accionesNacionales',
      name: 'Acciones Nacionales',
      valueClp: clp(2_720_013),
      weight: 20.886,
      holdings: rowsOf(['8010']),
    },
    {
      id: 'accionesInternacionales',
      name: 'Acciones Internacionales',
      valueClp: clp(4_642_591),
      weight: 35.6488,
      holdings: rowsOf(['8020']),
    },
  ],
} satisfies ByAssetClassResponse;
