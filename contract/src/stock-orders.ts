import { formatCurrency } from '@inversiones/es-cl';
import { z } from 'zod';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';
import { profileFitSchema } from './fund-operations.ts';
import { codeSchema } from './ledger-schemas.ts';
import { decimalSchema, moneyIn, percentSchema } from './money.ts';
import { isoDateSchema, periodQuery } from './period.ts';
import { fillPath } from './path.ts';
import { scheduleSchema, stockPriceSchema, tickerSchema } from './stocks.ts';

/**
 * Spec 7 "Stock and others": buying and selling shares of the Santiago exchange (the cost
 * preview of each side, the confirm, the orders by date and the delete of a pending one), the
 * custody balances, the ways of payment and the enablement checks (spec 5: the schedule, and
 * shares that trade only at limit price). The spec names the calls and gives no shapes: every
 * path after its `bolsa` family and every shape here is chosen.
 */

export const ORDER_SIDES = ['compra', 'venta'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

/** A market order fills at the price of the moment; a limit order when the price reaches it. */
export const ORDER_TYPES = ['mercado', 'limite'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** What an order's life can be (spec 7 "orders by date"). */
export const ORDER_STATES = ['pendiente', 'parcial', 'ejecutada', 'anulada', 'rechazada'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** How a purchase is paid (chosen: the current account in pesos, or the investment line). */
export const PAYMENT_METHODS = ['cuentaCorriente', 'lineaInversion'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Shares per order on the web (chosen: larger orders go through the executive's desk). */
export const MAX_QUANTITY = 1_000_000;
/**
 * A share's risk on the 1-7 scale of the investor profile (chosen: a single equity is riskier
 * than any equity fund, 6; a thinly traded share that trades only at limit price, 7).
 */
export const shareRiskLevel = (limitOnly: boolean): 6 | 7 => (limitOnly ? 7 : 6);

/** A limit price must lie within this band around the previous close (the exchange's own). */
export const PRICE_BAND_PERCENT = 20;

/**
 * The broker's tariff (chosen, plausible for a Chilean online broker): a commission on the
 * gross amount with a floor, the exchange's fee (derechos de bolsa), and VAT on both.
 */
export const TARIFF = {
  /** Commission, basis points of the gross amount (0,30 %). */
  commissionBps: 30,
  /** The commission is never below this, in pesos. */
  minCommission: 1_500,
  /** Exchange fee, basis points of the gross amount (0,05 %). */
  exchangeFeeBps: 5,
  /** VAT on the commission and the exchange fee, percent. */
  vatPercent: 19,
} as const;

export const stockOrderMessages = {
  side: 'El tipo de operación debe ser compra o venta.',
  type: 'El tipo de orden debe ser a mercado o con precio límite.',
  quantity: 'Ingrese una cantidad de acciones entera, mayor que cero.',
  maxQuantity: `La cantidad máxima por orden en el portal es ${MAX_QUANTITY.toLocaleString('es-CL')} acciones.`,
  limitPriceRequired: 'Ingrese el precio límite.',
  limitPriceNotAllowed: 'Una orden a mercado no lleva precio límite.',
  paymentMethod: 'La forma de pago no es válida.',
  folio: 'El folio de la orden no es válido.',
  minCommission: `Comisión mínima de ${formatCurrency(TARIFF.minCommission, 'CLP')} por orden.`,
} as const;

export const orderSideSchema = z.enum(ORDER_SIDES, { message: stockOrderMessages.side });
export const orderTypeSchema = z.enum(ORDER_TYPES, { message: stockOrderMessages.type });
export const orderStateSchema = z.enum(ORDER_STATES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  message: stockOrderMessages.paymentMethod,
});

/** A ledger folio: the order's number. */
export const orderFolioSchema = z
  .string()
  .regex(/^\d{1,18}$/, { message: stockOrderMessages.folio });

const quantitySchema = z
  .number({ message: stockOrderMessages.quantity })
  .int({ message: stockOrderMessages.quantity })
  .positive({ message: stockOrderMessages.quantity })
  .max(MAX_QUANTITY, { message: stockOrderMessages.maxQuantity });

/**
 * An order as the client sets it in the ticket. `programada`: the client knows the exchange is
 * closed and queues the order for the next opening; an order sent as immediate while it is
 * closed is refused (and a scheduled one while it is open).
 */
const ticketShape = {
  nemo: tickerSchema,
  cantidad: quantitySchema,
  tipoOrden: orderTypeSchema,
  precioLimite: stockPriceSchema.optional(),
  programada: z.boolean().default(false),
};
const checkLimitPrice = (
  ticket: { tipoOrden: OrderType; precioLimite?: number | undefined },
  ctx: z.RefinementCtx,
) => {
  if (ticket.tipoOrden === 'limite' && ticket.precioLimite === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: stockOrderMessages.limitPriceRequired,
      path: ['precioLimite'],
    });
  }
  if (ticket.tipoOrden === 'mercado' && ticket.precioLimite !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: stockOrderMessages.limitPriceNotAllowed,
      path: ['precioLimite'],
    });
  }
};

