// Currency spot (spec 7): buying and selling dollars between the client's current accounts at
// the FX desk's price: the flag, currencies, price, quotes, payment methods, accounts, the
// confirmation, the operations by dates and each one's PDF receipt.
import { currencySpot as contract, pageNumber } from '@inversiones/contract';
import { Hono } from 'hono';
import { toWireAccount } from '../dashboard/product-names.ts';
import { findAccount } from '../ledger/accounts.ts';
import { cashInstrumentId } from '../ledger/instruments.ts';
import { marketDate } from '../market/clock.ts';
import { fromCompactDate } from '../market/iso-date.ts';
import { currencyDecimals, rescale, type Currency } from '../market/money.ts';
import { accessGuards } from '../platform/access.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { actorOf, runOperation } from '../fund-operations/operations.ts';
import { availableCash, deskAccess, spotAccounts } from './desk.ts';
import { currencySpotMessages as m } from './messages.ts';
import { CONFIRM_ACTION, confirmQuote, findOperation, listOperations } from './operations.ts';
import { createQuote, spotPrice, wirePrice } from './quotes.ts';
import { currencySpotReceiptPdf } from './receipt-pdf.ts';
import { pdfAttachment } from '../platform/pdf-attachment.ts';

const PAYMENT_METHODS = {
  compra: { id: 'saldoCcmPesos', name: 'Saldo en cuenta corriente en pesos', currency: 'CLP' },
  venta: { id: 'saldoCcmDolares', name: 'Saldo en cuenta corriente en dólares', currency: 'USD' },
} as const;

export function currencySpotRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;
  const today = () => marketDate(deps.now());

  implement(contract.active, (c) => deskAccess(db, activeRut(c), deps.now()));

  implement(contract.currencies, () => ({
    currencies: [
      {
        code: 'USD' as const,
        name: 'Dólar estadounidense',
        minAmount: { amount: contract.MIN_AMOUNT_USD, currency: 'USD' as const },
        maxAmount: { amount: contract.MAX_AMOUNT_USD, currency: 'USD' as const },
      },
    ],
  }));

  implement(contract.price, (_c, { request }) => {
    const now = deps.now();
    return { ...wirePrice(spotPrice(request.tipo, now)), at: new Date(now).toISOString() };
  });

  implement(contract.quote, (c, { request }) => createQuote(db, actorOf(c), request, deps.now()));

  implement(contract.paymentMethods, async (c, { request }) => {
    const method = PAYMENT_METHODS[request.tipo];
    const account = (await spotAccounts(db, activeRut(c)))[method.currency];
    const methods = account
      ? [
          {
            id: method.id,
            name: method.name,
            accountId: account.number,
            available: wireMoney(await availableCash(db, account, today()), method.currency),
          },
        ]
      : [];
    return { tipo: request.tipo, methods };
  });

  implement(contract.accounts, async (c) => {
    const date = today();
    const { CLP, USD } = await spotAccounts(db, activeRut(c));
    const accounts = [CLP, USD].filter((a) => a !== undefined);
    return {
      date,
      accounts: await Promise.all(
        accounts.map(async (account) => ({
          account: toWireAccount(account),
          available: wireMoney(
            await availableCash(db, account, date),
            account.currency as Currency,
          ),
        })),
      ),
    };
  });

  implement(contract.accountDetail, async (c, { params }) => {
    const account = await findAccount(db, activeRut(c), params.id);
    const currency = account?.currency;
    if (account?.product !== 'ccm' || (currency !== 'CLP' && currency !== 'USD')) {
      throw new ApiError(404, m.accountNotFound);
    }
    const date = today();
    const [sum] = await db.query<{ units: string }>(
      `SELECT COALESCE(SUM(units), 0)::text AS units FROM movements
       WHERE account_id = $1 AND instrument_id = $2 AND trade_date <= $3::date
         AND status <> 'anulado'`,
      [account.id, cashInstrumentId(currency), date],
    );
    const balance = rescale(BigInt(sum?.units ?? '0'), 4, currencyDecimals[currency], 'truncate');
    return {
      date,
      account: toWireAccount(account),
      available: wireMoney(await availableCash(db, account, date), currency),
      balance: wireMoney(balance, currency),
    };
  });

  implement(contract.confirm, (c, { request, idempotencyKey }) => {
    const actor = actorOf(c);
    const now = deps.now();
    return runOperation(db, actor, CONFIRM_ACTION, idempotencyKey, request, now, (tx) =>
      confirmQuote(tx, actor, idempotencyKey, request, now),
    );
  });

  implement(contract.operations, (c, { request }) =>
    listOperations(
      db,
      activeRut(c),
      { from: fromCompactDate(request.fechaInicio), to: fromCompactDate(request.fechaTermino) },
      pageNumber(request.pagina),
    ),
  );

  // The receipt: a file outside the contract (`receiptPdfPath`), for the profile.
  const pdf = nonContractRoutes.currencySpotReceiptPdf;
  app.on(pdf.method, [pdf.path], ...accessGuards(deps).profile, async (c) => {
    const operation = await findOperation(db, activeRut(c), c.req.param('folio') ?? '');
    const active = c.get('account').active;
    const bytes = await currencySpotReceiptPdf(operation, { name: active.nombre, rut: active.Rut });
    return pdfAttachment(c, bytes, contract.receiptFileName(operation.folio));
  });

  return app;
}
