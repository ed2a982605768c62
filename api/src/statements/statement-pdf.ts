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

/** The reconciliation: opening, net contributions, result, closing and the return. */
export function writeSummary(w: Writer, statement: Statement) {
  w.table(
    m.summary,
    [
      { header: m.concept, width: 0.7 },
      { header: m.amount, width: 0.3, align: 'right' },
    ],
    [
      [m.opening(formatDisplayDate(statement.openingDate)), pesos(statement.openingClp)],
      [m.contributions, pesos(statement.netContributionsClp)],
      [m.result, pesos(statement.resultClp)],
      [m.closing(formatDisplayDate(statement.to)), pesos(statement.closingClp)],
      [
        m.profitability,
        statement.rate === null
          ? m.notApplicable
          : formatPercent(wireRate(statement.rate), { decimals: 2 }),
      ],
    ],
  );
}

/** Each holding at the period's start and end. */
export function writeHoldings(w: Writer, statement: Statement) {
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
}

/** The period's movements (or those `rows` keeps) under `title`. */
export function writeMovements(
  w: Writer,
  rows: Statement['movements'],
  title: string = m.movements,
) {
  w.table(
    title,
    [
      { header: m.date, width: 0.12 },
      { header: m.folio, width: 0.1 },
      { header: m.account, width: 0.12 },
      { header: m.instrument, width: 0.28 },
      { header: m.kind, width: 0.12 },
      { header: m.units, width: 0.12, align: 'right' },
      { header: m.amount, width: 0.14, align: 'right' },
    ],
    rows.map((movement) => [
      formatDisplayDate(movement.tradeDate),
      movement.folio.toString(),
      movement.accountNumber,
      movement.name,
      movementKindNames[movement.kind],
      units(movement.units),
      money(movement.amount, movement.currency),
    ]),
  );
}

/** The statement's notes: how its figures are computed. */
export function writeNotes(w: Writer) {
  w.room(60);
  w.y -= 24;
  w.notes(m.notes);
}

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
  w.heading(issuerOf(statement.scope), m.title(title), [
    m.period(formatDisplayDate(statement.from), formatDisplayDate(statement.to)),
    m.client(owner.name, formatRut(owner.rut)),
  ]);

  writeSummary(w, statement);
  writeHoldings(w, statement);
  writeMovements(w, statement.movements);
  writeNotes(w);
  return pdf.save({ useObjectStreams: false });
}
