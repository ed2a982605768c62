import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import {
  apiErrorBodySchema,
  CSP_NONCE_PLACEHOLDER,
  health,
  SESSION_COOKIE,
} from '@inversiones/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openTestDatabase } from './test-support/test-db.ts';

let db: Database;
let portalDist: string;

// What Vite emits with `html.cspNonce`: the placeholder on the meta tag, script and stylesheet.
const INDEX_HTML = [
  '<!doctype html><html lang="es-CL"><head>',
  `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">`,
  `<script type="module" src="/assets/index-abc123.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`,
  '</head><body><div id="root"></div></body></html>',
].join('');

/** The page as served: the placeholder replaced by the nonce of the response's policy. */
async function expectPortalPage(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const csp = response.headers.get('content-security-policy') ?? '';
  const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{16,})'/.exec(csp)?.[1];
  expect(nonce, csp).toBeDefined();
  const html = await response.text();
  expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
  expect(html).toBe(INDEX_HTML.replaceAll(CSP_NONCE_PLACEHOLDER, nonce!));
  return nonce!;
}
const ASSET_JS = 'console.log("portal");';

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  portalDist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(portalDist, 'assets'));
  await writeFile(join(portalDist, 'index.html'), INDEX_HTML);
  await writeFile(join(portalDist, 'assets', 'index-abc123.js'), ASSET_JS);
  await writeFile(join(portalDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(async () => {
  await db?.close();
  if (portalDist) await rm(portalDist, { recursive: true, force: true });
});

describe('API', () => {
  it('GET /api/health answers what the contract describes', async () => {
    const app = createApp({ db, version: '9.9.9' });
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = health.response.parse(await response.json());
    expect(body).toMatchObject({ status: 'ok', database: db.kind, version: '9.9.9' });
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(60_000);
  });

  it.each(['/api/nada', '/api/auth/desconocido', '/api'])(
    'an unknown path %s gives the Spanish JSON 404',
    async (path) => {
      const app = createApp({ db, version: '1', portalDist });
      const response = await app.request(path);
      expect(response.status).toBe(404);
      const body = apiErrorBodySchema.parse(await response.json());
      expect(body).toEqual({ message: 'Recurso no encontrado.', status: 404 });
    },
  );

  it('answers unexpected errors with the generic Spanish message and no stack trace', async () => {
    const logError = vi.fn();
    const failing: Database = {
      ...db,
      kind: 'postgres',
      query: () =>
        Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432 at /srv/secret.ts')),
    };
    const app = createApp({ db: failing, version: '1', logError });
    const response = await app.request('/api/health');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      message: 'Ha ocurrido un error, por favor intente más tarde...',
      status: 500,
    });
    expect(text).not.toMatch(/ECONNREFUSED|secret|at /);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/nada', '/', '/ffmm/misFondos'])('are on %s', async (path) => {
    const app = createApp({ db, version: '1', portalDist });
    const response = await app.request(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/style-src 'self'(;| 'nonce-)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Only the privacy-enhanced YouTube domain may be framed (wizard multimedia steps).
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });
});

describe('built portal (production)', () => {
  it('serves index.html at / with a fresh CSP nonce on every response, never cached', async () => {
    const app = createApp({ db, version: '1', portalDist });
    const first = await expectPortalPage(await app.request('/'));
    const second = await expectPortalPage(await app.request('/index.html'));
    expect(second).not.toBe(first);
  });

  it('keeps the strict policy without nonce on JSON answers', async () => {
    const app = createApp({ db, version: '1', portalDist });
    const response = await app.request('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("style-src 'self';");
  });

  it('serves hashed assets with a long cache', async () => {
    const app = createApp({ db, version: '1', portalDist });
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(ASSET_JS);
  });

  it('serves other files of dist', async () => {
    const app = createApp({ db, version: '1', portalDist });
    const response = await app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  it.each(['/login', '/ffmm/misFondos', '/una/ruta/que/no/existe'])(
    'falls back to index.html for the client-side route %s',
    async (path) => {
      const app = createApp({ db, version: '1', portalDist });
      await expectPortalPage(await app.request(path));
    },
  );

  it('answers 404, not the page, for a missing asset', async () => {
    const app = createApp({ db, version: '1', portalDist });
    const response = await app.request('/assets/borrado-123.js');
    expect(response.status).toBe(404);
  });

  it('does not serve files outside dist', async () => {
    const app = createApp({ db, version: '1', portalDist });
    const response = await app.request('/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).not.toContain('root:');
  });

  it('without portalDist, non-API paths are a plain 404', async () => {
    const app = createApp({ db, version: '1' });
    const response = await app.request('/login');
    expect(response.status).toBe(404);
  });
});

describe('first load on a phone network', () => {
  let dist: string;
  // What portal/first-load-chunks.ts writes: each first load's path and its files after the entry.
  const firstLoads = [
    {
      name: 'login',
      path: '^/login(/|$)',
      session: false,
      files: ['assets/login-2.js', 'assets/login_home-3.js'],
    },
    {
      name: 'home',
      path: '^/$',
      session: true,
      files: ['assets/home-4.js', 'assets/login_home-3.js'],
    },
    {
      name: 'my-funds',
      path: '^/ffmm/misFondos(/|$)',
      session: true,
      files: ['assets/my-funds-5.js'],
    },
  ];
  const preloads = (html: string) =>
    (html.match(/<link rel="modulepreload"[^>]+>/g) ?? []).map(
      (tag) => /href="([^"]+)"/.exec(tag)?.[1],
    );

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
    await mkdir(join(dist, 'assets'));
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, '.vite', 'first-loads.json'), JSON.stringify(firstLoads));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    await writeFile(join(dist, 'assets', 'index-abc123.js'), ASSET_JS);
    await writeFile(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET_JS));
    await writeFile(join(dist, 'assets', 'source-sans-3-latin-wght-normal-x1.woff2'), 'font');
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('serves the precompressed file to a browser that accepts brotli', async () => {
    const app = createApp({ db, version: '1', portalDist: dist });
    const response = await app.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(ASSET_JS);
  });

  it('serves the plain file to a client that does not accept compression', async () => {
    const app = createApp({ db, version: '1', portalDist: dist });
    const response = await app.request('/assets/index-abc123.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(ASSET_JS);
  });

  it("asks for the login's chunks and the font with the page, each with the response's nonce", async () => {
    const app = createApp({ db, version: '1', portalDist: dist });
    const response = await app.request('/login');
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1];
    const html = await response.text();
    const links = html.match(/<link [^>]+>/g) ?? [];
    expect(links).toEqual([
      `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/source-sans-3-latin-wght-normal-x1.woff2" nonce="${nonce}">`,
      `<link rel="modulepreload" crossorigin href="/assets/login-2.js" nonce="${nonce}">`,
      `<link rel="modulepreload" crossorigin href="/assets/login_home-3.js" nonce="${nonce}">`,
    ]);
  });

  it('with a session cookie, the home and Mis Fondos come with their own chunks', async () => {
    const app = createApp({ db, version: '1', portalDist: dist });
    const cookie = { Cookie: `${SESSION_COOKIE}=cualquiera` };
    const home = await (await app.request('/', { headers: cookie })).text();
    expect(preloads(home)).toEqual(['/assets/home-4.js', '/assets/login_home-3.js']);
    const funds = await (
      await app.request('/ffmm/misFondos/enTransito', { headers: cookie })
    ).text();
    expect(preloads(funds)).toEqual(['/assets/my-funds-5.js']);
  });

  it('without a session cookie, the home preloads the login it will show instead', async () => {
    const app = createApp({ db, version: '1', portalDist: dist });
    const html = await (await app.request('/')).text();
    expect(preloads(html)).toEqual(['/assets/login-2.js', '/assets/login_home-3.js']);
  });

  it('other routes only get the font: their chunks stay where the router asks for them', async () => {
    const app = createApp({ db, version: '1', portalDist: dist });
    const html = await (await app.request('/ffmm/fondo/1')).text();
    expect(html).toContain('rel="preload" as="font"');
    expect(html).not.toContain('modulepreload');
  });

  it('a first-loads entry whose file is not a plain asset name puts nothing in the page', async () => {
    const other = await mkdtemp(join(tmpdir(), 'portal-dist-'));
    await mkdir(join(other, '.vite'));
    const forged = [
      { name: 'login', path: '^/login', session: false, files: ['assets/a.js"><script>x'] },
    ];
    await writeFile(join(other, '.vite', 'first-loads.json'), JSON.stringify(forged));
    await writeFile(join(other, 'index.html'), INDEX_HTML);
    const app = createApp({ db, version: '1', portalDist: other });
    const html = await (await app.request('/login')).text();
    await rm(other, { recursive: true, force: true });
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script>x');
  });
});
