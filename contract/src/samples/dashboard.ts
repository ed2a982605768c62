/**
 * Example answers of the dashboard calls for tests and stories (never the portal's production
 * code): Camila on 2026-11-26, coherent with `./funds.ts` (the statement's `ffmm` value is her
 * Mis Fondos total; every total is the sum of its holdings to the peso), and an empty new client.
 */
import type {
  AccountsResponse,
  AdvertisementResponse,
  AsdiValidationResponse,
  CheckInvestmentResponse,
  FundMovementsResponse,
  IndicatorsResponse,
  InvestBalanceResponse,
  InvestDetailResponse,
  MarketSummaryResponse,
  PortfolioResponse,
  ProfitabilityPeriod,
  ProfitabilityResponse,
  ShortcutsResponse,
  StatementResponse,
} from '../dashboard.ts';
import type { Account } from '../ledger-schemas.ts';
import {
  DOLLAR_RATE,
  FUNDS_ACCOUNT,
  FUNDS_TOTAL_CLP,
  holdingsSample,
  movementRowsSample,
  SAMPLE_DATE,
} from './funds.ts';

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });

/** Camila's cash in her CLP current account (CCM). */
export const CASH_CLP = 350_000;
export const CCM_ACCOUNT: Account = {
  id: '20877-1',
  product: 'ccm',
  name: 'Cuenta Corriente Mercantil CLP',
  currency: 'CLP',
  apvRegime: null,
};
/** Her whole portfolio: Mis Fondos plus the cash. */
export const PORTFOLIO_TOTAL_CLP = FUNDS_TOTAL_CLP + CASH_CLP;

/** The instant the samples price at: that day's close (they hold no shares to move). */
export const SAMPLE_VALUED_AT = `${SAMPLE_DATE}T20:00:00.000Z`;

export const statementSample = {
  date: SAMPLE_DATE,
  valuedAt: SAMPLE_VALUED_AT,
  dollarRate: DOLLAR_RATE,
  total: clp(PORTFOLIO_TOTAL_CLP),
  dayVariation: clp(41_226),
  dayVariationPercent: 0.3092,
  products: [
    {
      id: 'ffmm',
      name: 'Fondos Mutuos',
      valueClp: clp(FUNDS_TOTAL_CLP),
      weight: 97.3828,
      byCurrency: [clp(8_380_534), { amount: 4_895.44, currency: 'USD' }],
    },
    {
      id: 'ccm',
      name: 'Cuenta Corriente',
      valueClp: clp(CASH_CLP),
      weight: 2.6172,
      byCurrency: [clp(CASH_CLP)],
    },
  ],
} satisfies StatementResponse;

export const portfolioSample = {
  date: SAMPLE_DATE,
  valuedAt: SAMPLE_VALUED_AT,
  dollarRate: DOLLAR_RATE,
  total: clp(PORTFOLIO_TOTAL_CLP),
  holdings: [
    ...holdingsSample.holdings.map((holding) => ({
      product: 'ffmm' as const,
      accountId: holding.accountId,
      instrumentId: holding.fundId,
      seriesId: holding.seriesId,
      name: `${holding.fundName} Serie ${holding.seriesId}`,
      assetClass: holding.type,
      value: holding.value,
      valueClp: holding.valueClp,
    })),
    {
      product: 'ccm' as const,
      accountId: CCM_ACCOUNT.id,
      instrumentId: 'CLP',
      seriesId: null,
      name: 'Saldo Cuenta Corriente',
      assetClass: 'caja' as const,
      value: clp(CASH_CLP),
      valueClp: clp(CASH_CLP),
    },
  ],
  byProduct: [
    { id: 'ffmm', name: 'Fondos Mutuos', valueClp: clp(FUNDS_TOTAL_CLP), weight: 97.3828 },
    { id: 'ccm', name: 'Cuenta Corriente', valueClp: clp(CASH_CLP), weight: 2.6172 },
  ],
  byAssetClass: [
    {
      id: 'mercadoMonetario',
      name: 'Mercado Monetario',
      valueClp: clp(3_835_907),
      weight: 28.6837,
    },
    { id: 'deudaLargoPlazo', name: 'Deuda Largo Plazo', valueClp: clp(1_824_614), weight: 13.6439 },
    {
      id: 'accionesNacionales',
      name: 'Acciones Nacionales',
      valueClp: clp(2_720_013),
      weight: 20.3394,
    },
    {
      id: 'accionesInternacionales',
      name: 'Acciones Internacionales',
      valueClp: clp(4_642_591),
      weight: 34.7158,
    },
    { id: 'caja', name: 'Caja', valueClp: clp(CASH_CLP), weight: 2.6172 },
  ],
  byCurrency: [
    { id: 'CLP', name: 'Pesos', valueClp: clp(8_730_534), weight: 65.2842 },
    { id: 'USD', name: 'Dólares', valueClp: clp(4_642_591), weight: 34.7158 },
  ],
} satisfies PortfolioResponse;

