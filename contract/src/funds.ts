import { z } from 'zod';
import { earlyPaths } from './early-paths.ts';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import {
  ASSET_CLASSES,
  accountSchema,
  assetClassSchema,
  codeSchema,
  dollarRateSchema,
  fundHoldingSchema,
  fundMovementSchema,
  fundSchema,
  riskLevelSchema,
  sliceSchema,
  weightItemSchema,
} from './ledger-schemas.ts';
import {
  currencySchema,
  decimalSchema,
  moneyIn,
  moneySchema,
  percentSchema,
  quotaValueSchema,
  signedMoneySchema,
  weightSchema,
} from './money.ts';
import { pagedSchema, pageQueryField } from './page.ts';
import { isoDateSchema, optionalPeriodQuery, periodQuery, wireDateSchema } from './period.ts';
import { fillPath } from './path.ts';

/**
 * Spec 7 "Mutual funds", the consultation calls (investing, redeeming, PAC and strategies come
 * later). Holdings and movements are the contextualised profile's; the catalogue is the firm's.
 * Exact paths are not in the spec except the screens' tab names; each is chosen in their style.
 */

/** Holdings of every fund, series and account, with their CLP sum. */
export const holdingsSchema = z.object({
  date: isoDateSchema,
  dollarRate: dollarRateSchema,
  holdings: z.array(fundHoldingSchema),
  /** Sum of `holdings[].valueClp`, to the peso: the home statement's `ffmm` value. */
  total: moneyIn('CLP'),
  /** Sums of `holdings[].value` per currency. */
  byCurrency: z.array(moneySchema),
});
export type Holdings = z.infer<typeof holdingsSchema>;

/** Mis Fondos. */
export const myFunds = defineEndpoint({
  method: 'GET',
  path: earlyPaths.myFunds,
  access: 'profile',
  response: holdingsSchema,
});

/** Filters of the catalogue: a fund type (asset class) and a currency. */
const catalogueQuery = z.object({
  tipo: assetClassSchema.optional(),
  moneda: currencySchema.optional(),
});

/** The fund list (catalogue), optionally of one type or currency. */
export const fundList = defineEndpoint({
  method: 'GET',
  path: '/ffmm/fondos',
  access: 'profile',
  request: catalogueQuery,
  response: z.object({ funds: z.array(fundSchema) }),
});

/** A fund with what its detail page shows besides the catalogue's fields. */
export const fundDetailSchema = fundSchema.extend({
  /** The investment objective, as its rules of procedure word it. */
  objective: z.string(),
  /** Suggested horizon ('Corto plazo', 'Más de 3 años'). */
  horizon: z.string(),
  inceptionDate: isoDateSchema,
  /** Net assets of the fund, in its currency. */
  netAssets: moneySchema,
  participants: z.number().int().min(0),
});
export type FundDetail = z.infer<typeof fundDetailSchema>;

export const fundDetail = defineEndpoint({
  method: 'GET',
  path: '/ffmm/fondos/{fundId}',
  access: 'profile',
  response: fundDetailSchema,
});

/** Series of a fund (the full series records; `common.fundSeries` is the payment-ways list). */
export const seriesList = defineEndpoint({
  method: 'GET',
  path: '/ffmm/fondos/{fundId}/series',
  access: 'profile',
  response: z.object({ fundId: codeSchema, series: fundSchema.shape.series }),
});

/** A series' latest quota value against the previous close. */
export const quotaValueDetailSchema = z.object({
  fundId: codeSchema,
  seriesId: codeSchema,
  currency: currencySchema,
  date: isoDateSchema,
  quotaValue: quotaValueSchema,
  previousDate: isoDateSchema,
  previousQuotaValue: quotaValueSchema,
  dayVariationPercent: percentSchema,
});

export const quotaValueDetail = defineEndpoint({
  method: 'GET',
  path: '/ffmm/fondos/{fundId}/series/{seriesId}/valorCuota',
  access: 'profile',
  response: quotaValueDetailSchema,
});

/** Fund types: the asset classes that name a fund, with their Spanish names. */
export const fundTypes = defineEndpoint({
  method: 'GET',
  path: '/ffmm/tiposFondo',
  access: 'profile',
  response: z.object({
    types: z.array(z.object({ id: assetClassSchema, name: z.string() })).max(ASSET_CLASSES.length),
  }),
});

/** One row of Valores del Día: a fund series' latest close and its returns. */
export const dailyValueSchema = z.object({
  fundId: codeSchema,
  fundName: z.string(),
  seriesId: codeSchema,
  type: assetClassSchema,
  currency: currencySchema,
  riskLevel: riskLevelSchema,
  date: isoDateSchema,
  quotaValue: quotaValueSchema,
  dayVariationPercent: percentSchema,
  monthPercent: percentSchema,
  yearToDatePercent: percentSchema,
  last12MonthsPercent: percentSchema,
});
export type DailyValue = z.infer<typeof dailyValueSchema>;

