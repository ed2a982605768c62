// Share orders (spec 7 "Stock and others", second part): the cost of a purchase or a sale, the
// confirm of each, the orders by date and the delete of a pending one, the custody balances at
// the last price, the ways of payment and the enablement checks.
import { stockOrders as contract } from '@inversiones/contract';
import { Hono } from 'hono';
import { marketDate } from '../market/clock.ts';
import { fromCompactDate } from '../market/iso-date.ts';
import { toWireNumber, unitsValue } from '../market/money.ts';
import { findStock } from '../market/stock-catalogue.ts';
import { exchangePhase, nextOpening, stockQuote } from '../market/stock-prices.ts';
import { formatInstant } from '@inversiones/es-cl';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { actorOf, runOperation } from '../fund-operations/operations.ts';
import { scheduleAt, wirePrice } from '../stocks/quotes.ts';
import { stockOrderApiMessages as m } from './messages.ts';
import {
  BUY_ACTION,
  cancelOrder,
  currentAccount,
  custodyAccount,
  findOrder,
  listOrders,
  placementOf,
  placeOrder,
  SELL_ACTION,
  settleDueOrders,
  shareProfileFit,
  spendableCash,
  toWireCost,
} from './orders.ts';
import { custodyPositions } from './custody.ts';
import { findLine, lineAvailable } from '../investment-lines/lines.ts';
import { orderReceiptPdf } from './receipt-pdf.ts';
import { accessGuards } from '../platform/access.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { pdfAttachment } from '../platform/pdf-attachment.ts';
import { custodyDividends, custodyMovements } from './statement.ts';

