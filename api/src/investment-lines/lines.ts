// Investment lines: the credit a client buys shares with. What a line has lent is read from the
// purchases paid with it (filled: their totals; pending: what they set aside), never kept apart.
import type { investmentLines as contract } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { toWireNumber } from '../market/money.ts';
import { wireMoney } from '../funds/wire-money.ts';

export interface Line {
  number: string;
  /** Pesos. */
  approved: bigint;
  /** Percent per month, 4 decimals. */
  monthlyRate: bigint;
  openedOn: IsoDate;
  expiresOn: IsoDate;
}

export async function findLine(db: Queryable, ownerRut: string): Promise<Line | undefined> {
  const [row] = await db.query<{
    number: string;
    approved: string;
    monthly_rate: string;
    opened_on: string;
    expires_on: string;
  }>(
    `SELECT number, approved::text, monthly_rate::text,
       to_char(opened_on, 'YYYY-MM-DD') AS opened_on, to_char(expires_on, 'YYYY-MM-DD') AS expires_on
     FROM investment_lines WHERE owner_rut = $1`,
    [ownerRut],
  );
  return row
    ? {
        number: row.number,
        approved: BigInt(row.approved),
        monthlyRate: BigInt(row.monthly_rate),
        openedOn: row.opened_on,
        expiresOn: row.expires_on,
      }
    : undefined;
}

/** Pesos the line has lent (filled purchases) and sets aside (pending ones, but `except`'s). */
export async function lineUsage(
  db: Queryable,
  ownerRut: string,
  except?: string,
): Promise<{ lent: bigint; reserved: bigint }> {
  const [row] = await db.query<{ lent: string; reserved: string }>(
    `SELECT
       COALESCE(SUM((fill->>'total')::bigint) FILTER (WHERE state = 'ejecutada'), 0)::text AS lent,
       COALESCE(SUM(reserved) FILTER (WHERE state = 'pendiente'
         AND ($2::bigint IS NULL OR folio <> $2::bigint)), 0)::text AS reserved
     FROM stock_orders
     WHERE owner_rut = $1 AND side = 'compra' AND payment_method = 'lineaInversion'`,
    [ownerRut, except ?? null],
  );
  return { lent: BigInt(row?.lent ?? '0'), reserved: BigInt(row?.reserved ?? '0') };
}

/** What the line can still pay on `today`: nothing once it expired. */
export async function lineAvailable(
  db: Queryable,
  ownerRut: string,
  line: Line,
  today: IsoDate,
  except?: string,
): Promise<bigint> {
  if (today > line.expiresOn) return 0n;
  const { lent, reserved } = await lineUsage(db, ownerRut, except);
  const free = line.approved - lent - reserved;
  return free > 0n ? free : 0n;
}

export async function toWireLine(
  db: Queryable,
  ownerRut: string,
  line: Line,
  today: IsoDate,
): Promise<contract.InvestmentLine> {
  const { lent, reserved } = await lineUsage(db, ownerRut);
  const available = await lineAvailable(db, ownerRut, line, today);
  return {
    numero: line.number,
    monto: wireMoney(line.approved, 'CLP'),
    utilizado: wireMoney(lent + reserved, 'CLP'),
    disponible: wireMoney(available, 'CLP'),
    tasaMensual: toWireNumber(line.monthlyRate, 4),
    vencimiento: line.expiresOn,
    vigente: today <= line.expiresOn,
  };
}
