// TEFE beneficiaries through the API (PGlite, or PostgreSQL with DATABASE_URL): who may open
// TEFE, registering with the compliance review at set clocks, the list's pages, filter and
// search, the state changes of spec 4, the SWIFT lookup, and every refusal.
import { tefeAccess, tefeBeneficiaries as contract, tefeCatalogues } from '@inversiones/contract';
import { bankSample, beneficiaryFieldsSample } from '@inversiones/contract/samples/tefe';
import { describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { errorOf } from '../test-support/error-of.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { REVIEW_SECONDS } from './compliance.ts';
import { tefeMessages as m } from './messages.ts';

const VALENTINA = '16789012-1';
let now = MARKET_TEST_NOW;
const demo = useDemoApp({
  now: () => now,
  // The firm keeps Valentina out of TEFE.
  prepare: async (db) => {
    await db.query('INSERT INTO tefe_blocked_clients (rut) VALUES ($1)', [VALENTINA]);
  },
});
const later = (seconds: number) => {
  now += seconds * 1000;
};

const bank = bankSample;
const laura = beneficiaryFieldsSample;

const register = (browser: TestBrowser, body: unknown) =>
  browser.call('POST', '/tefe/beneficiarios', { body });
const registered = async (browser: TestBrowser, body: unknown) => {
  const response = await register(browser, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return contract.beneficiarySchema.parse(await response.json());
};
const listOf = async (browser: TestBrowser, query = '') => {
  const response = await browser.get(`/tefe/beneficiarios${query}`);
  expect(response.status).toBe(200);
  return contract.list.response.parse(await response.json());
};
const change = (browser: TestBrowser, id: number, body: unknown) =>
  browser.call('PUT', `/tefe/beneficiarios/${id}`, { body });
const statusOf = async (browser: TestBrowser, id: number) =>
  (await listOf(browser, '?estado=TODOS&registrosPagina=50')).beneficiarios.find((b) => b.Id === id)
    ?.StatusId;

describe('TEFE access (spec 6)', () => {
  it('opens for a natural person and an Apoderado with TEFE; keeps out the rest with the message', async () => {
    const active = async (browser: TestBrowser) =>
      tefeAccess.active.response.parse(await (await browser.get('/tefe?check=activo')).json());
    expect(await active(await demo.as(CAMILA))).toEqual({ activo: true, mensaje: null });
    expect(await active(await demo.as(RODRIGO, '2003'))).toEqual({ activo: true, mensaje: null });

    const supervisor = await demo.as(RODRIGO, '2002');
    expect(await active(supervisor)).toEqual({
      activo: false,
      mensaje: tefeAccess.tefeAccessMessages.companyNotEnabled,
    });
    const refused = await errorOf(await supervisor.get('/tefe/beneficiarios'), 403);
    expect(refused.message).toBe(tefeAccess.tefeAccessMessages.companyNotEnabled);

    const valentina = await demo.as(VALENTINA);
    expect(await active(valentina)).toEqual({
      activo: false,
      mensaje: tefeAccess.tefeAccessMessages.blocked,
    });
    expect((await errorOf(await register(valentina, laura), 403)).message).toBe(
      tefeAccess.tefeAccessMessages.blocked,
    );
    expect((await valentina.get('/tefe/paises')).status).toBe(403);
    expect((await valentina.get('/tefe?check=otro')).status).toBe(400);
  });
});

describe('registering a beneficiary', () => {
  it('starts pending approval and is approved once the compliance review is due', async () => {
    const camila = await demo.as(CAMILA);
    const created = await registered(camila, {
      ...laura,
      Bank: { ...bank, SwiftCode: 'chasus33' },
    });
    expect(created).toMatchObject({
      StatusId: contract.BENEFICIARY_STATUS.pendingApproval,
      Name: 'Laura',
      OriginCountry: 'Estados Unidos',
      DNI: '',
      Bank: { SwiftCode: 'CHASUS33', AbaCode: '021000021' },
      IntermediaryBank: { BankName: 'Citibank N.A.', SwiftCode: 'CITIUS33' },
      CreatedAt: new Date(now).toISOString(),
    });
    later(REVIEW_SECONDS - 1);
    expect(await statusOf(camila, created.Id)).toBe(contract.BENEFICIARY_STATUS.pendingApproval);
    later(1);
    expect(await statusOf(camila, created.Id)).toBe(contract.BENEFICIARY_STATUS.approved);
  });

  it('is blocked by country, alerted for a high-risk bank, or blocked by the tracker', async () => {
    const camila = await demo.as(CAMILA);
    const fromIran = await registered(camila, { ...laura, OriginCountryId: 15 });
    const inPanama = await registered(camila, {
      ...laura,
      Bank: { ...bank, Country: 'PA', AbaCode: '', SwiftCode: 'BAGEPAPA' },
    });
    const watched = await registered(camila, {
      ...laura,
      Name: 'Viktor',
      FatherLastName: 'Bout',
      MotherLastName: '',
    });
    later(REVIEW_SECONDS);
    expect(await statusOf(camila, fromIran.Id)).toBe(contract.BENEFICIARY_STATUS.blockedByCountry);
    expect(await statusOf(camila, inPanama.Id)).toBe(contract.BENEFICIARY_STATUS.complianceAlert);
    expect(await statusOf(camila, watched.Id)).toBe(
      contract.BENEFICIARY_STATUS.blockedByComplianceTracker,
    );
    // Held by compliance: neither edited nor blocked by the client.
    for (const body of [
      { State: '', User: 'WEB', Beneficiary: laura },
      { State: 'BLOQUEADO', User: 'WEB' },
    ]) {
      expect((await errorOf(await change(camila, fromIran.Id, body), 409)).message).toBe(
        m.heldByCompliance,
      );
    }
  });

  it('refuses each bad field with its Spanish message, unknown fields and catalogue ids', async () => {
    const camila = await demo.as(CAMILA);
    /** A 400 at `path` saying the contract's `message`. */
    const refusedAt = async (body: unknown, path: string[], message: string) => {
      const error = await errorOf(await register(camila, body), 400);
      expect(error.path).toEqual(path);
      expect(error.message).toContain(message);
    };
    const fieldMessages = contract.beneficiaryMessages;
    await refusedAt(
      { ...laura, Bank: { ...bank, SwiftCode: 'CHAS-33' } },
      ['Bank', 'SwiftCode'],
      fieldMessages.swift,
    );
    await refusedAt(
      { ...laura, Bank: { ...bank, AbaCode: '' } },
      ['Bank', 'AbaCode'],
      fieldMessages.abaRequired,
    );
    await refusedAt({ ...laura, Phone: '3055550100' }, ['Phone'], fieldMessages.phone);
    await refusedAt({ ...laura, Email: 'laura@' }, ['Email'], fieldMessages.email);
    await refusedAt({ ...laura, FatherLastName: '' }, ['FatherLastName'], fieldMessages.lastName);
    expect((await register(camila, { ...laura, StatusId: 1 })).status).toBe(400);
    const country = await errorOf(await register(camila, { ...laura, OriginCountryId: 999 }), 422);
    expect(country.message).toBe(m.unknownCountry);
    const currency = await errorOf(await register(camila, { ...laura, CurrencyId: 9 }), 422);
    expect(currency.message).toBe(m.unknownCurrency);
  });
});

describe('the list', () => {
  it('pages by registrosPagina, filters by status, searches by name, and hides the deleted', async () => {
    const rodrigo = await demo.as(RODRIGO, '2003');
    const names = ['Anna Schmidt', 'Pierre Martin', 'John Smith'];
    const ids: number[] = [];
    for (const full of names) {
      const [Name, FatherLastName] = full.split(' ') as [string, string];
      ids.push(
        (await registered(rodrigo, { ...laura, Name, FatherLastName, MotherLastName: '' })).Id,
      );
    }
    const first = await listOf(rodrigo, '?registrosPagina=2');
    expect(first).toMatchObject({ total: 3, numeroPagina: 1, registrosPagina: 2 });
    // Newest first.
    expect(first.beneficiarios.map((b) => b.Name)).toEqual(['John', 'Pierre']);
    const second = await listOf(rodrigo, '?registrosPagina=2&numeroPagina=2');
    expect(second.beneficiarios.map((b) => b.Name)).toEqual(['Anna']);
    expect((await listOf(rodrigo, '?nombre=schm')).beneficiarios.map((b) => b.Id)).toEqual([
      ids[0],
    ]);
    expect((await listOf(rodrigo, '?nombre=%25')).total).toBe(0);

    later(REVIEW_SECONDS);
    expect((await listOf(rodrigo, '?estado=1')).total).toBe(3);
    const deleted = await change(rodrigo, ids[1]!, { State: 'ELIMINADO', User: 'WEB' });
    expect(contract.beneficiarySchema.parse(await deleted.json()).StatusId).toBe(
      contract.BENEFICIARY_STATUS.deleted,
    );
    expect((await listOf(rodrigo)).total).toBe(2);
    expect((await listOf(rodrigo, '?estado=7')).beneficiarios.map((b) => b.Id)).toEqual([ids[1]]);
    // Camila's list is her own.
    expect((await listOf(await demo.as(CAMILA), '?nombre=Pierre')).total).toBe(0);

    for (const query of [
      '?registrosPagina=51',
      '?estado=ALGUNOS',
      '?estado=2',
      '?numeroPagina=0',
    ]) {
      expect((await rodrigo.get(`/tefe/beneficiarios${query}`)).status, query).toBe(400);
    }
  });
});

describe('state changes (spec 4)', () => {
  it('blocks once, edits back into review, deletes for good, and touches only its owner’s', async () => {
    const camila = await demo.as(CAMILA);
    const created = await registered(camila, laura);
    later(REVIEW_SECONDS);
    const blocked = await change(camila, created.Id, { State: 'BLOQUEADO', User: 'WEB' });
    expect(contract.beneficiarySchema.parse(await blocked.json()).StatusId).toBe(
      contract.BENEFICIARY_STATUS.blockedByUser,
    );
    const again = await change(camila, created.Id, { State: 'BLOQUEADO', User: 'WEB' });
    expect((await errorOf(again, 409)).message).toBe(m.alreadyBlocked);

    // Its page reads it by id, with the status it has now.
    const one = await camila.get(`/tefe/beneficiarios/${created.Id}`);
    expect(contract.beneficiarySchema.parse(await one.json())).toMatchObject({
      Id: created.Id,
      StatusId: contract.BENEFICIARY_STATUS.blockedByUser,
      Bank: { SwiftCode: bank.SwiftCode },
    });

    // Another company's attorney cannot see or change it.
    const rodrigo = await demo.as(RODRIGO, '2003');
    const foreign = await change(rodrigo, created.Id, { State: 'ELIMINADO', User: 'WEB' });
    expect((await errorOf(foreign, 404)).message).toBe(m.notFound);
    expect(
      (await errorOf(await rodrigo.get(`/tefe/beneficiarios/${created.Id}`), 404)).message,
    ).toBe(m.notFound);

    const edited = await change(camila, created.Id, {
      State: '',
      User: 'WEB',
      Beneficiary: {
        ...laura,
        Alias: 'Laura (nueva cuenta)',
        Bank: { ...bank, Account: '111222333' },
      },
    });
    expect(contract.beneficiarySchema.parse(await edited.json())).toMatchObject({
      StatusId: contract.BENEFICIARY_STATUS.pendingApproval,
      Alias: 'Laura (nueva cuenta)',
      Bank: { Account: '111222333' },
    });
    later(REVIEW_SECONDS);
    expect(await statusOf(camila, created.Id)).toBe(contract.BENEFICIARY_STATUS.approved);

    await change(camila, created.Id, { State: 'ELIMINADO', User: 'WEB' });
    const gone = await change(camila, created.Id, { State: 'BLOQUEADO', User: 'WEB' });
    expect((await errorOf(gone, 409)).message).toBe(m.deleted);
    expect((await change(camila, 999999, { State: 'ELIMINADO', User: 'WEB' })).status).toBe(404);
    // Deleted, it has no page any more; nor has an id that is not one.
    for (const id of [String(created.Id), '0', 'abc', '1e3']) {
      expect((await camila.get(`/tefe/beneficiarios/${id}`)).status).toBe(404);
    }
    expect((await change(camila, created.Id, { State: 'APROBADO', User: 'WEB' })).status).toBe(400);
    expect((await change(camila, created.Id, { State: 'ELIMINADO', User: 'ADMIN' })).status).toBe(
      400,
    );
  });

  it('keeps at most 100 beneficiaries, even when two registrations race for the last place', async () => {
    const rodrigo = await demo.as(RODRIGO, '2003');
    const { total } = await listOf(rodrigo);
    await demo.db.query(
      `INSERT INTO tefe_beneficiaries (owner_rut, acted_by, type, dni, name, father_last_name,
         mother_last_name, email, address, origin_country_id, alias, phone_code, phone,
         currency_id, contact_phone_code, contact_phone, contact_email, bank, status_id,
         created_at, updated_at)
       SELECT '77123456-9', $1, 2, '', 'Proveedor ' || n, '', '', '', 'Calle 1', 1, '', 1,
         3055550100, 1, 1, 3055550100, '', $2::jsonb, 1, 0, 0
       FROM generate_series(1, $3::int) AS n`,
      [RODRIGO, JSON.stringify(bank), contract.BENEFICIARY_LIMITS.perClient - 1 - total],
    );
    const company = { ...laura, Type: contract.BENEFICIARY_TYPES.company, Name: 'Acme LLC' };
    const answers = await Promise.all([register(rodrigo, company), register(rodrigo, company)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const refused = answers.find((r) => r.status === 422)!;
    expect((await errorOf(refused, 422)).message).toBe(m.tooMany);
  });
});

describe('catalogues', () => {
  it('finds a bank by SWIFT code (with or without branch) and lists countries and currencies', async () => {
    const camila = await demo.as(CAMILA);
    const found = contract.internationalBank.response.parse(
      await (await camila.get('/tefe/bancosInternacionales/chasus33xxx')).json(),
    );
    expect(found).toMatchObject({
      BankName: 'JPMorgan Chase Bank, N.A.',
      SwiftCode: 'CHASUS33XXX',
      Country: 'US',
    });
    for (const code of ['ZZZZUS33', 'CHAS', 'CHASUS33%20']) {
      const missing = await camila.get(`/tefe/bancosInternacionales/${code}`);
      expect(missing.status, code).toBe(404);
    }
    const countries = contract.countries.response.parse(
      await (await camila.get('/tefe/paises')).json(),
    );
    expect(countries.paises.find((c) => c.iso === 'US')).toMatchObject({ usaAba: true });
    const currencies = contract.currencies.response.parse(
      await (await camila.get('/tefe/tiposMonedas')).json(),
    );
    expect(currencies.monedas.map((c) => c.codigo)).toEqual(['USD', 'EUR']);
  });

  it('lists the purposes, origins of funds and annual volumes of an instruction, to TEFE users only', async () => {
    const camila = await demo.as(CAMILA);
    for (const endpoint of [
      tefeCatalogues.purposes,
      tefeCatalogues.fundOrigins,
      tefeCatalogues.annualVolumes,
    ]) {
      const answer = await camila.get(endpoint.path);
      expect(answer.status, endpoint.path).toBe(200);
      const [list = []] = Object.values(endpoint.response.parse(await answer.json()));
      expect(new Set(list.map((o) => o.id)).size, endpoint.path).toBe(list.length);
    }
    const supervisor = await demo.as(RODRIGO, '2002');
    const refused = await errorOf(await supervisor.get(tefeCatalogues.purposes.path), 403);
    expect(refused.message).toBe(tefeAccess.tefeAccessMessages.companyNotEnabled);
  });
});