/** The cash earns nothing and did not move in any of the periods. */
const cashRow = {
  product: 'ccm' as const,
  name: 'Cuenta Corriente',
  startValue: clp(CASH_CLP),
  endValue: clp(CASH_CLP),
  netContributions: clp(0),
  gain: clp(0),
  percent: 0,
};

/**
 * The four periods; gain = end - start - net contributions, per product and in total. The
 * selected period is `funds.byPeriodResultsSample`'s.
 */
export const profitabilitySamples = {
  'Año en Curso': {
    periodo: 'Año en Curso',
    valuedAt: SAMPLE_VALUED_AT,
    startDate: '2026-01-01',
    endDate: SAMPLE_DATE,
    startValue: clp(12_400_000),
    endValue: clp(PORTFOLIO_TOTAL_CLP),
    netContributions: clp(269_184),
    gain: clp(703_941),
    percent: 5.616,
    byProduct: [
      {
        product: 'ffmm',
        name: 'Fondos Mutuos',
        startValue: clp(12_050_000),
        endValue: clp(FUNDS_TOTAL_CLP),
        netContributions: clp(269_184),
        gain: clp(703_941),
        percent: 5.7773,
      },
      cashRow,
    ],
  },
  'Últimos 12 Meses': {
    periodo: 'Últimos 12 Meses',
    valuedAt: SAMPLE_VALUED_AT,
    startDate: '2025-11-27',
    endDate: SAMPLE_DATE,
    startValue: clp(11_830_000),
    endValue: clp(PORTFOLIO_TOTAL_CLP),
    netContributions: clp(319_184),
    gain: clp(1_223_941),
    percent: 10.2084,
    byProduct: [
      {
        product: 'ffmm',
        name: 'Fondos Mutuos',
        startValue: clp(11_480_000),
        endValue: clp(FUNDS_TOTAL_CLP),
        netContributions: clp(319_184),
        gain: clp(1_223_941),
        percent: 10.5153,
      },
      cashRow,
    ],
  },
  'Mes en Curso': {
    periodo: 'Mes en Curso',
    valuedAt: SAMPLE_VALUED_AT,
    startDate: '2026-11-01',
    endDate: SAMPLE_DATE,
    startValue: clp(13_330_000),
    endValue: clp(PORTFOLIO_TOTAL_CLP),
    netContributions: clp(-230_816),
    gain: clp(273_941),
    percent: 2.073,
    byProduct: [
      {
        product: 'ffmm',
        name: 'Fondos Mutuos',
        startValue: clp(12_980_000),
        endValue: clp(FUNDS_TOTAL_CLP),
        netContributions: clp(-230_816),
        gain: clp(273_941),
        percent: 2.1294,
      },
      cashRow,
    ],
  },
  'Período Seleccionado': {
    periodo: 'Período Seleccionado',
    valuedAt: SAMPLE_VALUED_AT,
    startDate: '2026-09-01',
    endDate: '2026-10-31',
    startValue: clp(12_921_870),
    endValue: clp(13_213_395),
    netContributions: clp(100_000),
    gain: clp(191_525),
    percent: 1.4765,
    byProduct: [
      {
        product: 'ffmm',
        name: 'Fondos Mutuos',
        startValue: clp(12_571_870),
        endValue: clp(12_863_395),
        netContributions: clp(100_000),
        gain: clp(191_525),
        percent: 1.5174,
      },
      cashRow,
    ],
  },
} satisfies Record<ProfitabilityPeriod, ProfitabilityResponse>;

export const indicatorsSample = {
  indicators: [
    {
      id: 'uf',
      name: 'UF',
      value: 39_842.17,
      unit: 'CLP',
      date: SAMPLE_DATE,
      variationPercent: 0.0102,
    },
    {
      id: 'dolarObservado',
      name: 'Dólar Observado',
      value: DOLLAR_RATE.value,
      unit: 'CLP',
      date: DOLLAR_RATE.date,
      variationPercent: -0.4126,
    },
    {
      id: 'euro',
      name: 'Euro',
      value: 1_031.88,
      unit: 'CLP',
      date: SAMPLE_DATE,
      variationPercent: 0.1544,
    },
    {
      id: 'utm',
      name: 'UTM',
      value: 69_751,
      unit: 'CLP',
      date: '2026-11-01',
      variationPercent: 0.3,
    },
    {
      id: 'ipsa',
      name: 'IPSA',
      value: 7_412.38,
      unit: 'puntos',
      date: SAMPLE_DATE,
      variationPercent: 0.8731,
    },
  ],
} satisfies IndicatorsResponse;

