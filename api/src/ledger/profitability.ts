// Profitability of a client's portfolio over a period, in pesos (Modified Dietz).
import type { Database } from '../db/database.ts';
import { dolarObservado } from '../market/indicators.ts';
import { addDays, daysBetween, isoDate, type IsoDate } from '../market/iso-date.ts';
import { toClp, type Currency } from '../market/money.ts';
import { FIRST_CLOSE } from '../market/prices.ts';
import { EXTERNAL_FLOW_KINDS } from './movement.ts';
import { portfolioAsOf } from './portfolio.ts';

/** The spec's periods (portal-spec section 7), as the portal names them. */
export type ProfitabilityPeriod =
  'Año en Curso' | 'Últimos 12 Meses' | 'Mes en Curso' | 'Período Seleccionado';

export const profitabilityPeriods: readonly ProfitabilityPeriod[] = [
  'Año en Curso',
  'Últimos 12 Meses',
  'Mes en Curso',
  'Período Seleccionado',
];

/**
 * The dates of a period ending `today`: year to date from 1 January, the last 12 months from
 * the day after the same date a year before, month to date from day 1; a selected period as given.
 */
export function periodRange(
  period: ProfitabilityPeriod,
  today: IsoDate,
  selected?: { from: IsoDate; to: IsoDate },
): { from: IsoDate; to: IsoDate } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  switch (period) {
    case 'Año en Curso':
      return { from: isoDate(y, 1, 1), to: today };
    case 'Mes en Curso':
      return { from: isoDate(y, m, 1), to: today };
    case 'Últimos 12 Meses': {
      // 29 February a year later is 1 March minus one day: stay within a valid date.
      const lastYear = m === 2 && d === 29 ? isoDate(y - 1, 2, 28) : isoDate(y - 1, m, d);
      return { from: addDays(lastYear, 1), to: today };
    }
    case 'Período Seleccionado':
      if (!selected || selected.from > selected.to) {
        throw new RangeError('Período seleccionado no válido');
      }
      return selected;
  }
}

export interface Profitability {
  from: IsoDate;
  to: IsoDate;
  /** Portfolio value in pesos at the close of the day before `from`. */
  startValueClp: bigint;
  /** Portfolio value in pesos at the close of `to`. */
  endValueClp: bigint;
  /** Money put in minus money taken out during the period, in pesos at each day's dollar. */
  netFlowsClp: bigint;
  /** endValue - startValue - netFlows: what the investments earned. */
  gainClp: bigint;
  /** The period's return as a fraction (0.0123 = 1,23 %); null with nothing invested. */
  rate: number | null;
}

export interface Flow {
  date: IsoDate;
  /** Signed pesos: positive in, negative out. */
  amountClp: bigint;
}

/**
 * Modified Dietz: rate = (V1 - V0 - F) / (V0 + sum(w_i * F_i)), w_i = (to - date_i) / (to - start),
 * start = the day before `from`, each flow counted from the close of its trade date.
 */
export function modifiedDietz(
  start: IsoDate,
  to: IsoDate,
  startValue: bigint,
  endValue: bigint,
  flows: readonly Flow[],
): { gain: bigint; netFlows: bigint; rate: number | null } {
  const days = daysBetween(start, to);
  const netFlows = flows.reduce((sum, f) => sum + f.amountClp, 0n);
  const gain = endValue - startValue - netFlows;
  // Weights are fractions of the period: the rate is a ratio, not money, so a float is fine.
  const invested =
    Number(startValue) +
    flows.reduce((sum, f) => sum + (daysBetween(f.date, to) / days) * Number(f.amountClp), 0);
  const rate = days > 0 && invested > 0 ? Number(gain) / invested : null;
  return { gain, netFlows, rate };
}

/** The external flows of `ownerRut` traded in [from, to], in pesos at each trade date's dollar. */
export async function flowsBetween(
  db: Database,
  ownerRut: string,
  from: IsoDate,
  to: IsoDate,
): Promise<Flow[]> {
  const rows = await db.query<{
    trade_date: string;
    units: string;
    amount: string;
    currency: Currency;
  }>(
    `SELECT to_char(m.trade_date, 'YYYY-MM-DD') AS trade_date, m.units::text, m.amount::text, m.currency
     FROM movements m JOIN ledger_accounts a ON a.id = m.account_id
     WHERE a.owner_rut = $1 AND m.trade_date BETWEEN $2::date AND $3::date
       AND m.status <> 'anulado' AND m.kind = ANY($4::text[])
       -- As portfolioAsOf, funds and cash: a share bought is money out of them (custody apart).
       AND m.instrument_id NOT LIKE 'ACC-%'
     ORDER BY m.trade_date, m.folio`,
    [ownerRut, from, to, EXTERNAL_FLOW_KINDS],
  );
  return rows.map((row) => {
    const amount = toClp(
      BigInt(row.amount),
      row.currency,
      row.currency === 'CLP' ? 0n : dolarObservado(row.trade_date),
    );
    return { date: row.trade_date, amountClp: BigInt(row.units) < 0n ? -amount : amount };
  });
}

/** `ownerRut`'s portfolio profitability from the close before `from` to the close of `to`. */
export async function profitability(
  db: Database,
  ownerRut: string,
  from: IsoDate,
  to: IsoDate,
): Promise<Profitability> {
  if (from > to) throw new RangeError('El período termina antes de empezar');
  const start = addDays(from, -1);
  const startValueClp =
    start < FIRST_CLOSE ? 0n : (await portfolioAsOf(db, ownerRut, start)).totalClp;
  const endValueClp = (await portfolioAsOf(db, ownerRut, to)).totalClp;
  const flows = await flowsBetween(db, ownerRut, from, to);
  const { gain, netFlows, rate } = modifiedDietz(start, to, startValueClp, endValueClp, flows);
  return { from, to, startValueClp, endValueClp, netFlowsClp: netFlows, gainClp: gain, rate };
}
