import { client, pathOf, wizard } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../outbox/outbox.ts';
import { read, type TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';

const PAULA = '19246813-2';
const RODRIGO = '15432198-5';
const CORDILLERA_SUPERVISOR = '2002';

let clock = Date.UTC(2026, 10, 27, 12);
const demo = useDemoApp({ now: () => clock });

const sendPath = pathOf(client.contactCodeSend, {});
const confirmPath = pathOf(client.contactConfirm, {});
const statusPath = pathOf(client.contactValidation, {});

const newContact = { email: 'paula.mendez@correo-demo.cl', telefono: '+56 9 7777 1234' };

/** The newest code the outbox holds for Paula on a channel. */
async function codeFrom(channel: 'email' | 'sms'): Promise<string> {
  const [message] = (await outboxMessages(demo.db, { rut: PAULA, limit: 10 })).filter(
    (m) => m.channel === channel,
  );
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

const send = (browser: TestBrowser, body: unknown = newContact) =>
  browser.call('POST', sendPath, { body });
const confirm = (browser: TestBrowser, codigoEmail: string, codigoTelefono: string) =>
  browser.call('POST', confirmPath, { body: { codigoEmail, codigoTelefono } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('contact validation after login', () => {
  it('asks a client with neither e-mail nor phone on home; a company profile is never asked', async () => {
    const paula = await demo.as(PAULA);
    expect(await read(await paula.get(statusPath))).toEqual({ mostrar: true, place: 'home' });
    const supervisor = await demo.as(RODRIGO, CORDILLERA_SUPERVISOR);
    expect(await read(await supervisor.get(statusPath))).toEqual({ mostrar: false, place: '' });
  });

  it('refuses an invalid e-mail or a phone that is not a mobile (400), and a send without XSRF', async () => {
    const paula = await demo.as(PAULA);
    expect((await send(paula, { ...newContact, email: 'paula@' })).status).toBe(400);
    expect((await send(paula, { ...newContact, telefono: '2 2345 6789' })).status).toBe(400);
    expect((await send(paula, { ...newContact, email: `${'a'.repeat(120)}@x.cl` })).status).toBe(
      400,
    );
    const noToken = await paula.call('POST', sendPath, { body: newContact, xsrf: false });
    expect(noToken.status).toBe(403);
  });

  it('a mandatary acting for a company cannot send codes nor confirm (403)', async () => {
    const supervisor = await demo.as(RODRIGO, CORDILLERA_SUPERVISOR);
    expect((await send(supervisor)).status).toBe(403);
    expect((await confirm(supervisor, '123456', '123456')).status).toBe(403);
  });

  it('sends a code to each new address, waits before a resend, and saves both once proven', async () => {
    clock += 3_600_000;
    const paula = await demo.as(PAULA);
    const sent = await send(paula);
    expect(sent.status).toBe(200);
    expect(client.contactCodeSend.response.parse(await read(sent))).toMatchObject({
      destinoEmail: 'p***********@correo-demo.cl',
      destinoTelefono: '+56 9 **** 1234',
      expiraEnSegundos: client.CONTACT_CODE_MINUTES * 60,
    });
    const resend = await send(paula);
    expect(resend.status).toBe(429);
    expect(Number(resend.headers.get('Retry-After'))).toBeGreaterThan(0);

    // Through the outbox, each to its own address, kept there only masked.
    const outbox = await outboxMessages(demo.db, { rut: PAULA, limit: 2 });
    expect(outbox.map((m) => [m.channel, m.subject, m.destination]).sort()).toEqual([
      ['email', 'Valide su correo electrónico', 'p***********@correo-demo.cl'],
      ['sms', 'Valide su celular', '+56 9 **** 1234'],
    ]);
    const emailCode = await codeFrom('email');
    const smsCode = await codeFrom('sms');
    // One code right and one wrong: refused without saying which.
    const half = await confirm(paula, emailCode, wrong(smsCode));
    expect(half.status).toBe(422);
    expect((await read(half)).message).toMatch(/^Los códigos no son válidos/);
    expect(await read(await paula.get(statusPath))).toEqual({ mostrar: true, place: 'home' });

    const ok = await confirm(paula, emailCode, smsCode);
    expect(ok.status).toBe(200);
    expect(await read(ok)).toEqual({ mostrar: false, place: '' });
    expect(await read(await paula.get(statusPath))).toEqual({ mostrar: false, place: '' });
    const [record] = await demo.db.query<{ data: { Email: string; Telefono: string } }>(
      'SELECT data FROM client_records WHERE rut = $1',
      [PAULA],
    );
    expect(record?.data).toMatchObject({
      Email: 'paula.mendez@correo-demo.cl',
      Telefono: '+56 9 7777 1234',
    });
    // Single use: the same pair again is refused.
    expect((await confirm(paula, emailCode, smsCode)).status).toBe(422);
  });

  it('an expired pair is refused; another session cannot use the codes', async () => {
    clock += 3_600_000;
    const paula = await demo.as(PAULA);
    expect((await send(paula)).status).toBe(200);
    const [emailCode, smsCode] = [await codeFrom('email'), await codeFrom('sms')];
    const other = await demo.as(PAULA);
    expect((await confirm(other, emailCode, smsCode)).status).toBe(422);
    await demo.db.query('UPDATE contact_codes SET expires_at = $1 WHERE used_at IS NULL', [clock]);
    expect((await confirm(paula, emailCode, smsCode)).status).toBe(422);
  });

  it('five wrong pairs void the codes: even the right pair is refused then', async () => {
    clock += 3_600_000;
    const paula = await demo.as(PAULA);
    expect((await send(paula)).status).toBe(200);
    const [emailCode, smsCode] = [await codeFrom('email'), await codeFrom('sms')];
    for (let i = 0; i < client.CONTACT_MAX_WRONG_CODES - 1; i++) {
      expect((await confirm(paula, wrong(emailCode), smsCode)).status).toBe(422);
    }
    const fifth = await confirm(paula, wrong(emailCode), smsCode);
    expect((await read(fifth)).message).toMatch(/^Por su seguridad, los códigos dejaron/);
    expect((await confirm(paula, emailCode, smsCode)).status).toBe(422);
  });

  it('limits code entries per session (429 with Retry-After)', async () => {
    clock += 3_600_000;
    const paula = await demo.as(PAULA);
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = await confirm(paula, '000000', '000000');
    expect(last?.status).toBe(429);
    expect(last?.headers.get('Retry-After')).toBeTruthy();
  });

  it('limits sends per session beyond the resend wait', async () => {
    clock += 3_600_000;
    const paula = await demo.as(PAULA);
    for (let i = 0; i < 3; i++) {
      expect((await send(paula)).status).toBe(200);
      clock += 61_000;
    }
    const fourth = await send(paula);
    expect(fourth.status).toBe(429);
    expect((await read(fourth)).message).toMatch(/^Ha solicitado demasiados códigos/);
  });
});

describe('personal data is the natural person’s own (spec 6)', () => {
  const dataPath = pathOf(wizard.getWizardData, {
    context: 'base',
    id: 'EBDATOSPERSONALESCLIENTE',
  });
  const sectionPath = pathOf(wizard.saveSection, {
    context: 'base',
    id: 'EBAUTORIZACIONESCLIENTE',
  });

  it('a mandatary acting for a company neither reads nor writes the personal-data wizards (403)', async () => {
    const supervisor = await demo.as(RODRIGO, CORDILLERA_SUPERVISOR);
    expect((await supervisor.get(dataPath)).status).toBe(403);
    const put = await supervisor.call('PUT', dataPath, {
      body: { templateVersion: 1, jsonData: { datos: { Nombre: 'Otro' } } },
      headers: { 'If-Match': '"0"' },
    });
    expect(put.status).toBe(403);
    const section = await supervisor.call(wizard.saveSection.method, sectionPath, {
      body: { ordenes: { ClasesOrden: ['SUS'], Canales: ['WEB'] } },
    });
    expect(section.status).toBe(403);
  });

  it('the natural person saves her own data, and reads it back', async () => {
    const rodrigo = await demo.as(RODRIGO, '2001');
    const before = wizard.getWizardData.response.parse(await read(await rodrigo.get(dataPath)));
    const put = await rodrigo.call('PUT', dataPath, {
      body: {
        templateVersion: before.templateVersion,
        jsonData: { direccion: { departamento: 'Of. 502' } },
      },
      headers: { 'If-Match': `"${before.version}"` },
    });
    expect(put.status).toBe(200);
    const after = wizard.getWizardData.response.parse(await read(await rodrigo.get(dataPath)));
    expect(after.jsonData).toEqual({ direccion: { departamento: 'Of. 502' } });
  });

  it('the authorisations wizard refuses the client’s own rut as an authorised person', async () => {
    const camila = await demo.as('12345678-5');
    const done = await camila.call(
      wizard.procesarWizard.method,
      pathOf(wizard.procesarWizard, { context: 'base' }),
      {
        body: {
          WizardCode: 'EBAUTORIZACIONESCLIENTE',
          jsonData: {
            autorizados: [{ Rut: '12.345.678-5', Nombre: 'Camila Rojas', Relacion: 'OTR' }],
            ordenes: { ClasesOrden: ['SUS'], Canales: ['WEB'] },
          },
        },
      },
    );
    expect(done.status).toBe(422);
  });

  it('a save of the authorised persons with the client’s own rut is refused (422), another’s kept', async () => {
    const camila = await demo.as('12345678-5');
    const path = pathOf(wizard.putWizardData, { context: 'base', id: 'EBAUTORIZACIONESCLIENTE' });
    const before = wizard.getWizardData.response.parse(await read(await camila.get(path)));
    const put = (Rut: string) =>
      camila.call(wizard.putWizardData.method, path, {
        body: {
          templateVersion: before.templateVersion,
          jsonData: { autorizados: [{ Rut, Nombre: 'Alguien', Relacion: 'OTR' }] },
        },
        headers: { 'If-Match': `"${before.version}"` },
      });
    const own = await put('12.345.678-5');
    expect(own.status).toBe(422);
    expect((await read(own)).message).toMatch(
      /^Usted no puede registrarse como persona autorizada/,
    );
    expect((await put('15.432.198-5')).status).toBe(200);
  });
});