export const buyTicketSchema = z
  .object({
    ...ticketShape,
    formaPago: paymentMethodSchema.default('cuentaCorriente'),
    /** The client declares buying above its investor profile (DOMAIN "Profile fit"). */
    aceptaPerfil: z.boolean().default(false),
  })
  .superRefine(checkLimitPrice);
export type BuyTicket = z.input<typeof buyTicketSchema>;
export const sellTicketSchema = z.object(ticketShape).superRefine(checkLimitPrice);
export type SellTicket = z.input<typeof sellTicketSchema>;

const pesos = moneyIn('CLP');

/** What an order costs or yields, from the broker's tariff (spec 7 "buy cost", "sell cost"). */
export const costSchema = z.object({
  tipo: orderSideSchema,
  nemo: tickerSchema,
  nombre: z.string().min(1).max(120),
  cantidad: quantitySchema,
  tipoOrden: orderTypeSchema,
  /** The price the amounts are computed at: the limit, or the market's price now (referential). */
  precio: stockPriceSchema,
  montoBruto: pesos,
  comision: pesos,
  derechosBolsa: pesos,
  iva: pesos,
  /** A purchase: gross plus fees, what leaves the account. A sale: gross less fees. */
  total: pesos,
  /** The tariff the figures come from, in percentage points (0.3 is 0,30 %). */
  tasaComision: percentSchema,
  tasaDerechos: percentSchema,
  /** Filled now at the market (in session), or queued for `horario.proximaApertura`. */
  ejecucion: z.enum(['inmediata', 'programada']),
  horario: scheduleSchema,
  /** A purchase against the investor profile (its `fundRiskLevel` is the share's); a sale: null. */
  ajustePerfil: profileFitSchema.nullable(),
});
export type Cost = z.infer<typeof costSchema>;