export const shortcutsSample = {
  selected: ['invertir', 'misFondos', 'movimientosEnTransito', 'cartolas'],
  available: [
    { id: 'misFondos', label: 'Mis Fondos', route: '/ffmm/misFondos' },
    { id: 'invertir', label: 'Invertir', route: '/ffmm/invertir' },
    {
      id: 'inviertePorObjetivos',
      label: 'Invierte por Objetivos',
      route: '/ffmm/inviertePorObjetivos',
    },
    { id: 'valoresDelDia', label: 'Valores del Día', route: '/ffmm/valoresDelDia' },
    { id: 'movimientosEnTransito', label: 'Movimientos en Tránsito', route: '/ffmm/enTransito' },
    { id: 'cartolas', label: 'Cartolas', route: '/cartolas' },
    { id: 'apv', label: 'APV', route: '/apv' },
    { id: 'reunionOnline', label: 'Agendar reunión online', route: '/reunionOnline/landing' },
  ],
} satisfies ShortcutsResponse;

export const marketSummarySample = {
  date: SAMPLE_DATE,
  indices: [
    { id: 'IPSA', name: 'IPSA', value: 7_412.38, variationPercent: 0.8731 },
    { id: 'SPX', name: 'S&P 500', value: 6_123.45, variationPercent: -0.2154 },
    { id: 'MSCIEM', name: 'MSCI Emergentes', value: 1_187.2, variationPercent: 0.4412 },
  ],
  movers: [
    { ticker: 'SQM-B', name: 'SQM Serie B', price: 41_250.5, variationPercent: 3.1264 },
    { ticker: 'CHILE', name: 'Banco de Chile', price: 118.42, variationPercent: 1.2051 },
    { ticker: 'CENCOSUD', name: 'Cencosud', price: 1_789.9, variationPercent: -1.8843 },
  ],
} satisfies MarketSummaryResponse;

const banner = {
  id: 'apv-2026',
  title: 'Ahorra para tu jubilación con APV',
  text: 'Aprovecha el beneficio tributario antes del cierre del año.',
  imageAlt: '',
  link: { label: 'Conoce más', href: '/apv' },
};

export const advertisementSamples = {
  web: { variante: 'web', banners: [{ ...banner, imageUrl: '/publico/imagenes/apv-web.webp' }] },
  mobile: {
    variante: 'mobile',
    banners: [{ ...banner, imageUrl: '/publico/imagenes/apv-mobile.webp' }],
  },
} satisfies Record<'web' | 'mobile', AdvertisementResponse>;

export const accountsSample = {
  accounts: [FUNDS_ACCOUNT, CCM_ACCOUNT],
} satisfies AccountsResponse;

/** The cash she can invest, and the redemption in transit (`funds.inTransitSample`). */
export const investBalanceSample = {
  date: SAMPLE_DATE,
  available: [clp(CASH_CLP)],
  inTransit: [clp(280_816)],
} satisfies InvestBalanceResponse;

export const investDetailSample = {
  date: SAMPLE_DATE,
  accounts: [
    { account: CCM_ACCOUNT, available: clp(CASH_CLP), inTransit: clp(0) },
    { account: FUNDS_ACCOUNT, available: clp(0), inTransit: clp(280_816) },
  ],
} satisfies InvestDetailResponse;

export const fundMovementsSample = {
  movements: movementRowsSample.slice(0, 5),
} satisfies FundMovementsResponse;

export const checkInvestmentSample = {
  hasInvestments: true,
  canInvest: true,
  reason: null,
} satisfies CheckInvestmentResponse;

export const asdiValidationSample = { habilitado: true } satisfies AsdiValidationResponse;

/** Valentina: a new client with accounts but nothing invested yet (the empty states). */
export const emptyStatementSample = {
  date: SAMPLE_DATE,
  valuedAt: SAMPLE_VALUED_AT,
  dollarRate: DOLLAR_RATE,
  total: clp(0),
  dayVariation: clp(0),
  dayVariationPercent: 0,
  products: [],
} satisfies StatementResponse;

export const emptyPortfolioSample = {
  date: SAMPLE_DATE,
  valuedAt: SAMPLE_VALUED_AT,
  dollarRate: DOLLAR_RATE,
  total: clp(0),
  holdings: [],
  byProduct: [],
  byAssetClass: [],
  byCurrency: [],
} satisfies PortfolioResponse;

export const emptyCheckInvestmentSample = {
  hasInvestments: false,
  canInvest: true,
  reason: null,
} satisfies CheckInvestmentResponse;
