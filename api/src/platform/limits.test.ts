// Request limits of every route (platform/limits.ts): size 413, type 415, shape and odd input 400,
// through the real app and, for what only a socket shows, through a listening server.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { auth, pathOf, REQUEST_ID_HEADER, REQUIRED_HEADERS, wizard } from '@inversiones/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';

const demo = useDemoApp();
const LOGIN = `/api${auth.login.path}`;
const SECTION = pathOf(wizard.saveSection, { context: 'base', id: 'DEMOFORMULARIOLARGO' });
const TOO_LARGE = /^La solicitud excede el tamaño máximo permitido \(\d+ KB\)\.$/;
const BAD_CHARACTERS = /contiene caracteres no válidos \(carácter nulo o Unicode incompleto\)\.$/;

const login = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  demo.app.request(LOGIN, {
    method: 'POST',
    headers: { ...REQUIRED_HEADERS, 'content-type': 'application/json', ...headers },
    body,
    // A stream body needs it (Node's fetch).
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);

describe('body size', () => {
  it('refuses a 50 MB login with 413 and a Spanish message', async () => {
    const huge = JSON.stringify({ idCliente: '12345678-5', clave: 'x'.repeat(50 * 1024 * 1024) });
    const response = await login(huge);
    expect(response.status).toBe(413);
    expect(await read(response)).toEqual({
      status: 413,
      message: expect.stringMatching(TOO_LARGE),
    });
  }, 60_000);

  it('cuts a chunked body (no Content-Length) off at the limit', async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 1 MB in 16 KB chunks; the server stops reading long before the end.
        if (sent >= 1024 * 1024) return controller.close();
        sent += 16 * 1024;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const response = await login(stream);
    expect(response.status).toBe(413);
    expect((await read(response)).message).toMatch(TOO_LARGE);
    expect(sent).toBeLessThan(1024 * 1024);
  });

  it('refuses 10 MB of wizard answers and 200,000 keys', async () => {
    const browser = await demo.as('12345678-5');
    const big = await browser.call('PUT', SECTION, { body: { nombre: 'x'.repeat(10_000_000) } });
    expect(big.status).toBe(413);
    const keys = Object.fromEntries(Array.from({ length: 200_000 }, (_, n) => [`k${n}`, 1]));
    const many = await browser.call('PUT', SECTION, { body: keys });
    expect(many.status).toBe(400);
    expect((await read(many)).message).toBe(
      'La solicitud tiene demasiados campos o elementos (máximo 5000).',
    );
    // Nothing of either reached the database.
    expect(await read(await browser.get(SECTION))).toEqual({});
  }, 60_000);
});

describe('content type', () => {
  it('answers 415 to a body that is not JSON', async () => {
    const body = JSON.stringify({ idCliente: '12345678-5', clave: 'x' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx']) {
      const response = await login(body, { 'content-type': type });
      expect(response.status).toBe(415);
      expect(await read(response)).toEqual({
        status: 415,
        message:
          'El contenido de la solicitud debe enviarse como JSON (Content-Type: application/json).',
      });
    }
    expect(
      (await login(body, { 'content-type': 'application/json; charset=utf-8' })).status,
    ).not.toBe(415);
  });
});

describe('odd input answers 400 in Spanish, never 500', () => {
  const cases: [string, string, RegExp][] = [
    ['a NUL byte', '{"nombre":"Ana\\u0000"}', BAD_CHARACTERS],
    ['a lone surrogate', '{"nombre":"\\ud800"}', BAD_CHARACTERS],
    ['NUL in a key', '{"nom\\u0000bre":"Ana"}', BAD_CHARACTERS],
    [
      'a raw NUL byte',
      '{"nombre":"A\u0000"}',
      /^El cuerpo de la solicitud no es un JSON válido\.$/,
    ],
    [
      'a 10,000-deep document',
      `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      /^La solicitud tiene demasiados niveles de anidación \(máximo 16\)\.$/,
    ],
    [
      'a 10,000-deep array',
      `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      /^La solicitud tiene demasiados niveles de anidación \(máximo 16\)\.$/,
    ],
  ];
  it.each(cases)('%s', async (_name, body, message) => {
    const browser = await demo.as('12345678-5');
    const response = await browser.call('PUT', SECTION, { body });
    expect(response.status).toBe(400);
    expect((await read(response)).message).toMatch(message);
    // The same on the unauthenticated login, whose smaller size limit comes first.
    const onLogin = await login(body);
    expect(onLogin.status).toBe(body.length > 16 * 1024 ? 413 : 400);
  });

  it('a string over the limit names its field', async () => {
    const response = await login(JSON.stringify({ idCliente: '1'.repeat(5000), clave: 'x' }));
    expect(response.status).toBe(400);
    expect(await read(response)).toMatchObject({
      message: 'El campo idCliente excede el largo máximo permitido (4096 caracteres).',
      path: ['idCliente'],
    });
  });
});

describe('over a socket', () => {
  let server: ReturnType<typeof serve>;
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((ready) => {
      server = serve({ fetch: demo.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  /** Writes `head` and a little body, never the rest; resolves with the first answer's text. */
  const answer = (head: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
      socket.setTimeout(3000, () => reject(new Error('sin respuesta: la conexión quedó retenida')));
      socket.write(head + '{"idCliente":"');
    });

  it('answers a declared 1 GiB body with 413 at once, without reading it', async () => {
    const started = Date.now();
    const text = await answer(
      [
        'POST /api/auth/login HTTP/1.1',
        'Host: localhost',
        'channel: 1',
        'version: 1',
        'Content-Type: application/json',
        `Content-Length: ${1024 ** 3}`,
        '',
        '',
      ].join('\r\n'),
    );
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain(REQUEST_ID_HEADER.toLowerCase());
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('cuts an endless chunked body at the limit', async () => {
    const socket = connect(port, '127.0.0.1');
    const status = new Promise<string>((resolve, reject) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        if (text.includes('\r\n')) resolve(text.slice(0, text.indexOf('\r\n')));
      });
      socket.on('error', reject);
    });
    socket.write(
      [
        'POST /api/auth/login HTTP/1.1',
        'Host: localhost',
        'channel: 1',
        'version: 1',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        '',
        '',
      ].join('\r\n'),
    );
    const chunk = ' '.repeat(4096);
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(`${(4096).toString(16)}\r\n${chunk}\r\n`);
    }, 1);
    try {
      expect(await status).toMatch(/^HTTP\/1\.1 413 /);
    } finally {
      clearInterval(timer);
      socket.destroy();
    }
  });
});

describe('request id', () => {
  it('is on every answer; a safe one from a proxy is kept, another is replaced', async () => {
    const browser = new TestBrowser(demo.app);
    const mine = await browser.get('/health', { headers: { [REQUEST_ID_HEADER]: 'proxy-123' } });
    expect(mine.headers.get(REQUEST_ID_HEADER)).toBe('proxy-123');
    const odd = await browser.get('/health', { headers: { [REQUEST_ID_HEADER]: 'a b\u00e9' } });
    expect(odd.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect((await browser.get('/nada')).headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
