// The owner's fixed income and pactos as the contract carries them: values accrued at the stated
// rate to the clock's today, UF amounts in pesos at the UF of the day (balances) or of the
// movement's date (movements), all with the bigint helpers.
import type { fixedIncome, repos } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import { daysBetween, type IsoDate } from '../market/iso-date.ts';
import { currencyDecimals, toWireNumber } from '../market/money.ts';
import { wireMoney } from '../funds/wire-money.ts';
import {
  accruedValue,
  inPesos,
  movementsUntil,
  ufOn,
  type DebtCurrency,
  type DebtTerms,
} from './terms.ts';

interface Row {
  folio: string;
  code: string | null;
  instrument_type: fixedIncome.InstrumentType | null;
  issuer: string | null;
  currency: DebtCurrency;
  nominal: string;
  amount: string;
  rate: string;
  coupon_months: number | null;
  start_date: string;
  maturity_date: string;
}

const rowsOf = (db: Queryable, rut: string, kind: DebtTerms['kind']) =>
  db.query<Row>(
    `SELECT folio::text, code, instrument_type, issuer, currency, nominal::text, amount::text,
       rate::text, coupon_months,
       to_char(start_date, 'YYYY-MM-DD') AS start_date,
       to_char(maturity_date, 'YYYY-MM-DD') AS maturity_date
     FROM debt_instruments WHERE owner_rut = $1 AND kind = $2
     ORDER BY maturity_date, folio`,
    [rut, kind],
  );

const termsOf = (row: Row, kind: DebtTerms['kind']): DebtTerms => ({
  folio: row.folio,
  kind,
  currency: row.currency,
  nominal: BigInt(row.nominal),
  amount: BigInt(row.amount),
  rate: BigInt(row.rate),
  couponMonths: row.coupon_months,
  startDate: row.start_date,
  maturityDate: row.maturity_date,
});

/** Minor units of the instrument's currency on the wire: `{ amount, currency }`. */
const wireIn = (amount: bigint, currency: DebtCurrency) =>
  currency === 'UF'
    ? { amount: toWireNumber(amount, currencyDecimals.UF), currency: 'UF' as const }
    : wireMoney(amount, 'CLP');

/** In force on `today`: bought by then and not yet matured (a maturity's day pays it). */
const inForce = (terms: DebtTerms, today: IsoDate) =>
  terms.startDate <= today && terms.maturityDate > today;

export async function fixedIncomeBalances(
  db: Queryable,
  rut: string,
  today: IsoDate,
): Promise<fixedIncome.BalancesResponse> {
  let total = 0n;
  const posiciones = (await rowsOf(db, rut, 'rentaFija')).flatMap((row) => {
    const terms = termsOf(row, 'rentaFija');
    if (!inForce(terms, today)) return [];
    const value = accruedValue(terms, today);
    const pesos = inPesos(value, terms.currency, today);
    total += pesos;
    return [
      {
        folio: row.folio,
        nemo: row.code ?? '',
        tipo: row.instrument_type ?? 'DPF',
        emisor: row.issuer ?? '',
        nominal: wireIn(terms.nominal, terms.currency),
        tasa: toWireNumber(terms.rate, 4),
        fechaCompra: terms.startDate,
        fechaVencimiento: terms.maturityDate,
        diasAlVencimiento: daysBetween(today, terms.maturityDate),
        montoCompra: wireIn(terms.amount, terms.currency),
        valor: wireIn(value, terms.currency),
        valorPesos: wireMoney(pesos, 'CLP'),
      },
    ];
  });
  return {
    fecha: today,
    valorUF: toWireNumber(ufOn(today), 2),
    posiciones,
    totalPesos: wireMoney(total, 'CLP'),
  };
}

/** Newest first; on one date, by folio and then the order the terms produce them. */
const byDateDesc = <T extends { fecha: string; folio: string }>(a: T, b: T) =>
  a.fecha === b.fecha ? a.folio.localeCompare(b.folio) : a.fecha < b.fecha ? 1 : -1;

export async function fixedIncomeMovements(
  db: Queryable,
  rut: string,
  today: IsoDate,
  from: IsoDate,
  to: IsoDate,
): Promise<fixedIncome.MovementsResponse> {
  const movimientos = (await rowsOf(db, rut, 'rentaFija')).flatMap((row) => {
    const terms = termsOf(row, 'rentaFija');
    return movementsUntil(terms, today)
      .filter((move) => move.date >= from && move.date <= to)
      .map((move) => ({
        fecha: move.date,
        tipo: move.type as fixedIncome.MovementType,
        folio: row.folio,
        nemo: row.code ?? '',
        tipoInstrumento: row.instrument_type ?? 'DPF',
        monto: wireIn(move.amount, terms.currency),
        montoPesos: wireMoney(inPesos(move.amount, terms.currency, move.date), 'CLP'),
      }));
  });
  return { movimientos: movimientos.sort(byDateDesc) };
}

export async function repoBalances(
  db: Queryable,
  rut: string,
  today: IsoDate,
): Promise<repos.BalancesResponse> {
  let invested = 0n;
  let current = 0n;
  let final = 0n;
  const pactos = (await rowsOf(db, rut, 'pacto')).flatMap((row) => {
    const terms = termsOf(row, 'pacto');
    if (!inForce(terms, today)) return [];
    const atMaturity = accruedValue(terms, terms.maturityDate);
    const now = accruedValue(terms, today);
    invested += terms.amount;
    current += now;
    final += atMaturity;
    return [
      {
        folio: row.folio,
        fechaInicio: terms.startDate,
        fechaVencimiento: terms.maturityDate,
        dias: daysBetween(terms.startDate, terms.maturityDate),
        diasRestantes: daysBetween(today, terms.maturityDate),
        montoInvertido: wireMoney(terms.amount, 'CLP'),
        tasaMensual: toWireNumber(terms.rate, 4),
        montoFinal: wireMoney(atMaturity, 'CLP'),
        valorActual: wireMoney(now, 'CLP'),
      },
    ];
  });
  return {
    fecha: today,
    pactos,
    totalInvertido: wireMoney(invested, 'CLP'),
    totalActual: wireMoney(current, 'CLP'),
    totalFinal: wireMoney(final, 'CLP'),
  };
}

export async function repoMovements(
  db: Queryable,
  rut: string,
  today: IsoDate,
  from: IsoDate,
  to: IsoDate,
): Promise<repos.MovementsResponse> {
  const movimientos = (await rowsOf(db, rut, 'pacto')).flatMap((row) => {
    const terms = termsOf(row, 'pacto');
    return movementsUntil(terms, today)
      .filter((move) => move.date >= from && move.date <= to)
      .map((move) => ({
        fecha: move.date,
        tipo: move.type as repos.MovementType,
        folio: row.folio,
        tasaMensual: toWireNumber(terms.rate, 4),
        monto: wireMoney(move.amount, 'CLP'),
      }));
  });
  return { movimientos: movimientos.sort(byDateDesc) };
}
