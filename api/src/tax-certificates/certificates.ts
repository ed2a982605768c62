// Which tax certificates a client has: one per form and commercial year in which the client held an
// account of the form's product, issued on the last business day of February of the tax year
// (before the March tax-return season), within the API's historic limit in years.
import type { taxCertificates as contract } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import { listAccounts, type LedgerAccount } from '../ledger/accounts.ts';
import { previousBusinessDay } from '../market/calendar.ts';
import { isoDate, type IsoDate } from '../market/iso-date.ts';
import { FIRST_CLOSE } from '../market/prices.ts';

const productOfForm = { '1894': 'ffmm', '1899': 'apv' } as const;

export interface CertificateIssue {
  taxYear: number;
  commercialYear: number;
  form: contract.TaxForm;
  certificateNumber: string;
  type: 'original';
  issuedOn: IsoDate;
}

/** The day certificates of tax year `taxYear` are issued. */
export const issueDate = (taxYear: number): IsoDate => previousBusinessDay(isoDate(taxYear, 3, 1));

/**
 * The certificate's number: the form's first account number without its dash, unique per issuer,
 * form and year (an account has one owner).
 */
const numberOf = (account: LedgerAccount) => account.number.replace(/\D/g, '');

/** Every certificate issued to `ownerRut` up to `today`, newest year first, then by form. */
export async function issuedCertificates(
  db: Database,
  ownerRut: string,
  today: IsoDate,
  historicYears: number,
): Promise<CertificateIssue[]> {
  const accounts = await listAccounts(db, ownerRut);
  const currentYear = Number(today.slice(0, 4));
  const firstMarketYear = Number(FIRST_CLOSE.slice(0, 4));
  const issued: CertificateIssue[] = [];
  for (let taxYear = currentYear; taxYear > currentYear - historicYears; taxYear--) {
    const commercialYear = taxYear - 1;
    if (commercialYear < firstMarketYear || issueDate(taxYear) > today) continue;
    for (const form of ['1894', '1899'] as const) {
      const account = accounts.find(
        (a) => a.product === productOfForm[form] && a.openedOn <= `${commercialYear}-12-31`,
      );
      if (!account) continue;
      issued.push({
        taxYear,
        commercialYear,
        form,
        certificateNumber: numberOf(account),
        type: 'original',
        issuedOn: issueDate(taxYear),
      });
    }
  }
  return issued;
}
