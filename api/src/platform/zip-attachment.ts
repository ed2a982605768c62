// A zip of generated documents answered as a download, streamed: each file is made, compressed and
// sent in turn, so memory holds one document at a time (fflate's streaming Zip).
import { Zip, ZipDeflate } from 'fflate';
import type { Context } from 'hono';

export interface ZipEntry {
  fileName: string;
  /** The document's own instant (equal inputs give equal zips). */
  modifiedAt: Date;
  make: () => Promise<Uint8Array>;
}

export function zipAttachment(c: Context, entries: readonly ZipEntry[], fileName: string) {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) {
          controller.error(error);
          return;
        }
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      try {
        for (const entry of entries) {
          const file = new ZipDeflate(entry.fileName, { level: 6 });
          file.mtime = entry.modifiedAt;
          zip.add(file);
          file.push(await entry.make(), true);
        }
        zip.end();
      } catch (error) {
        zip.terminate();
        controller.error(error);
      }
    },
  });
  return c.body(body, 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });
}
