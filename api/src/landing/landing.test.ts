import { pathOf, wizard } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { BANK_ORIGIN } from './routes.ts';

const CAMILA = '12345678-5';
const RODRIGO = '15432198-5';

const demo = useDemoApp({
  prepare: async (db) => {
    // Camila's own controller rule in this test database: the welcome landing, then nothing.
    await db.query(
      `INSERT INTO jarvis_rules (rut, context, position, response, wizard_id)
       VALUES ($1, 'base', 90, 'open wizard BIENVENIDA', 'BIENVENIDA')`,
      [CAMILA],
    );
  },
});

describe('landing: do not show again', () => {
  it('suppresses the landing by wizard name: the controller and the landing GET stop offering it', async () => {
    const camila = await demo.as(CAMILA);
    const ask = async () =>
      wizard.jarvis.response.parse(
        await read(await camila.get(pathOf(wizard.jarvis, { context: 'base' }))),
      ).response;
    expect(await ask()).toBe('open wizard BIENVENIDA');
    const before = wizard.getLanding.response.parse(
      await read(await camila.get(wizard.getLanding.path)),
    );
    expect(before.data).toEqual({ wizardId: 'BIENVENIDA', suprimidos: [] });

    const response = await camila.call(
      'POST',
      pathOf(wizard.noShowMoreLanding, { wizardId: 'BIENVENIDA' }),
      {
        body: { context: 'base' },
      },
    );
    expect(response.status).toBe(200);
    expect(wizard.noShowMoreLanding.response.parse(await read(response))).toEqual({
      error: false,
      status: 200,
      data: { wizardId: 'BIENVENIDA', suprimido: true },
    });

    expect(await ask()).not.toBe('open wizard BIENVENIDA');
    const after = wizard.getLanding.response.parse(
      await read(await camila.get(wizard.getLanding.path)),
    );
    expect(after.data).toEqual({ wizardId: null, suprimidos: ['BIENVENIDA'] });
    // Another client is not affected.
    const rodrigo = await demo.as(RODRIGO, '2001');
    expect((await read(await rodrigo.get(wizard.getLanding.path))).data.wizardId).toBe(
      'BIENVENIDA',
    );
  });

  it('refuses a wizard that is not a landing with the failure shape', async () => {
    const rodrigo = await demo.as(RODRIGO, '2001');
    const response = await rodrigo.call(
      'POST',
      pathOf(wizard.noShowMoreLanding, { wizardId: 'EBDATOSPERSONALESCLIENTE' }),
      { body: {} },
    );
    expect(response.status).toBe(404);
    const body = wizard.landingFailureSchema.parse(await read(response));
    expect(body).toEqual({
      error: true,
      status: 404,
      data: { message: 'La página de bienvenida solicitada no existe.' },
    });
    expect((await read(await rodrigo.get(wizard.getLanding.path))).data.suprimidos).toEqual([]);
  });

  it('needs the session and the XSRF echo', async () => {
    const anonymous = new TestBrowser(demo.app);
    expect((await anonymous.get(wizard.getLanding.path)).status).toBe(401);
    const camila = await demo.as(CAMILA);
    const refused = await camila.call(
      'POST',
      pathOf(wizard.noShowMoreLanding, { wizardId: 'LANDINGNUEVO' }),
      {
        body: {},
        xsrf: false,
      },
    );
    expect(refused.status).toBe(403);
  });
});

describe('landing GETs', () => {
  it('answers the APV landing for a person, not for a company', async () => {
    const rodrigo = await demo.as(RODRIGO, '2001');
    const own = wizard.getApvLanding.response.parse(
      await read(await rodrigo.get(wizard.getApvLanding.path)),
    );
    expect(own).toMatchObject({ error: false, status: 200, data: { mostrar: true } });
    expect((await rodrigo.get('/contextualize/2002')).status).toBe(200);
    const asCompany = await read(await rodrigo.get(wizard.getApvLanding.path));
    expect(asCompany.data.mostrar).toBe(false);
  });

  it('fail with { error: true, data, status } when the service breaks', async () => {
    let broken = false;
    const failing: Database = {
      ...demo.db,
      kind: demo.db.kind,
      location: demo.db.location,
      query: (sql, params) =>
        broken && /wizard_templates|wizard_processed|client_records/.test(sql)
          ? Promise.reject(new Error('base de datos caída'))
          : demo.db.query(sql, params),
      exec: (sql) => demo.db.exec(sql),
      close: async () => {},
    };
    const logged: unknown[] = [];
    const brokenApp = createApp({ db: failing, version: 't', logError: (e) => logged.push(e) });
    const browser = new TestBrowser(brokenApp);
    expect((await browser.login(CAMILA)).response.status).toBe(200);
    broken = true;
    for (const path of [wizard.getLanding.path, wizard.getApvLanding.path]) {
      const response = await browser.get(path);
      expect(response.status).toBe(500);
      expect(wizard.landingFailureSchema.parse(await read(response))).toEqual({
        error: true,
        status: 500,
        data: { message: 'Ha ocurrido un error, por favor intente más tarde...' },
      });
    }
    expect(logged).toHaveLength(2);
  });
});

