// The current accounts (CCM): their balances and movements, read from the ledger's cash rows,
// with each movement's running balance as a bank statement shows it.
import type { currentAccount as contract } from '@inversiones/contract';
import { PAGE_SIZE } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import { listAccounts, findAccount } from '../ledger/accounts.ts';
import { cashInstrumentId } from '../ledger/instruments.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { currencyDecimals, rescale, type Currency } from '../market/money.ts';
import { ApiError } from '../platform/http.ts';
import { toWireAccount } from '../dashboard/product-names.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { availableUnits } from '../fund-operations/available.ts';

export const currentAccountMessages = {
  notFound: 'No encontramos esa cuenta corriente.',
} as const;

/** Cash units (4 decimals, signed) as minor units of `currency`. */
const minor = (units: bigint, currency: Currency) =>
  rescale(units, 4, currencyDecimals[currency], 'truncate');

const signed = (amount: bigint, currency: Currency) => wireMoney(amount, currency);

export async function currentAccountBalances(
  db: Queryable,
  ownerRut: string,
  today: IsoDate,
): Promise<contract.BalancesResponse> {
  const accounts = await listAccounts(db, ownerRut, 'ccm');
  return {
    date: today,
    accounts: await Promise.all(
      accounts.map(async (account) => {
        const currency = account.currency as Currency;
        const [sums] = await db.query<{ balance: string; incoming: string }>(
          `SELECT COALESCE(SUM(units) FILTER (WHERE trade_date <= $2::date), 0)::text AS balance,
                  COALESCE(SUM(units) FILTER (WHERE trade_date > $2::date AND units > 0), 0)::text
                    AS incoming
           FROM movements WHERE account_id = $1 AND status <> 'anulado'`,
          [account.id, today],
        );
        const free = await availableUnits(db, account.id, cashInstrumentId(currency), today);
        const available = minor(free.units, currency);
        return {
          account: toWireAccount(account),
          balance: signed(minor(BigInt(sums?.balance ?? '0'), currency), currency),
          available: wireMoney(available > 0n ? available : 0n, currency),
          inTransit: wireMoney(minor(BigInt(sums?.incoming ?? '0'), currency), currency),
        };
      }),
    ),
  };
}

/** What a cash movement was, from its kind and the key its operation gave it. */
export function movementType(kind: string, key: string): contract.Movement['type'] {
  if (key.startsWith('bdp:')) return 'botonPago';
  // A share order's money (stock:<folio>:caja), the line's draw for it, dividends and rebates.
  if (key.startsWith('stock:') && key.endsWith(':linea')) return 'giroLinea';
  if (key.startsWith('stock:')) return kind === 'cargo' ? 'compraAcciones' : 'ventaAcciones';
  if (key.startsWith('div:')) return 'dividendoAcciones';
  if (key.startsWith('rebate:')) return 'devolucionComisiones';
  // A transfer abroad executed by the desk (tefe:<folio>:transferencia and its commission).
  if (key.startsWith('tefe:')) {
    return kind === 'comision' ? 'comisionTransferenciaExterior' : 'transferenciaExterior';
  }
  // The demo's purchases before the portal's orders (ledger/demo-shares.ts).
  if (key.includes(':compra-acciones-')) return 'compraAcciones';
  if (key.includes(':transferencia')) return 'transferencia';
  // A dollar trade: its dollar leg is a 'compra' or 'venta'; its peso leg pays or is paid.
  if (kind === 'compra' || (kind === 'cargo' && key.includes('divisas'))) return 'compraDivisas';
  if (kind === 'venta' || (kind === 'abono' && key.includes('divisas'))) return 'ventaDivisas';
  if (kind === 'cargo') return 'inversion';
  if (kind === 'abono' && key.startsWith('op:')) return 'pagoRescate';
  if (kind === 'abono') return 'deposito';
  return 'otro';
}

interface MovementRow {
  folio: string;
  trade_date: string;
  settlement_date: string;
  kind: string;
  idempotency_key: string;
  units: string;
  status: 'en_transito' | 'liquidado' | 'anulado';
  running: string;
}

const STATUS = { en_transito: 'enTransito', liquidado: 'liquidado', anulado: 'anulado' } as const;

/** One current account's movements, newest first, within the period when given. */
export async function currentAccountMovements(
  db: Queryable,
  ownerRut: string,
  number: string,
  period: { from: IsoDate; to: IsoDate } | null,
  page: number,
): Promise<contract.MovementsResponse> {
  const account = await findAccount(db, ownerRut, number);
  if (account?.product !== 'ccm') throw new ApiError(404, currentAccountMessages.notFound);
  const currency = account.currency as Currency;
  // The running balance counts every movement in date order, before the period and the page.
  const statement = `SELECT m.id, m.folio::text AS folio,
      to_char(m.trade_date, 'YYYY-MM-DD') AS trade_date,
      to_char(m.settlement_date, 'YYYY-MM-DD') AS settlement_date,
      m.kind, m.idempotency_key, m.units::text AS units, m.status, m.trade_date AS day,
      (SUM(CASE WHEN m.status <> 'anulado' THEN m.units ELSE 0 END)
        OVER (ORDER BY m.trade_date, m.id))::text AS running
    FROM movements m WHERE m.account_id = $1`;
  const within = `($2::date IS NULL OR day BETWEEN $2::date AND $3::date)`;
  const params = [account.id, period?.from ?? null, period?.to ?? null];
  const [rows, [count]] = await Promise.all([
    db.query<MovementRow>(
      `SELECT * FROM (${statement}) s WHERE ${within}
       ORDER BY day DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET $4`,
      [...params, (page - 1) * PAGE_SIZE],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${statement}) s WHERE ${within}`,
      params,
    ),
  ]);
  return {
    page,
    pageSize: PAGE_SIZE,
    total: count?.total ?? 0,
    rows: rows.map((row) => ({
      folio: row.folio,
      accountId: account.number,
      tradeDate: row.trade_date,
      settlementDate: row.settlement_date,
      type: movementType(row.kind, row.idempotency_key),
      amount: signed(minor(BigInt(row.units), currency), currency),
      status: STATUS[row.status],
      balanceAfter: signed(minor(BigInt(row.running), currency), currency),
    })),
  };
}
