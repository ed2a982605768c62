// Reading movements: paged by date range, and those still in transit.
import type { Database } from '../db/database.ts';
import type { IsoDate } from '../market/iso-date.ts';
import type { Currency } from '../market/money.ts';
import type { Product } from './demo-ledger.ts';
import type { MovementKind, MovementStatus } from './movement.ts';

export interface Movement {
  folio: bigint;
  accountNumber: string;
  product: Product;
  instrumentId: string;
  instrumentName: string;
  fundId: string | null;
  series: string | null;
  kind: MovementKind;
  tradeDate: IsoDate;
  settlementDate: IsoDate;
  units: bigint;
  price: bigint;
  amount: bigint;
  currency: Currency;
  /**
   * As of the asked date: `anulado` when cancelled, else `en_transito` until its settlement
   * date and `liquidado` from then on (settlement is derived from dates, never a job).
   */
  status: MovementStatus;
  actedBy: string;
  /** A monthly PAC debit: its idempotency key names it (`...:pac:YYYY-MM`). */
  pac: boolean;
}

interface MovementRow {
  folio: string;
  number: string;
  product: Product;
  instrument_id: string;
  name: string;
  fund_id: string | null;
  series: string | null;
  kind: MovementKind;
  trade_date: string;
  settlement_date: string;
  units: string;
  price: string;
  amount: string;
  currency: Currency;
  status: MovementStatus;
  acted_by: string;
  pac: boolean;
}

const SELECT = `SELECT m.folio::text, a.number, a.product, i.id AS instrument_id, i.name, i.fund_id,
    i.series, m.kind, to_char(m.trade_date, 'YYYY-MM-DD') AS trade_date,
    to_char(m.settlement_date, 'YYYY-MM-DD') AS settlement_date, m.units::text, m.price::text,
    m.amount::text, m.currency, m.status, m.acted_by,
    (m.idempotency_key LIKE '%:pac:%') AS pac
  FROM movements m
  JOIN ledger_accounts a ON a.id = m.account_id
  JOIN instruments i ON i.id = m.instrument_id`;

const toMovement = (row: MovementRow, asOf: IsoDate): Movement => ({
  folio: BigInt(row.folio),
  accountNumber: row.number,
  product: row.product,
  instrumentId: row.instrument_id,
  instrumentName: row.name,
  fundId: row.fund_id,
  series: row.series,
  kind: row.kind,
  tradeDate: row.trade_date,
  settlementDate: row.settlement_date,
  units: BigInt(row.units),
  price: BigInt(row.price),
  amount: BigInt(row.amount),
  currency: row.currency,
  status:
    row.status === 'anulado' ? 'anulado' : row.settlement_date > asOf ? 'en_transito' : 'liquidado',
  actedBy: row.acted_by,
  pac: row.pac,
});

export interface MovementQuery {
  /** Trade dates from `from` to `to`, both included. */
  from: IsoDate;
  to: IsoDate;
  /** 1-based. */
  page?: number;
  /** Spec: 10 rows per page. */
  pageSize?: number;
  accountNumber?: string;
  product?: Product;
  fundId?: string;
  /** The date statuses are read at (default `to`). */
  asOf?: IsoDate;
}

export interface MovementPage {
  rows: Movement[];
  total: number;
  page: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 10;

/** `ownerRut`'s movements traded in [from, to], newest first, one page of them. */
export async function listMovements(
  db: Database,
  ownerRut: string,
  query: MovementQuery,
): Promise<MovementPage> {
  const page = Math.max(1, Math.trunc(query.page ?? 1));
  const pageSize = Math.min(100, Math.max(1, Math.trunc(query.pageSize ?? DEFAULT_PAGE_SIZE)));
  const where = `WHERE a.owner_rut = $1 AND m.trade_date BETWEEN $2::date AND $3::date
    AND ($4::text IS NULL OR a.number = $4) AND ($5::text IS NULL OR a.product = $5)
    AND ($6::text IS NULL OR i.fund_id = $6)`;
  const params = [
    ownerRut,
    query.from,
    query.to,
    query.accountNumber ?? null,
    query.product ?? null,
    query.fundId ?? null,
  ];
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM movements m
     JOIN ledger_accounts a ON a.id = m.account_id
     JOIN instruments i ON i.id = m.instrument_id ${where}`,
    params,
  );
  const rows = await db.query<MovementRow>(
    `${SELECT} ${where} ORDER BY m.trade_date DESC, m.folio DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  const asOf = query.asOf ?? query.to;
  return { rows: rows.map((r) => toMovement(r, asOf)), total: count?.total ?? 0, page, pageSize };
}

/** `ownerRut`'s movements traded on or before `asOf` and paid after it (not cancelled). */
export async function inTransitMovements(
  db: Database,
  ownerRut: string,
  asOf: IsoDate,
  filter: { product?: Product } = {},
): Promise<Movement[]> {
  const rows = await db.query<MovementRow>(
    `${SELECT}
     WHERE a.owner_rut = $1 AND m.status <> 'anulado'
       AND m.trade_date <= $2::date AND m.settlement_date > $2::date
       AND ($3::text IS NULL OR a.product = $3)
     ORDER BY m.settlement_date, m.folio`,
    [ownerRut, asOf, filter.product ?? null],
  );
  return rows.map((r) => toMovement(r, asOf));
}
