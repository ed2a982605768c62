// The pay buttons (spec 7): the banks, the access checks, starting a payment, its outcome (the
// bank's redirect and the starting window's question) and the client's transactions.
import { payButtons as contract, pageNumber } from '@inversiones/contract';
import { Hono } from 'hono';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';
import { ApiError } from '../platform/http.ts';
import { actorOf, runOperation } from '../fund-operations/operations.ts';
import { payButtonAccess } from './access.ts';
import { findPayButtonBank, payButtonBanks, toWirePayButton } from './banks.ts';
import { demoBank } from './demo-bank.ts';
import { payButtonMessages as m } from './messages.ts';
import { registeredBankAccounts, transferOut } from './transfer.ts';
import {
  authorize,
  cancelTransaction,
  listTransactions,
  notify,
  startPayment,
} from './transactions.ts';

export function payButtonRoutes(deps: Deps, { demoMode }: { demoMode: boolean }) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;
  // Only the demo banks exist in the reference API: without them no payment can start.
  const gateway = demoMode ? demoBank : null;

  implement(contract.access, (c) => payButtonAccess(db, activeRut(c)));

  implement(contract.list, () => ({
    buttons: payButtonBanks.map((bank) => toWirePayButton(bank, deps.now())),
  }));

  // Before `byId`: its static paths would otherwise read as a bank id.
  implement(contract.transactions, (c, { request }) =>
    listTransactions(db, activeRut(c), Number(request.estado ?? 0), pageNumber(request.pagina)),
  );

  implement(contract.bankAccounts, async (c) => ({
    accounts: await registeredBankAccounts(db, activeRut(c)),
  }));

  implement(contract.byId, (_c, { params }) => {
    const bank = /^[1-6]$/.test(params.id) ? findPayButtonBank(Number(params.id)) : undefined;
    if (!bank) throw new ApiError(404, m.bankNotFound);
    return toWirePayButton(bank, deps.now());
  });

  implement(contract.create, (c, { params, request, idempotencyKey }) => {
    const actor = actorOf(c);
    const now = deps.now();
    return runOperation(
      db,
      actor,
      'botonesDePago.pagar',
      idempotencyKey,
      { bank: params.id, ...request },
      now,
      (tx) => startPayment(tx, actor, params.id, request, now, gateway),
    );
  });

  implement(contract.cancel, (c, { request }) =>
    cancelTransaction(db, actorOf(c), request, deps.now(), gateway),
  );

  implement(contract.authorization, async (c, { params }) => ({
    transaction: await authorize(
      db,
      actorOf(c),
      params.id,
      c.req.header(contract.AUTH_STATE_HEADER),
      deps.now(),
      gateway,
    ),
  }));

  implement(contract.transfer, (c, { request, idempotencyKey }) => {
    const actor = actorOf(c);
    const now = deps.now();
    return runOperation(db, actor, 'ccm.transferir', idempotencyKey, request, now, (tx) =>
      transferOut(tx, actor, idempotencyKey, request, now),
    );
  });

  implement(contract.notification, (c, { request }) =>
    notify(db, actorOf(c), request, deps.now(), gateway),
  );

  return app;
}
