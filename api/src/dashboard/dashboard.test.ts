import { apiErrorBodySchema, dashboard as contract } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';

// Friday 27 November 2026, noon in Santiago: every answer is as of this clock, not today.
const NOW = MARKET_TEST_NOW;
const demo = useDemoApp({ now: () => NOW });

const CAMILA = '12.345.678-5';
/** Three profiles: himself (2001), supervisor of a company (2002), operator-apoderado (2003). */
const RODRIGO = '15432198-5';

async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  return apiErrorBodySchema.parse(await response.json());
}

describe('indicators', () => {
  it('gives UF, dólar, euro, UTM and IPSA of the day with their variation', async () => {
    const browser = await demo.as(CAMILA);
    const { indicators } = contract.indicators.response.parse(
      await read(await browser.get('/dashboard/indicadores')),
    );
    expect(indicators.map((i) => [i.id, i.name, i.unit, i.date])).toEqual([
      ['uf', 'UF', 'CLP', '2026-11-27'],
      ['dolarObservado', 'Dólar Observado', 'CLP', '2026-11-27'],
      ['euro', 'Euro', 'CLP', '2026-11-27'],
      ['utm', 'UTM', 'CLP', '2026-11-01'],
      ['ipsa', 'IPSA', 'puntos', '2026-11-27'],
    ]);
    const uf = indicators[0]!;
    expect(uf.value).toBeGreaterThan(39_000);
    expect(uf.value).toBeLessThan(40_500);
    // The UF moves by inflation only: a small, positive daily change.
    expect(uf.variationPercent).toBeGreaterThan(0);
    expect(uf.variationPercent).toBeLessThan(0.1);
    expect(Number.isInteger(indicators[3]!.value)).toBe(true);
  });
});

describe('market summary', () => {
  it('gives the IPSA of the indicator strip, other indices and the top rises and falls', async () => {
    const browser = await demo.as(CAMILA);
    const first = contract.marketSummary.response.parse(
      await read(await browser.get('/dashboard/resumenMercado')),
    );
    const again = await read(await browser.get('/dashboard/resumenMercado'));
    expect(again).toEqual(first);
    expect(first.date).toBe('2026-11-27');
    const { indicators } = await read(await browser.get('/dashboard/indicadores'));
    const ipsa = indicators.find((i: { id: string }) => i.id === 'ipsa');
    expect(first.indices[0]).toEqual({
      id: 'IPSA',
      name: 'IPSA',
      value: ipsa.value,
      variationPercent: ipsa.variationPercent,
    });
    expect(first.indices.map((i) => i.name)).toContain('S&P 500');
    expect(first.movers).toHaveLength(6);
    const moves = first.movers.map((m) => m.variationPercent);
    expect([...moves].sort((a, b) => b - a)).toEqual(moves);
    for (const move of moves) expect(Math.abs(move)).toBeLessThan(15);
  });
});

describe('advertisement', () => {
  it('gives each variant its own pictures, served by the API', async () => {
    const browser = await demo.as(CAMILA);
    for (const variante of ['web', 'mobile'] as const) {
      const answer = contract.advertisement.response.parse(
        await read(await browser.get(`/dashboard/publicidad?variante=${variante}`)),
      );
      expect(answer.variante).toBe(variante);
      expect(answer.banners.map((b) => b.id)).toEqual(['apv-2026', 'objetivos-2026']);
      for (const banner of answer.banners) {
        expect(banner.imageUrl).toMatch(new RegExp(`-${variante}\\.svg$`));
        const picture = await browser.get(banner.imageUrl);
        expect(picture.status).toBe(200);
        expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(await picture.text()).toMatch(/^<svg /);
      }
    }
  });

  it('offers APV only to a natural person, and refuses a missing or odd variant', async () => {
    const company = await demo.as(RODRIGO, '2002');
    const answer = contract.advertisement.response.parse(
      await read(await company.get('/dashboard/publicidad?variante=web')),
    );
    expect(answer.banners.map((b) => b.id)).toEqual(['objetivos-2026']);
    for (const query of ['', '?variante=tablet', `?variante=${'w'.repeat(3_000)}`]) {
      const body = await refusal(await company.get(`/dashboard/publicidad${query}`), 400);
      expect(body.path).toEqual(['variante']);
    }
  });

  it('serves no picture for a name that is not one (an object key included)', async () => {
    const anonymous = new TestBrowser(demo.app);
    for (const name of ['constructor', '__proto__', 'toString', '..%2Fapp.ts', 'x.svg']) {
      const response = await anonymous.get(`/publico/imagenes/${name}`);
      expect((await refusal(response, 404)).message).toBe(messages.notFound);
    }
  });
});

