// Por Período: each fund holding's result between two closes, from its movements and prices.
import type { funds } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import { seriesOf } from '../market/catalogue.ts';
import { dolarObservado } from '../market/indicators.ts';
import { addDays, type IsoDate } from '../market/iso-date.ts';
import { toClp, type Currency } from '../market/money.ts';
import { FIRST_CLOSE } from '../market/prices.ts';
import type { Holding } from '../ledger/holdings.ts';
import { fundHoldingsAsOf } from './fund-holdings.ts';
import { wireClp, wireMoney, wirePercent } from './wire-money.ts';

interface Row {
  account: string;
  instrument: string;
  currency: Currency;
  startValue: bigint;
  endValue: bigint;
  contributions: bigint;
  redemptions: bigint;
  /** Every dividend of the period; only those paid in cash (no units) are added to the gain. */
  dividends: bigint;
  cashDividends: bigint;
  /** Pesos at each trade date's dollar: contributions - redemptions - cash dividends. */
  netFlowsClp: bigint;
}

interface FlowRow {
  number: string;
  instrument_id: string;
  kind: string;
  trade_date: string;
  units: string;
  amount: string;
  currency: Currency;
}

/**
 * Rows for every fund holding held at either end or moved within [from, to]; the gain is
 * endValue - startValue - contributions + redemptions + dividends paid in cash (a reinvested
 * dividend is already in endValue as units). gainPercent is over startValue + contributions.
 */
export async function periodResults(
  db: Database,
  ownerRut: string,
  from: IsoDate,
  to: IsoDate,
): Promise<funds.ByPeriodResultsResponse> {
  const start = addDays(from, -1);
  const [startHoldings, endHoldings, flows] = await Promise.all([
    start < FIRST_CLOSE ? Promise.resolve([] as Holding[]) : fundHoldingsAsOf(db, ownerRut, start),
    fundHoldingsAsOf(db, ownerRut, to),
    db.query<FlowRow>(
      `SELECT a.number, m.instrument_id, m.kind, to_char(m.trade_date, 'YYYY-MM-DD') AS trade_date,
              m.units::text, m.amount::text, m.currency
       FROM movements m
       JOIN ledger_accounts a ON a.id = m.account_id
       JOIN instruments i ON i.id = m.instrument_id
       WHERE a.owner_rut = $1 AND a.product = 'ffmm' AND i.kind = 'fondo'
         AND m.status <> 'anulado' AND m.trade_date BETWEEN $2::date AND $3::date
       ORDER BY m.trade_date, m.folio`,
      [ownerRut, from, to],
    ),
  ]);
  const rows = new Map<string, Row>();
  const rowOf = (account: string, instrument: string, currency: Currency) => {
    const key = `${account}|${instrument}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        account,
        instrument,
        currency,
        startValue: 0n,
        endValue: 0n,
        contributions: 0n,
        redemptions: 0n,
        dividends: 0n,
        cashDividends: 0n,
        netFlowsClp: 0n,
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const h of startHoldings)
    rowOf(h.accountNumber, h.instrumentId, h.currency).startValue = h.value;
  for (const h of endHoldings)
    rowOf(h.accountNumber, h.instrumentId, h.currency).endValue = h.value;
  for (const f of flows) {
    const row = rowOf(f.number, f.instrument_id, f.currency);
    const amount = BigInt(f.amount);
    const clp = toClp(amount, f.currency, f.currency === 'CLP' ? 0n : dolarObservado(f.trade_date));
    if (f.kind === 'aporte') {
      row.contributions += amount;
      row.netFlowsClp += clp;
    } else if (f.kind === 'rescate') {
      row.redemptions += amount;
      row.netFlowsClp -= clp;
    } else if (f.kind === 'dividendo') {
      row.dividends += amount;
      if (BigInt(f.units) === 0n) {
        row.cashDividends += amount;
        row.netFlowsClp -= clp;
      }
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) => a.account.localeCompare(b.account) || a.instrument.localeCompare(b.instrument),
  );
  const startClp = startHoldings.reduce((sum, h) => sum + h.valueClp, 0n);
  const endClp = endHoldings.reduce((sum, h) => sum + h.valueClp, 0n);
  const netFlowsClp = sorted.reduce((sum, r) => sum + r.netFlowsClp, 0n);
  return {
    startDate: from,
    endDate: to,
    rows: sorted.map((r) => {
      const { fund, series } = seriesOf(r.instrument);
      const gain = r.endValue - r.startValue - r.contributions + r.redemptions + r.cashDividends;
      return {
        fundId: fund.id,
        fundName: fund.name,
        seriesId: series.code,
        accountId: r.account,
        currency: r.currency,
        startValue: wireMoney(r.startValue, r.currency),
        contributions: wireMoney(r.contributions, r.currency),
        redemptions: wireMoney(r.redemptions, r.currency),
        dividends: wireMoney(r.dividends, r.currency),
        endValue: wireMoney(r.endValue, r.currency),
        gain: wireMoney(gain, r.currency),
        gainPercent: wirePercent(gain, r.startValue + r.contributions),
      };
    }),
    totalStartClp: wireClp(startClp),
    totalEndClp: wireClp(endClp),
    totalGainClp: wireClp(endClp - startClp - netFlowsClp),
  };
}
