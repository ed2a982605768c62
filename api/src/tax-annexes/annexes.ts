// Patent certificates and tax annexes: one of each per commercial year in which the profile held
// an account, within the historic limit. The patent certificate (investments at 31 December, for
// the municipal business licence) is issued the first business day of the next year; the tax
// annex (every movement of the year) with the tax certificates, at the end of February.
import type { taxAnnexes as contract } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import { listAccounts } from '../ledger/accounts.ts';
import { businessDayOnOrAfter } from '../market/calendar.ts';
import { isoDate, type IsoDate } from '../market/iso-date.ts';
import { FIRST_CLOSE } from '../market/prices.ts';
import { issueDate } from '../tax-certificates/certificates.ts';

const PREFIX: Readonly<Record<contract.AnnexType, string>> = { patente: 'PAT', anexo: 'ANX' };

export const titleOf = (type: contract.AnnexType, year: number) =>
  type === 'patente'
    ? `Certificado de inversiones para patente municipal ${year}`
    : `Anexo tributario AT ${year + 1} (año comercial ${year})`;

const issuedOn = (type: contract.AnnexType, year: number): IsoDate =>
  type === 'patente' ? businessDayOnOrAfter(isoDate(year + 1, 1, 2)) : issueDate(year + 1);

/** The profile's documents of `type` issued by `today`, newest first. */
export async function annexDocuments(
  db: Database,
  rut: string,
  type: contract.AnnexType,
  today: IsoDate,
  historicYears: number,
): Promise<contract.AnnexDocument[]> {
  const opened = (await listAccounts(db, rut)).map((a) => a.openedOn).sort()[0];
  if (!opened) return [];
  const currentYear = Number(today.slice(0, 4));
  const first = Math.max(Number(opened.slice(0, 4)), Number(FIRST_CLOSE.slice(0, 4)));
  const documents: contract.AnnexDocument[] = [];
  for (let year = currentYear - 1; year >= first && year >= currentYear - historicYears; year--) {
    const issued = issuedOn(type, year);
    if (issued > today) continue;
    documents.push({
      key: `${PREFIX[type]}-${year}`,
      type,
      title: titleOf(type, year),
      year,
      issuedOn: issued,
    });
  }
  return documents;
}

/** The type a key names (`PAT-2025` → patente), or null. */
export function typeOfKey(key: string): contract.AnnexType | null {
  if (/^PAT-\d{4}$/.test(key)) return 'patente';
  if (/^ANX-\d{4}$/.test(key)) return 'anexo';
  return null;
}
