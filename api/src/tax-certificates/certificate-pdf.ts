// A tax certificate's PDF: the issuer, the certificate's number, type and years, the taxpayer, the
// totals to declare and every movement behind them, with how they were computed. Deterministic:
// the document's instant is its issue date, never the clock's.
import { taxCertificates as contract } from '@inversiones/contract';
import { formatDisplayDate, formatRut } from '@inversiones/es-cl';
import { santiagoInstant } from '../market/clock.ts';
import { FUND_MANAGER } from '../market/catalogue.ts';
import { createPdf } from '../pdf/pdf-base.ts';
import { pesos, units, Writer } from '../pdf/pdf-writer.ts';
import type { CertificateIssue } from './certificates.ts';
import { certificatePdfMessages as m } from './messages.ts';
import type { FundTaxYear, PensionTaxYear } from './tax-figures.ts';

export type CertificateContent =
  | { form: '1894'; issue: CertificateIssue; figures: FundTaxYear }
  | { form: '1899'; issue: CertificateIssue; figures: PensionTaxYear };

const amountColumns = [
  { header: m.concept, width: 0.7 },
  { header: m.amount, width: 0.3, align: 'right' as const },
];

export async function certificatePdf(
  content: CertificateContent,
  owner: { name: string; rut: string },
): Promise<Uint8Array> {
  const { issue } = content;
  const title = contract.taxFormNames[issue.form];
  const { pdf, regular, bold } = await createPdf({
    title: `${title} AT ${issue.taxYear}`,
    author: FUND_MANAGER,
    subject: m.subject,
    at: new Date(santiagoInstant(issue.issuedOn, '09:00')),
  });
  const w = new Writer(pdf, regular, bold, m.none);
  w.y -= 12;
  w.text(FUND_MANAGER, 10, { bold: true });
  w.y -= 26;
  w.text(title, 16, { bold: true });
  w.y -= 18;
  w.text(
    m.number(issue.form, issue.certificateNumber, contract.certificateTypeNames[issue.type]),
    10,
  );
  w.y -= 14;
  w.text(m.years(issue.taxYear, issue.commercialYear), 10);
  w.y -= 14;
  w.text(m.client(owner.name, formatRut(owner.rut)), 10);
  w.y -= 14;
  w.text(m.issued(formatDisplayDate(issue.issuedOn)), 10, { muted: true });

  if (content.form === '1894') {
    const f = content.figures;
    w.table(m.summary, amountColumns, [
      [m.redeemed, pesos(f.redeemedClp)],
      [m.adjustedCost, pesos(f.adjustedCostClp)],
      [m.gain, pesos(f.gainClp)],
      [m.dividends, pesos(f.dividendsClp)],
    ]);
    w.table(
      m.redemptions,
      [
        { header: m.date, width: 0.11 },
        { header: m.folio, width: 0.08 },
        { header: m.fund, width: 0.27 },
        { header: m.units, width: 0.13, align: 'right' },
        { header: m.value, width: 0.14, align: 'right' },
        { header: m.cost, width: 0.14, align: 'right' },
        { header: m.result, width: 0.13, align: 'right' },
      ],
      f.redemptions.map((r) => [
        formatDisplayDate(r.date),
        r.folio.toString(),
        r.name,
        units(r.units),
        pesos(r.valueClp),
        pesos(r.adjustedCostClp),
        pesos(r.gainClp),
      ]),
    );
    w.table(
      m.dividendRows,
      [
        { header: m.date, width: 0.14 },
        { header: m.folio, width: 0.12 },
        { header: m.account, width: 0.14 },
        { header: m.fund, width: 0.4 },
        { header: m.amount, width: 0.2, align: 'right' },
      ],
      f.dividends.map((d) => [
        formatDisplayDate(d.date),
        d.folio.toString(),
        d.accountNumber,
        d.name,
        pesos(d.amountClp),
      ]),
    );
  } else {
    const f = content.figures;
    w.table(m.summary, amountColumns, [
      [m.contributionsA, pesos(f.contributionsAClp)],
      [m.contributionsB, pesos(f.contributionsBClp)],
      [m.withdrawals, pesos(f.withdrawalsClp)],
    ]);
    w.table(
      m.movements,
      [
        { header: m.date, width: 0.13 },
        { header: m.folio, width: 0.1 },
        { header: m.account, width: 0.13 },
        { header: m.fund, width: 0.32 },
        { header: m.regime, width: 0.08 },
        { header: m.kind, width: 0.1 },
        { header: m.amount, width: 0.14, align: 'right' },
      ],
      f.movements.map((p) => [
        formatDisplayDate(p.date),
        p.folio.toString(),
        p.accountNumber,
        p.name,
        p.regime,
        p.kind === 'aporte' ? m.contribution : m.withdrawal,
        pesos(p.amountClp),
      ]),
    );
  }
  w.room(60);
  w.y -= 24;
  w.notes(content.form === '1894' ? m.notes1894 : m.notes1899);
  return pdf.save({ useObjectStreams: false });
}
