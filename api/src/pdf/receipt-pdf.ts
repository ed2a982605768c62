// A receipt-style PDF: the firm, a title, label/value rows under rules and notes below; pages are
// added as the rows need them. Deterministic: equal inputs give equal bytes.
import { rgb, type PDFPage } from 'pdf-lib';
import { createPdf, MARGIN, PAGE, wrap } from './pdf-base.ts';

export interface ReceiptPdfInput {
  /** The issuer, printed above the title. */
  issuer: string;
  title: string;
  rows: readonly (readonly [string, string])[];
  notes: readonly string[];
  /** Fixes the PDF's dates: the document's own instant, never the clock's. */
  at: Date;
}

const INK = rgb(0.1, 0.12, 0.16);
const RULE = rgb(0.75, 0.78, 0.82);
const VALUE_X = MARGIN + 170;

export async function receiptPdf(input: ReceiptPdfInput): Promise<Uint8Array> {
  const { pdf, regular, bold } = await createPdf({
    title: input.title,
    author: input.issuer,
    at: input.at,
  });
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const draw = (text: string, size: number, font = regular, x = MARGIN) => {
    // Helvetica's WinAnsi has no U+2212 (the es-CL minus sign): the hyphen stands for it.
    page.drawText(text.replaceAll('\u2212', '-'), { x, y, size, font, color: INK });
  };
  /** Starts a new page when `height` more points would not fit. */
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };

  y -= 12;
  draw(input.issuer, 10, bold);
  y -= 28;
  draw(input.title, 18, bold);
  y -= 24;
  for (const [label, value] of input.rows) {
    room(20);
    y -= 14;
    draw(label, 10, bold);
    draw(value, 10, regular, VALUE_X);
    y -= 6;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.5,
      color: RULE,
    });
  }
  y -= 10;
  for (const note of input.notes) {
    for (const text of wrap(note, regular, 9, PAGE.width - 2 * MARGIN)) {
      room(13);
      y -= 13;
      draw(text, 9);
    }
    y -= 4;
  }
  return pdf.save({ useObjectStreams: true });
}
