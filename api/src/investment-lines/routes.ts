// Spec 7 "investment lines (GET and POST)": the client's line and its use, and a request for a
// line or a larger one, which the credit committee answers outside the portal.
import { investmentLines as contract } from '@inversiones/contract';
import { formatCurrency } from '@inversiones/es-cl';
import { Hono } from 'hono';
import { marketDate } from '../market/clock.ts';
import { ApiError } from '../platform/http.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { actorOf, lockOwner } from '../fund-operations/operations.ts';
import { currentAccount, settleDueOrders } from '../stock-orders/orders.ts';
import type { Queryable } from '../db/database.ts';
import { findLine, toWireLine } from './lines.ts';
import { investmentLineApiMessages as m } from './messages.ts';

interface RequestRow {
  folio: string;
  amount: string;
  requested_at: string;
}

const toWireRequest = (row: RequestRow): contract.LineRequest => ({
  folio: row.folio,
  monto: wireMoney(BigInt(row.amount), 'CLP'),
  fecha: new Date(Number(row.requested_at)).toISOString(),
  estado: 'enEvaluacion',
});

async function openRequest(db: Queryable, ownerRut: string) {
  const [row] = await db.query<RequestRow>(
    `SELECT folio::text, amount::text, requested_at::text FROM investment_line_requests
     WHERE owner_rut = $1 AND state = 'enEvaluacion'`,
    [ownerRut],
  );
  return row;
}

const pesos = (amount: bigint | number) => formatCurrency(Number(amount), 'CLP');

export function investmentLineRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;

  implement(contract.investmentLine, async (c) => {
    const rut = activeRut(c);
    const now = deps.now();
    // Pending purchases paid with the line may have filled since: their totals are what it lent.
    await settleDueOrders(db, rut, now);
    const line = await findLine(db, rut);
    const request = await openRequest(db, rut);
    return {
      linea: line ? await toWireLine(db, rut, line, marketDate(now)) : null,
      solicitud: request ? toWireRequest(request) : null,
    };
  });

  implement(contract.requestLine, async (c, { request }) => {
    const actor = actorOf(c);
    const now = deps.now();
    return db.transaction(async (tx) => {
      // One request at a time per client: the owner's lock orders two concurrent ones.
      await lockOwner(tx, actor.ownerRut);
      if (!(await currentAccount(tx, actor.ownerRut))) throw new ApiError(422, m.noCurrentAccount);
      const pending = await openRequest(tx, actor.ownerRut);
      if (pending) throw new ApiError(409, m.pending(pesos(BigInt(pending.amount))));
      const line = await findLine(tx, actor.ownerRut);
      if (line && BigInt(request.monto) <= line.approved) {
        throw new ApiError(422, m.notLarger(pesos(line.approved)), ['monto']);
      }
      const [row] = await tx.query<RequestRow>(
        `INSERT INTO investment_line_requests (owner_rut, acted_by, amount, requested_at)
         VALUES ($1, $2, $3::bigint, $4::bigint)
         RETURNING folio::text, amount::text, requested_at::text`,
        [actor.ownerRut, actor.actedBy, String(request.monto), String(now)],
      );
      return toWireRequest(row as RequestRow);
    });
  });

  return app;
}