export function stockOrderRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;

  implement(contract.buyCost, async (c, { request }) => {
    const now = deps.now();
    const placement = placementOf('compra', request, now);
    return toWireCost(placement, now, await shareProfileFit(db, activeRut(c), placement));
  });
  implement(contract.sellCost, (_c, { request }) => {
    const now = deps.now();
    return toWireCost(placementOf('venta', request, now), now, null);
  });

  implement(contract.buyConfirm, (c, { request, idempotencyKey }) => {
    const actor = actorOf(c);
    const now = deps.now();
    return runOperation(db, actor, BUY_ACTION, idempotencyKey, request, now, (tx) =>
      placeOrder(tx, actor, idempotencyKey, 'compra', request, now),
    );
  });
  implement(contract.sellConfirm, (c, { request, idempotencyKey }) => {
    const actor = actorOf(c);
    const now = deps.now();
    return runOperation(db, actor, SELL_ACTION, idempotencyKey, request, now, (tx) =>
      placeOrder(tx, actor, idempotencyKey, 'venta', request, now),
    );
  });

  implement(contract.orders, (c, { request }) =>
    listOrders(
      db,
      activeRut(c),
      { from: fromCompactDate(request.fechaInicio), to: fromCompactDate(request.fechaTermino) },
      request.estado,
      deps.now(),
    ),
  );

  implement(contract.order, (c, { params }) =>
    findOrder(db, activeRut(c), params.folio, deps.now()),
  );

  implement(contract.deleteOrder, (c, { params }) =>
    cancelOrder(db, actorOf(c), params.folio, deps.now()),
  );

  implement(contract.balances, async (c) => {
    const now = deps.now();
    const rut = activeRut(c);
    await settleDueOrders(db, rut, now);
    const custody = await custodyAccount(db, rut);
    const positions = custody ? await custodyPositions(db, rut, custody) : [];
    let total = 0n;
    let at = now;
    const posiciones = positions.map((position) => {
      const quote = stockQuote(position.ticker, now);
      at = quote.at;
      const value = unitsValue(BigInt(position.quantity) * 10_000n, quote.last, 'CLP');
      total += value;
      const change =
        quote.previousClose === 0n
          ? 0
          : toWireNumber(
              ((quote.last - quote.previousClose) * 1_000_000n) / quote.previousClose,
              4,
            );
      return {
        nemo: position.ticker,
        nombre: findStock(position.ticker)?.name ?? position.ticker,
        cantidad: position.quantity,
        disponible: position.quantity - position.reserved,
        precio: wirePrice(quote.last),
        valor: wireMoney(value, 'CLP'),
        invertido: wireMoney(position.invested, 'CLP'),
        variacionDia: change,
      };
    });
    return {
      hora: new Date(positions.length > 0 ? at : now).toISOString(),
      cuentaCustodia: custody?.number ?? null,
      posiciones,
      total: wireMoney(total, 'CLP'),
    };
  });

  /** The period of a list, after bringing the owner's stock data up to date. */
  const custodyFor = async (rut: string) => {
    await settleDueOrders(db, rut, deps.now());
    return custodyAccount(db, rut);
  };

  implement(contract.movements, async (c, { request }) => {
    const custody = await custodyFor(activeRut(c));
    const [from, to] = [
      fromCompactDate(request.fechaInicio),
      fromCompactDate(request.fechaTermino),
    ];
    return custody ? custodyMovements(db, custody, from, to) : { movimientos: [] };
  });

  implement(contract.dividends, async (c, { request }) => {
    const custody = await custodyFor(activeRut(c));
    const [from, to] = [
      fromCompactDate(request.fechaInicio),
      fromCompactDate(request.fechaTermino),
    ];
    return custody
      ? custodyDividends(db, custody, from, to)
      : { dividendos: [], total: wireMoney(0n, 'CLP') };
  });

  implement(contract.paymentMethods, async (c, { request }) => {
    const rut = activeRut(c);
    const now = deps.now();
    await settleDueOrders(db, rut, now);
    const current = await currentAccount(db, rut);
    const today = marketDate(now);
    const formas: contract.PaymentMethodsResponse['formas'] = [];
    if (!current) return { tipo: request.tipo, formas };
    formas.push({
      id: 'cuentaCorriente',
      nombre:
        request.tipo === 'compra'
          ? 'Saldo en cuenta corriente en pesos'
          : 'Abono en cuenta corriente en pesos',
      cuenta: current.number,
      disponible: wireMoney(await spendableCash(db, rut, current, today), 'CLP'),
    });
    // A purchase may draw on the investment line while it is in force.
    const line = request.tipo === 'compra' ? await findLine(db, rut) : undefined;
    if (line && today <= line.expiresOn) {
      formas.push({
        id: 'lineaInversion',
        nombre: 'Línea de inversión',
        cuenta: line.number,
        disponible: wireMoney(await lineAvailable(db, rut, line, today), 'CLP'),
      });
    }
    return { tipo: request.tipo, formas };
  });

  implement(contract.enablement, async (c) => {
    const rut = activeRut(c);
    const now = deps.now();
    const current = await currentAccount(db, rut);
    const custody = await custodyAccount(db, rut);
    const holds = custody ? (await custodyPositions(db, rut, custody)).length > 0 : false;
    // Closed is no refusal: an order is scheduled for the next opening, and the ticket says so.
    const closed =
      exchangePhase(now) === 'abierto' ? null : m.buyClosed(formatInstant(nextOpening(now)));
    return {
      horario: scheduleAt(now),
      compra: current
        ? { habilitado: true, mensaje: closed }
        : { habilitado: false, mensaje: m.noCurrentAccount },
      venta: holds
        ? { habilitado: true, mensaje: closed }
        : { habilitado: false, mensaje: m.noShares },
    };
  });

  // The receipt: a file outside the contract (`orderReceiptPdfPath`), for the profile.
  const pdf = nonContractRoutes.stockOrderReceiptPdf;
  app.on(pdf.method, [pdf.path], ...accessGuards(deps).profile, async (c) => {
    const order = await findOrder(db, activeRut(c), c.req.param('folio') ?? '', deps.now());
    const active = c.get('account').active;
    const bytes = await orderReceiptPdf(order, { name: active.nombre, rut: active.Rut });
    return pdfAttachment(c, bytes, contract.orderReceiptFileName(order.folio));
  });

  return app;
}
