// Camila's earlier bank payments (demo data), with the back office's outcomes too: pending and
// settled by Treasury (statuses 2, 3, 4 and 6), which this API's bank loop never produces itself.
import { createHash, randomBytes } from 'node:crypto';
import { payButtons as contract } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import { findAccount } from '../ledger/accounts.ts';
import { CAMILA } from '../ledger/demo-ledger.ts';
import { cashInstrumentId, UNIT_PRICE } from '../ledger/instruments.ts';
import { recordMovement } from '../ledger/movement.ts';
import { santiagoInstant } from '../market/clock.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { rescale } from '../market/money.ts';

const S = contract.TRANSACTION_STATUS;
const R = contract.BANK_RESPONSE;

interface PastPayment {
  bank: number;
  amount: bigint;
  date: IsoDate;
  time: string;
  status: number;
  response: number | null;
}

/** Oldest first; the one Treasury credited is part of her current account's balance. */
export const camilaPastPayments: readonly PastPayment[] = [
  {
    bank: 1,
    amount: 50_000n,
    date: '2026-09-14',
    time: '10:12',
    status: S.creditedByTreasury,
    response: R.ok,
  },
  {
    bank: 4,
    amount: 120_000n,
    date: '2026-10-20',
    time: '16:40',
    status: S.rejectedByTreasury,
    response: R.error,
  },
  {
    bank: 2,
    amount: 80_000n,
    date: '2026-11-20',
    time: '11:05',
    status: S.rejectedByBank,
    response: R.rejected,
  },
  {
    bank: 6,
    amount: 200_000n,
    date: '2026-11-26',
    time: '12:31',
    status: S.pendingTreasury,
    response: R.ok,
  },
  {
    bank: 3,
    amount: 30_000n,
    date: '2026-11-26',
    time: '15:52',
    status: S.pendingAutomatic,
    response: R.ok,
  },
];

/** Inserts Camila's past payments up to `today` (once: nothing when she has any). */
export async function seedPayButtonHistory(db: Queryable, today: IsoDate): Promise<void> {
  const [existing] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pay_button_transactions WHERE owner_rut = $1',
    [CAMILA],
  );
  const account = await findAccount(db, CAMILA, '100234-03');
  if ((existing?.n ?? 0) > 0 || !account) return;
  for (const payment of camilaPastPayments.filter((p) => p.date <= today)) {
    const at = santiagoInstant(payment.date, payment.time);
    const [next] = await db.query<{ id: string }>(
      "SELECT nextval('pay_button_transaction_seq')::text AS id",
    );
    const id = next?.id ?? '';
    const credit =
      payment.status === S.creditedByTreasury
        ? await recordMovement(db, {
            accountId: account.id,
            instrumentId: cashInstrumentId('CLP'),
            kind: 'abono',
            tradeDate: payment.date,
            settlementDate: payment.date,
            units: rescale(payment.amount, 0, 4, 'truncate'),
            price: UNIT_PRICE,
            amount: payment.amount,
            currency: 'CLP',
            status: 'liquidado',
            idempotencyKey: `bdp:${id}:abono`,
            actedBy: CAMILA,
            createdAt: at,
          })
        : null;
    await db.query(
      `INSERT INTO pay_button_transactions (id, owner_rut, acted_by, profile_code, session_id,
         pay_button_id, account_id, amount, status, response_code, auth_state_hash, credit_folio,
         created_at, updated_at)
       VALUES ($1::bigint, $2, $2, '1001', 'demo', $3, $4, $5::bigint, $6, $7, $8, $9::bigint,
         $10::bigint, $10::bigint)`,
      [
        id,
        CAMILA,
        payment.bank,
        account.id,
        payment.amount.toString(),
        payment.status,
        payment.response,
        // A state no window holds: these payments are settled, nobody asks for them with it.
        createHash('sha256').update(randomBytes(32)).digest('hex'),
        credit ? credit.folio.toString() : null,
        String(at),
      ],
    );
  }
}
