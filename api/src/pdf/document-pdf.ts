import { rgb, type PDFFont } from 'pdf-lib';
import { createPdf, MARGIN, PAGE, wrap } from './pdf-base.ts';

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

const BODY_SIZE = 11;

/** A one-page contract PDF (Helvetica, WinAnsi covers Spanish): small and deterministic. */
export async function documentPdf(input: DocumentPdfInput): Promise<Uint8Array> {
  const { pdf, regular, bold } = await createPdf({
    title: input.title,
    author: 'Inversiones - Portal de clientes',
    subject: `${input.clientName} - RUT ${input.clientRut}`,
    at: input.at,
  });
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