/** Valores del Día: every fund and series, or one type's. */
export const dailyValues = defineEndpoint({
  method: 'GET',
  path: '/ffmm/valoresDelDia',
  access: 'profile',
  request: z.object({ tipo: assetClassSchema.optional() }),
  response: z.object({ date: isoDateSchema, rows: z.array(dailyValueSchema) }),
});

/** First day of the quota-value history (the seeded market and the chart start there). */
export const CHART_START = '2019-01-01';
/** ~1,800 business days since 2019 today; room for decades more. */
export const MAX_CHART_POINTS = 10_000;

/**
 * A series' daily quota values since `CHART_START` (or `desde`), as two parallel columns (what a
 * time-series chart consumes, and a third of the size of one object per point).
 */
export const chartSchema = z
  .object({
    fundId: codeSchema,
    seriesId: codeSchema,
    currency: currencySchema,
    dates: z.array(isoDateSchema).max(MAX_CHART_POINTS),
    values: z.array(quotaValueSchema).max(MAX_CHART_POINTS),
  })
  .refine(({ dates, values }) => dates.length === values.length, {
    message: 'Cada fecha lleva un valor.',
  });
export type Chart = z.infer<typeof chartSchema>;

export const chartPoints = defineEndpoint({
  method: 'GET',
  path: '/ffmm/fondos/{fundId}/series/{seriesId}/grafico',
  access: 'profile',
  request: z.object({ desde: wireDateSchema.optional() }),
  response: chartSchema,
});

/** Windows of the annualized statistics; `total` is since the chart's start. */
export const STATISTICS_WINDOWS = ['1a', '3a', '5a', 'total'] as const;

export const statisticsSchema = z.object({
  fundId: codeSchema,
  seriesId: codeSchema,
  asOf: isoDateSchema,
  windows: z.array(
    z.object({
      window: z.enum(STATISTICS_WINDOWS),
      from: isoDateSchema,
      to: isoDateSchema,
      annualizedReturn: percentSchema,
      annualizedVolatility: percentSchema,
      /** Deepest fall from a previous high, in percentage points (0 or negative). */
      maxDrawdown: percentSchema,
      sharpe: decimalSchema(4, { signed: true }),
    }),
  ),
});

export const annualizedStatistics = defineEndpoint({
  method: 'GET',
  path: '/ffmm/fondos/{fundId}/series/{seriesId}/estadisticas',
  access: 'profile',
  response: statisticsSchema,
});

/** A fund's portfolio: its largest positions. */
export const fundPortfolio = defineEndpoint({
  method: 'GET',
  path: '/ffmm/fondos/{fundId}/cartera',
  access: 'profile',
  response: z.object({
    fundId: codeSchema,
    asOf: isoDateSchema,
    positions: z.array(
      z.object({
        instrument: z.string(),
        issuer: z.string(),
        /** 'Depósito a plazo', 'Bono de empresa', 'Acción', 'ETF'. */
        instrumentType: z.string(),
        weight: weightSchema,
      }),
    ),
  }),
});

/** A fund's composition by instrument type, currency and country. */
export const fundComposition = defineEndpoint({
  method: 'GET',
  path: '/ffmm/fondos/{fundId}/composicion',
  access: 'profile',
  response: z.object({
    fundId: codeSchema,
    asOf: isoDateSchema,
    byInstrumentType: z.array(weightItemSchema),
    byCurrency: z.array(weightItemSchema),
    byCountry: z.array(weightItemSchema),
  }),
});

/**
 * A fund's PDFs: the rules of procedure (reglamento interno) and the information file (folleto
 * informativo). Files, not JSON, so no endpoint describes them (as `wizard.documentPdfPath`):
 * the API serves them outside the contract (its `non-contract-routes.ts`) to a `profile`
 * session, and the portal links to the path under the API base.
 */
export const FUND_DOCUMENTS = {
  rulesOfProcedure: 'reglamentoInterno',
  informationFile: 'folletoInformativo',
} as const;
export type FundDocument = keyof typeof FUND_DOCUMENTS;

/** `/ffmm/fondos/{fundId}/reglamentoInterno.pdf` or `.../folletoInformativo.pdf`. */
export const fundDocumentPath = (fundId: string, document: FundDocument) =>
  fillPath(`/ffmm/fondos/{fundId}/${FUND_DOCUMENTS[document]}.pdf`, { fundId });

/** Mis Movimientos: paged (10 rows), newest first, optionally within a period of 15+ days. */
export const movementsQuerySchema = optionalPeriodQuery({
  pagina: pageQueryField,
  fondo: codeSchema.optional(),
  cuenta: codeSchema.optional(),
});

export const movementReport = defineEndpoint({
  method: 'GET',
  path: '/ffmm/movimientos',
  access: 'profile',
  request: movementsQuerySchema,
  response: pagedSchema(fundMovementSchema),
});

/** Movimientos en Tránsito: redemptions and contributions not yet settled, oldest first. */
export const inTransit = defineEndpoint({
  method: 'GET',
  path: '/ffmm/enTransito',
  access: 'profile',
  response: z.object({
    movements: z.array(fundMovementSchema.extend({ status: z.literal('enTransito') })).max(100),
  }),
});

