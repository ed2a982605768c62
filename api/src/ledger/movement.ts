// Writing movements: append-only, idempotent by key. Balances are only ever sums of these rows.
import type { Queryable } from '../db/database.ts';
import type { IsoDate } from '../market/iso-date.ts';
import type { Currency } from '../market/money.ts';

export type MovementKind =
  | 'aporte'
  | 'rescate'
  | 'dividendo'
  | 'compra'
  | 'venta'
  | 'comision'
  | 'traspaso'
  | 'abono'
  | 'cargo';

export type MovementStatus = 'en_transito' | 'liquidado' | 'anulado';

/** Kinds whose money enters or leaves the client's portfolio (profitability's flows). */
export const EXTERNAL_FLOW_KINDS: readonly MovementKind[] = [
  'aporte',
  'rescate',
  'abono',
  'cargo',
  'compra',
  'venta',
  'traspaso',
];

export interface MovementInput {
  accountId: number;
  instrumentId: string;
  kind: MovementKind;
  tradeDate: IsoDate;
  settlementDate: IsoDate;
  /** Signed change of the holding, 4 decimals. */
  units: bigint;
  /** Per unit, 4 decimals. */
  price: bigint;
  /** Minor units of `currency`, >= 0. */
  amount: bigint;
  currency: Currency;
  status: MovementStatus;
  idempotencyKey: string;
  actedBy: string;
  createdAt: number;
}

const COLUMNS = [
  'account_id',
  'instrument_id',
  'kind',
  'trade_date',
  'settlement_date',
  'units',
  'price',
  'amount',
  'currency',
  'status',
  'idempotency_key',
  'acted_by',
  'created_at',
] as const;
const CASTS = [
  '',
  '',
  '',
  '::date',
  '::date',
  '::bigint',
  '::bigint',
  '::bigint',
  '',
  '',
  '',
  '',
  '::bigint',
];

const values = (m: MovementInput): unknown[] => [
  m.accountId,
  m.instrumentId,
  m.kind,
  m.tradeDate,
  m.settlementDate,
  m.units.toString(),
  m.price.toString(),
  m.amount.toString(),
  m.currency,
  m.status,
  m.idempotencyKey,
  m.actedBy,
  String(m.createdAt),
];

/** Rows per INSERT: well under PostgreSQL's 65535 parameters. */
const BATCH = 1000;

/**
 * Inserts movements in batches, skipping keys already recorded (a re-run inserts nothing).
 * For trusted, generated rows (the seed); an operation uses `recordMovement`.
 */
export async function insertMovements(
  db: Queryable,
  movements: readonly MovementInput[],
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < movements.length; start += BATCH) {
    const chunk = movements.slice(start, start + BATCH);
    const params: unknown[] = [];
    const rows = chunk.map((m) => {
      const placeholders = values(m).map((value, i) => {
        params.push(value);
        return `$${params.length}${CASTS[i]}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const result = await db.query(
      `INSERT INTO movements (${COLUMNS.join(', ')}) VALUES ${rows.join(', ')}
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING folio`,
      params,
    );
    inserted += result.length;
  }
  return inserted;
}

export class IdempotencyConflict extends Error {
  constructor(readonly key: string) {
    super(`La clave de idempotencia ${key} ya se usó con otra operación`);
  }
}

interface StoredRow {
  folio: string;
  account_id: number;
  instrument_id: string;
  kind: string;
  trade_date: string;
  settlement_date: string;
  units: string;
  price: string;
  amount: string;
  currency: string;
  acted_by: string;
}

/**
 * Records one movement under its idempotency key and returns its folio. The same key again
 * returns the first folio and records nothing; the same key with another movement is refused
 * (`IdempotencyConflict`), so a retry or a double click cannot move money twice.
 */
export async function recordMovement(
  db: Queryable,
  movement: MovementInput,
): Promise<{ folio: bigint; created: boolean }> {
  const params = values(movement);
  const [row] = await db.query<{ folio: string }>(
    `INSERT INTO movements (${COLUMNS.join(', ')})
     VALUES (${COLUMNS.map((_, i) => `$${i + 1}${CASTS[i]}`).join(', ')})
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING folio::text`,
    params,
  );
  if (row) return { folio: BigInt(row.folio), created: true };
  const [stored] = await db.query<StoredRow>(
    `SELECT folio::text, account_id, instrument_id, kind, to_char(trade_date, 'YYYY-MM-DD') AS trade_date,
            to_char(settlement_date, 'YYYY-MM-DD') AS settlement_date, units::text, price::text,
            amount::text, currency, acted_by
     FROM movements WHERE idempotency_key = $1`,
    [movement.idempotencyKey],
  );
  if (!stored) throw new IdempotencyConflict(movement.idempotencyKey);
  const same =
    stored.account_id === movement.accountId &&
    stored.instrument_id === movement.instrumentId &&
    stored.kind === movement.kind &&
    stored.trade_date === movement.tradeDate &&
    stored.settlement_date === movement.settlementDate &&
    stored.units === movement.units.toString() &&
    stored.price === movement.price.toString() &&
    stored.amount === movement.amount.toString() &&
    stored.currency === movement.currency &&
    stored.acted_by === movement.actedBy;
  if (!same) throw new IdempotencyConflict(movement.idempotencyKey);
  return { folio: BigInt(stored.folio), created: false };
}

/**
 * Cancels a movement of `ownerRut` (its only allowed change): it stays as an `anulado` record.
 * False when the folio is not the owner's or is already cancelled.
 */
export async function cancelMovement(
  db: Queryable,
  ownerRut: string,
  folio: bigint,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE movements m SET status = 'anulado'
     FROM ledger_accounts a
     WHERE m.account_id = a.id AND a.owner_rut = $1 AND m.folio = $2::bigint AND m.status <> 'anulado'
     RETURNING m.folio`,
    [ownerRut, folio.toString()],
  );
  return rows.length > 0;
}
