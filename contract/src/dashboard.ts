import { z } from 'zod';
import { earlyPaths } from './early-paths.ts';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import {
  accountSchema,
  assetClassSchema,
  codeSchema,
  dollarRateSchema,
  fundMovementSchema,
  productSchema,
  sliceSchema,
} from './ledger-schemas.ts';
import { currencySchema, decimalSchema, moneyIn, moneySchema, percentSchema } from './money.ts';
import { checkPeriod, isoDateSchema, wireDateSchema } from './period.ts';

/**
 * Spec 7 "Dashboard and common": the home page's calls, all about the contextualised profile.
 * Messages are `client.messagesList` (`/common/mensajes`), not repeated here. Totals are in CLP,
 * USD converted at the dólar observado of the day (`dollarRate`), each holding rounded to the peso.
 */

/**
 * The instant the home's figures price shares at (they move every 10 s): the statement names it
 * and the portfolio and profitability calls repeat it, so the three agree to the peso. The API
 * takes an instant of the last 10 minutes, and values at its own present otherwise.
 */
export const VALUED_AT_INVALID = 'Debe ser un instante ISO 8601, como 2026-11-27T15:00:00.000Z.';
export const valuedAtSchema = z.iso.datetime({ offset: true, error: VALUED_AT_INVALID });
export const VALUATION_WINDOW_MS = 10 * 60_000;

/** Statement: the total portfolio and its split by product line. */
export const statementSchema = z.object({
  date: isoDateSchema,
  /** The instant its shares were priced at (funds and cash hold for the whole `date`). */
  valuedAt: valuedAtSchema,
  dollarRate: dollarRateSchema,
  /** Sum of `products[].valueClp`, to the peso. */
  total: moneyIn('CLP'),
  /** Change of the total since the previous banking business day's close. */
  dayVariation: moneyIn('CLP', { signed: true }),
  dayVariationPercent: percentSchema,
  products: z.array(
    sliceSchema(productSchema).extend({
      /** The product's holdings in their own currencies (a USD fund shows its US$ too). */
      byCurrency: z.array(moneySchema),
    }),
  ),
});
export type Statement = z.infer<typeof statementSchema>;

/** Path chosen: the spec names the statement call only. */
export const statement = defineEndpoint({
  method: 'GET',
  path: earlyPaths.statement,
  access: 'profile',
  response: statementSchema,
});

/** One holding of any product line, as the allocation groups it. */
export const portfolioHoldingSchema = z.object({
  product: productSchema,
  accountId: codeSchema,
  /** Fund code, ticker or currency of the cash. */
  instrumentId: codeSchema,
  /** For a fund, its series; null otherwise. */
  seriesId: codeSchema.nullable(),
  name: z.string(),
  assetClass: assetClassSchema,
  value: moneySchema,
  valueClp: moneyIn('CLP'),
});

/** Portfolio: the holdings and the three allocations of the same total. */
export const portfolioSchema = z.object({
  date: isoDateSchema,
  valuedAt: valuedAtSchema,
  dollarRate: dollarRateSchema,
  total: moneyIn('CLP'),
  holdings: z.array(portfolioHoldingSchema),
  byProduct: z.array(sliceSchema(productSchema)),
  byAssetClass: z.array(sliceSchema(assetClassSchema)),
  byCurrency: z.array(sliceSchema(currencySchema)),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

/** `valuadoAl`: the statement's `valuedAt`, so the split adds up to the total shown. */
export const valuationQuerySchema = z.object({ valuadoAl: valuedAtSchema.optional() });

/** Path chosen: the spec names the portfolio call only. */
export const portfolio = defineEndpoint({
  method: 'GET',
  path: '/dashboard/cartera',
  access: 'profile',
  request: valuationQuerySchema,
  response: portfolioSchema,
});

/** The four periods, in the spec's words (portal-spec 7). */
export const PROFITABILITY_PERIODS = [
  'Año en Curso',
  'Últimos 12 Meses',
  'Mes en Curso',
  'Período Seleccionado',
] as const;
export const profitabilityPeriodSchema = z.enum(PROFITABILITY_PERIODS);
export type ProfitabilityPeriod = z.infer<typeof profitabilityPeriodSchema>;

/**
 * `periodo`, and for `Período Seleccionado` (only) its dates as YYYYMMDD, at least 15 days apart.
 */
export const profitabilityQuerySchema = z
  .object({
    periodo: profitabilityPeriodSchema,
    fechaInicio: wireDateSchema.optional(),
    fechaTermino: wireDateSchema.optional(),
    valuadoAl: valuedAtSchema.optional(),
  })
  .superRefine(({ periodo, fechaInicio, fechaTermino }, ctx) => {
    if (periodo !== 'Período Seleccionado') {
      if (fechaInicio !== undefined || fechaTermino !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'Solo el Período Seleccionado lleva fechas.',
          path: ['fechaInicio'],
        });
      }
      return;
    }
    checkPeriod({ fechaInicio, fechaTermino }, ctx, { required: true });
  });

