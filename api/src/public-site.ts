// The demo's public site: the page a closed session lands on (portal-spec 2, logout), served by
// the API at PUBLIC_SITE_PATH so the demo needs no other server. Production points the portal's
// VITE_PUBLIC_SITE_URL at the firm's real site instead.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';

/** Where the page is served (outside /api: it is a page, not an answer). */
export const PUBLIC_SITE_PATH = '/sitio-publico';

const pageFile = join(dirname(fileURLToPath(import.meta.url)), '..', 'public-site', 'index.html');

/** The static page; no script and no style, so the strictest policy fits it. */
export async function publicSitePage(c: Context) {
  c.header('Content-Security-Policy', "default-src 'none'; base-uri 'none'; form-action 'none'");
  c.header('Cache-Control', 'no-cache');
  return c.html(await readFile(pageFile, 'utf8'));
}
