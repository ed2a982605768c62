// A statement's PDF: the client and period, the reconciliation (opening, contributions, result,
// closing, return), the holdings at both ends and every movement, in tables that continue on new
// pages. Deterministic: the same statement gives the same bytes.
import { movementKindNames, statements as contract } from '@inversiones/contract';
import { formatDisplayDate, formatPercent, formatRut } from '@inversiones/es-cl';
import { wireRate } from '../dashboard/profitability-view.ts';
import { BROKER, FUND_MANAGER } from '../market/catalogue.ts';
import { santiagoInstant } from '../market/clock.ts';
import { createPdf } from '../pdf/pdf-base.ts';
import { money, pesos, units, Writer } from '../pdf/pdf-writer.ts';
import { statementPdfMessages as m } from './messages.ts';
import type { Statement } from './statement.ts';

const issuerOf = (scope: contract.StatementScope) =>
  scope === 'ffmm' || scope === 'apv' ? FUND_MANAGER : BROKER;

export async function statementPdf(
  statement: Statement,
  owner: { name: string; rut: string },
): Promise<Uint8Array> {
  const title = contract.statementScopeNames[statement.scope];
  // The document's instant: the close of the period's last day, never the clock's.
  const at = new Date(santiagoInstant(statement.to, '23:59'));
  const { pdf, regular, bold } = await createPdf({
    title: `${m.title(title)} ${statement.from} ${statement.to}`,
    author: issuerOf(statement.scope),
    subject: m.subject,
    at,
  });
  const w = new Writer(pdf, regular, bold, m.none);
  const from = formatDisplayDate(statement.from);
  const to = formatDisplayDate(statement.to);
  const opening = formatDisplayDate(statement.openingDate);

  w.y -= 12;
  w.text(issuerOf(statement.scope), 10, { bold: true });
  w.y -= 26;
  w.text(m.title(title), 18, { bold: true });
  w.y -= 18;
  w.text(m.period(from, to), 10);
  w.y -= 14;
  w.text(m.client(owner.name, formatRut(owner.rut)), 10);

  w.table(
    m.summary,
    [
      { header: m.concept, width: 0.7 },
      { header: m.amount, width: 0.3, align: 'right' },
    ],
    [
      [m.opening(opening), pesos(statement.openingClp)],
      [m.contributions, pesos(statement.netContributionsClp)],
      [m.result, pesos(statement.resultClp)],
      [m.closing(to), pesos(statement.closingClp)],
      [
        m.profitability,
        statement.rate === null
          ? m.notApplicable
          : formatPercent(wireRate(statement.rate), { decimals: 2 }),
      ],
    ],
  );

  w.table(
    m.holdings,
    [
      { header: m.account, width: 0.11 },
      { header: m.instrument, width: 0.27 },
      { header: m.openingUnits, width: 0.15, align: 'right' },
      { header: m.closingUnits, width: 0.15, align: 'right' },
      { header: m.closingValue, width: 0.16, align: 'right' },
      { header: m.closingValueClp, width: 0.16, align: 'right' },
    ],
    statement.lines.map((line) => [
      line.accountNumber,
      line.name,
      units(line.openingUnits),
      units(line.closingUnits),
      money(line.closingValue, line.currency),
      pesos(line.closingValueClp),
    ]),
  );

  w.table(
    m.movements,
    [
      { header: m.date, width: 0.12 },
      { header: m.folio, width: 0.1 },
      { header: m.account, width: 0.12 },
      { header: m.instrument, width: 0.28 },
      { header: m.kind, width: 0.12 },
      { header: m.units, width: 0.12, align: 'right' },
      { header: m.amount, width: 0.14, align: 'right' },
    ],
    statement.movements.map((movement) => [
      formatDisplayDate(movement.tradeDate),
      movement.folio.toString(),
      movement.accountNumber,
      movement.name,
      movementKindNames[movement.kind],
      units(movement.units),
      money(movement.amount, movement.currency),
    ]),
  );

  w.room(60);
  w.y -= 24;
  w.notes(m.notes);
  return pdf.save({ useObjectStreams: false });
}
