// The invoices of the fees the firm charges a client, derived from the ledger on read (never kept
// in one process): a management fee invoice per fund or APV account and month, for the fee the
// series charged on the month-end holdings; a brokerage invoice per stock account and month, for
// the commissions of its trades. Issued on the first business day after the month.
import { invoices as contract } from '@inversiones/contract';
import { monthRange } from '@inversiones/es-cl';
import type { Database } from '../db/database.ts';
import { listAccounts, type LedgerAccount } from '../ledger/accounts.ts';
import { cachedHoldingsOn } from '../ledger/cached-holdings.ts';
import { businessDayOnOrAfter } from '../market/calendar.ts';
import { findSeries } from '../market/catalogue.ts';
import { addDays, daysBetween, type IsoDate } from '../market/iso-date.ts';
import { divide } from '../market/money.ts';
import { FIRST_CLOSE } from '../market/prices.ts';

export interface InvoiceLine {
  description: string;
  /** The base the fee applies to (month-end value, or the trade's amount), pesos. */
  baseClp: bigint;
  /** VAT included, pesos. */
  totalClp: bigint;
}

export interface InvoiceRecord {
  key: string;
  folio: string;
  type: contract.InvoiceType;
  month: string;
  issuedOn: IsoDate;
  accountNumber: string;
  netClp: bigint;
  vatClp: bigint;
  totalClp: bigint;
  lines: InvoiceLine[];
}

export interface InvoiceYears {
  firstYear: number | null;
  lastYear: number | null;
}

const digits = (accountNumber: string) => accountNumber.replace(/\D/g, '');
const pad = (n: number) => String(n).padStart(2, '0');

/** The day a month's invoices are issued. */
const issueDateOf = (month: string): IsoDate =>
  businessDayOnOrAfter(addDays(monthRange(month).to, 1));

/** A fee's total (VAT included) split into net and VAT: net = total / 1,19, rounded half up. */
function splitVat(totalClp: bigint): { netClp: bigint; vatClp: bigint } {
  const netClp = divide(totalClp * 100n, BigInt(100 + contract.VAT_PERCENT), 'halfUp');
  return { netClp, vatClp: totalClp - netClp };
}

function invoiceOf(
  type: contract.InvoiceType,
  account: LedgerAccount,
  month: string,
  lines: InvoiceLine[],
): InvoiceRecord {
  const totalClp = lines.reduce((sum, line) => sum + line.totalClp, 0n);
  const [year, mm] = month.split('-') as [string, string];
  return {
    key: `${type === 'administracion' ? 'FA' : 'FC'}-${digits(account.number)}-${year}${mm}`,
    // Unique per issuer: the month, the type and the account (an account has one owner).
    folio: `${year.slice(2)}${mm}${type === 'administracion' ? '1' : '2'}${digits(account.number)}`,
    type,
    month,
    issuedOn: issueDateOf(month),
    accountNumber: account.number,
    totalClp,
    ...splitVat(totalClp),
    lines,
  };
}

/** The months of `year` whose invoices were issued by `today`, from the account's opening. */
function issuedMonths(year: number, today: IsoDate, openedOn: IsoDate): string[] {
  const months: string[] = [];
  for (let m = 1; m <= 12; m++) {
    const month = `${year}-${pad(m)}`;
    if (monthRange(month).to < openedOn || monthRange(month).to < FIRST_CLOSE) continue;
    if (issueDateOf(month) > today) break;
    months.push(month);
  }
  return months;
}

/** The years with invoices: from the first fee-paying account's opening to today's issues. */
export async function invoiceYears(
  db: Database,
  ownerRut: string,
  today: IsoDate,
  historicYears: number,
): Promise<InvoiceYears> {
  const accounts = (await listAccounts(db, ownerRut)).filter((a) => a.product !== 'ccm');
  const opened = accounts.map((a) => a.openedOn).sort()[0];
  if (!opened) return { firstYear: null, lastYear: null };
  const currentYear = Number(today.slice(0, 4));
  const lastYear = issueDateOf(`${currentYear}-01`) <= today ? currentYear : currentYear - 1;
  const firstYear = Math.max(Number(opened.slice(0, 4)), currentYear - historicYears, 2019);
  return firstYear > lastYear ? { firstYear: null, lastYear: null } : { firstYear, lastYear };
}

