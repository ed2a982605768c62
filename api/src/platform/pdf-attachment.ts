import type { Context } from 'hono';

/**
 * A PDF answered as a download named `fileName` (the spec's fixed name patterns), or with
 * `inline` to open in the browser (a preview) under the same name.
 */
export const pdfAttachment = (
  c: Context,
  bytes: Uint8Array,
  fileName: string,
  { inline = false }: { inline?: boolean } = {},
) =>
  c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${fileName}"`,
    'Content-Length': String(bytes.byteLength),
  });
