import { randomUUID } from 'node:crypto';
import { profileManager, RETRY_AFTER_HEADER } from '@inversiones/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../outbox/outbox.ts';
import { read, type TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';

let clock = Date.parse('2026-11-27T12:00:00-03:00');
const demo = useDemoApp({ now: () => clock });

const RODRIGO = '15.432.198-5';
const CORDILLERA = '2002';
const PACIFICO_OPERATOR = '2003';
const CORDILLERA_RUT = '76543210-3';
const ANDRES = '13.246.579-7';

// Every test starts past the rate-limit windows and the resend wait of the one before.
beforeEach(() => {
  clock += 16 * 60_000;
});

type Change = profileManager.Change;
const add = (rut: string, tipos: (2 | 3 | 4)[] = [2], tefe = false): Change => ({
  accion: 'agregar',
  rut,
  nombre: 'Mandatario de Prueba',
  tipos,
  tefe,
});
const remove = (rut: string): Change => ({ accion: 'eliminar', rut });

const supervisor = () => demo.as(RODRIGO, CORDILLERA);

/** The six digits of the newest message to a rut (the SMS the supervisor receives). */
async function lastCode(rut = '15432198-5') {
  const [message] = await outboxMessages(demo.db, { rut });
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

async function sendFor(browser: TestBrowser, cambio: Change, id: string = randomUUID()) {
  const response = await browser.call('POST', '/mantenedorPerfiles/otp/enviaCodigo', {
    body: { idSolicitud: id, cambio },
  });
  return { id, response };
}

const confirm = (browser: TestBrowser, idSolicitud: string, cambio: Change, codigo: string) =>
  browser.call('POST', '/mantenedorPerfiles/mandatarios', {
    body: { idSolicitud, cambio, codigo },
  });

/** Sends a code for the change and confirms it; the list the confirmation answers. */
async function apply(browser: TestBrowser, cambio: Change) {
  const { id, response } = await sendFor(browser, cambio);
  expect(response.status).toBe(200);
  const confirmed = await confirm(browser, id, cambio, await lastCode());
  expect(confirmed.status).toBe(200);
  return profileManager.mandatariesResponseSchema.parse(await read(confirmed));
}

const list = async (browser: TestBrowser) => {
  const response = await browser.get('/mantenedorPerfiles/mandatarios');
  expect(response.status).toBe(200);
  return profileManager.mandatariesResponseSchema.parse(await read(response));
};
const ruts = (body: profileManager.MandatariesResponse) => body.mandatarios.map((m) => m.Rut);

describe('GET /mantenedorPerfiles/mandatarios', () => {
  it("lists the company's mandataries with their types, TEFE and state to its supervisor", async () => {
    const body = await list(await supervisor());
    expect(body.empresa).toEqual({ nombre: 'Inversiones Cordillera SpA', Rut: CORDILLERA_RUT });
    expect(body.mandatarios).toEqual([
      {
        Rut: '15432198-5',
        nombre: 'Rodrigo Ignacio Soto Muñoz',
        HasTEFE: false,
        IsActive: true,
        MandataryTypes: [{ Id: 3, Description: 'Supervisor' }],
        esUsted: true,
      },
    ]);
  });

  it('an operator, a natural person and a session acting for no profile get 403', async () => {
    const operator = await demo.as(RODRIGO, PACIFICO_OPERATOR);
    expect((await operator.get('/mantenedorPerfiles/mandatarios')).status).toBe(403);
    const natural = await demo.as('12.345.678-5');
    expect((await natural.get('/mantenedorPerfiles/mandatarios')).status).toBe(403);
    const unchosen = await demo.as(RODRIGO);
    expect((await unchosen.get('/mantenedorPerfiles/mandatarios')).status).toBe(403);
    const sent = await sendFor(operator, add('12.345.678-5'));
    expect(sent.response.status).toBe(403);
  });
});

describe('adding and removing a mandatary with a one-time code', () => {
  it('the added mandatary logs in and sees the company; removed, his session stops at once', async () => {
    const rodrigo = await supervisor();
    const sent = await sendFor(rodrigo, add(ANDRES, [2, 4], true));
    expect(sent.response.status).toBe(200);
    expect(profileManager.codeSentSchema.parse(await read(sent.response))).toEqual({
      destino: '+56 9 **** 3210',
      expiraEnSegundos: 300,
      reenviarEnSegundos: 60,
    });
    const [sms] = await outboxMessages(demo.db, { rut: '15432198-5' });
    expect(sms?.channel).toBe('sms');
    const confirmed = await confirm(rodrigo, sent.id, add(ANDRES, [2, 4], true), await lastCode());
    expect(confirmed.status).toBe(200);
    const added = profileManager.mandatariesResponseSchema
      .parse(await read(confirmed))
      .mandatarios.find((m) => m.Rut === '13246579-7');
    expect(added).toEqual({
      Rut: '13246579-7',
      nombre: 'Mandatario de Prueba',
      HasTEFE: true,
      IsActive: true,
      MandataryTypes: [
        { Id: 2, Description: 'Operador' },
        { Id: 4, Description: 'Apoderado' },
      ],
      esUsted: false,
    });

    const andres = await demo.as(ANDRES);
    const profiles = (await read(await andres.get('/auth/perfiles'))).Profiles as {
      code: string;
      Rut: string;
      nombre: string;
    }[];
    const company = profiles.find((p) => p.Rut === CORDILLERA_RUT);
    expect(company?.nombre).toBe('Inversiones Cordillera SpA');
    expect((await andres.get(`/contextualize/${company?.code}`)).status).toBe(200);
    expect((await andres.get('/dashboard/cartola')).status).not.toBe(403);

    await apply(rodrigo, remove(ANDRES));
    expect(ruts(await list(rodrigo))).not.toContain('13246579-7');
    // His session acting for the company is refused on its next call; his list no longer has it.
    const refused = await andres.get('/miPerfil/ejecutivos');
    expect(refused.status).toBe(403);
    const after = (await read(await andres.get('/auth/perfiles'))).Profiles as { Rut: string }[];
    expect(after.map((p) => p.Rut)).toEqual(['13246579-7']);
  });

  it('is idempotent by request id: a double click adds once and answers the same list', async () => {
    const rodrigo = await supervisor();
    const cambio = add('12.345.678-5');
    const { id } = await sendFor(rodrigo, cambio);
    const again = await sendFor(rodrigo, cambio, id);
    expect(again.response.status).toBe(200);
    const code = await lastCode();
    const [first, second] = await Promise.all([
      confirm(rodrigo, id, cambio, code),
      confirm(rodrigo, id, cambio, code),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await confirm(rodrigo, id, cambio, code);
    expect(third.status).toBe(200);
    const rows = await demo.db.query(
      `SELECT 1 FROM mandatary_profiles p JOIN clients c ON c.id = p.client_id
       WHERE p.rut = $1 AND c.rut = '12345678-5'`,
      [CORDILLERA_RUT],
    );
    expect(rows).toHaveLength(1);
    await apply(rodrigo, remove('12345678-5'));
  });

  it('a code confirms only the change it was sent for, once, and not after it expires', async () => {
    const rodrigo = await supervisor();
    const operator = add('14.725.836-4', [2]);
    const { id } = await sendFor(rodrigo, operator);
    const code = await lastCode();
    // The same person with another type, or another person: refused with the same message.
    const asSupervisor = await confirm(rodrigo, id, add('14.725.836-4', [3]), code);
    expect(asSupervisor.status).toBe(400);
    const message = (await read(asSupervisor)).message;
    const other = await confirm(rodrigo, id, add('13.579.246-2', [2]), code);
    expect(other.status).toBe(400);
    expect((await read(other)).message).toBe(message);
    // Another request id with the same change: its own code only.
    const second = await sendFor(rodrigo, add('13.579.246-2', [2]));
    expect((await confirm(rodrigo, second.id, add('13.579.246-2', [2]), code)).status).toBe(400);

    clock += profileManager.CODE_SECONDS * 1000 + 1;
    const expired = await confirm(await supervisor(), id, operator, code);
    expect(expired.status).toBe(400);
    expect((await read(expired)).message).toBe(message);
    expect(ruts(await list(await supervisor()))).not.toContain('14725836-4');
  });

  it('a used code does not work again for a new request of the same change', async () => {
    const rodrigo = await supervisor();
    const cambio = add('14.725.836-4');
    const { id } = await sendFor(rodrigo, cambio);
    const code = await lastCode();
    expect((await confirm(rodrigo, id, cambio, code)).status).toBe(200);
    const removal = remove('14.725.836-4');
    const next = await sendFor(rodrigo, removal);
    expect((await confirm(rodrigo, next.id, removal, code)).status).toBe(400);
    expect(ruts(await list(rodrigo))).toContain('14725836-4');
    await apply(rodrigo, removal);
  });

  it('resends only after 60 seconds, up to three codes, and only the last one works', async () => {
    const rodrigo = await supervisor();
    const cambio = add('13.579.246-2');
    const { id } = await sendFor(rodrigo, cambio);
    const first = await lastCode();
    const resend = () =>
      rodrigo.call('POST', '/mantenedorPerfiles/otp/reenviaCodigo', { body: { idSolicitud: id } });
    clock += 20_000;
    const early = await resend();
    expect(early.status).toBe(429);
    expect(early.headers.get(RETRY_AFTER_HEADER)).toBe('40');
    expect((await read(early)).message).toBe(
      'Debe esperar 40 segundos antes de solicitar un nuevo código.',
    );
    clock += 40_000;
    expect((await resend()).status).toBe(200);
    const second = await lastCode();
    clock += 60_000;
    expect((await resend()).status).toBe(200);
    const third = await lastCode();
    clock += 60_000;
    expect((await resend()).status).toBe(429);
    for (const stale of [first, second].filter((code) => code !== third)) {
      expect((await confirm(rodrigo, id, cambio, stale)).status).toBe(400);
    }
    expect((await confirm(rodrigo, id, cambio, third)).status).toBe(200);
    // Another supervisor's request id is unknown to him.
    const andres = await demo.as('13.579.246-2');
    expect(
      (
        await andres.call('POST', '/mantenedorPerfiles/otp/reenviaCodigo', {
          body: { idSolicitud: id },
        })
      ).status,
    ).toBe(403);
    await apply(rodrigo, remove('13.579.246-2'));
  });

  it('sends at most ten codes per supervisor in 15 minutes (429 with Retry-After)', async () => {
    const rodrigo = await supervisor();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await sendFor(rodrigo, add('12.345.678-5'))).response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const refused = await sendFor(rodrigo, add('12.345.678-5'));
    expect(Number(refused.response.headers.get(RETRY_AFTER_HEADER))).toBeGreaterThan(0);
    // A new window sends again.
    clock += 15 * 60_000;
    expect((await sendFor(await supervisor(), add('12.345.678-5'))).response.status).toBe(200);
  });

  it('five wrong codes block changes for 15 minutes and void the pending code', async () => {
    const rodrigo = await supervisor();
    const cambio = add('13.579.246-2');
    const { id } = await sendFor(rodrigo, cambio);
    const right = await lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await confirm(rodrigo, id, cambio, wrong)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
    expect((await confirm(rodrigo, id, cambio, right)).status).toBe(423);
    expect((await sendFor(rodrigo, cambio)).response.status).toBe(423);
    clock += profileManager.BLOCK_MINUTES * 60_000 + 1;
    const later = await supervisor();
    // The block voided the request: its code is worth nothing even after the block ends.
    expect((await confirm(later, id, cambio, right)).status).toBe(400);
    expect(ruts(await list(later))).not.toContain('13579246-2');
  });
});

describe('the rules of a change', () => {
  it("refuses the company's own rut, a current mandatary and a rut without web access", async () => {
    const rodrigo = await supervisor();
    const own = await sendFor(rodrigo, add('76.543.210-3'));
    expect(own.response.status).toBe(400);
    expect((await read(own.response)).message).toBe(
      'El RUT de la empresa no puede registrarse como mandatario de sí misma.',
    );
    expect((await sendFor(rodrigo, add(RODRIGO))).response.status).toBe(409);
    expect((await sendFor(rodrigo, add('11.111.111-1'))).response.status).toBe(422);
    expect((await sendFor(rodrigo, add('12.345.678-9'))).response.status).toBe(400);
  });

  it('a supervisor cannot remove himself; another company’s mandatary answers 404 like a stranger', async () => {
    const rodrigo = await supervisor();
    const self = await sendFor(rodrigo, remove(RODRIGO));
    expect(self.response.status).toBe(409);
    // Camila is nobody's mandatary; Rodrigo's own natural-person profile is not Cordillera's.
    const stranger = await sendFor(rodrigo, remove('12.345.678-5'));
    const otherCompany = await sendFor(rodrigo, remove('16.789.012-1'));
    expect([stranger.response.status, otherCompany.response.status]).toEqual([404, 404]);
    expect(await read(otherCompany.response)).toEqual(await read(stranger.response));
  });

  it('concurrent adds of different people lose none', async () => {
    const rodrigo = await supervisor();
    const people = ['12.345.678-5', '14.725.836-4', '13.579.246-2'];
    const requests = [];
    for (const rut of people) {
      const { id } = await sendFor(rodrigo, add(rut));
      requests.push({ id, rut, code: await lastCode() });
    }
    const answers = await Promise.all(
      requests.map((r) => confirm(rodrigo, r.id, add(r.rut), r.code)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(ruts(await list(rodrigo))).toEqual(
      expect.arrayContaining(['12345678-5', '14725836-4', '13579246-2']),
    );
  });

  // Last: it may leave Andrés as Cordillera's only supervisor.
  it('two supervisors removing each other at once: one stays, the company keeps a supervisor', async () => {
    const rodrigo = await supervisor();
    await apply(rodrigo, add(ANDRES, [3]));
    const andres = await demo.as(ANDRES);
    const profiles = (await read(await andres.get('/auth/perfiles'))).Profiles as {
      code: string;
      Rut: string;
    }[];
    const code = profiles.find((p) => p.Rut === CORDILLERA_RUT)?.code;
    expect((await andres.get(`/contextualize/${code}`)).status).toBe(200);

    const byRodrigo = await sendFor(rodrigo, remove(ANDRES));
    const rodrigoCode = await lastCode();
    const byAndres = await sendFor(andres, remove(RODRIGO));
    const andresCode = await lastCode('13246579-7');
    const [a, b] = await Promise.all([
      confirm(rodrigo, byRodrigo.id, remove(ANDRES), rodrigoCode),
      confirm(andres, byAndres.id, remove(RODRIGO), andresCode),
    ]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    // The other is refused: no longer a supervisor (403), or the last one left (409).
    expect([403, 409]).toContain([a.status, b.status].find((s) => s !== 200));
    const supervisors = await demo.db.query(
      `SELECT 1 FROM mandatary_profiles
       WHERE rut = $1 AND mandatary_types @> '[{"Id": 3}]'::jsonb`,
      [CORDILLERA_RUT],
    );
    expect(supervisors).toHaveLength(1);
  });
});
