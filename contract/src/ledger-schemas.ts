import { z } from 'zod';
import {
  currencySchema,
  decimalSchema,
  moneyIn,
  moneySchema,
  percentSchema,
  quotaValueSchema,
  signedMoneySchema,
  unitsSchema,
  weightSchema,
} from './money.ts';
import { isoDateSchema } from './period.ts';

/**
 * The ledger's entities as the dashboard and fund calls answer them (DOMAIN.md). Field names are
 * English; enum values are Spanish codes the portal maps to its texts.
 */

/** Product lines of the accounts (DOMAIN.md "Accounts"). */
export const PRODUCTS = ['ffmm', 'apv', 'acciones', 'ccm', 'ulla'] as const;
export const productSchema = z.enum(PRODUCTS);
export type Product = z.infer<typeof productSchema>;

/**
 * Asset classes of the allocation; a fund's type is its asset class (`caja` is the CCM cash,
 * `accionesNacionales` also holds the stocks in custody).
 */
export const ASSET_CLASSES = [
  'mercadoMonetario',
  'deudaCortoPlazo',
  'deudaLargoPlazo',
  'balanceado',
  'accionesNacionales',
  'accionesInternacionales',
  'caja',
] as const;
export const assetClassSchema = z.enum(ASSET_CLASSES);
export type AssetClass = z.infer<typeof assetClassSchema>;

/**
 * Identifiers that travel in paths: fund codes, series, account numbers. Up to 40 characters:
 * the catalogue's stable fund ids reach 28 ('FM-ESTRUCTURADO-BICENTENARIO').
 */
export const codeSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/);

/** Risk level of a fund, 1 (lowest) to 7 (highest). */
export const riskLevelSchema = z.number().int().min(1).max(7);

/** A client's account of one product line, in one currency. */
export const accountSchema = z.object({
  /** The account number ('10234-5'). */
  id: codeSchema,
  product: productSchema,
  /** Spanish name for display ('Cuenta Fondos Mutuos'). */
  name: z.string(),
  currency: currencySchema,
  /** APV regime (A or B), null for every other product. */
  apvRegime: z.enum(['A', 'B']).nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** A series of a fund, with its own fees, minimum, cut-off and settlement lag. */
export const seriesSchema = z.object({
  /** 'A', 'APV', 'B', 'I'. */
  id: codeSchema,
  name: z.string(),
  /** Minimum of a subscription, in the fund's currency. */
  minimumInvestment: moneySchema,
  /** Daily cut-off time of orders, HH:mm America/Santiago. */
  cutOffTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  /** Redemptions settle T+n Chilean banking business days. */
  settlementDays: z.number().int().min(0).max(10),
  /** Annual management fee in percentage points, VAT included. */
  annualFee: percentSchema,
  investEnabled: z.boolean(),
  redeemEnabled: z.boolean(),
  paysDividends: z.boolean(),
  /** Eligible for APV (voluntary pension savings). */
  apvEligible: z.boolean(),
});
export type Series = z.infer<typeof seriesSchema>;

/** A mutual fund of the catalogue. */
export const fundSchema = z.object({
  id: codeSchema,
  name: z.string(),
  type: assetClassSchema,
  /** The currency of its quota value, holdings and minimums (CLP or USD). */
  currency: currencySchema,
  riskLevel: riskLevelSchema,
  series: z.array(seriesSchema).min(1),
});
export type Fund = z.infer<typeof fundSchema>;

/** The dólar observado the CLP totals convert USD with (DOMAIN.md, issue 20). */
export const dollarRateSchema = z.object({
  /** CLP per USD, 2 decimals. */
  value: decimalSchema(2, { positive: true }),
  date: isoDateSchema,
});

/**
 * A holding of one fund series in one account. `valueClp` converts USD at the dólar observado of
 * the answer and is rounded to the peso; CLP totals are sums of these rounded values.
 */
export const fundHoldingSchema = z
  .object({
    fundId: codeSchema,
    fundName: z.string(),
    seriesId: codeSchema,
    accountId: codeSchema,
    type: assetClassSchema,
    riskLevel: riskLevelSchema,
    currency: currencySchema,
    units: unitsSchema,
    quotaValue: quotaValueSchema,
    /** Date of the quota value (the latest close). */
    quotaDate: isoDateSchema,
    /** units x quotaValue, rounded to the currency's decimals. */
    value: moneySchema,
    valueClp: moneyIn('CLP'),
    /** Net contributions still invested (contributions minus redeemed cost), the gain's basis. */
    invested: moneySchema,
    /** value - invested. */
    gain: signedMoneySchema,
    /** gain / invested, in percentage points. */
    gainPercent: percentSchema,
  })
  .refine(
    ({ currency, value, invested, gain }) =>
      [value, invested, gain].every((money) => money.currency === currency),
    { message: 'El valor, lo invertido y la ganancia van en la moneda del fondo.' },
  );
export type FundHolding = z.infer<typeof fundHoldingSchema>;

export const MOVEMENT_KINDS = [
  'aporte',
  'rescate',
  'dividendo',
  'compra',
  'venta',
  'comision',
  'traspaso',
  'abono',
  'cargo',
] as const;
export const movementKindSchema = z.enum(MOVEMENT_KINDS);
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** Movement kinds as the client reads them (lists and statements alike). */
export const movementKindNames: Readonly<Record<MovementKind, string>> = {
  aporte: 'Aporte',
  rescate: 'Rescate',
  dividendo: 'Dividendo',
  compra: 'Compra',
  venta: 'Venta',
  comision: 'Comisión',
  traspaso: 'Traspaso',
  abono: 'Abono',
  cargo: 'Cargo',
};

export const MOVEMENT_STATUSES = ['enTransito', 'liquidado', 'anulado'] as const;
export const movementStatusSchema = z.enum(MOVEMENT_STATUSES);

/**
 * A fund movement. Units and amount are never negative: the kind says the direction. A cash
 * dividend moves no units.
 */
export const fundMovementSchema = z.object({
  folio: z.string().min(1).max(20),
  kind: movementKindSchema,
  fundId: codeSchema,
  fundName: z.string(),
  seriesId: codeSchema,
  accountId: codeSchema,
  tradeDate: isoDateSchema,
  settlementDate: isoDateSchema,
  units: unitsSchema,
  /** The quota value the movement was priced at. */
  price: quotaValueSchema,
  amount: moneySchema,
  status: movementStatusSchema,
  /** Monthly PAC debit (day 5) rather than a one-off operation. */
  pac: z.boolean(),
});
export type FundMovement = z.infer<typeof fundMovementSchema>;

/** One slice of an allocation or grouping: its CLP value and share of the total. */
export const sliceSchema = <Id extends z.ZodType>(id: Id) =>
  z.object({
    id,
    /** Spanish name for display. */
    name: z.string(),
    valueClp: moneyIn('CLP'),
    weight: weightSchema,
  });

/** A name and its share (a fund's composition). */
export const weightItemSchema = z.object({ name: z.string(), weight: weightSchema });
