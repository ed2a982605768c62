// What a tax year's certificates certify, from the ledger: for mutual funds (form 1894) every
// redemption with its cost adjusted by the UF and the gain, and every dividend; for APV (form 1899)
// the contributions by tax regime and the withdrawals. Amounts in pesos, dollars at the dólar
// observado of their day.
import type { Database } from '../db/database.ts';
import { listAccounts } from '../ledger/accounts.ts';
import { dolarObservado, indicator } from '../market/indicators.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { divide, toClp } from '../market/money.ts';
import { FIRST_CLOSE } from '../market/prices.ts';
import { movementsBetween, type StatementMovement } from '../statements/statement.ts';

/** A movement with its money unsigned (the sign is in `units`) and its account's APV regime. */
interface LedgerRow extends StatementMovement {
  regime: 'A' | 'B' | null;
}

/** The product's movements of `ownerRut` traded up to `until`, oldest first, not cancelled. */
async function movementsUntil(
  db: Database,
  ownerRut: string,
  product: 'ffmm' | 'apv',
  until: IsoDate,
): Promise<LedgerRow[]> {
  const [movements, accounts] = await Promise.all([
    movementsBetween(db, ownerRut, product, FIRST_CLOSE, until),
    listAccounts(db, ownerRut, product),
  ]);
  const regimeOf = new Map(accounts.map((a) => [a.number, a.regime]));
  return movements.map((m) => ({
    ...m,
    amount: m.amount < 0n ? -m.amount : m.amount,
    regime: regimeOf.get(m.accountNumber) ?? null,
  }));
}

/** A movement's money in pesos, dollars at the dólar observado of its trade date. */
const pesosOf = (row: Pick<LedgerRow, 'amount' | 'currency' | 'tradeDate'>): bigint =>
  row.currency === 'CLP'
    ? row.amount
    : toClp(row.amount, row.currency, dolarObservado(row.tradeDate));

/** UF cents (2 decimals) of a day. */
function ufOn(date: IsoDate): bigint {
  const point = indicator('uf', date);
  if (!point) throw new RangeError(`Sin UF para ${date}`);
  return point.value;
}

/** Costs are kept in UF with this many decimals, so a peso is never lost to rounding. */
const UF_SCALE = 10n ** 12n;
const toUf = (pesos: bigint, date: IsoDate) =>
  divide(pesos * UF_SCALE * 100n, ufOn(date), 'halfUp');
const fromUf = (uf: bigint, date: IsoDate) => divide(uf * ufOn(date), UF_SCALE * 100n, 'halfUp');

export interface Redemption {
  folio: bigint;
  date: IsoDate;
  accountNumber: string;
  name: string;
  units: bigint;
  valueClp: bigint;
  adjustedCostClp: bigint;
  gainClp: bigint;
}

export interface Dividend {
  folio: bigint;
  date: IsoDate;
  accountNumber: string;
  name: string;
  amountClp: bigint;
}

export interface FundTaxYear {
  year: number;
  redemptions: Redemption[];
  dividends: Dividend[];
  redeemedClp: bigint;
  adjustedCostClp: bigint;
  gainClp: bigint;
  dividendsClp: bigint;
}

const inYear = (date: IsoDate, year: number) => date.startsWith(`${year}-`);
const sum = <T>(rows: readonly T[], of: (row: T) => bigint) =>
  rows.reduce((total, row) => total + of(row), 0n);

/**
 * Form 1894 of commercial year `year`: each holding's cost is the UF its acquisitions were worth
 * (contributions and reinvested dividends); a redemption takes the average cost of the quotas it
 * sells, worth in pesos the UF of its day (the adjustment for inflation the law asks for).
 */
export async function fundTaxYear(
  db: Database,
  ownerRut: string,
  year: number,
): Promise<FundTaxYear> {
  const rows = await movementsUntil(db, ownerRut, 'ffmm', `${year}-12-31`);
  const held = new Map<string, { units: bigint; costUf: bigint }>();
  const redemptions: Redemption[] = [];
  const dividends: Dividend[] = [];
  for (const row of rows) {
    const key = `${row.accountNumber}|${row.instrumentId}`;
    const holding = held.get(key) ?? { units: 0n, costUf: 0n };
    held.set(key, holding);
    const valueClp = pesosOf(row);
    if (row.units >= 0n) {
      holding.units += row.units;
      holding.costUf += toUf(valueClp, row.tradeDate);
      if (row.kind === 'dividendo' && inYear(row.tradeDate, year)) {
        dividends.push({
          folio: row.folio,
          date: row.tradeDate,
          accountNumber: row.accountNumber,
          name: row.name,
          amountClp: valueClp,
        });
      }
      continue;
    }
    const sold = -row.units;
    const costUf =
      holding.units === 0n ? 0n : divide(holding.costUf * sold, holding.units, 'halfUp');
    holding.units -= sold;
    holding.costUf -= costUf;
    if (row.kind === 'rescate' && inYear(row.tradeDate, year)) {
      const adjustedCostClp = fromUf(costUf, row.tradeDate);
      redemptions.push({
        folio: row.folio,
        date: row.tradeDate,
        accountNumber: row.accountNumber,
        name: row.name,
        units: sold,
        valueClp,
        adjustedCostClp,
        gainClp: valueClp - adjustedCostClp,
      });
    }
  }
  return {
    year,
    redemptions,
    dividends,
    redeemedClp: sum(redemptions, (r) => r.valueClp),
    adjustedCostClp: sum(redemptions, (r) => r.adjustedCostClp),
    gainClp: sum(redemptions, (r) => r.gainClp),
    dividendsClp: sum(dividends, (d) => d.amountClp),
  };
}

export interface PensionMovement {
  folio: bigint;
  date: IsoDate;
  accountNumber: string;
  regime: 'A' | 'B';
  name: string;
  kind: 'aporte' | 'rescate';
  amountClp: bigint;
}

export interface PensionTaxYear {
  year: number;
  movements: PensionMovement[];
  contributionsAClp: bigint;
  contributionsBClp: bigint;
  withdrawalsClp: bigint;
}

/** Form 1899 of commercial year `year`: APV contributions by regime and withdrawals. */
export async function pensionTaxYear(
  db: Database,
  ownerRut: string,
  year: number,
): Promise<PensionTaxYear> {
  const rows = await movementsUntil(db, ownerRut, 'apv', `${year}-12-31`);
  const movements: PensionMovement[] = rows
    .filter(
      (row) => inYear(row.tradeDate, year) && (row.kind === 'aporte' || row.kind === 'rescate'),
    )
    .map((row) => ({
      folio: row.folio,
      date: row.tradeDate,
      accountNumber: row.accountNumber,
      // The database requires a regime on every APV account.
      regime: row.regime as 'A' | 'B',
      name: row.name,
      kind: row.kind as 'aporte' | 'rescate',
      amountClp: pesosOf(row),
    }));
  const contributions = (regime: 'A' | 'B') =>
    sum(
      movements.filter((m) => m.kind === 'aporte' && m.regime === regime),
      (m) => m.amountClp,
    );
  return {
    year,
    movements,
    contributionsAClp: contributions('A'),
    contributionsBClp: contributions('B'),
    withdrawalsClp: sum(
      movements.filter((m) => m.kind === 'rescate'),
      (m) => m.amountClp,
    ),
  };
}