describe('access bank', () => {
  it('returns a one-time bank URL for a person and none for a company', async () => {
    const rodrigo = await demo.as(RODRIGO, '2001');
    const first = wizard.accessBank.response.parse(
      await read(await rodrigo.call('POST', wizard.accessBank.path, { body: {} })),
    );
    const second = wizard.accessBank.response.parse(
      await read(await rodrigo.call('POST', wizard.accessBank.path, { body: {} })),
    );
    expect(first.url).toMatch(new RegExp(`^${BANK_ORIGIN}/traspaso\\?ticket=[0-9a-f]{32}$`));
    expect(second.url).not.toBe(first.url);
    expect((await rodrigo.get('/contextualize/2002')).status).toBe(200);
    const company = await read(await rodrigo.call('POST', wizard.accessBank.path, { body: {} }));
    expect(company).toEqual({ url: null });
  });
});

describe('public video', () => {
  it('answers a section by name without a session: video and detail1', async () => {
    const anonymous = new TestBrowser(demo.app);
    const response = await anonymous.get(pathOf(wizard.publicVideo, { section: 'Campana' }));
    expect(response.status).toBe(200);
    expect(wizard.publicVideo.response.parse(await read(response))).toEqual({
      video: '/api/publico/videos/campana/playlist.m3u8',
      detail1: 'Fondos mutuos: su ahorro trabajando todos los días',
    });
    const missing = await anonymous.get(pathOf(wizard.publicVideo, { section: 'inexistente' }));
    expect(missing.status).toBe(404);
    expect((await read(missing)).message).toBe('El video solicitado no existe.');
  });

  it("serves each section's stream, playlist first, to a player that sends no headers", async () => {
    const player = new TestBrowser(demo.app);
    const playlist = await player.get('/publico/videos/campana/playlist.m3u8', { channel: false });
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).toMatch(/^#EXTM3U\n/);
    // Every file the playlist names is there, with its media type.
    const files = [...text.matchAll(/URI="([^"]+)"|^([^#\n][^\n]*)$/gm)].map((m) => m[1] ?? m[2]);
    expect(files).toEqual(['init.mp4', 'segment0.m4s']);
    const init = await player.get('/publico/videos/campana/init.mp4', { channel: false });
    expect(init.headers.get('Content-Type')).toBe('video/mp4');
    // An MP4 starts with its ftyp box; the init segment holds the movie header (moov).
    const initBytes = Buffer.from(await init.arrayBuffer());
    expect(initBytes.toString('latin1', 4, 8)).toBe('ftyp');
    expect(initBytes.includes(Buffer.from('moov'))).toBe(true);
    const segment = await player.get('/publico/videos/campana/segment0.m4s', { channel: false });
    expect(segment.headers.get('Content-Type')).toBe('video/iso.segment');
    expect(Buffer.from(await segment.arrayBuffer()).toString('latin1', 4, 8)).toBe('moof');
  });

  it('names nothing else: unknown sections, other files and paths out are not found', async () => {
    const player = new TestBrowser(demo.app);
    for (const path of [
      '/publico/videos/inexistente/playlist.m3u8',
      '/publico/videos/campana/segment9.m4s',
      '/publico/videos/campana/landing.ts',
      '/publico/videos/campana/..%2F..%2Fpackage.json',
    ]) {
      const response = await player.get(path, { channel: false });
      expect(response.status, path).toBe(404);
    }
  });

  it('still needs the channel headers', async () => {
    const anonymous = new TestBrowser(demo.app);
    const response = await anonymous.get(pathOf(wizard.publicVideo, { section: 'campana' }), {
      channel: false,
    });
    expect(response.status).toBe(400);
  });
});

describe('landing pictures', () => {
  it('serves the demo pictures as SVG from the same origin', async () => {
    const anonymous = new TestBrowser(demo.app);
    const response = await anonymous.get('/publico/imagenes/landing.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toMatch(/^<svg /);
    expect((await anonymous.get('/publico/imagenes/otra.svg')).status).toBe(404);
  });
});
