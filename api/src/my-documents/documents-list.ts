// Every document a profile has received or signed, from where each lives: signed contracts, the
// receipts of its web operations, its monthly consolidated statements, its tax certificates and its
// invoices; each with the path its PDF downloads from. Dated by the day it was signed, operated or
// issued, newest first.
import type { myDocuments as contract } from '@inversiones/contract';
import {
  currencySpot,
  fundOperations,
  statements,
  taxCertificates,
  invoices as invoiceContract,
  wizard,
} from '@inversiones/contract';
import { formatDisplayDate, formatMonth, monthRange } from '@inversiones/es-cl';
import { CONFIRM_ACTION } from '../currency-spot/operations.ts';
import type { Database } from '../db/database.ts';
import { VOUCHER_ACTIONS } from '../fund-operations/vouchers.ts';
import { voucherFileName } from '../fund-operations/voucher-pdf.ts';
import { invoicesOf } from '../invoices/invoices.ts';
import { fromCompactDate, type IsoDate } from '../market/iso-date.ts';
import { catalogueDocument } from '../pdf/catalogue.ts';
import { wireDate } from '../pdf/document-status.ts';
import { signedRecords } from '../pdf/signatures.ts';
import { completeMonths } from '../statements/availability.ts';
import { issuedCertificates } from '../tax-certificates/certificates.ts';

type Doc = contract.MyDocument;

const within = (date: IsoDate, from: IsoDate, to: IsoDate) => date >= from && date <= to;

async function contracts(db: Database, rut: string): Promise<Doc[]> {
  return (await signedRecords(db, rut)).flatMap((record) => {
    const doc = catalogueDocument(record.key);
    if (!doc) return [];
    return [
      {
        id: `contrato-${record.key}`,
        type: 'contrato' as const,
        name: doc.nombre,
        description: `Firmado el ${formatDisplayDate(fromCompactDate(wireDate(record.signedAt)))}`,
        date: fromCompactDate(wireDate(record.signedAt)),
        path: wizard.documentPdfPath(record.key),
        fileName: `${record.key.toLowerCase().replace(/_/g, '-')}.pdf`,
      },
    ];
  });
}

const receiptNames: Readonly<Record<string, string>> = {
  'ffmm.invertir': 'Comprobante de inversión',
  'ffmm.rescatar': 'Comprobante de rescate',
  [CONFIRM_ACTION]: 'Comprobante de compra o venta de divisas',
};

async function receipts(db: Database, rut: string, from: IsoDate, to: IsoDate): Promise<Doc[]> {
  const rows = await db.query<{
    folio: string;
    action: string;
    trade_date: string;
    fund: string | null;
  }>(
    `SELECT o.folio::text, o.action, to_char(mv.trade_date, 'YYYY-MM-DD') AS trade_date,
            o.response->>'fundName' AS fund
     FROM operations o JOIN movements mv ON mv.folio = o.folio
     WHERE o.owner_rut = $1 AND o.action = ANY($2::text[])
       AND mv.trade_date BETWEEN $3::date AND $4::date`,
    [rut, [...VOUCHER_ACTIONS, CONFIRM_ACTION], from, to],
  );
  return rows.map((row) => {
    const fx = row.action === CONFIRM_ACTION;
    return {
      id: `comprobante-${row.folio}`,
      type: 'comprobante' as const,
      name: receiptNames[row.action] ?? 'Comprobante',
      description: row.fund ? `Folio ${row.folio} · ${row.fund}` : `Folio ${row.folio}`,
      date: row.trade_date,
      path: fx ? currencySpot.receiptPdfPath(row.folio) : fundOperations.voucherPdfPath(row.folio),
      fileName: fx ? currencySpot.receiptFileName(row.folio) : voucherFileName(row.folio),
    };
  });
}

