// An invoice's PDF: the issuer (the fund manager for management fees, the broker for brokerage),
// the folio, the client, the account and month, each line, net, VAT and total. Deterministic: its
// instant is the issue date.
import { invoices as contract } from '@inversiones/contract';
import { formatDisplayDate, formatMonth, formatRut } from '@inversiones/es-cl';
import { BROKER, FUND_MANAGER } from '../market/catalogue.ts';
import { santiagoInstant } from '../market/clock.ts';
import { createPdf } from '../pdf/pdf-base.ts';
import { pesos, Writer } from '../pdf/pdf-writer.ts';
import type { InvoiceRecord } from './invoices.ts';
import { invoicePdfMessages as m } from './messages.ts';

export async function invoicePdf(
  invoice: InvoiceRecord,
  owner: { name: string; rut: string },
): Promise<Uint8Array> {
  const issuer = invoice.type === 'administracion' ? FUND_MANAGER : BROKER;
  const { pdf, regular, bold } = await createPdf({
    title: m.title(invoice.folio),
    author: issuer,
    subject: m.subject,
    at: new Date(santiagoInstant(invoice.issuedOn, '09:00')),
  });
  const w = new Writer(pdf, regular, bold, m.none);
  w.y -= 12;
  w.text(issuer, 10, { bold: true });
  w.y -= 26;
  w.text(m.title(invoice.folio), 16, { bold: true });
  w.y -= 18;
  w.text(contract.invoiceTypeNames[invoice.type], 11);
  w.y -= 14;
  w.text(m.issued(formatDisplayDate(invoice.issuedOn)), 10);
  w.y -= 14;
  w.text(m.client(owner.name, formatRut(owner.rut)), 10);
  w.y -= 14;
  w.text(m.account(invoice.accountNumber, formatMonth(invoice.month)), 10);
  w.table(
    m.detail,
    [
      { header: m.description, width: 0.5 },
      { header: m.base, width: 0.25, align: 'right' },
      { header: m.amount, width: 0.25, align: 'right' },
    ],
    invoice.lines.map((line) => [line.description, pesos(line.baseClp), pesos(line.totalClp)]),
  );
  w.table(
    m.totals,
    [
      { header: m.concept, width: 0.75 },
      { header: m.amount, width: 0.25, align: 'right' },
    ],
    [
      [m.net, pesos(invoice.netClp)],
      [m.vat(contract.VAT_PERCENT), pesos(invoice.vatClp)],
      [m.total, pesos(invoice.totalClp)],
    ],
  );
  w.room(60);
  w.y -= 24;
  w.notes(m.notes[invoice.type]);
  return pdf.save({ useObjectStreams: false });
}