/** A period's result: gain = endValue - startValue - netContributions (all CLP). */
const periodResultShape = {
  startValue: moneyIn('CLP'),
  endValue: moneyIn('CLP'),
  /** Contributions minus redemptions within the period. */
  netContributions: moneyIn('CLP', { signed: true }),
  gain: moneyIn('CLP', { signed: true }),
  /** The period's money-weighted return in percentage points (the API names its method). */
  percent: percentSchema,
};

export const profitabilitySchema = z.object({
  periodo: profitabilityPeriodSchema,
  valuedAt: valuedAtSchema,
  /** The dates the period resolved to (first and last day counted). */
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  ...periodResultShape,
  byProduct: z.array(z.object({ product: productSchema, name: z.string(), ...periodResultShape })),
});
export type Profitability = z.infer<typeof profitabilitySchema>;

/** Path chosen: the spec names the profitability call only. */
export const profitability = defineEndpoint({
  method: 'GET',
  path: '/dashboard/rentabilidad',
  access: 'profile',
  request: profitabilityQuerySchema,
  response: profitabilitySchema,
});

export const INDICATOR_IDS = ['uf', 'dolarObservado', 'euro', 'utm', 'ipsa'] as const;
export const indicatorSchema = z.object({
  id: z.enum(INDICATOR_IDS),
  /** 'UF', 'Dólar Observado', 'Euro', 'UTM', 'IPSA'. */
  name: z.string(),
  /** CLP for UF, dólar, euro and UTM; points for the IPSA. 2 decimals (UTM has none). */
  value: decimalSchema(2, { positive: true }),
  unit: z.enum(['CLP', 'puntos']),
  /** The day the value holds for (UF is known ahead; UTM is monthly). */
  date: isoDateSchema,
  /** Change against the previous value, in percentage points. */
  variationPercent: percentSchema,
});
export type Indicator = z.infer<typeof indicatorSchema>;

/** Path chosen: the spec names the indicators call only. */
export const indicators = defineEndpoint({
  method: 'GET',
  path: '/dashboard/indicadores',
  access: 'profile',
  response: z.object({ indicators: z.array(indicatorSchema).max(INDICATOR_IDS.length) }),
});

/** The shortcuts a client may pick; the API offers only those the profile may use (spec 6). */
export const SHORTCUT_IDS = [
  'misFondos',
  'invertir',
  'inviertePorObjetivos',
  'valoresDelDia',
  'movimientosEnTransito',
  'cartolas',
  'certificados',
  'apv',
  'acciones',
  'compraVentaDivisas',
  'transferenciasInternacionales',
  'botonDePago',
  'perfilInversionista',
  'simuladores',
  'reunionOnline',
] as const;
export const shortcutIdSchema = z.enum(SHORTCUT_IDS, { message: 'Acceso directo desconocido.' });
export type ShortcutId = z.infer<typeof shortcutIdSchema>;
/** The home shows at most 6 shortcuts (a row at 1280 px, two of three at 375 px). */
export const MAX_SHORTCUTS = 6;

const chosenShortcutsSchema = z
  .array(shortcutIdSchema)
  .max(MAX_SHORTCUTS, { message: `Elija a lo más ${MAX_SHORTCUTS} accesos directos.` })
  .refine((ids) => new Set(ids).size === ids.length, {
    message: 'Un acceso directo se repite.',
  });

export const shortcutsSchema = z.object({
  /** The client's choice in her order (the API's default until she saves one). */
  selected: chosenShortcutsSchema,
  /** Every shortcut this profile may choose, with its Spanish label and portal route. */
  available: z.array(
    z.object({ id: shortcutIdSchema, label: z.string(), route: z.string().regex(/^\/\S*$/) }),
  ),
});
export type Shortcuts = z.infer<typeof shortcutsSchema>;

/** Path chosen: the spec names the shortcuts calls only. */
export const shortcuts = defineEndpoint({
  method: 'GET',
  path: '/dashboard/accesosDirectos',
  access: 'profile',
  response: shortcutsSchema,
});

/** Keeps the client's choice (an id the profile may not use is refused); answers as the GET. */
export const saveShortcuts = defineEndpoint({
  method: 'PUT',
  path: '/dashboard/accesosDirectos',
  access: 'profile',
  request: z.object({ selected: chosenShortcutsSchema }),
  response: shortcutsSchema,
});

/** Market summary: the main indices and the day's largest moves on the Santiago exchange. */
export const marketSummarySchema = z.object({
  date: isoDateSchema,
  indices: z.array(
    z.object({
      id: codeSchema,
      name: z.string(),
      value: decimalSchema(2, { positive: true }),
      variationPercent: percentSchema,
    }),
  ),
  /** Santiago stocks with the largest rise and fall; CLP prices with up to 2 decimals. */
  movers: z.array(
    z.object({
      ticker: codeSchema,
      name: z.string(),
      price: decimalSchema(2, { positive: true }),
      variationPercent: percentSchema,
    }),
  ),
});

