// Spec 6 on the server: each role rule per route, the signing authorization, the state-changing
// GETs and the session id rotation of contextualize.
import { pathOf, SESSION_COOKIE, wizard } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';

let clock = Date.UTC(2026, 10, 21, 12);
const demo = useDemoApp({ now: () => clock });

const RODRIGO = '15432198-5';
const params = { context: 'base' as const, contractId: 'CGF-2026' };
const authorize = (browser: TestBrowser, documentos?: string[]) =>
  browser.call('POST', pathOf(wizard.authorizeSigning, params), { body: { documentos } });
const signWith = (browser: TestBrowser, authorizationId: string, documentos?: string[]) =>
  browser.call('POST', pathOf(wizard.signContractDocuments, params), {
    body: { authorizationId, documentos },
  });
async function issue(browser: TestBrowser, documentos?: string[]): Promise<string> {
  const response = await authorize(browser, documentos);
  expect(response.status).toBe(200);
  return wizard.authorizeSigning.response.parse(await read(response)).authorizationId;
}

describe('signContracts: natural persons and operators of an active company', () => {
  it('refuses a company supervisor (403), in the authorization and in the signing', async () => {
    const supervisor = await demo.as(RODRIGO, '2002');
    const refused = await authorize(supervisor);
    expect(refused.status).toBe(403);
    expect((await read(refused)).message).toBe(messages.roleForbidden);
    expect((await signWith(supervisor, 'AUT-inventado')).status).toBe(403);
  });

  it("lets the company's operator and a natural person sign", async () => {
    const operator = await demo.as(RODRIGO, '2003');
    expect((await signWith(operator, await issue(operator))).status).toBe(200);
    const camila = await demo.as('12345678-5');
    expect((await signWith(camila, await issue(camila))).status).toBe(200);
  });
});

describe('executiveCalendar: natural persons only', () => {
  it('refuses a company profile (403) and answers a natural person', async () => {
    const path = '/ejecutivo/calendario?email=sebastian.araya@inversiones-demo.cl';
    expect((await (await demo.as(RODRIGO, '2002')).get(path)).status).toBe(403);
    expect((await (await demo.as(RODRIGO, '2001')).get(path)).status).toBe(200);
  });
});

describe('companyItems (the company access level): an active company', () => {
  it('refuses a natural person and answers the supervisor and the operator', async () => {
    const path = wizard.getCompanySignedDocuments.path;
    expect((await (await demo.as(RODRIGO, '2001')).get(path)).status).toBe(403);
    expect((await (await demo.as(RODRIGO, '2002')).get(path)).status).toBe(200);
    expect((await (await demo.as(RODRIGO, '2003')).get(path)).status).toBe(200);
  });
});

describe('the profile access level', () => {
  it('with several profiles, answers nothing about a profile until one is chosen', async () => {
    const rodrigo = await demo.as(RODRIGO);
    const before = await rodrigo.get('/client');
    expect(before.status).toBe(403);
    expect((await read(before)).message).toBe(messages.profileRequired);
    expect((await rodrigo.get('/auth/perfiles')).status).toBe(200);
    expect((await rodrigo.get('/contextualize/2002')).status).toBe(200);
    expect((await rodrigo.get('/client')).status).toBe(200);
  });
});

describe('the signing authorization', () => {
  it('refuses a made-up authorizationId (403) and records nothing', async () => {
    const camila = await demo.as('12345678-5', undefined);
    const refused = await signWith(camila, 'AUT-123');
    expect(refused.status).toBe(403);
    expect((await read(refused)).message).toBe(messages.signingUnauthorized);
  });

  it('is single use', async () => {
    const operator = await demo.as(RODRIGO, '2003');
    const id = await issue(operator);
    expect((await signWith(operator, id)).status).toBe(200);
    expect((await signWith(operator, id)).status).toBe(403);
  });

  it('serves only the documents it was issued for', async () => {
    const camila = await demo.as('12345678-5');
    const params2 = { context: 'base' as const, contractId: 'UCD-2026' };
    const issued = await camila.call('POST', pathOf(wizard.authorizeSigning, params2), {
      body: { documentos: ['USO_CANAL_DIGITAL'] },
    });
    const { authorizationId } = await read(issued);
    const more = await camila.call('POST', pathOf(wizard.signContractDocuments, params2), {
      body: { authorizationId, documentos: ['USO_CANAL_DIGITAL', 'MANDATO_LIQUIDACION'] },
    });
    expect(more.status).toBe(403);
  });

  it('serves only the session that asked for it', async () => {
    const id = await issue(await demo.as('12345678-5'));
    expect((await signWith(await demo.as('12345678-5'), id)).status).toBe(403);
  });

  it('expires after five minutes', async () => {
    const camila = await demo.as('12345678-5');
    const id = await issue(camila);
    clock += 301_000;
    expect((await signWith(camila, id)).status).toBe(403);
  });
});

describe('state-changing GETs need the XSRF echo and a same-origin request', () => {
  const cases = [
    ['logout', '/auth/logout'],
    ['contextualize', '/contextualize/2002'],
    [
      'jarvis next',
      `${pathOf(wizard.jarvisAction, { context: 'base', action: 'next' })}?wizard=BIENVENIDA`,
    ],
    [
      'flow-wizard action',
      `${pathOf(wizard.flowWizardStep, { code: 'base', x: 'BIENVENIDA' })}?action=next`,
    ],
  ] as const;

  for (const [name, path] of cases) {
    it(`${name}: 403 with the cookie only, 403 from another site, 200 from the portal`, async () => {
      const browser = await demo.as(RODRIGO, '2001');
      const cookieOnly = await browser.get(path, { xsrf: false });
      expect(cookieOnly.status).toBe(403);
      expect((await read(cookieOnly)).message).toBe(messages.xsrf);
      for (const site of ['cross-site', 'same-site']) {
        const foreign = await browser.get(path, { headers: { 'sec-fetch-site': site } });
        expect(foreign.status).toBe(403);
      }
      // Nothing changed: the session still acts for the same profile.
      expect((await read(await browser.get('/client'))).RutCliente).toBe(RODRIGO);
      const ok = await browser.get(path, { headers: { 'sec-fetch-site': 'same-origin' } });
      expect(ok.status).toBe(200);
    });
  }
});

describe('contextualize rotates the session id', () => {
  it('gives a new cookie and the old one stops working', async () => {
    const browser = await demo.as(RODRIGO);
    const before = browser.cookies.get(SESSION_COOKIE);
    expect((await browser.get('/contextualize/2003')).status).toBe(200);
    const after = browser.cookies.get(SESSION_COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await browser.get('/client')).status).toBe(200);

    const stale = new TestBrowser(demo.app);
    stale.cookies.set(SESSION_COOKIE, before!);
    expect((await stale.get('/auth/perfiles')).status).toBe(401);
  });
});