/** One order: its ticket, its state and, once filled, its fill. */
export const orderSchema = z.object({
  folio: orderFolioSchema,
  tipo: orderSideSchema,
  nemo: tickerSchema,
  nombre: z.string().min(1).max(120),
  tipoOrden: orderTypeSchema,
  cantidad: quantitySchema,
  precioLimite: stockPriceSchema.nullable(),
  formaPago: paymentMethodSchema.nullable(),
  estado: orderStateSchema,
  /** Why it was cancelled or rejected (a client's delete, the session's close, the balance). */
  motivo: z.string().max(200).nullable(),
  cantidadEjecutada: z.number().int().min(0).max(MAX_QUANTITY),
  precioEjecucion: stockPriceSchema.nullable(),
  /** The figures at the fill; before it, the estimate the order was entered with. */
  montoBruto: pesos,
  comision: pesos,
  derechosBolsa: pesos,
  iva: pesos,
  total: pesos,
  /** The session the order lives in (a day order: it ends with that day's close). */
  rueda: isoDateSchema,
  ingresada: z.iso.datetime({ offset: true }),
  ejecutada: z.iso.datetime({ offset: true }).nullable(),
  anulada: z.iso.datetime({ offset: true }).nullable(),
  /** The custody account the shares enter or leave, and the current account paying or paid. */
  cuentaCustodia: codeSchema,
  cuentaCorriente: codeSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** Spec 7 "buy cost" (POST): the figures of a purchase before it is confirmed. */
export const buyCost = defineEndpoint({
  method: 'POST',
  path: '/bolsa/compra/costo',
  access: 'profile',
  request: buyTicketSchema,
  response: costSchema,
});

/** Spec 7 "sell cost" (POST). */
export const sellCost = defineEndpoint({
  method: 'POST',
  path: '/bolsa/venta/costo',
  access: 'profile',
  request: sellTicketSchema,
  response: costSchema,
});

/**
 * Spec 7 "buy confirm" (POST): enters the purchase. A market order in session fills at once (the
 * shares and the money move); a limit order waits for its price; a scheduled one for the opening.
 */
export const buyConfirm = defineEndpoint({
  method: 'POST',
  path: '/bolsa/compra',
  access: 'profile',
  rule: 'placeOrders',
  idempotent: true,
  request: buyTicketSchema,
  response: orderSchema,
});
export type BuyConfirmRequest = RequestOf<typeof buyConfirm>;

/** Spec 7 "sell action" (POST). */
export const sellConfirm = defineEndpoint({
  method: 'POST',
  path: '/bolsa/venta',
  access: 'profile',
  rule: 'placeOrders',
  idempotent: true,
  request: sellTicketSchema,
  response: orderSchema,
});
export type SellConfirmRequest = RequestOf<typeof sellConfirm>;

/** Spec 7 "orders by date": the orders entered for the sessions in the period, newest first. */
export const orders = defineEndpoint({
  method: 'GET',
  path: '/bolsa/ordenes',
  access: 'profile',
  request: periodQuery({ estado: z.enum(['vigentes', 'anuladas', 'todas']).default('todas') }),
  response: z.object({ ordenes: z.array(orderSchema).max(500) }),
});
export type OrdersResponse = ResponseOf<typeof orders>;

/** One order by folio, brought up to date with the market (the voucher's page reads it again). */
export const order = defineEndpoint({
  method: 'GET',
  path: '/bolsa/ordenes/{folio}',
  access: 'profile',
  response: orderSchema,
});
export const orderPath = (folio: string) => fillPath(order.path, { folio });

/** Spec 7 "order delete": cancels a pending order (a filled one cannot be). */
export const deleteOrder = defineEndpoint({
  method: 'DELETE',
  path: '/bolsa/ordenes/{folio}',
  access: 'profile',
  rule: 'placeOrders',
  response: orderSchema,
});
export const deleteOrderPath = (folio: string) => fillPath(deleteOrder.path, { folio });

/** Spec 7 "balances": the shares in custody, valued at the last price. */
export const balances = defineEndpoint({
  method: 'GET',
  path: '/bolsa/saldos',
  access: 'profile',
  response: z.object({
    /** The instant of the prices used (their 10-second step, or the last close). */
    hora: z.iso.datetime({ offset: true }),
    cuentaCustodia: codeSchema.nullable(),
    posiciones: z
      .array(
        z.object({
          nemo: tickerSchema,
          nombre: z.string().min(1).max(120),
          cantidad: z.number().int().min(0),
          /** Held less what pending sales have set aside. */
          disponible: z.number().int().min(0),
          precio: stockPriceSchema,
          valor: pesos,
          /** Purchases less sales of the share, at their gross amounts (fees aside). */
          invertido: moneyIn('CLP', { signed: true }),
          variacionDia: percentSchema,
        }),
      )
      .max(200),
    total: pesos,
  }),
});
export type BalancesResponse = ResponseOf<typeof balances>;

/** Spec 7 "ways of payment for buy and sell": how a purchase is paid, a sale's money lands. */
export const paymentMethods = defineEndpoint({
  method: 'GET',
  path: '/bolsa/formasDePago',
  access: 'profile',
  request: z.object({ tipo: orderSideSchema }),
  response: z.object({
    tipo: orderSideSchema,
    formas: z
      .array(
        z.object({
          id: paymentMethodSchema,
          nombre: z.string().min(1).max(80),
          cuenta: codeSchema,
          /** What it can pay now: the free balance less the pending purchases' reserve. */
          disponible: pesos,
        }),
      )
      .max(5),
  }),
});
export type PaymentMethodsResponse = ResponseOf<typeof paymentMethods>;

/** Spec 7 "buy and sell enablement" and "schedule checks": may the client trade now, and how. */
export const enablement = defineEndpoint({
  method: 'GET',
  path: '/bolsa/habilitacion',
  access: 'profile',
  response: z.object({
    horario: scheduleSchema,
    compra: z.object({ habilitado: z.boolean(), mensaje: z.string().max(300).nullable() }),
    venta: z.object({ habilitado: z.boolean(), mensaje: z.string().max(300).nullable() }),
  }),
});
export type EnablementResponse = ResponseOf<typeof enablement>;

/** What moved a custody account or was paid for it. */
export const STOCK_MOVEMENT_TYPES = ['compra', 'venta', 'dividendo'] as const;

/** Spec 7 "movements": the shares bought and sold and the dividends paid, in the period. */
export const movements = defineEndpoint({
  method: 'GET',
  path: '/bolsa/movimientos',
  access: 'profile',
  request: periodQuery({}),
  response: z.object({
    movimientos: z
      .array(
        z.object({
          folio: z.string().regex(/^\d{1,18}$/),
          fecha: isoDateSchema,
          /** When the money and the shares are settled (T+2 for a trade). */
          liquidacion: isoDateSchema,
          tipo: z.enum(STOCK_MOVEMENT_TYPES),
          nemo: tickerSchema,
          /** Shares bought or sold; for a dividend, the shares it was paid on. */
          cantidad: z.number().int().min(0),
          /** The trade's price per share, or the dividend per share. */
          precio: decimalSchema(4, { positive: true }),
          /** Gross amount of the trade, or the dividend paid. */
          monto: pesos,
          cuenta: codeSchema,
        }),
      )
      .max(1000),
  }),
});
export type MovementsResponse = ResponseOf<typeof movements>;

/** Spec 7 "dividends": the dividends the client's shares earned in the period. */
export const dividends = defineEndpoint({
  method: 'GET',
  path: '/bolsa/dividendos',
  access: 'profile',
  request: periodQuery({}),
  response: z.object({
    dividendos: z
      .array(
        z.object({
          /** The record date: the shares held at its close earned it. */
          fecha: isoDateSchema,
          nemo: tickerSchema,
          nombre: z.string().min(1).max(120),
          acciones: z.number().int().positive(),
          porAccion: decimalSchema(4, { positive: true }),
          monto: pesos,
          /** The current account it was paid into. */
          cuenta: codeSchema,
        }),
      )
      .max(500),
    total: pesos,
  }),
});
export type DividendsResponse = ResponseOf<typeof dividends>;

export {
  orderReceiptFileName,
  orderReceiptNotes,
  orderReceiptPdfPath,
  orderReceiptRows,
  orderReceiptTitle,
} from './stock-order-receipt.ts';
