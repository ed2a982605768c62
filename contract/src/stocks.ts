import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { CHART_START, MAX_CHART_POINTS } from './funds.ts';
import { decimalSchema, percentSchema } from './money.ts';
import { isoDateSchema, wireDateSchema } from './period.ts';
import { fillPath } from './path.ts';

/**
 * Spec 7 "Stock and others": the Santiago exchange's shares the broker trades, their prices
 * (polled every 10 s, spec 9), each share's detail, chart since 1 January 2019 and disclaimers,
 * the trading schedule, and the research portfolio of 7 suggested shares. The spec names the
 * calls under its `bolsa` family and gives no shapes: every path after it and every shape here is
 * chosen.
 */

/** The portal asks for prices this often (spec 9: 10000 ms). */
export const PRICE_POLL_MS = 10_000;
/** The chart starts here (spec 9). */
export const STOCK_CHART_START = CHART_START;
/** The research portfolio holds this many shares (spec 9). */
export const RESEARCH_PORTFOLIO_SIZE = 7;
/** The exchange's continuous session, Santiago time, on exchange days. */
export const EXCHANGE_HOURS = { opens: '09:30', closes: '16:00' } as const;

export const stocksMessages = {
  ticker: 'El nemotécnico no es válido.',
  unknownTicker: 'No encontramos esa acción.',
} as const;

/** The exchange's mnemonic (nemotécnico): capitals, digits and dashes, e.g. `SQM-B`. */
export const tickerSchema = z
  .string()
  .regex(/^[A-Z][A-Z0-9-]{0,19}$/, { message: stocksMessages.ticker });

/** A share's price in pesos, on the exchange's 0,01 tick. */
export const stockPriceSchema = decimalSchema(2, { positive: true });

/** Where the session is: before the opening, open, or closed (after 16:00 or no session today). */
export const SESSION_PHASES = ['preApertura', 'abierto', 'cerrado'] as const;
export const sessionPhaseSchema = z.enum(SESSION_PHASES);
export type SessionPhase = z.infer<typeof sessionPhaseSchema>;

/** Spec 7 "schedule checks": the session now and when it opens next. */
export const scheduleSchema = z.object({
  /** The exchange day in Santiago. */
  fecha: isoDateSchema,
  fase: sessionPhaseSchema,
  abre: z.literal(EXCHANGE_HOURS.opens),
  cierra: z.literal(EXCHANGE_HOURS.closes),
  /** The next opening (an ISO instant): orders placed now are queued for it when closed. */
  proximaApertura: z.iso.datetime({ offset: true }),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** One share's price now, as the list and the detail show it. */
export const stockQuoteSchema = z.object({
  nemo: tickerSchema,
  nombre: z.string().min(1).max(120),
  sector: z.string().min(1).max(40),
  /** The last price; the previous session's close; today's opening, high and low so far. */
  precio: stockPriceSchema,
  cierreAnterior: stockPriceSchema,
  apertura: stockPriceSchema,
  maximo: stockPriceSchema,
  minimo: stockPriceSchema,
  /** Change from the previous close, in percentage points (1.2345 is 1,2345 %). */
  variacion: percentSchema,
  /** The exchange takes only limit orders for it (spec 5: thin trading). */
  soloLimite: z.boolean(),
  /** The market day the price belongs to (today in session; the last session otherwise). */
  fecha: isoDateSchema,
});
export type StockQuote = z.infer<typeof stockQuoteSchema>;

/**
 * Spec 7 "stock lists": every share with its price now. Answers carry an ETag of the price step:
 * a poll with `If-None-Match` inside the same 10 seconds (or with the session closed) gets 304
 * and costs nothing. Public (chosen): exchange prices are public market data, so a poll reads no
 * session and never keeps an idle session alive.
 */
export const list = defineEndpoint({
  method: 'GET',
  path: '/bolsa/acciones',
  access: 'public',
  response: z.object({
    horario: scheduleSchema,
    /** The instant of these prices (their 10-second step, or the close). */
    hora: z.iso.datetime({ offset: true }),
    acciones: z.array(stockQuoteSchema).max(500),
  }),
});
export type ListResponse = ResponseOf<typeof list>;

/** Public, like the prices: the exchange's hours are no client's data. */
export const schedule = defineEndpoint({
  method: 'GET',
  path: '/bolsa/horario',
  access: 'public',
  response: scheduleSchema,
});

/** Spec 7 "action detail" and "disclaimers": one share's price, its profile and the notices. */
export const detail = defineEndpoint({
  method: 'GET',
  path: '/bolsa/acciones/{nemo}',
  access: 'profile',
  response: z.object({
    accion: stockQuoteSchema,
    hora: z.iso.datetime({ offset: true }),
    /** Dividends per share paid in the last 12 months (record date and amount). */
    dividendos: z.array(z.object({ fecha: isoDateSchema, monto: stockPriceSchema })).max(24),
    disclaimers: z.array(z.string().min(1).max(600)).max(10),
  }),
});
export type DetailResponse = ResponseOf<typeof detail>;
export const detailPath = (ticker: string) => fillPath(detail.path, { nemo: ticker });

/** Spec 7 "graph" (spec 9: from 1 January 2019): daily closes as two parallel columns. */
export const chart = defineEndpoint({
  method: 'GET',
  path: '/bolsa/acciones/{nemo}/grafico',
  access: 'profile',
  request: z.object({ desde: wireDateSchema.optional() }),
  response: z
    .object({
      nemo: tickerSchema,
      fechas: z.array(isoDateSchema).max(MAX_CHART_POINTS),
      cierres: z.array(stockPriceSchema).max(MAX_CHART_POINTS),
    })
    .refine(({ fechas, cierres }) => fechas.length === cierres.length, {
      message: 'Cada fecha lleva un cierre.',
    }),
});
export type ChartResponse = ResponseOf<typeof chart>;
export const chartPath = (ticker: string) => fillPath(chart.path, { nemo: ticker });

/** Spec 9: the research department's portfolio of 7 suggested shares, with weights and theses. */
export const researchPortfolio = defineEndpoint({
  method: 'GET',
  path: '/bolsa/research/cartera',
  access: 'profile',
  response: z.object({
    /** When the portfolio was last revised. */
    fecha: isoDateSchema,
    acciones: z
      .array(
        z.object({
          accion: stockQuoteSchema,
          /** Weight in the portfolio, percentage points; the weights add up to 100. */
          peso: percentSchema,
          tesis: z.string().min(1).max(400),
        }),
      )
      .length(RESEARCH_PORTFOLIO_SIZE),
  }),
});
export type ResearchPortfolioResponse = ResponseOf<typeof researchPortfolio>;
