import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One entry of the portal build's `.vite/first-loads.json` (portal/first-load-chunks.ts): a page
 * a visit often starts on, by path, and the chunk files its first load fetches after the entry.
 */
interface FirstLoad {
  name: string;
  path: string;
  /** Only a logged-in visitor gets this page; without a session the portal shows the login. */
  session: boolean;
  files: string[];
}

const FILE_NAME = /^assets\/[\w.-]+\.js$/;

function readFirstLoads(dist: string): FirstLoad[] {
  const file = join(dist, '.vite', 'first-loads.json');
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) return [];
  // A build artifact, but still checked: only plain asset names end up in the page.
  return parsed.filter(
    (load): load is FirstLoad =>
      typeof load?.name === 'string' &&
      typeof load?.path === 'string' &&
      typeof load?.session === 'boolean' &&
      Array.isArray(load?.files) &&
      load.files.every((name: unknown) => typeof name === 'string' && FILE_NAME.test(name)),
  );
}

/**
 * `<link>` tags that let the browser download a page's chunks and the UI font together with the
 * entry, instead of one after another as the router asks for them. A logged-in page's chunks
 * are only worth it with a session cookie: without one the portal goes to the login, so it gets
 * the login's. Returns a function of the request path and whether it carries a session; nonces
 * are the build's placeholder.
 */
export function routePreloads(
  dist: string,
  noncePlaceholder: string,
): (path: string, hasSession: boolean) => string {
  // Latin covers Spanish; the other subsets load only if a page needs them.
  const assets = existsSync(join(dist, 'assets')) ? readdirSync(join(dist, 'assets')) : [];
  const font = assets.find((file) => /^source-sans-3-latin-wght-normal-.*\.woff2$/.test(file));
  const fontTag = font
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}" nonce="${noncePlaceholder}">`
    : '';
  const loads = readFirstLoads(dist).map((load) => ({
    session: load.session,
    pattern: new RegExp(load.path),
    tags:
      fontTag +
      load.files
        .map(
          (file) =>
            `<link rel="modulepreload" crossorigin href="/${file}" nonce="${noncePlaceholder}">`,
        )
        .join(''),
  }));
  // Where a visitor without a session ends up: the (one) first load that needs none, the login.
  const withoutSession = loads.find((load) => !load.session);
  return (path, hasSession) => {
    const load = loads.find((candidate) => candidate.pattern.test(path));
    if (!load) return fontTag;
    if (load.session && !hasSession) return withoutSession?.tags ?? fontTag;
    return load.tags;
  };
}
