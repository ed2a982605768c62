import { apiErrorBodySchema, devices, pathOf } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { messages } from '../messages.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { deviceName } from './user-agent.ts';

const CAMILA = '12.345.678-5';
const RODRIGO = '15.432.198-5';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const demo = useDemoApp();

/** A browser logged in as `rut` that sends `userAgent` with its login. */
async function loginFrom(rut: string, userAgent: string) {
  const browser = new TestBrowser(demo.app);
  const response = await browser.call('POST', '/auth/login', {
    body: { idCliente: rut, clave: 'Demo.2026' },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  const { sessionId } = (await response.json()) as { sessionId: string };
  return { browser, sessionId };
}

const list = async (browser: TestBrowser) => {
  const response = await browser.get(pathOf(devices.sessionsList, {}));
  expect(response.status).toBe(200);
  return devices.sessionsList.response.parse(await read(response)).sesiones;
};

const close = (browser: TestBrowser, id: string) =>
  browser.call('DELETE', pathOf(devices.closeSession, { id }));

describe('GET /api/miPerfil/sesiones', () => {
  it("lists the client's sessions with browser and system, marking the caller's own", async () => {
    const phone = await loginFrom(CAMILA, SAFARI_IPHONE);
    const laptop = await loginFrom(CAMILA, FIREFOX_LINUX);
    const sessions = await list(laptop.browser);
    const mine = sessions.find((s) => s.id === laptop.sessionId);
    const other = sessions.find((s) => s.id === phone.sessionId);
    expect(mine).toMatchObject({ navegador: 'Firefox', sistemaOperativo: 'Linux', actual: true });
    expect(other).toMatchObject({ navegador: 'Safari', sistemaOperativo: 'iOS', actual: false });
    expect(sessions.filter((s) => s.actual)).toHaveLength(1);
  });

  it("never shows another client's sessions", async () => {
    const rodrigo = await loginFrom(RODRIGO, FIREFOX_LINUX);
    const camila = await loginFrom(CAMILA, FIREFOX_LINUX);
    const ids = (await list(camila.browser)).map((s) => s.id);
    expect(ids).not.toContain(rodrigo.sessionId);
  });

  it('answers 401 without a session', async () => {
    expect((await new TestBrowser(demo.app).get('/miPerfil/sesiones')).status).toBe(401);
  });
});

describe('DELETE /api/miPerfil/sesiones/{id}', () => {
  it('closes another device at once: its cookie answers 401 on its next call', async () => {
    const phone = await loginFrom(CAMILA, SAFARI_IPHONE);
    const laptop = await loginFrom(CAMILA, FIREFOX_LINUX);
    expect((await phone.browser.get('/client')).status).toBe(200);
    const closed = await close(laptop.browser, phone.sessionId);
    expect(closed.status).toBe(200);
    expect(await read(closed)).toEqual({ ok: true });
    const after = await phone.browser.get('/client');
    expect(after.status).toBe(401);
    expect((await list(laptop.browser)).map((s) => s.id)).not.toContain(phone.sessionId);
    // The one that closed it goes on.
    expect((await laptop.browser.get('/client')).status).toBe(200);
  });

  it("refuses another client's session with 404, and that session stays open", async () => {
    const rodrigo = await loginFrom(RODRIGO, FIREFOX_LINUX);
    const camila = await loginFrom(CAMILA, FIREFOX_LINUX);
    const refused = await close(camila.browser, rodrigo.sessionId);
    expect(refused.status).toBe(404);
    const unknown = await close(camila.browser, '7b0f2c1e-3d4a-4b5c-8d6e-9f0a1b2c3d4e');
    // The same answer as an id that does not exist: nothing tells whose it is.
    expect(apiErrorBodySchema.parse(await read(refused))).toEqual(
      apiErrorBodySchema.parse(await read(unknown)),
    );
    expect((await read(await close(camila.browser, 'no-es-un-id'))).message).toBe(
      messages.sessionNotFound,
    );
    expect((await rodrigo.browser.get('/keepalive')).status).toBe(200);
  });

  it('needs the XSRF echo like every DELETE (403)', async () => {
    const phone = await loginFrom(CAMILA, SAFARI_IPHONE);
    const laptop = await loginFrom(CAMILA, FIREFOX_LINUX);
    const response = await laptop.browser.call('DELETE', `/miPerfil/sesiones/${phone.sessionId}`, {
      xsrf: false,
    });
    expect(response.status).toBe(403);
    expect((await phone.browser.get('/client')).status).toBe(200);
  });

  it('works across two API instances on one database (no per-process cache of validity)', async () => {
    const other = createApp({ db: demo.db, version: 't', logError: () => {} });
    const phone = await loginFrom(CAMILA, SAFARI_IPHONE);
    // The phone's cookie, carried to the second instance.
    const onOther = new TestBrowser(other);
    for (const [name, value] of phone.browser.cookies) onOther.cookies.set(name, value);
    expect((await onOther.get('/client')).status).toBe(200);
    const laptop = await loginFrom(CAMILA, FIREFOX_LINUX);
    expect((await close(laptop.browser, phone.sessionId)).status).toBe(200);
    expect((await onOther.get('/client')).status).toBe(401);
  });
});

describe('deviceName', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [SAFARI_IPHONE, 'Safari', 'iOS'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'Linux',
    ],
    ['', 'Navegador desconocido', 'Sistema desconocido'],
  ])('%s', (ua, navegador, sistemaOperativo) => {
    expect(deviceName(ua)).toEqual({ navegador, sistemaOperativo });
  });
});