/**
 * Balance report: the holdings as they stood at the close of `fecha` (YYYYMMDD; today when
 * absent), rebuilt from movements and that day's prices.
 */
export const balanceReport = defineEndpoint({
  method: 'GET',
  path: '/ffmm/saldos',
  access: 'profile',
  request: z.object({ fecha: wireDateSchema.optional() }),
  response: holdingsSchema,
});

/** Account balances: each fund account's value, in CLP and per currency. */
export const accountBalances = defineEndpoint({
  method: 'GET',
  path: '/ffmm/cuentas/saldos',
  access: 'profile',
  response: z.object({
    date: isoDateSchema,
    accounts: z.array(
      z.object({
        account: accountSchema,
        valueClp: moneyIn('CLP'),
        byCurrency: z.array(moneySchema),
        /** Holdings (fund series) in the account. */
        holdings: z.number().int().min(0),
      }),
    ),
  }),
});

/** Por Período, start: the range a period may take and the one the form proposes. */
export const byPeriodStart = defineEndpoint({
  method: 'GET',
  path: '/ffmm/porPeriodo/inicio',
  access: 'profile',
  response: z.object({
    minDate: isoDateSchema,
    maxDate: isoDateSchema,
    defaultStart: isoDateSchema,
    defaultEnd: isoDateSchema,
  }),
});

/** One holding's result over a period (values in its currency). */
export const periodRowSchema = z.object({
  fundId: codeSchema,
  fundName: z.string(),
  seriesId: codeSchema,
  accountId: codeSchema,
  currency: currencySchema,
  startValue: moneySchema,
  contributions: moneySchema,
  redemptions: moneySchema,
  dividends: moneySchema,
  endValue: moneySchema,
  /**
   * endValue - startValue - contributions + redemptions + the dividends paid in cash (a
   * reinvested dividend is already in endValue as units; `dividends` counts both).
   */
  gain: signedMoneySchema,
  gainPercent: percentSchema,
});

/** Por Período, results of `fechaInicio`..`fechaTermino` (at least 15 days). */
export const byPeriodResults = defineEndpoint({
  method: 'GET',
  path: '/ffmm/porPeriodo/resultados',
  access: 'profile',
  request: periodQuery({}),
  response: z.object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    rows: z.array(periodRowSchema),
    /** The rows in CLP at each end's dólar observado. */
    totalStartClp: moneyIn('CLP'),
    totalEndClp: moneyIn('CLP'),
    totalGainClp: moneyIn('CLP', { signed: true }),
  }),
});

/** Holdings grouped: each group's CLP value and share, with its holdings. */
const groupedHoldings = <Id extends z.ZodType>(id: Id) =>
  z.object({
    date: isoDateSchema,
    dollarRate: dollarRateSchema,
    total: moneyIn('CLP'),
    groups: z.array(sliceSchema(id).extend({ holdings: z.array(fundHoldingSchema) })),
  });

/** Por Niveles de Riesgo: holdings by the fund's risk level (1-7). */
export const byRiskLevel = defineEndpoint({
  method: 'GET',
  path: '/ffmm/porNivelDeRiesgo',
  access: 'profile',
  response: groupedHoldings(riskLevelSchema),
});

/** Por tipo de activo: holdings by asset class. */
export const byAssetClass = defineEndpoint({
  method: 'GET',
  path: '/ffmm/porTipoDeActivo',
  access: 'profile',
  response: groupedHoldings(assetClassSchema),
});

export type MyFundsResponse = ResponseOf<typeof myFunds>;
export type FundListResponse = ResponseOf<typeof fundList>;
export type FundDetailResponse = ResponseOf<typeof fundDetail>;
export type SeriesListResponse = ResponseOf<typeof seriesList>;
export type QuotaValueDetailResponse = ResponseOf<typeof quotaValueDetail>;
export type FundTypesResponse = ResponseOf<typeof fundTypes>;
export type DailyValuesResponse = ResponseOf<typeof dailyValues>;
export type ChartPointsResponse = ResponseOf<typeof chartPoints>;
export type AnnualizedStatisticsResponse = ResponseOf<typeof annualizedStatistics>;
export type FundPortfolioResponse = ResponseOf<typeof fundPortfolio>;
export type FundCompositionResponse = ResponseOf<typeof fundComposition>;
export type MovementReportResponse = ResponseOf<typeof movementReport>;
export type InTransitResponse = ResponseOf<typeof inTransit>;
export type BalanceReportResponse = ResponseOf<typeof balanceReport>;
export type AccountBalancesResponse = ResponseOf<typeof accountBalances>;
export type ByPeriodStartResponse = ResponseOf<typeof byPeriodStart>;
export type ByPeriodResultsResponse = ResponseOf<typeof byPeriodResults>;
export type ByRiskLevelResponse = ResponseOf<typeof byRiskLevel>;
export type ByAssetClassResponse = ResponseOf<typeof byAssetClass>;
