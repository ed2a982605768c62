// The tests' own arithmetic over the raw movements table and the market's prices: balances,
// flows and Modified Dietz written out here, not through the API's ledger modules.
import type { Database } from '../db/database.ts';
import { marketDate } from '../market/clock.ts';
import { dolarObservado } from '../market/indicators.ts';
import { quotaValue } from '../market/prices.ts';
import { stockClose, stockQuote } from '../market/stock-prices.ts';
import { MARKET_TEST_NOW } from './market-day.ts';

export interface RawMovement {
  number: string;
  product: string;
  instrument_id: string;
  is_fund: boolean;
  folio: string;
  kind: string;
  trade_date: string;
  settlement_date: string;
  units: string;
  amount: string;
  currency: string;
  status: string;
}

/** Every movement of a client straight from the table. */
export function rawMovements(db: Database, ownerRut: string): Promise<RawMovement[]> {
  return db.query<RawMovement>(
    `SELECT a.number, a.product, m.instrument_id, (i.kind = 'fondo') AS is_fund, m.folio::text,
            m.kind, to_char(m.trade_date, 'YYYY-MM-DD') AS trade_date,
            to_char(m.settlement_date, 'YYYY-MM-DD') AS settlement_date,
            m.units::text, m.amount::text, m.currency, m.status
     FROM movements m JOIN ledger_accounts a ON a.id = m.account_id
     JOIN instruments i ON i.id = m.instrument_id
     WHERE a.owner_rut = $1`,
    [ownerRut],
  );
}

const decimals = (currency: string) => (currency === 'CLP' ? 0 : 2);

/** a / b rounded half up, for non-negative a. */
const halfUp = (a: bigint, b: bigint) => a / b + ((a % b) * 2n >= b ? 1n : 0n);

/** units x price (both 4 decimals) in minor units of the currency, half up. */
export const valueOf = (units: bigint, price: bigint, currency: string) =>
  halfUp(units * price * 10n ** BigInt(decimals(currency)), 100_000_000n);

/** Minor units of `currency` in pesos at the dólar observado of `date`, half up. */
export const clpOf = (amount: bigint, currency: string, date: string) =>
  currency === 'CLP' ? amount : halfUp(amount * dolarObservado(date), 10_000n);

/**
 * A unit's price on `date`: cash at 1, a fund's quota value, a share's close (on the suites' day,
 * the price of the moment they run at, MARKET_TEST_NOW, as the home values it).
 */
export function priceOf(instrument: string, date: string): bigint {
  if (instrument === 'CLP' || instrument === 'USD') return 10_000n;
  if (instrument.startsWith('ACC-')) {
    const ticker = instrument.slice('ACC-'.length);
    if (date === marketDate(MARKET_TEST_NOW)) return stockQuote(ticker, MARKET_TEST_NOW).last;
    return stockClose(ticker, date)!.close;
  }
  return quotaValue(instrument, date) as bigint;
}

export interface OracleHolding {
  number: string;
  instrument: string;
  currency: string;
  units: bigint;
  value: bigint;
  valueClp: bigint;
}

/** Holdings at the close of `date`: units summed from movements, valued at that day's prices. */
export function holdingsOn(
  movements: readonly RawMovement[],
  date: string,
  keep: (m: RawMovement) => boolean = () => true,
): OracleHolding[] {
  const units = new Map<string, OracleHolding>();
  for (const m of movements) {
    if (m.trade_date > date || m.status === 'anulado' || !keep(m)) continue;
    const key = `${m.number}|${m.instrument_id}`;
    const entry = units.get(key) ?? {
      number: m.number,
      instrument: m.instrument_id,
      currency: m.currency,
      units: 0n,
      value: 0n,
      valueClp: 0n,
    };
    entry.units += BigInt(m.units);
    units.set(key, entry);
  }
  return [...units.values()]
    .filter((h) => h.units !== 0n)
    .map((h) => {
      const value = valueOf(h.units, priceOf(h.instrument, date), h.currency);
      return { ...h, value, valueClp: clpOf(value, h.currency, date) };
    });
}

export const totalClp = (holdings: readonly OracleHolding[]) =>
  holdings.reduce((sum, h) => sum + h.valueClp, 0n);

const EXTERNAL = new Set(['aporte', 'rescate', 'abono', 'cargo', 'compra', 'venta', 'traspaso']);
const DAY = 86_400_000;
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY;

/**
 * Modified Dietz over [from, to] in pesos: start value at the close before `from`, flows at
 * their trade date's dollar weighted by the days left to `to`.
 */
export function dietz(
  movements: readonly RawMovement[],
  from: string,
  to: string,
  keep: (m: RawMovement) => boolean = () => true,
) {
  const start = new Date(Date.parse(from) - DAY).toISOString().slice(0, 10);
  const startValue = start < '2019-01-02' ? 0n : totalClp(holdingsOn(movements, start, keep));
  const endValue = totalClp(holdingsOn(movements, to, keep));
  let netFlows = 0n;
  let weighted = 0;
  for (const m of movements) {
    if (m.trade_date < from || m.trade_date > to || m.status === 'anulado') continue;
    if (!EXTERNAL.has(m.kind) || !keep(m)) continue;
    const clp = clpOf(BigInt(m.amount), m.currency, m.trade_date);
    const signed = BigInt(m.units) < 0n ? -clp : clp;
    netFlows += signed;
    weighted += (days(m.trade_date, to) / days(start, to)) * Number(signed);
  }
  const gain = endValue - startValue - netFlows;
  const base = Number(startValue) + weighted;
  return {
    startValue,
    endValue,
    netFlows,
    gain,
    percent: base > 0 ? (Number(gain) / base) * 100 : 0,
  };
}
