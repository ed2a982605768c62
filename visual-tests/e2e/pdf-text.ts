import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, pages joined and whitespace collapsed (unpdf takes the bytes over). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
