import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text (for tests to read a document back), its lines and runs of spaces joined by one. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const { text } = await extractText(await getDocumentProxy(data), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** '$ 1.234.567' or '-$ 1.234' as the PDFs print pesos. */
export const printedPesos = (amount: number) =>
  `${amount < 0 ? '-' : ''}$ ${Math.abs(amount).toLocaleString('de-DE')}`;
