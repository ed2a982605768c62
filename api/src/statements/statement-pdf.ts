// A statement's PDF: the client and period, the reconciliation (opening, contributions, result,
// closing, return), the holdings at both ends and every movement, in tables that continue on new
// pages. Deterministic: the same statement gives the same bytes.
import { movementKindNames, statements as contract } from '@inversiones/contract';
import {
  formatCurrency,
  formatDisplayDate,
  formatNumber,
  formatPercent,
  formatRut,
} from '@inversiones/es-cl';
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { wireRate } from '../dashboard/profitability-view.ts';
import { BROKER, FUND_MANAGER } from '../market/catalogue.ts';
import { toWireNumber, currencyDecimals, type Currency } from '../market/money.ts';
import { santiagoInstant } from '../market/clock.ts';
import { createPdf, MARGIN, PAGE, wrap } from '../pdf/pdf-base.ts';
import { statementPdfMessages as m } from './messages.ts';
import type { Statement } from './statement.ts';

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.44);
const RULE = rgb(0.75, 0.78, 0.82);
const WIDTH = PAGE.width - 2 * MARGIN;

/** Helvetica's WinAnsi has no U+2212 (the es-CL minus) nor a no-break space: plain ones. */
const plain = (text: string) => text.replaceAll('\u2212', '-').replaceAll('\u00a0', ' ');

const money = (minor: bigint, currency: Currency) =>
  formatCurrency(toWireNumber(minor, currencyDecimals[currency]), currency);
const pesos = (minor: bigint) => money(minor, 'CLP');
const units = (value: bigint) => formatNumber(toWireNumber(value, 4), 4);

interface Column {
  header: string;
  /** Share of the page's width. */
  width: number;
  align?: 'right';
}

/** Draws page by page: text, rules, and tables whose header repeats on each new page. */
class Writer {
  page: PDFPage;
  y = PAGE.height - MARGIN;

  constructor(
    private readonly pdf: Awaited<ReturnType<typeof createPdf>>['pdf'],
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }

  /** A new page when `height` more points would not fit; true when it started one. */
  room(height: number): boolean {
    if (this.y - height >= MARGIN) return false;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    return true;
  }

  text(text: string, size: number, options: { bold?: boolean; x?: number; muted?: boolean } = {}) {
    this.page.drawText(plain(text), {
      x: options.x ?? MARGIN,
      y: this.y,
      size,
      font: options.bold ? this.bold : this.regular,
      color: options.muted ? MUTED : INK,
    });
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }

  /** One row of cells: clipped to its column (a long name is shortened, never overlaps). */
  row(columns: readonly Column[], cells: readonly string[], size: number, bold = false) {
    const font = bold ? this.bold : this.regular;
    let x = MARGIN;
    columns.forEach((column, i) => {
      const width = column.width * WIDTH - 6;
      let text = plain(cells[i] ?? '');
      while (text.length > 1 && font.widthOfTextAtSize(text, size) > width) {
        text = `${text.slice(0, -2)}…`;
      }
      const drawn = text.replaceAll('…', '...');
      const offset = column.align === 'right' ? width - font.widthOfTextAtSize(drawn, size) : 0;
      this.page.drawText(drawn, { x: x + offset, y: this.y, size, font, color: INK });
      x += column.width * WIDTH;
    });
  }

  table(title: string, columns: readonly Column[], rows: readonly (readonly string[])[]) {
    this.room(60);
    this.y -= 22;
    this.text(title, 12, { bold: true });
    const header = () => {
      this.y -= 16;
      this.row(
        columns,
        columns.map((c) => c.header),
        8,
        true,
      );
      this.y -= 5;
      this.rule();
    };
    header();
    if (rows.length === 0) {
      this.y -= 14;
      this.text(m.none, 9, { muted: true });
    }
    for (const cells of rows) {
      if (this.room(16)) header();
      this.y -= 13;
      this.row(columns, cells, 8);
    }
  }
}

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
  const w = new Writer(pdf, regular, bold);
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
  for (const note of m.notes) {
    for (const line of wrap(note, regular, 8, WIDTH)) {
      w.room(14);
      w.text(line, 8, { muted: true });
      w.y -= 11;
    }
    w.y -= 3;
  }
  return pdf.save({ useObjectStreams: false });
}
