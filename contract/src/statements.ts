import { monthRange } from '@inversiones/es-cl';
import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { codeSchema, movementKindSchema, productSchema } from './ledger-schemas.ts';
import { decimalSchema, moneySchema, moneyIn, percentSchema, signedMoneySchema } from './money.ts';
import { fillPath } from './path.ts';
import { isoDateSchema, periodQuery } from './period.ts';

/**
 * Spec 2 area `cartolas`: the client's statements, monthly or for a chosen period, of one product
 * or of all of them (consolidated), computed from the ledger. The spec names the area and says the
 * file names follow fixed patterns without giving them: paths, shapes and names here are chosen.
 */

/** What a statement covers: one product line, or every product (consolidated). */
export const STATEMENT_SCOPES = ['consolidada', 'ffmm', 'apv', 'acciones', 'ccm'] as const;
export type StatementScope = (typeof STATEMENT_SCOPES)[number];
export const statementScopeSchema = z.enum(STATEMENT_SCOPES);

/** Spanish names of the scopes, as the statement and its list read them. */
export const statementScopeNames: Readonly<Record<StatementScope, string>> = {
  consolidada: 'Cartola consolidada',
  ffmm: 'Fondos Mutuos',
  apv: 'Ahorro Previsional Voluntario',
  acciones: 'Acciones',
  ccm: 'Cuenta Corriente',
};

export const statementMessages = {
  /** The API's historic limit (a parameter in years): periods starting before it are refused. */
  tooOld: (years: number, earliest: string) =>
    `Las cartolas están disponibles para los últimos ${years} años: desde el ${earliest}.`,
  future: 'La fecha de término no puede ser posterior a hoy.',
  noProduct: 'No tiene productos de ese tipo para emitir una cartola.',
} as const;

/** Spec 2 `cartolas`: which statements the client can ask for. */
export const availability = defineEndpoint({
  method: 'GET',
  path: '/cartolas/disponibles',
  access: 'profile',
  response: z.object({
    /** The market's today: the latest day a period can end. */
    today: isoDateSchema,
    /** The API's parameter: how many years back a statement can start. */
    historicYears: z.number().int().min(1).max(30),
    /** The first day a period can start (the historic limit, or the first account's opening). */
    earliest: isoDateSchema,
    /** Complete months with something to show, newest first ('2026-10'). */
    months: z.array(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)).max(12 * 30),
    /** The consolidated statement, then the product lines the client has. */
    scopes: z
      .array(z.object({ id: statementScopeSchema, name: z.string().max(60) }))
      .max(STATEMENT_SCOPES.length),
  }),
});
export type AvailabilityResponse = ResponseOf<typeof availability>;

/** A holding at the period's start and end, in its currency and in pesos. */
export const statementLineSchema = z.object({
  accountId: codeSchema,
  product: productSchema,
  instrumentId: codeSchema,
  name: z.string().max(120),
  openingUnits: decimalSchema(4),
  closingUnits: decimalSchema(4),
  openingValue: moneySchema,
  closingValue: moneySchema,
  openingValueClp: moneyIn('CLP'),
  closingValueClp: moneyIn('CLP'),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** A movement of the period, oldest first. */
export const statementMovementSchema = z.object({
  folio: z.string().regex(/^\d{1,18}$/),
  tradeDate: isoDateSchema,
  accountId: codeSchema,
  name: z.string().max(120),
  kind: movementKindSchema,
  /** Signed change of the holding, 4 decimals. */
  units: decimalSchema(4, { signed: true }),
  /** Signed: positive in, negative out of the holding. */
  amount: signedMoneySchema,
});
export type StatementMovement = z.infer<typeof statementMovementSchema>;

/**
 * One statement's figures: opening value + net contributions + result = closing value, in pesos
 * (dollars at the dólar observado of each date); per holding, opening units + the movements' units
 * = closing units.
 */
export const statementSchema = z.object({
  scope: statementScopeSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  /** The close the opening values are read at: the day before `from`. */
  openingDate: isoDateSchema,
  opening: moneyIn('CLP'),
  /** Money put in minus money taken out in the period, in pesos at each day's dollar. */
  netContributions: signedMoneySchema,
  /** What the investments earned: closing - opening - net contributions. */
  result: signedMoneySchema,
  closing: moneyIn('CLP'),
  /** The period's return (Modified Dietz), percent; null with nothing invested. */
  profitability: percentSchema.nullable(),
  lines: z.array(statementLineSchema).max(200),
  movements: z.array(statementMovementSchema).max(5000),
});
export type Statement = z.infer<typeof statementSchema>;

/** The statement of `scope` for a period (at least 15 days, within the historic limit). */
export const statement = defineEndpoint({
  method: 'GET',
  path: '/cartolas/{alcance}',
  access: 'profile',
  request: periodQuery({}),
  response: statementSchema,
});

/** The statement's PDF (a file, served outside the contract), same query as `statement`. */
export const statementPdfPath = (scope: StatementScope) =>
  fillPath('/cartolas/{alcance}/cartola.pdf', { alcance: scope });

/**
 * The statement's file name: `cartola-ffmm-2026-10.pdf` for a calendar month,
 * `cartola-ffmm-20261001-20261115.pdf` for another period.
 */
export function statementFileName(scope: StatementScope, from: string, to: string): string {
  const month = from.slice(0, 7);
  const whole = monthRange(month);
  return whole.from === from && whole.to === to
    ? `cartola-${scope}-${month}.pdf`
    : `cartola-${scope}-${from.replaceAll('-', '')}-${to.replaceAll('-', '')}.pdf`;
}
