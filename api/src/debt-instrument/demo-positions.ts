// The demo client's fixed income and pactos, relative to the seed's today so the demo always has
// a Banco Central bond in UF paying coupons, two time deposits (pesos and UF) running, a Tesorería
// bond already repaid with its coupons, one pacto matured with its movements and one running.
// Valentina, Ignacia and the others have none (the pages' empty states).
import type { Queryable } from '../db/database.ts';
import { CAMILA } from '../ledger/demo-ledger.ts';
import { businessDayOnOrAfter, businessDayOnOrBefore } from '../market/calendar.ts';
import { addDays, type IsoDate } from '../market/iso-date.ts';
import { addMonths, type DebtCurrency } from './terms.ts';

export interface DebtRow {
  folio: string;
  ownerRut: string;
  kind: 'rentaFija' | 'pacto';
  code: string | null;
  instrumentType: string | null;
  issuer: string | null;
  currency: DebtCurrency;
  nominal: bigint;
  amount: bigint;
  /** Percent with 4 decimals: annual (renta fija) or monthly (pacto). */
  rate: bigint;
  couponMonths: number | null;
  startDate: IsoDate;
  maturityDate: IsoDate;
}

/** MMYY of a date, as the exchange's codes carry the maturity (BCU0300530: 3 %, May 2030: BCU, 03, 0, MMYY). */
const mmyy = (date: IsoDate) => `${date.slice(5, 7)}${date.slice(2, 4)}`;
/** DDMMYY of a date, as a time deposit's code carries it (FNBCH-281226). */
const ddmmyy = (date: IsoDate) => `${date.slice(8, 10)}${mmyy(date)}`;

/** The demo rows for `today` (the seed's market date). */
export function demoDebtRows(today: IsoDate): DebtRow[] {
  const start = (days: number) => businessDayOnOrBefore(addDays(today, -days));
  const due = (from: IsoDate, days: number) => businessDayOnOrAfter(addDays(from, days));
  // BCU: UF 1.000 at par, 3 % a year, coupons every 6 months, 5 years.
  const bcuStart = start(380);
  const bcuDue = addMonths(bcuStart, 60);
  // BTP: $ 10.000.000 at par, 6 % a year, coupons every 6 months, repaid 120 days ago.
  const btpDue = start(120);
  const btpStart = addMonths(btpDue, -18);
  // DPF in pesos: 90 days at 5,4 % a year; DPF in UF: 365 days at 2,1 %.
  const dpfStart = start(60);
  const dpfDue = due(dpfStart, 90);
  const dpfUfStart = start(200);
  const dpfUfDue = due(dpfUfStart, 365);
  // Pactos: one of 35 days matured 40 days ago; one of 30 days started 10 days ago.
  const pastStart = start(75);
  const liveStart = start(10);
  const rentaFija = {
    ownerRut: CAMILA,
    kind: 'rentaFija' as const,
  };
  const pacto = {
    ownerRut: CAMILA,
    kind: 'pacto' as const,
    code: null,
    instrumentType: null,
    issuer: null,
    currency: 'CLP' as const,
    couponMonths: null,
  };
  return [
    {
      ...rentaFija,
      folio: '910100',
      code: `BTP060${mmyy(btpDue)}`,
      instrumentType: 'BTP',
      issuer: 'Tesorería General de la República',
      currency: 'CLP',
      nominal: 10_000_000n,
      amount: 10_000_000n,
      rate: 60_000n,
      couponMonths: 6,
      startDate: btpStart,
      maturityDate: btpDue,
    },
    {
      ...rentaFija,
      folio: '910101',
      code: `BCU030${mmyy(bcuDue)}`,
      instrumentType: 'BCU',
      issuer: 'Banco Central de Chile',
      currency: 'UF',
      nominal: 100_000n,
      amount: 100_000n,
      rate: 30_000n,
      couponMonths: 6,
      startDate: bcuStart,
      maturityDate: bcuDue,
    },
    {
      ...rentaFija,
      folio: '910102',
      code: `FNBCH-${ddmmyy(dpfDue)}`,
      instrumentType: 'DPF',
      issuer: 'Banco de Chile',
      currency: 'CLP',
      nominal: 25_000_000n,
      amount: 25_000_000n,
      rate: 54_000n,
      couponMonths: null,
      startDate: dpfStart,
      maturityDate: dpfDue,
    },
    {
      ...rentaFija,
      folio: '910103',
      code: `FUSAN-${ddmmyy(dpfUfDue)}`,
      instrumentType: 'DPF',
      issuer: 'Banco Santander-Chile',
      currency: 'UF',
      nominal: 50_000n,
      amount: 50_000n,
      rate: 21_000n,
      couponMonths: null,
      startDate: dpfUfStart,
      maturityDate: dpfUfDue,
    },
    {
      ...pacto,
      folio: '930201',
      nominal: 15_000_000n,
      amount: 15_000_000n,
      rate: 4_200n,
      startDate: pastStart,
      maturityDate: due(pastStart, 35),
    },
    {
      ...pacto,
      folio: '930202',
      nominal: 20_000_000n,
      amount: 20_000_000n,
      rate: 3_800n,
      startDate: liveStart,
      maturityDate: due(liveStart, 30),
    },
  ];
}

/** Inserts the demo instruments not yet there. */
export async function seedDemoDebt(db: Queryable, today: IsoDate): Promise<void> {
  for (const row of demoDebtRows(today)) {
    await db.query(
      `INSERT INTO debt_instruments (folio, owner_rut, kind, code, instrument_type, issuer,
         currency, nominal, amount, rate, coupon_months, start_date, maturity_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (folio) DO NOTHING`,
      [
        row.folio,
        row.ownerRut,
        row.kind,
        row.code,
        row.instrumentType,
        row.issuer,
        row.currency,
        row.nominal.toString(),
        row.amount.toString(),
        row.rate.toString(),
        row.couponMonths,
        row.startDate,
        row.maturityDate,
      ],
    );
  }
}
