// A document writer over pdf-lib: text, rules, tables whose header repeats on each new page, and
// wrapped notes. Shared by every tabular PDF (statements, tax certificates, invoices).
import { formatCurrency, formatNumber } from '@inversiones/es-cl';
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { currencyDecimals, toWireNumber, type Currency } from '../market/money.ts';
import type { createPdf } from './pdf-base.ts';
import { MARGIN, PAGE, wrap } from './pdf-base.ts';

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.44);
const RULE = rgb(0.75, 0.78, 0.82);
export const WIDTH = PAGE.width - 2 * MARGIN;

/** Helvetica's WinAnsi has no U+2212 (the es-CL minus) nor a no-break space: plain ones. */
export const plain = (text: string) => text.replaceAll('\u2212', '-').replaceAll('\u00a0', ' ');

export const money = (minor: bigint, currency: Currency) =>
  formatCurrency(toWireNumber(minor, currencyDecimals[currency]), currency);
export const pesos = (minor: bigint) => money(minor, 'CLP');
export const units = (value: bigint) => formatNumber(toWireNumber(value, 4), 4);

export interface Column {
  header: string;
  /** Share of the page's width. */
  width: number;
  align?: 'right';
}

/** Draws page by page: text, rules, and tables whose header repeats on each new page. */
export class Writer {
  page: PDFPage;
  y = PAGE.height - MARGIN;

  constructor(
    private readonly pdf: Awaited<ReturnType<typeof createPdf>>['pdf'],
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    /** Written where a table has no rows. */
    private readonly noRows: string,
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
      this.text(this.noRows, 9, { muted: true });
    }
    for (const cells of rows) {
      if (this.room(16)) header();
      this.y -= 13;
      this.row(columns, cells, 8);
    }
  }

  /** A document's opening: the issuer, the title, then its lines (period, client, number...). */
  heading(issuer: string, title: string, lines: readonly string[]) {
    this.y -= 12;
    this.text(issuer, 10, { bold: true });
    this.y -= 26;
    this.text(title, 18, { bold: true });
    for (const [i, line] of lines.entries()) {
      this.y -= i === 0 ? 18 : 14;
      this.text(line, 10);
    }
  }

  /** Small muted paragraphs, wrapped to the page, continuing on new pages. */
  notes(paragraphs: readonly string[], size = 8) {
    for (const note of paragraphs) {
      for (const line of wrap(note, this.regular, size, WIDTH)) {
        this.room(14);
        this.text(line, size, { muted: true });
        this.y -= size + 3;
      }
      this.y -= 3;
    }
  }
}