/** Management fees: per fund or APV account and month, the series' yearly fee on the month-end value. */
async function managementInvoices(
  db: Database,
  ownerRut: string,
  accounts: readonly LedgerAccount[],
  year: number,
  today: IsoDate,
): Promise<InvoiceRecord[]> {
  const feeAccounts = accounts.filter((a) => a.product === 'ffmm' || a.product === 'apv');
  const months = [
    ...new Set(feeAccounts.flatMap((a) => issuedMonths(year, today, a.openedOn))),
  ].sort();
  if (months.length === 0) return [];
  const holdingsByMonth = await cachedHoldingsOn(
    db,
    ownerRut,
    months.map((month) => monthRange(month).to),
  );
  const invoices: InvoiceRecord[] = [];
  months.forEach((month, i) => {
    const { from, to } = monthRange(month);
    const days = BigInt(daysBetween(from, to) + 1);
    for (const account of feeAccounts) {
      if (!issuedMonths(year, today, account.openedOn).includes(month)) continue;
      const lines: InvoiceLine[] = [];
      for (const holding of holdingsByMonth[i] ?? []) {
        if (holding.accountNumber !== account.number || holding.units <= 0n) continue;
        const series = findSeries(holding.instrumentId)?.series;
        if (!series) continue;
        const totalClp = divide(
          holding.valueClp * BigInt(series.feeBps) * days,
          10_000n * 365n,
          'halfUp',
        );
        if (totalClp > 0n) {
          lines.push({ description: holding.instrumentName, baseClp: holding.valueClp, totalClp });
        }
      }
      if (lines.length > 0) invoices.push(invoiceOf('administracion', account, month, lines));
    }
  });
  return invoices;
}

/** Brokerage fees: per stock account and month, the commissions of its trades. */
async function brokerageInvoices(
  db: Database,
  accounts: readonly LedgerAccount[],
  year: number,
  today: IsoDate,
): Promise<InvoiceRecord[]> {
  const stockAccounts = accounts.filter((a) => a.product === 'acciones');
  if (stockAccounts.length === 0) return [];
  const rows = await db.query<{ number: string; month: string; name: string; amount: string }>(
    `SELECT a.number, to_char(m.trade_date, 'YYYY-MM') AS month, i.name, SUM(m.amount)::text AS amount
     FROM movements m
     JOIN ledger_accounts a ON a.id = m.account_id
     JOIN instruments i ON i.id = m.instrument_id
     WHERE a.id = ANY($1::int[]) AND m.kind = 'comision' AND m.status <> 'anulado'
       AND m.trade_date BETWEEN $2::date AND $3::date
     GROUP BY a.number, month, i.name ORDER BY a.number, month, i.name`,
    [stockAccounts.map((a) => a.id), `${year}-01-01`, `${year}-12-31`],
  );
  const invoices: InvoiceRecord[] = [];
  for (const account of stockAccounts) {
    for (const month of issuedMonths(year, today, account.openedOn)) {
      const lines = rows
        .filter((r) => r.number === account.number && r.month === month)
        .map((r) => ({
          description: r.name,
          baseClp: BigInt(r.amount),
          totalClp: BigInt(r.amount),
        }));
      if (lines.length > 0) invoices.push(invoiceOf('corretaje', account, month, lines));
    }
  }
  return invoices;
}

/** The invoices of `year` issued to `ownerRut` by `today`, newest first. */
export async function invoicesOf(
  db: Database,
  ownerRut: string,
  year: number,
  today: IsoDate,
): Promise<InvoiceRecord[]> {
  const accounts = await listAccounts(db, ownerRut);
  const all = [
    ...(await managementInvoices(db, ownerRut, accounts, year, today)),
    ...(await brokerageInvoices(db, accounts, year, today)),
  ];
  return all.sort((a, b) => b.month.localeCompare(a.month) || a.key.localeCompare(b.key));
}

/** The year a key names (`FA-10023401-202510` → 2025), or null for a malformed key. */
export function yearOfKey(key: string): number | null {
  const match = /^F[AC]-\d{1,12}-(\d{4})(0[1-9]|1[0-2])$/.exec(key);
  return match ? Number(match[1]) : null;
}
