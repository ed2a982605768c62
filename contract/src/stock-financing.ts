import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { moneyIn, percentSchema } from './money.ts';
import { isoDateSchema } from './period.ts';
import { stockPriceSchema, tickerSchema } from './stocks.ts';

/**
 * Spec 7 "Stock and others", calls "simultaneas" and "ventacorta": the client's financed share
 * positions, read-only. The spec names the calls and gives no shapes or texts: the paths after
 * the `bolsa` family and every shape here are chosen as a Chilean broker shows them.
 */

const pesos = moneyIn('CLP');
const folioSchema = z.string().regex(/^\d{1,18}$/);
const nameSchema = z.string().min(1).max(120);
const quantitySchema = z.number().int().positive();

/**
 * Where a simultánea's order stands in Firma de Operaciones: to sign (in time), signed (or signed
 * at the desk), or expired unsigned.
 */
export const SIGNATURE_STATES = ['porFirmar', 'firmada', 'vencida'] as const;
export type SignatureState = (typeof SIGNATURE_STATES)[number];

/**
 * A simultánea: a spot purchase and a forward sale of the same shares on the same day; the client
 * finances the position and pays the difference between the two prices, the implied rate.
 */
export const simultaneaSchema = z.object({
  folio: folioSchema,
  nemo: tickerSchema,
  nombre: nameSchema,
  cantidad: quantitySchema,
  fechaInicio: isoDateSchema,
  /** The forward sale's date: the financing ends. */
  fechaVencimiento: isoDateSchema,
  dias: z.number().int().positive(),
  precioContado: stockPriceSchema,
  precioPlazo: stockPriceSchema,
  /** Quantity times the spot price: what the broker finances. */
  montoFinanciado: pesos,
  /** Quantity times the forward price: what the forward sale pays at its date. */
  montoPlazo: pesos,
  /** The implied rate, monthly (30 days), in percentage points (0.804 is 0,804 %). */
  tasaMensual: percentSchema,
  estadoFirma: z.enum(SIGNATURE_STATES),
});
export type Simultanea = z.infer<typeof simultaneaSchema>;

/** Spec 7 "simultaneas": the client's simultáneas in force, the nearest due date first. */
export const simultaneas = defineEndpoint({
  method: 'GET',
  path: '/bolsa/simultaneas',
  access: 'profile',
  response: z.object({
    simultaneas: z.array(simultaneaSchema).max(200),
    totalFinanciado: pesos,
  }),
});
export type SimultaneasResponse = ResponseOf<typeof simultaneas>;

/**
 * A venta corta: shares borrowed and sold; the client returns them by the loan's due date, pays
 * the lending fee and keeps a collateral (garantía) with the broker.
 */
export const ventaCortaSchema = z.object({
  folio: folioSchema,
  nemo: tickerSchema,
  nombre: nameSchema,
  cantidad: quantitySchema,
  precioVenta: stockPriceSchema,
  fechaInicio: isoDateSchema,
  /** The loan's due date: the shares are returned by then. */
  fechaVencimiento: isoDateSchema,
  /** The lending fee, annual, in percentage points (3.5 is 3,5 %). */
  tasaPrestamo: percentSchema,
  garantia: pesos,
  /** The last price and (sale price - last price) x quantity: negative is a loss. */
  precioActual: stockPriceSchema,
  resultado: moneyIn('CLP', { signed: true }),
});
export type VentaCorta = z.infer<typeof ventaCortaSchema>;

/** Spec 7 "ventacorta": the client's short sales in force, valued at the last price. */
export const ventasCortas = defineEndpoint({
  method: 'GET',
  path: '/bolsa/ventacorta',
  access: 'profile',
  response: z.object({
    /** The instant of the prices used (their 10-second step, or the last close). */
    hora: z.iso.datetime({ offset: true }),
    ventasCortas: z.array(ventaCortaSchema).max(200),
    garantiaTotal: pesos,
    resultadoTotal: moneyIn('CLP', { signed: true }),
  }),
});
export type VentasCortasResponse = ResponseOf<typeof ventasCortas>;
