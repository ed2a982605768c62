import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { decimalSchema, moneyIn, percentSchema } from './money.ts';
import { isoDateSchema, periodQuery } from './period.ts';

/**
 * Spec 7 "fixed income balances and movements" (path family `rentafija`, area `debt-instrument`):
 * the client's bonds and time deposits, read-only. The spec names the calls and gives no shapes:
 * every shape here is chosen as a Chilean broker shows them.
 */

const pesos = moneyIn('CLP');
/** An amount in the instrument's own currency: pesos, or UF with 2 decimals. */
const instrumentMoney = z.union([moneyIn('CLP'), moneyIn('UF')]);
const folioSchema = z.string().regex(/^\d{1,18}$/);

/**
 * Chosen kinds: bonos del Banco Central in pesos (BCP) and UF (BCU), of the Tesorería (BTP, BTU),
 * corporate bonds, and bank time deposits (DPF).
 */
export const INSTRUMENT_TYPES = ['BCP', 'BCU', 'BTP', 'BTU', 'BCO', 'DPF'] as const;
export type InstrumentType = (typeof INSTRUMENT_TYPES)[number];

/** Chosen: the instrument's Santiago exchange code, e.g. BCU0300530 or a DPF's serial. */
export const instrumentCodeSchema = z.string().regex(/^[A-Z0-9-]{2,20}$/);

/** UF in pesos with 2 decimals (the Banco Central's value of the day). */
export const ufValueSchema = decimalSchema(2, { positive: true });

/** One instrument held, valued at its purchase rate up to the valuation date. */
export const positionSchema = z.object({
  folio: folioSchema,
  nemo: instrumentCodeSchema,
  tipo: z.enum(INSTRUMENT_TYPES),
  emisor: z.string().min(1).max(120),
  /** The instrument's face value, in its currency. */
  nominal: instrumentMoney,
  /** Chosen: the purchase rate (TIR), annual, simple interest base 365, in points (3.2 is 3,2 %). */
  tasa: percentSchema,
  fechaCompra: isoDateSchema,
  fechaVencimiento: isoDateSchema,
  diasAlVencimiento: z.number().int().min(0),
  /** What the client paid, in the instrument's currency. */
  montoCompra: instrumentMoney,
  /** Accrued at the purchase rate since the last payment, in the instrument's currency. */
  valor: instrumentMoney,
  /** `valor` in pesos (a UF amount at the UF of the valuation date, half up). */
  valorPesos: pesos,
});
export type Position = z.infer<typeof positionSchema>;

/** Spec 7 "fixed income balances": the instruments held, the nearest maturity first. */
export const balances = defineEndpoint({
  method: 'GET',
  path: '/rentafija/saldos',
  access: 'profile',
  response: z.object({
    /** The valuation date (the API's today) and the UF of that day. */
    fecha: isoDateSchema,
    valorUF: ufValueSchema,
    posiciones: z.array(positionSchema).max(200),
    totalPesos: pesos,
  }),
});
export type BalancesResponse = ResponseOf<typeof balances>;

/** Chosen: a purchase, a coupon paid, or the repayment at maturity. */
export const MOVEMENT_TYPES = ['compra', 'cupon', 'vencimiento'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** Spec 7 "fixed income movements": the purchases, coupons and maturities of the period. */
export const movements = defineEndpoint({
  method: 'GET',
  path: '/rentafija/movimientos',
  access: 'profile',
  request: periodQuery({}),
  response: z.object({
    movimientos: z
      .array(
        z.object({
          fecha: isoDateSchema,
          tipo: z.enum(MOVEMENT_TYPES),
          /** The position's folio. */
          folio: folioSchema,
          nemo: instrumentCodeSchema,
          tipoInstrumento: z.enum(INSTRUMENT_TYPES),
          monto: instrumentMoney,
          /** `monto` in pesos at the UF of its date. */
          montoPesos: pesos,
        }),
      )
      .max(1000),
  }),
});
export type MovementsResponse = ResponseOf<typeof movements>;
