import { randomUUID } from 'node:crypto';
import { apiErrorBodySchema, company, securityPass } from '@inversiones/contract';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { read, type TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';

// Its own database: enrolling Rodrigo's second factor would make every later login of his owe it.
const START = Date.parse('2026-11-27T15:00:00Z');
let clock = START;
const demo = useDemoApp({ now: () => clock });
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });

const sign = (browser: TestBrowser, body: Record<string, unknown>) =>
  browser.call('POST', '/clientePersonaJuridica/firmaContratos/marco/firma', {
    body: { authorizationId: randomUUID(), ...body },
  });

describe('a signature confirmed with the security pass', () => {
  it('asks an attorney with an authenticator app for its code, and refuses a wrong one', async () => {
    const rodrigo = await demo.as('15.432.198-5');
    const enrol = securityPass.crontoEnrol.response.parse(
      await read(await rodrigo.get('/securityPass/cronto')),
    );
    const confirmed = await rodrigo.call('POST', '/securityPass/cronto', {
      body: { codigo: await codeAt(enrol.secreto), proposito: 'enrolamiento' },
    });
    expect(confirmed.status).toBe(200);
    expect((await rodrigo.get('/contextualize/2003')).status).toBe(200);
    const profile = company.companyProfile.response.parse(
      await read(await rodrigo.get('/clientePersonaJuridica/empresa')),
    );
    expect(profile.segundoFactor).toEqual(['cronto']);
    const validated = await rodrigo.call(
      'POST',
      '/clientePersonaJuridica/firmaContratos/marco/validacionSpf',
      { body: { RutApoderados: ['15.432.198-5'] } },
    );
    expect(validated.status).toBe(200);

    const missing = await sign(rodrigo, {});
    expect(missing.status).toBe(400);
    expect(apiErrorBodySchema.parse(await missing.json()).path).toEqual(['codigo']);
    clock += 30_000;
    const right = await codeAt(enrol.secreto);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect((await sign(rodrigo, { metodo: 'cronto', codigo: wrong })).status).toBe(400);
    expect((await sign(rodrigo, { metodo: 'sms', codigo: right })).status).toBe(400);
    const signed = await sign(rodrigo, { metodo: 'cronto', codigo: right });
    expect(signed.status).toBe(200);
    expect(company.companyContractSchema.parse(await signed.json()).estado).toBe('firmado');
  });

  it('the signing purpose is for the signing call only: no send without the method, no verify', async () => {
    const rodrigo = await demo.as('15.432.198-5');
    // Rodrigo now owes the app's code at login.
    clock += 30_000;
    const secretRow = await demo.db.query<{ secret: string }>(
      `SELECT m.secret FROM security_pass_methods m JOIN clients c ON c.id = m.client_id
       WHERE c.rut = '15432198-5' AND m.kind = 'totp'`,
    );
    const passed = await rodrigo.call('POST', '/securityPass/cronto', {
      body: { codigo: await codeAt(secretRow[0]!.secret), proposito: 'ingreso' },
    });
    expect(passed.status).toBe(200);
    // A code asked for `firma` by e-mail cannot be sent without that method enrolled.
    const send = await rodrigo.get('/securityPass/otp/inversiones?canal=email&proposito=firma');
    expect(send.status).toBe(409);
    // The verify call does not take the signing purpose.
    const verify = await rodrigo.call('POST', '/securityPass/cronto', {
      body: { codigo: '123456', proposito: 'firma' },
    });
    expect(verify.status).toBe(400);
  });
});
