import {
  client as clientContract,
  common,
  menu as menuContract,
  type MenuItem,
  NOTIFICATION_COUNT_HEADER,
  notifications,
  pathOf,
  wizard,
} from '@inversiones/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.ts';
import { communes, regions } from '@inversiones/es-cl/territory';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { openTestDatabase } from '../test-support/test-db.ts';

let db: Database;
let app: App;

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seed(db);
  app = createApp({ db, version: 't', logError: () => {} });
});

afterAll(async () => {
  await db?.close();
});

async function as(rut: string, code?: string) {
  const browser = new TestBrowser(app);
  expect((await browser.login(rut)).response.status).toBe(200);
  if (code) expect((await browser.get(`/contextualize/${code}`)).status).toBe(200);
  return browser;
}

const ids = (items: MenuItem[]): string[] => items.flatMap((item) => [item.id, ...ids(item.items)]);
const find = (items: MenuItem[], id: string): MenuItem | undefined =>
  items.flatMap((item) => [item, ...item.items]).find((item) => item.id === id);

async function menuOf(browser: TestBrowser) {
  return menuContract.menu.response.parse(await (await browser.get('/menu')).json());
}

describe('GET /api/client', () => {
  it("gives Camila's Client record, cache fields included", async () => {
    const browser = await as('12.345.678-5');
    const response = await browser.get('/client');
    const body = clientContract.client.response.parse(await response.json());
    expect(body).toMatchObject({
      RutCliente: '12345678-5',
      Nombre: 'Camila Andrea',
      ApellidoPaterno: 'Rojas',
      ApellidoMaterno: 'Fuentes',
      Perfil: 'Moderado',
      PerfilId: 2,
      TieneCuenta: 1,
      DescripcionTipoPersona: 'Persona Natural',
    });
    expect(body.Ejecutivos).toHaveLength(1);
    expect(Date.parse(body.Create)).not.toBeNaN();
    expect(response.headers.get(NOTIFICATION_COUNT_HEADER)).toBe('2');
  });

  it('answers 401 without a session', async () => {
    const response = await new TestBrowser(app).get('/client');
    expect(response.status).toBe(401);
  });
});

describe('GET /api/menu', () => {
  it('natural person: personal data, executives, calendar, TEFE; no company items; no session change', async () => {
    const menu = await menuOf(await as('12345678-5'));
    const all = ids(menu);
    expect(all).toEqual(expect.arrayContaining(['01', '05', '07', '0701', '0801', '09']));
    // Mis Ejecutivos: her own executive (a company's supervisor sees the company's).
    expect(all).toContain('0802');
    expect(all).not.toContain('0707');
    expect(all).not.toContain('0709');
    expect(all).not.toContain('0804');
    expect(find(menu, '0203')?.isNew).toBe(true);
  });

  it('supervisor of a company: 0707 shown, 0709 hidden, Mis Ejecutivos, no TEFE, no personal data', async () => {
    const menu = await menuOf(await as('15432198-5', '2002'));
    const all = ids(menu);
    expect(find(menu, '0707')?.show).toBe(1);
    // Not merely hidden: the item is absent, so a route guard reading the menu refuses it too.
    expect(all).not.toContain('0709');
    expect(all).toContain('0802');
    expect(all).toContain('0804');
    expect(all).not.toContain('05');
    expect(all).not.toContain('0801');
    expect(all).not.toContain('09');
  });

  it('operator Apoderado with TEFE: 0707 and 0709 shown, TEFE section', async () => {
    const menu = await menuOf(await as('15432198-5', '2003'));
    expect(find(menu, '0707')?.show).toBe(1);
    expect(find(menu, '0709')?.show).toBe(1);
    expect(find(menu, '0709')?.route).toBe('/miPerfilEmpresa/misDatosEmpresa');
    expect(ids(menu)).toContain('0501');
    expect(ids(menu)).not.toContain('0802');
  });

  it('filters by ?id= (section 07, documents)', async () => {
    const browser = await as('15432198-5', '2003');
    const section = menuContract.menu.response.parse(
      await (await browser.get('/menu?id=07')).json(),
    );
    expect(section.map((s) => s.id)).toEqual(['07']);
    expect(section[0]!.items.map((i) => i.id)).toEqual([
      '0701',
      '0702',
      '0703',
      '0704',
      '0705',
      '0706',
      '0707',
      '0709',
    ]);
  });
});

