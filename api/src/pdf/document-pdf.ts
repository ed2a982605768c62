import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

export interface DocumentPdfInput {
  title: string;
  clientName: string;
  /** Display form, e.g. 12.345.678-5. */
  clientRut: string;
  paragraphs: readonly string[];
  /** DD/MM/YYYY, printed on the document. */
  date: string;
  /** Signed: the date is the signature's; else the issue date. */
  signed: boolean;
  /** The same instant as `date`: fixes the PDF's metadata so equal inputs give equal bytes. */
  at: Date;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const BODY_SIZE = 11;

/** Greedy word wrap to the text width. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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

/** A one-page contract PDF (Helvetica, WinAnsi covers Spanish): small and deterministic. */
export async function documentPdf(input: DocumentPdfInput): Promise<Uint8Array> {
  // No automatic metadata: pdf-lib would stamp the current time and break determinism.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(input.title);
  pdf.setAuthor('Inversiones - Portal de clientes');
  pdf.setSubject(`${input.clientName} - RUT ${input.clientRut}`);
  pdf.setProducer('pdf-lib');
  pdf.setCreator('Portal de inversiones');
  pdf.setLanguage('es-CL');
  pdf.setCreationDate(input.at);
  pdf.setModificationDate(input.at);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const width = PAGE.width - MARGIN * 2;
  const ink = rgb(0.1, 0.12, 0.16);
  let y = PAGE.height - MARGIN;

  const write = (text: string, font: PDFFont, size: number, gap = 4) => {
    for (const line of wrap(text, font, size, width)) {
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color: ink });
      y -= gap;
    }
  };

  write(input.title, bold, 18, 8);
  y -= 8;
  write(`Cliente: ${input.clientName}`, regular, BODY_SIZE);
  write(`RUT: ${input.clientRut}`, regular, BODY_SIZE);
  write(
    input.signed
      ? `Firmado electrónicamente con fecha ${input.date}`
      : `Fecha de emisión: ${input.date}`,
    regular,
    BODY_SIZE,
  );
  y -= 12;
  for (const paragraph of input.paragraphs) {
    write(paragraph, regular, BODY_SIZE, 4);
    y -= 8;
  }
  return pdf.save({ useObjectStreams: false });
}
