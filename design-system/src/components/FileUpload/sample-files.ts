// Tiny deterministic files for the stories and tests (no randomness, no network).
import { base64ToBytes } from './base64.ts';

/** A 1x1 navy PNG (69 bytes). */
export const onePixelPngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mMQsUoDAAEaALV9r9RYAAAAAElFTkSuQmCC';

/** A 160x100 PNG drawing of an identity card (310 bytes), so the preview shows something. */
export const cardPngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAABkCAIAAACO1KzYAAAA/UlEQVR42u3YsRGAIBBFQTowsRpLsQBCQ6yZxMQCtAlnwLt98ytgo6P067bAK54AsAG2XwCvW7UAAwzYABtgA2yADbABBgwYsAE2wAbYABtgwIABWyTgRyECDFiABViABViABRgw4LzASzuGDBVgAQYMGPCMwHs9Ew4wYMCAAQMGDBgwYGeSM0mABRgwYMCAAQMGDBiwjw4fHYABAwYMGDBgwICdSc4kwIAFWIABAwYMGDBgwD46fHQABgwYMGDAgAEDdiY5kwADBgxYgAEDBgwYMGDAgAEDBizAAgwYcE5gARZgARZgAQYMGLAAC7AAC7C+ArZ4AwzYANu0ewFBsQOzBNCWowAAAABJRU5ErkJggg==';

/** A file from base64 content, with whatever name and declared type the test wants. */
export function fileFromBase64(base64: string, name: string, type: string): File {
  return new File([base64ToBytes(base64)], name, { type });
}

/** A file of exactly `size` bytes that starts with `header` (the rest is zeros). */
export function fileWithHeader(
  header: string | number[],
  size: number,
  name: string,
  type: string,
) {
  const bytes = new Uint8Array(size);
  bytes.set(typeof header === 'string' ? new TextEncoder().encode(header) : header);
  return new File([bytes], name, { type });
}

/** A small PDF: a valid header and padding, `size` bytes. */
export const pdfFile = (size = 2048, name = 'cartola.pdf') =>
  fileWithHeader('%PDF-1.4\n', size, name, 'application/pdf');