describe('notifications, messages, chat, calendar, contact data', () => {
  it('lists the notifications of the active profile with their count', async () => {
    const camila = await as('12345678-5');
    const body = notifications.notificaciones.response.parse(
      await (await camila.get('/common/notificaciones')).json(),
    );
    expect(body.notificationCount).toBe(2);
    expect(body.notifications[0]).toMatchObject({ route: '/ffmm/misFondos' });
    const company = await as('15432198-5', '2003');
    const response = await company.get('/common/notificaciones');
    expect((await read(response)).notificationCount).toBe(1);
    expect(response.headers.get(NOTIFICATION_COUNT_HEADER)).toBe('1');
  });

  it('marks a notification read for its owner only, once, and the count follows', async () => {
    const camila = await as('12345678-5');
    const list = async () =>
      notifications.notificaciones.response.parse(
        await (await camila.get('/common/notificaciones')).json(),
      );
    const before = await list();
    const first = before.notifications[0]!;
    const markPath = (id: number) => pathOf(notifications.markRead, { id });

    // Another client cannot touch it, nor can a call without the XSRF echo.
    const rodrigo = await as('15432198-5', '2001');
    expect((await rodrigo.call('POST', markPath(first.id))).status).toBe(404);
    expect((await camila.call('POST', markPath(first.id), { xsrf: false })).status).toBe(403);
    expect((await list()).notificationCount).toBe(before.notificationCount);

    const marked = await camila.call('POST', markPath(first.id));
    expect(marked.status).toBe(200);
    expect(notifications.markRead.response.parse(await marked.json())).toEqual({
      ok: true,
      notificationCount: before.notificationCount - 1,
    });
    // Idempotent: again, the same answer.
    const again = await camila.call('POST', markPath(first.id));
    expect((await read(again)).notificationCount).toBe(before.notificationCount - 1);
    const after = await list();
    expect(after.notificationCount).toBe(before.notificationCount - 1);
    expect(after.notifications.map((n) => n.id)).not.toContain(first.id);
    expect((await camila.call('POST', '/common/notificaciones/abc/leida')).status).toBe(404);
  });

  it('gives the messages with their priority', async () => {
    const browser = await as('15432198-5', '2001');
    const body = clientContract.messagesList.response.parse(
      await (await browser.get('/common/mensajes')).json(),
    );
    expect(body.map((m) => m.priority)).toEqual([1, 2]);
  });

  it('enables the chat for a natural person with an executive, not for a company', async () => {
    const camila = await as('12345678-5');
    expect(
      clientContract.chatStatus.response.parse(await (await camila.get('/chat')).json()),
    ).toEqual({
      habilitado: true,
    });
    const link = clientContract.chatLink.response.parse(
      await (await camila.get('/chat/link')).json(),
    );
    expect(link.habilitado).toBe(true);
    expect(link.url).not.toBe('');
    const company = await as('15432198-5', '2002');
    expect((await read(await company.get('/chat/link'))).habilitado).toBe(false);
  });

  it("answers the executive's calendar for a natural person", async () => {
    const camila = await as('12345678-5');
    const ok = clientContract.executiveCalendar.response.parse(
      await (
        await camila.get('/ejecutivo/calendario?email=francisca.morales@inversiones-demo.cl')
      ).json(),
    );
    expect(ok.Vigente).toBe(true);
    const other = await read(await camila.get('/ejecutivo/calendario?email=otro@x.cl'));
    expect(other.Vigente).toBe(false);
  });

  it('validates contact data and lists missing data', async () => {
    const camila = await as('12345678-5');
    expect(
      clientContract.contactValidation.response.parse(
        await (await camila.get('/cliente/validacionContacto')).json(),
      ).mostrar,
    ).toBe(false);
  });

  it('lists missing data only when the client cannot complete it, naming whom to contact', async () => {
    const missingOf = async (browser: TestBrowser) =>
      clientContract.missingData.response.parse(
        await (await browser.get('/cliente/datosFaltantes')).json(),
      );
    // Valentina's onboarding asks for her phone itself: nothing to report, whatever is missing.
    const valentina = await as('16789012-1');
    expect(await missingOf(valentina)).toMatchObject({ mostrar: false, datos: [] });
    // Once she entered it in the wizard (and finished it), still nothing.
    const save = pathOf(wizard.saveSection, {
      context: 'enrolamientoBco',
      id: 'EBDATOSPERSONALESCLIENTE',
    });
    await valentina.call('PUT', save, {
      body: { datos: { Telefono: { prefix: '56', number: '987654321' } } },
    });
    await valentina.get(
      `${pathOf(wizard.jarvisAction, { context: 'enrolamientoBco', action: 'next' })}?wizard=EBDATOSPERSONALESCLIENTE`,
    );
    const done = await missingOf(valentina);
    expect(done).toMatchObject({ mostrar: false, datos: [] });
    // No executive: the firm's help desk with its contact details.
    expect(done.contacto).toEqual({
      tipo: 'mesaDeAyuda',
      nombre: 'Mesa de Ayuda',
      email: 'mesadeayuda@inversiones-demo.cl',
      telefono: '+56 2 2345 6789',
    });
    // Tomás has no wizard for them: his data are really missing; his executive is named.
    const tomas = await as('13579246-2');
    const his = await missingOf(tomas);
    expect(his).toMatchObject({
      mostrar: true,
      datos: ['Correo electrónico', 'Teléfono celular', 'Dirección particular'],
    });
    expect(his.contacto).toMatchObject({ tipo: 'ejecutivo' });
    expect(his.contacto.email).toMatch(/@/);
  });
});

