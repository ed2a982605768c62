// A report's PDF: the statement machinery (summary, holdings, movements) arranged as each report
// type asks, for the period and profile. Deterministic: its instant is the period's last close.
import { reports as contract, statements } from '@inversiones/contract';
import { formatDisplayDate, formatRut } from '@inversiones/es-cl';
import { BROKER, FUND_MANAGER } from '../market/catalogue.ts';
import { santiagoInstant } from '../market/clock.ts';
import { createPdf } from '../pdf/pdf-base.ts';
import { Writer } from '../pdf/pdf-writer.ts';
import { statementPdfMessages } from '../statements/messages.ts';
import {
  writeHoldings,
  writeMovements,
  writeNotes,
  writeSummary,
} from '../statements/statement-pdf.ts';
import type { Statement } from '../statements/statement.ts';
import { reportPdfMessages as m } from './messages.ts';

/** What a report holds: its statements (one per product section), already built. */
export interface Report {
  type: contract.ReportType;
  from: string;
  to: string;
  statements: readonly Statement[];
  /** Another title than the type's (a patent certificate is a balance report of 31 December). */
  title?: string;
}

const BROKER_REPORTS: readonly contract.ReportType[] = ['corredora', 'ordenesEjecutadas'];

export async function reportPdf(
  report: Report,
  owner: { name: string; rut: string },
): Promise<Uint8Array> {
  const title = report.title ?? contract.reportTypeNames[report.type];
  const issuer = BROKER_REPORTS.includes(report.type) ? BROKER : FUND_MANAGER;
  const { pdf, regular, bold } = await createPdf({
    title: `${title} ${report.from} ${report.to}`,
    author: issuer,
    subject: m.subject,
    at: new Date(santiagoInstant(report.to, '23:59')),
  });
  const w = new Writer(pdf, regular, bold, statementPdfMessages.none);
  w.heading(issuer, title, [
    m.period(formatDisplayDate(report.from), formatDisplayDate(report.to)),
    m.client(owner.name, formatRut(owner.rut)),
  ]);
  const [first] = report.statements;
  switch (report.type) {
    case 'movimientos':
      if (first) writeMovements(w, first.movements);
      break;
    case 'saldos':
      if (first) {
        writeSummary(w, first);
        writeHoldings(w, first);
      }
      break;
    case 'ordenesEjecutadas':
      writeMovements(
        w,
        report.statements.flatMap((s) =>
          s.movements.filter((mv) => mv.kind === 'compra' || mv.kind === 'venta'),
        ),
        m.executedOrders,
      );
      break;
    default:
      for (const statement of report.statements) {
        if (report.statements.length > 1) {
          w.room(80);
          w.y -= 30;
          w.text(statements.statementScopeNames[statement.scope], 14, { bold: true });
        }
        writeSummary(w, statement);
        writeHoldings(w, statement);
        writeMovements(w, statement.movements);
      }
  }
  w.room(60);
  w.y -= 24;
  writeNotes(w);
  return pdf.save({ useObjectStreams: false });
}
