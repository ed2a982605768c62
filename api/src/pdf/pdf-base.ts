// What every PDF the API writes shares: A4, its margins, Helvetica (WinAnsi covers Spanish), the
// metadata fixed by the document's own instant (equal inputs give equal bytes), word wrapping.
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

export const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
export const MARGIN = 56;

export interface PdfMetadata {
  title: string;
  author: string;
  subject?: string;
  /** The document's instant, never the clock's. */
  at: Date;
}

/** A new PDF with its metadata and the regular and bold Helvetica embedded. */
export async function createPdf(meta: PdfMetadata) {
  // No automatic metadata: pdf-lib would stamp the current time and break determinism.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  if (meta.subject) pdf.setSubject(meta.subject);
  pdf.setProducer('pdf-lib');
  pdf.setCreator('Portal de inversiones');
  pdf.setLanguage('es-CL');
  pdf.setCreationDate(meta.at);
  pdf.setModificationDate(meta.at);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return { pdf, regular, bold };
}

/** Greedy word wrap of `text` to `width` points at `size`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