describe('common lists', () => {
  it('has Chile complete: 16 regions and 346 communes with unique CUT codes', () => {
    expect(regions).toHaveLength(16);
    expect(communes).toHaveLength(346);
    expect(new Set(communes.map((c) => c.codigo)).size).toBe(346);
    expect(communes.every((c) => /^\d{5}$/.test(c.codigo))).toBe(true);
  });

  it('serves countries, regions, marital status and phone prefixes', async () => {
    const browser = await as('12345678-5');
    const countries = common.countries.response.parse(
      await (await browser.get('/common/paises')).json(),
    );
    expect(countries).toContainEqual({ CodigoPais: 'CL', NombrePais: 'Chile' });
    const regionList = common.chileRegions.response.parse(
      await (await browser.get('/common/regiones')).json(),
    );
    expect(regionList).toHaveLength(16);
    expect(regionList).toContainEqual({ Codigo: '16', Glosa: 'Ñuble' });
    const marital = common.maritalStatus.response.parse(
      await (await browser.get('/common/estadoCivil')).json(),
    );
    expect(marital.map((m) => m.Codigo)).toContain('AUC');
    const prefixes = common.phonePrefixes.response.parse(
      await (await browser.get('/common/prefijosTelefonicos')).json(),
    );
    expect(prefixes).toContainEqual({ Codigo: '+56', Glosa: 'Chile' });
  });

  it('cascades country -> region -> city (province) -> commune with the wizard paths', async () => {
    const browser = await as('12345678-5');
    const get = async (path: string) => read(await browser.get(path));
    const regionList = common.regionsOf.response.parse(
      await get(pathOf(common.regionsOf, { country: 'CL' })),
    );
    expect(regionList).toHaveLength(16);
    const cities = common.citiesOf.response.parse(
      await get(pathOf(common.citiesOf, { country: 'CL', region: '13' })),
    );
    expect(cities.map((c) => c.Glosa)).toEqual([
      'Santiago',
      'Cordillera',
      'Chacabuco',
      'Maipo',
      'Melipilla',
      'Talagante',
    ]);
    const santiago = common.communesOf.response.parse(
      await get(pathOf(common.communesOf, { country: 'CL', city: '131' })),
    );
    expect(santiago).toHaveLength(32);
    expect(santiago).toContainEqual({ Codigo: '13114', Glosa: 'Las Condes' });
    let total = 0;
    for (const region of regionList) {
      for (const city of await get(
        pathOf(common.citiesOf, { country: 'CL', region: region.Codigo }),
      )) {
        total += (await get(pathOf(common.communesOf, { country: 'CL', city: city.Codigo })))
          .length;
      }
    }
    expect(total).toBe(346);
    expect(await get(pathOf(common.regionsOf, { country: 'AR' }))).toEqual([]);
  });

  it('gives fund series and investment accounts', async () => {
    const browser = await as('12345678-5');
    const series = common.fundSeries.response.parse(
      await (await browser.get(pathOf(common.fundSeries, { fund: 1 }))).json(),
    );
    expect(series.map((s) => s.Codigo)).toEqual(['A', 'B', 'APV']);
    const accounts = common.investmentAccounts.response.parse(
      await (await browser.get(pathOf(common.investmentAccounts, { fund: 1, serie: 'A' }))).json(),
    );
    expect(accounts[0]!.Codigo).toBe('12345678-1');
    expect(
      await (await browser.get(pathOf(common.investmentAccounts, { fund: 1, serie: 'Z' }))).json(),
    ).toEqual([]);
  });

  it('validates the identity-card serial number', async () => {
    const browser = await as('12345678-5');
    const check = (serialNumber: unknown) =>
      browser.call('POST', '/cliente/carnet/serie/vigencia', { body: { serialNumber } });
    expect(await (await check('527.345.112')).json()).toEqual({ stateIdentityCard: 1 });
    expect(await (await check('A999123456')).json()).toEqual({ stateIdentityCard: 0 });
    const bad = await check('12-34');
    expect(bad.status).toBe(400);
    expect((await read(bad)).path).toEqual(['serialNumber']);
    expect((await check(42)).status).toBe(400);
    const noXsrf = await browser.call('POST', '/cliente/carnet/serie/vigencia', {
      body: { serialNumber: '527345112' },
      xsrf: false,
    });
    expect(noXsrf.status).toBe(403);
  });
});
