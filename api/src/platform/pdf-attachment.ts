import type { Context } from 'hono';

/** A PDF answered as a download named `fileName` (the spec's fixed name patterns). */
export const pdfAttachment = (c: Context, bytes: Uint8Array, fileName: string) =>
  c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Content-Length': String(bytes.byteLength),
  });