function monthlyStatements(earliest: IsoDate, today: IsoDate, from: IsoDate, to: IsoDate): Doc[] {
  return completeMonths(earliest, today).flatMap((month) => {
    const range = monthRange(month);
    if (!within(range.to, from, to)) return [];
    const query = new URLSearchParams({
      fechaInicio: range.from.replaceAll('-', ''),
      fechaTermino: range.to.replaceAll('-', ''),
    });
    return [
      {
        id: `cartola-${month}`,
        type: 'cartola' as const,
        name: `${statements.statementScopeNames.consolidada} ${formatMonth(month)}`,
        description: `Del ${formatDisplayDate(range.from)} al ${formatDisplayDate(range.to)}`,
        date: range.to,
        path: `${statements.statementPdfPath('consolidada')}?${query}`,
        fileName: statements.statementFileName('consolidada', range.from, range.to),
      },
    ];
  });
}

async function certificates(
  db: Database,
  rut: string,
  today: IsoDate,
  historicYears: number,
  from: IsoDate,
  to: IsoDate,
): Promise<Doc[]> {
  const issued = await issuedCertificates(db, rut, today, historicYears);
  return issued
    .filter((issue) => within(issue.issuedOn, from, to))
    .map((issue) => {
      const query = new URLSearchParams({
        numeroCertificado: issue.certificateNumber,
        tipo: issue.type,
      });
      return {
        id: `certificado-${issue.taxYear}-${issue.form}`,
        type: 'certificado' as const,
        name: taxCertificates.taxFormNames[issue.form],
        description: `Año tributario ${issue.taxYear} · Formulario ${issue.form} · N° ${issue.certificateNumber}`,
        date: issue.issuedOn,
        path: `${taxCertificates.certificatePdfPath(issue)}?${query}`,
        fileName: taxCertificates.certificateFileName(issue),
      };
    });
}

async function invoices(
  db: Database,
  rut: string,
  today: IsoDate,
  from: IsoDate,
  to: IsoDate,
): Promise<Doc[]> {
  const docs: Doc[] = [];
  // An invoice is issued the month after its fees: a period's invoices are of its years or the one before.
  for (let year = Number(from.slice(0, 4)) - 1; year <= Number(to.slice(0, 4)); year++) {
    for (const invoice of await invoicesOf(db, rut, year, today)) {
      if (!within(invoice.issuedOn, from, to)) continue;
      docs.push({
        id: `factura-${invoice.key}`,
        type: 'factura',
        name: `Factura electrónica N° ${invoice.folio}`,
        description: `${invoiceContract.invoiceTypeNames[invoice.type]} · ${formatMonth(invoice.month)} · Cuenta ${invoice.accountNumber}`,
        date: invoice.issuedOn,
        path: invoiceContract.invoicePdfPath(invoice.key),
        fileName: invoiceContract.invoiceFileName(invoice),
      });
    }
  }
  return docs;
}

export interface DocumentQuery {
  rut: string;
  today: IsoDate;
  earliest: IsoDate;
  historicYears: number;
  from: IsoDate;
  to: IsoDate;
  type?: contract.MyDocumentType | undefined;
}

/** The profile's documents of `type` (all types when absent) dated in [from, to], newest first. */
export async function listDocuments(db: Database, q: DocumentQuery): Promise<Doc[]> {
  const wanted = (type: contract.MyDocumentType) => q.type === undefined || q.type === type;
  const lists = await Promise.all([
    wanted('contrato')
      ? contracts(db, q.rut).then((docs) => docs.filter((d) => within(d.date, q.from, q.to)))
      : [],
    wanted('comprobante') ? receipts(db, q.rut, q.from, q.to) : [],
    wanted('cartola') ? monthlyStatements(q.earliest, q.today, q.from, q.to) : [],
    wanted('certificado') ? certificates(db, q.rut, q.today, q.historicYears, q.from, q.to) : [],
    wanted('factura') ? invoices(db, q.rut, q.today, q.from, q.to) : [],
  ]);
  return lists.flat().sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
