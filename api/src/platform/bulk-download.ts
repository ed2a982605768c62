// The bulk downloads of spec 5 (invoices, research reports, patents and annexes): a POST of 1 to 10
// keys, each checked to be one of the profile's documents before the first byte, answered as a zip
// named `{kind}-{YYYYMMDD}.zip` and streamed.
import { documentDownloads } from '@inversiones/contract';
import type { Context, Hono } from 'hono';
import { marketDate } from '../market/clock.ts';
import { accessGuards } from './access.ts';
import type { AppEnv, Deps } from './guard.ts';
import { validate } from './http.ts';
import { bodySizeLimit, limitedJson, requireJson, standardLimits } from './limits.ts';
import { zipAttachment, type ZipEntry } from './zip-attachment.ts';

export interface BulkDownload {
  route: { method: string; path: string };
  /** The zip's name before its date: 'facturas'. */
  kind: string;
  /** The entries the keys name, in order; throws (404, the unknown key's message) for any unknown. */
  entries: (c: Context<AppEnv>, keys: readonly string[]) => Promise<ZipEntry[]>;
}

export function bulkDownloadRoute(app: Hono<AppEnv>, deps: Deps, bulk: BulkDownload): void {
  const guards = [bodySizeLimit(standardLimits), ...accessGuards(deps).profile] as const;
  app.on(bulk.route.method, [bulk.route.path], ...guards, async (c) => {
    requireJson(c);
    const body = await limitedJson(c, standardLimits);
    const { claves } = validate(documentDownloads.bulkDownloadRequestSchema, body);
    const entries = await bulk.entries(c, claves);
    const name = documentDownloads.zipFileName(bulk.kind, marketDate(deps.now()));
    return zipAttachment(c, entries, name);
  });
}
