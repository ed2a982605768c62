// Spec 7 "rebates" (chosen path /bolsa/devoluciones): the program's terms, the API's month so far
// and what it would earn back, and the rebates paid in the period, after paying those now due.
import { stockRebates as contract } from '@inversiones/contract';
import { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import { marketDate } from '../market/clock.ts';
import { fromCompactDate, type IsoDate } from '../market/iso-date.ts';
import { toWireNumber } from '../market/money.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';
import { wireClp } from '../funds/wire-money.ts';
import { settleDueOrders } from '../stock-orders/orders.ts';
import { monthlyCommissions, rebateKey, rebateOf, rebatePayDate } from './rebates.ts';

const { threshold, rateBps } = contract.REBATE_PROGRAM;

interface PaidRow {
  folio: string;
  idempotency_key: string;
  paid_on: string;
  amount: string;
  number: string;
}

/** The owner's rebate movements paid in [from, to], newest first. */
function paidRebates(db: Queryable, ownerRut: string, from: IsoDate, to: IsoDate) {
  return db.query<PaidRow>(
    `SELECT m.folio::text, m.idempotency_key, to_char(m.trade_date, 'YYYY-MM-DD') AS paid_on,
            m.amount::text, a.number
     FROM movements m JOIN ledger_accounts a ON a.id = m.account_id
     WHERE a.owner_rut = $1 AND m.idempotency_key LIKE $2 AND m.status <> 'anulado'
       AND m.trade_date BETWEEN $3::date AND $4::date
     ORDER BY m.trade_date DESC, m.folio DESC LIMIT 500`,
    [ownerRut, rebateKey(ownerRut, '%'), from, to],
  );
}

export function stockRebateRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;

  implement(contract.rebates, async (c, { request }) => {
    const rut = activeRut(c);
    const now = deps.now();
    // Fills, then the rebates whose pay day came: the month's figures are complete.
    await settleDueOrders(db, rut, now);
    const months = await monthlyCommissions(db, rut);
    const month = marketDate(now).slice(0, 7);
    const current = months.get(month) ?? { commissions: 0n, orders: 0 };
    const missing = BigInt(threshold) - current.commissions;
    const rows = await paidRebates(
      db,
      rut,
      fromCompactDate(request.fechaInicio),
      fromCompactDate(request.fechaTermino),
    );
    let total = 0n;
    const devoluciones = rows.map((row) => {
      const paidMonth = row.idempotency_key.slice(-7);
      total += BigInt(row.amount);
      return {
        folio: row.folio,
        mes: paidMonth,
        comisiones: wireClp(months.get(paidMonth)?.commissions ?? 0n),
        monto: wireClp(BigInt(row.amount)),
        fecha: row.paid_on,
        cuenta: row.number,
      };
    });
    return {
      programa: { umbral: wireClp(BigInt(threshold)), tasa: toWireNumber(BigInt(rateBps), 2) },
      mesActual: {
        mes: month,
        comisiones: wireClp(current.commissions),
        ordenes: current.orders,
        devolucionEstimada: wireClp(rebateOf(current.commissions)),
        faltante: wireClp(missing > 0n ? missing : 0n),
        fechaPago: rebatePayDate(month),
      },
      devoluciones,
      total: wireClp(total),
    };
  });

  return app;
}