/** Path chosen: the spec names the market summary call only. */
export const marketSummary = defineEndpoint({
  method: 'GET',
  path: '/dashboard/resumenMercado',
  access: 'profile',
  response: marketSummarySchema,
});

/** `web` above 990 px of width, `mobile` otherwise (portal-spec 7 and 9). */
export const ADVERTISEMENT_WIDTH_THRESHOLD = 990;
export const advertisementVariantSchema = z.enum(['web', 'mobile']);

export const bannerSchema = z.object({
  id: codeSchema,
  title: z.string(),
  text: z.string(),
  /** A picture the API serves (`/publico/imagenes/...`, relative to the API base). */
  imageUrl: z.string().regex(/^\/publico\/imagenes\/[A-Za-z0-9_.-]+$/),
  /** The picture's text alternative; empty for a decorative one. */
  imageAlt: z.string(),
  /** A portal route ('/ffmm/invertir') or an https address. */
  link: z
    .object({ label: z.string(), href: z.string().regex(/^(\/\S*|https:\/\/\S+)$/) })
    .nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** Path chosen: the spec names the advertisement call only. */
export const advertisement = defineEndpoint({
  method: 'GET',
  path: '/dashboard/publicidad',
  access: 'profile',
  request: z.object({ variante: advertisementVariantSchema }),
  response: z.object({ variante: advertisementVariantSchema, banners: z.array(bannerSchema) }),
});

/** Path chosen: the spec names the accounts call only. */
export const accounts = defineEndpoint({
  method: 'GET',
  path: '/dashboard/cuentas',
  access: 'profile',
  response: z.object({ accounts: z.array(accountSchema) }),
});

/**
 * Invest balance: the cash the client can invest now (CCM accounts, by currency) and what is on
 * its way to it (redemptions in transit). Path chosen: the spec names the call only.
 */
export const investBalanceSchema = z.object({
  date: isoDateSchema,
  available: z.array(moneySchema),
  inTransit: z.array(moneySchema),
});

export const investBalance = defineEndpoint({
  method: 'GET',
  path: '/dashboard/saldoInversion',
  access: 'profile',
  response: investBalanceSchema,
});

/** Invest detail: the same split by account. Path chosen: the spec names the call only. */
export const investDetail = defineEndpoint({
  method: 'GET',
  path: '/dashboard/detalleInversion',
  access: 'profile',
  response: z.object({
    date: isoDateSchema,
    accounts: z.array(
      z.object({ account: accountSchema, available: moneySchema, inTransit: moneySchema }),
    ),
  }),
});

/** The home's latest fund movements, newest first. */
export const RECENT_MOVEMENTS = 5;

/** Path chosen: the spec names the fund movements call only. */
export const fundMovements = defineEndpoint({
  method: 'GET',
  path: '/dashboard/movimientosFondos',
  access: 'profile',
  response: z.object({ movements: z.array(fundMovementSchema).max(RECENT_MOVEMENTS) }),
});

/**
 * Whether the client holds investments and may open one: the home's empty state leads a new
 * client to investing (canInvest) or tells her why not (reason, Spanish).
 */
export const checkInvestment = defineEndpoint({
  method: 'GET',
  path: '/dashboard/checkinvestment',
  access: 'profile',
  response: z.object({
    hasInvestments: z.boolean(),
    canInvest: z.boolean(),
    reason: z.string().nullable(),
  }),
});

/**
 * ASDI (asesoría digital): whether the home offers the digital advisory to this profile, with
 * the spec's enablement shape. Path chosen beside /dashboard/checkinvestment.
 */
export const asdiValidation = defineEndpoint({
  method: 'GET',
  path: '/dashboard/validaciones/asdi',
  access: 'profile',
  response: z.object({ habilitado: z.boolean() }),
});

export type StatementResponse = ResponseOf<typeof statement>;
export type PortfolioResponse = ResponseOf<typeof portfolio>;
export type ProfitabilityResponse = ResponseOf<typeof profitability>;
export type IndicatorsResponse = ResponseOf<typeof indicators>;
export type ShortcutsResponse = ResponseOf<typeof shortcuts>;
export type MarketSummaryResponse = ResponseOf<typeof marketSummary>;
export type AdvertisementResponse = ResponseOf<typeof advertisement>;
export type AccountsResponse = ResponseOf<typeof accounts>;
export type InvestBalanceResponse = ResponseOf<typeof investBalance>;
export type InvestDetailResponse = ResponseOf<typeof investDetail>;
export type FundMovementsResponse = ResponseOf<typeof fundMovements>;
export type CheckInvestmentResponse = ResponseOf<typeof checkInvestment>;
export type AsdiValidationResponse = ResponseOf<typeof asdiValidation>;