describe('shortcuts', () => {
  const get = async (browser: TestBrowser) =>
    contract.shortcuts.response.parse(await read(await browser.get('/dashboard/accesosDirectos')));
  const put = (browser: TestBrowser, selected: unknown, options: { xsrf?: boolean } = {}) =>
    browser.call('PUT', '/dashboard/accesosDirectos', { body: { selected }, ...options });

  it('proposes defaults the profile may use, and offers what its menu allows', async () => {
    const camila = await demo.as(CAMILA);
    const mine = await get(camila);
    expect(mine.selected).toEqual([
      'misFondos',
      'invertir',
      'valoresDelDia',
      'movimientosEnTransito',
      'cartolas',
      'apv',
    ]);
    const offered = mine.available.map((a) => a.id);
    expect(offered).toContain('reunionOnline');
    // Areas without a menu entry yet are not offered.
    expect(offered).not.toContain('simuladores');
    expect(mine.available.find((a) => a.id === 'misFondos')).toEqual({
      id: 'misFondos',
      label: 'Mis Fondos',
      route: '/ffmm/misFondos',
    });

    // The company supervisor: no APV, no online meeting, no TEFE; the apoderado with TEFE has it.
    const supervisor = await get(await demo.as(RODRIGO, '2002'));
    expect(supervisor.available.map((a) => a.id)).not.toContain('apv');
    expect(supervisor.available.map((a) => a.id)).not.toContain('reunionOnline');
    expect(supervisor.selected).not.toContain('apv');
    expect(supervisor.available.map((a) => a.id)).not.toContain('transferenciasInternacionales');
    const operator = await get(await demo.as(RODRIGO, '2003'));
    expect(operator.available.map((a) => a.id)).toContain('transferenciasInternacionales');
  });

  it("keeps the client's choice per profile, in her order", async () => {
    const rodrigo = await demo.as(RODRIGO, '2001');
    const choice = ['apv', 'misFondos', 'reunionOnline'];
    const saved = contract.saveShortcuts.response.parse(await read(await put(rodrigo, choice)));
    expect(saved.selected).toEqual(choice);
    expect((await get(rodrigo)).selected).toEqual(choice);
    // A new session sees it too; the company profile keeps its own (the defaults).
    expect((await get(await demo.as(RODRIGO, '2001'))).selected).toEqual(choice);
    expect((await get(await demo.as(RODRIGO, '2002'))).selected).toEqual([
      'misFondos',
      'invertir',
      'valoresDelDia',
      'movimientosEnTransito',
      'cartolas',
      'inviertePorObjetivos',
    ]);
    // An empty choice is a choice: the home shows no shortcuts.
    expect((await read(await put(rodrigo, []))).selected).toEqual([]);
    expect((await get(rodrigo)).selected).toEqual([]);
  });

  it('refuses unknown, unavailable, repeated or too many shortcuts in Spanish', async () => {
    const supervisor = await demo.as(RODRIGO, '2002');
    const unknown = await refusal(await put(supervisor, ['misFondos', 'casino']), 400);
    expect(unknown.message).toBe('El campo selected.1 no es válido: Acceso directo desconocido.');
    const unavailable = await refusal(await put(supervisor, ['misFondos', 'apv']), 400);
    expect(unavailable.message).toBe(
      'El acceso directo "APV" no está disponible para su perfil. Elija otro de la lista.',
    );
    expect(unavailable.path).toEqual(['selected', '1']);
    // Offered by no menu yet: refused too.
    expect((await refusal(await put(supervisor, ['simuladores']), 400)).path).toEqual([
      'selected',
      '0',
    ]);
    const repeated = await refusal(await put(supervisor, ['cartolas', 'cartolas']), 400);
    expect(repeated.message).toMatch(/Un acceso directo se repite\.$/);
    const seven = [
      'misFondos',
      'invertir',
      'valoresDelDia',
      'movimientosEnTransito',
      'cartolas',
      'acciones',
      'inviertePorObjetivos',
    ];
    expect((await refusal(await put(supervisor, seven), 400)).message).toMatch(
      /Elija a lo más 6 accesos directos\.$/,
    );
    for (const body of ['misFondos', null, [{ id: 'misFondos' }], ['x'.repeat(5_000)]]) {
      expect((await put(supervisor, body)).status).toBe(400);
    }
    // Nothing of it was kept.
    expect((await get(supervisor)).selected).toContain('misFondos');
    expect((await get(supervisor)).selected).toHaveLength(6);
  });

  it('refuses a save without the XSRF token, without a session or before choosing a profile', async () => {
    const camila = await demo.as(CAMILA);
    const before = (await get(camila)).selected;
    const body = await refusal(await put(camila, ['cartolas'], { xsrf: false }), 403);
    expect(body.message).toBe(messages.xsrf);
    expect((await get(camila)).selected).toEqual(before);
    const anonymous = new TestBrowser(demo.app);
    expect((await refusal(await put(anonymous, ['cartolas']), 401)).message).toBe(
      messages.noSession,
    );
    const rodrigo = await demo.as(RODRIGO);
    expect((await refusal(await put(rodrigo, ['cartolas']), 403)).message).toBe(
      messages.profileRequired,
    );
  });

  it('ends concurrent saves with one of them whole, in one row', async () => {
    const camila = await demo.as(CAMILA);
    const choices = [
      ['misFondos'],
      ['invertir', 'cartolas'],
      ['apv', 'valoresDelDia', 'misFondos'],
      ['reunionOnline', 'acciones'],
      ['cartolas', 'apv', 'invertir', 'misFondos'],
      ['movimientosEnTransito'],
      ['inviertePorObjetivos', 'cartolas'],
      ['acciones'],
    ];
    const answers = await Promise.all(choices.map((choice) => put(camila, choice)));
    expect(answers.map((a) => a.status)).toEqual(choices.map(() => 200));
    const final = (await get(camila)).selected;
    expect(choices).toContainEqual(final);
    const rows = await demo.db.query<{ shortcut_ids: string[] }>(
      `SELECT s.shortcut_ids FROM shortcut_choices s JOIN clients c ON c.id = s.client_id
       WHERE c.rut = '12345678-5'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.shortcut_ids).toEqual(final);
  });
});

describe('ASDI validation', () => {
  it('offers the digital advisory to natural persons, not to company profiles', async () => {
    const answer = async (browser: TestBrowser) =>
      contract.asdiValidation.response.parse(
        await read(await browser.get('/dashboard/validaciones/asdi')),
      );
    expect(await answer(await demo.as(CAMILA))).toEqual({ habilitado: true });
    expect(await answer(await demo.as(RODRIGO, '2001'))).toEqual({ habilitado: true });
    expect(await answer(await demo.as(RODRIGO, '2002'))).toEqual({ habilitado: false });
  });
});

describe('access to the market calls of the home', () => {
  it('answers 401 without a session and 403 until a profile is chosen', async () => {
    const paths = [
      '/dashboard/indicadores',
      '/dashboard/resumenMercado',
      '/dashboard/publicidad?variante=web',
      '/dashboard/accesosDirectos',
      '/dashboard/validaciones/asdi',
    ];
    const anonymous = new TestBrowser(demo.app);
    const rodrigo = await demo.as(RODRIGO);
    for (const path of paths) {
      expect((await refusal(await anonymous.get(path), 401)).message).toBe(messages.noSession);
      expect((await refusal(await rodrigo.get(path), 403)).message).toBe(messages.profileRequired);
    }
  });
});
