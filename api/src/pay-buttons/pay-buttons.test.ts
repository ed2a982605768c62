// Paying in through the bank buttons, end to end on one machine: the client starts a payment,
// the demo bank's page records the payer's choice and redirects in its own shape, and the
// notification settles it once with the bank's record. Replays, forgeries and tampered amounts
// change nothing and are logged (PGlite, or PostgreSQL with DATABASE_URL).
import { dashboard, fundOperations as ops, payButtons } from '@inversiones/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';
import { findPayButtonBank, toWirePayButton } from './banks.ts';
import { parseBankRedirect } from './bank-redirects.ts';

const VALENTINA = '16789012-1';
const demo = useDemoApp({ now: () => MARKET_TEST_NOW });

interface Started {
  transaction: payButtons.Transaction;
  bankUrl: string;
  authState: string;
}

async function start(
  browser: TestBrowser,
  bank: number,
  body: { amount: number; investment?: payButtons.PaidInvestment | null },
  key: string = randomUUID(),
) {
  const response = await browser.call('POST', `/botonesDePago/${bank}/transacciones`, {
    body: { investment: null, ...body },
    headers: { [ops.IDEMPOTENCY_KEY_HEADER]: key },
  });
  const json = (await response.json()) as Record<string, unknown>;
  return {
    status: response.status,
    body: json,
    started: response.status === 200 ? payButtons.create.response.parse(json) : (null as never),
  } as { status: number; body: Record<string, unknown>; started: Started };
}

/** The payer's choice on the demo bank's page; answers the bank's redirect (path and query). */
async function decide(browser: TestBrowser, bankUrl: string, decision: string) {
  const response = await browser.call('POST', bankUrl.replace(/^\/api/, ''), {
    body: `decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  const [path = '', query = ''] = location.split('?');
  return { path, query, ficticia: path.split('/')[2] ?? '' };
}

async function notify(browser: TestBrowser, ficticia: string, query: string) {
  const response = await browser.call('POST', '/botonesDePago/notificacion', {
    body: { ficticia, query },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const transactionOf = (body: Record<string, unknown>) =>
  payButtons.transactionSchema.parse(body.transaction);

/** Camila's pesos current-account balance, as the invest flow offers it. */
async function ccmPesos(browser: TestBrowser) {
  const options = await read(browser, ops.investOptions, '/ffmm/invertir/opciones');
  const ccm = options.paymentWays.find((w) => w.id === 'saldoCcm');
  return ccm?.available.find((m) => m.currency === 'CLP')?.amount ?? 0;
}

const events = async (kind: string, transactionId?: string) =>
  demo.db.query<{ owner_rut: string; transaction_id: string | null }>(
    `SELECT owner_rut, transaction_id::text FROM pay_button_events
     WHERE kind = $1 AND ($2::bigint IS NULL OR transaction_id = $2::bigint)`,
    [kind, transactionId ?? null],
  );

const movementCount = async () =>
  Number((await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM movements'))[0]?.n);

describe('the pay buttons', () => {
  it('lists six banks with their hours, limits and whether they take payments now', async () => {
    const camila = await demo.as(CAMILA);
    const { buttons } = await read(camila, payButtons.list, '/botonesDePago');
    expect(buttons.map((b) => b.Id)).toEqual([1, 2, 3, 4, 5, 6]);
    // Friday noon: every bank open but the one in maintenance.
    expect(buttons.map((b) => b.IdPayButtonStatuses)).toEqual([1, 1, 1, 1, 3, 1]);
    expect(buttons[2]).toMatchObject({
      Name: 'Banco Austral',
      BusinessTimeString: 'Lunes a viernes hábiles de 9:00 a 18:00 horas',
      MinAmount: 10_000,
      MaxAmount: 10_000_000,
      Image: '/api/publico/imagenes/banco-3.svg',
      opensAt: null,
    });
    expect((await camila.get('/publico/imagenes/banco-3.svg')).status).toBe(200);
    expect(await read(camila, payButtons.byId, '/botonesDePago/3')).toEqual(buttons[2]);
    expect((await camila.get('/botonesDePago/9')).status).toBe(404);
  });

  it('says when a closed button opens, past weekends and holidays', () => {
    const litoral = findPayButtonBank(4)!;
    // Friday 27 Nov at 15:00: it closed at 14:00; Monday 30 at 9:00.
    const friday = toWirePayButton(litoral, Date.parse('2026-11-27T15:00:00-03:00'));
    expect(friday).toMatchObject({ IdPayButtonStatuses: 2, opensAt: '2026-11-30T12:00:00.000Z' });
    // Monday 7 Dec after hours: Tuesday 8 is a holiday (Inmaculada Concepción), so Wednesday 9.
    const monday = toWirePayButton(litoral, Date.parse('2026-12-07T18:00:00-03:00'));
    expect(monday.opensAt).toBe('2026-12-09T12:00:00.000Z');
    // Before opening on a business day: that same morning.
    const early = toWirePayButton(litoral, Date.parse('2026-11-27T07:30:00-03:00'));
    expect(early.opensAt).toBe('2026-11-27T12:00:00.000Z');
  });

  it('checks access: the white-launch list, then a current account in pesos', async () => {
    const camila = await demo.as(CAMILA);
    expect(await read(camila, payButtons.access, '/botonesDePago/acceso')).toEqual({
      habilitado: true,
      productoActivo: true,
      mensaje: null,
    });
    const rodrigo = await demo.as(RODRIGO, '2001');
    const own = await read(rodrigo, payButtons.access, '/botonesDePago/acceso');
    expect(own).toMatchObject({ habilitado: true, productoActivo: false });
    expect(own.mensaje).toMatch(/cuenta corriente en pesos/);
    const valentina = await demo.as(VALENTINA);
    const launch = await read(valentina, payButtons.access, '/botonesDePago/acceso');
    expect(launch.habilitado).toBe(false);
    expect(launch.mensaje).toMatch(/marcha blanca/);
    // The API refuses what the screen would hide.
    const refused = await start(valentina, 3, { amount: 50_000 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(launch.mensaje);
    const options = await read(valentina, ops.investOptions, '/ffmm/invertir/opciones');
    expect(options.paymentWays.map((w) => w.id)).not.toContain('botonPago');
  });

  it('pays $ 500.000 in through bank 3: approved at the bank, credited once to the current account', async () => {
    const camila = await demo.as(CAMILA);
    const before = await ccmPesos(camila);
    const key = randomUUID();
    const { status, started, body } = await start(camila, 3, { amount: 500_000 }, key);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(started.transaction).toMatchObject({
      payButtonId: 3,
      bankName: 'Banco Austral',
      amount: { amount: 500_000, currency: 'CLP' },
      statusId: 1,
      accountId: '100234-03',
      purpose: { kind: 'abono' },
      canCancel: true,
    });
    // A retry with the same key: the same answer, no second transaction.
    expect((await start(camila, 3, { amount: 500_000 }, key)).body).toEqual(body);

    const page = await camila.call('GET', started.bankUrl.replace(/^\/api/, ''));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('$\u00a0500.000');
    expect(html).toContain('Aprobar pago');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);

    const redirect = await decide(camila, started.bankUrl, 'aprobado');
    // Bank C's shape: cod '021' (ok) and trx, the firm's transaction number.
    expect(redirect.path).toBe('/bdp/3');
    expect(new URLSearchParams(redirect.query).get('cod')).toBe('021');
    expect(new URLSearchParams(redirect.query).get('trx')).toBe(started.transaction.id);

    const movements = await movementCount();
    const answer = await notify(camila, redirect.ficticia, redirect.query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toEqual({
      codBDP: 3,
      codResponse: 1,
      codTrx: '021',
      transactionId: started.transaction.id,
      transactionIdTrx: null,
      amount: null,
    });
    const credited = transactionOf(answer.body);
    expect(credited).toMatchObject({ statusId: 5, responseCode: 1, canCancel: false });
    expect(credited.creditFolio).toMatch(/^\d+$/);
    expect(await movementCount()).toBe(movements + 1);
    expect(await ccmPesos(camila)).toBe(before + 500_000);

    // The same redirect again: nothing more, and the replay is logged.
    const replay = await notify(camila, redirect.ficticia, redirect.query);
    expect(replay.status).toBe(200);
    expect(transactionOf(replay.body)).toEqual(credited);
    expect(await movementCount()).toBe(movements + 1);
    expect(await ccmPesos(camila)).toBe(before + 500_000);
    expect(await events('replay', started.transaction.id)).toHaveLength(1);
  });

  it('reads bank 2 XML-like answer: a rejection closes the payment without money', async () => {
    const camila = await demo.as(CAMILA);
    const before = await ccmPesos(camila);
    const { started } = await start(camila, 2, { amount: 80_000 });
    const redirect = await decide(camila, started.bankUrl, 'rechazado');
    // The provider returns to its 8-character merchant code (the portal appends '/0').
    expect(redirect.path).toBe('/bdp/BDP00002');
    const respuesta = new URLSearchParams(redirect.query).get('respuesta') ?? '';
    expect(respuesta).toContain('<INDPAGO>N</INDPAGO>');
    expect(respuesta).toContain(`<IDTRX>${started.transaction.id}</IDTRX>`);
    const answer = await notify(camila, redirect.ficticia, redirect.query);
    expect(answer.body.result).toMatchObject({ codBDP: 2, codResponse: 8, codTrx: 'N' });
    expect(transactionOf(answer.body)).toMatchObject({
      statusId: 7,
      responseCode: 8,
      creditFolio: null,
    });
    expect(await ccmPesos(camila)).toBe(before);
  });

  it('reads the other banks codResponse shape: a time-out is rejected by the bank', async () => {
    const camila = await demo.as(CAMILA);
    const { started } = await start(camila, 1, { amount: 20_000 });
    const redirect = await decide(camila, started.bankUrl, 'expirado');
    expect(redirect.path).toBe('/bdp/1');
    const query = new URLSearchParams(redirect.query);
    expect(query.get('codResponse')).toBe('3');
    expect(query.get('monto')).toBe('20000');
    const answer = await notify(camila, redirect.ficticia, redirect.query);
    expect(transactionOf(answer.body)).toMatchObject({ statusId: 7, responseCode: 3 });
  });

  it('parses only each bank own shape', () => {
    expect(parseBankRedirect('3', 'cod=021&trx=700001')).toMatchObject({ codResponse: 1 });
    expect(parseBankRedirect('3', 'cod=999&trx=700001')).toBeNull();
    expect(parseBankRedirect('3', 'cod=021&trx=700001&trx=700002')).toBeNull();
    expect(parseBankRedirect('3', 'codResponse=1&transactionId=700001')).toBeNull();
    expect(parseBankRedirect('2', 'cod=021&trx=700001')).toBeNull();
    expect(
      parseBankRedirect('BDP00002', 'respuesta=<PAGO><INDPAGO>S</INDPAGO><IDTRX>7</IDTRX></PAGO>'),
    ).toMatchObject({ codBDP: 2, codResponse: 1, transactionId: '7', amount: null });
    expect(
      parseBankRedirect(
        'BDP00002',
        'respuesta=<INDPAGO>S</INDPAGO><INDPAGO>N</INDPAGO><IDTRX>7</IDTRX>',
      ),
    ).toBeNull();
    expect(parseBankRedirect('6', 'codResponse=9&transactionId=7')).toBeNull();
    expect(parseBankRedirect('7', 'codResponse=1&transactionId=7')).toBeNull();
  });

  it('refuses forged and tampered redirects: nothing changes, each is logged', async () => {
    const camila = await demo.as(CAMILA);
    const { started } = await start(camila, 1, { amount: 30_000 });
    const id = started.transaction.id;
    const movements = await movementCount();

    // The bank has no decision yet: an "ok" redirect is not the bank's word.
    const early = await notify(camila, '1', `codResponse=1&transactionId=${id}&monto=30000`);
    expect(early.status).toBe(200);
    expect(transactionOf(early.body).statusId).toBe(1);
    expect(await events('code_mismatch', id)).toHaveLength(1);

    // Another amount than the one recorded.
    const tampered = await notify(camila, '1', `codResponse=1&transactionId=${id}&monto=3000000`);
    expect(tampered.status).toBe(422);
    expect(await events('amount_mismatch', id)).toHaveLength(1);

    // The right transaction through another bank's shape.
    const wrongBank = await notify(camila, '3', `cod=021&trx=${id}`);
    expect(wrongBank.status).toBe(404);
    expect(await events('wrong_bank', id)).toHaveLength(1);

    // A transaction number that is not hers (the operator of Pacífico tries Camila's).
    const operator = await demo.as(RODRIGO, '2003');
    const foreign = await notify(operator, '1', `codResponse=1&transactionId=${id}`);
    expect(foreign.status).toBe(404);
    const logged = await events('unknown_transaction', id);
    expect(logged.map((e) => e.owner_rut)).toEqual(['77123456-9']);

    // Not a bank's shape at all.
    const malformed = await notify(camila, '3', 'cod=021&trx=<script>');
    expect(malformed.status).toBe(400);
    expect((await events('malformed')).length).toBeGreaterThan(0);

    expect(await movementCount()).toBe(movements);
    const list = await read(camila, payButtons.transactions, '/botonesDePago/transacciones');
    expect(list.rows.find((t) => t.id === id)?.statusId).toBe(1);
  });

  it('settles with the bank when the starting window asks with its state, even without a redirect', async () => {
    const camila = await demo.as(CAMILA);
    const before = await ccmPesos(camila);
    const { started } = await start(camila, 6, { amount: 15_000 });
    const path = `/botonesDePago/transacciones/${started.transaction.id}/autorizacion`;
    // The payer approves and closes the popup before the redirect.
    await decide(camila, started.bankUrl, 'aprobado');
    const wrong = await camila.get(path, {
      headers: { [payButtons.AUTH_STATE_HEADER]: 'x'.repeat(32) },
    });
    expect(wrong.status).toBe(404);
    expect(await events('bad_state', started.transaction.id)).toHaveLength(1);
    const missing = await camila.get(path);
    expect(missing.status).toBe(404);
    const asked = await camila.get(path, {
      headers: { [payButtons.AUTH_STATE_HEADER]: started.authState },
    });
    expect(asked.status).toBe(200);
    const { transaction } = payButtons.authorization.response.parse(await asked.json());
    expect(transaction.statusId).toBe(5);
    expect(await ccmPesos(camila)).toBe(before + 15_000);
  });

  it('cancels a pending payment once; the bank then refuses it, and a settled one cannot be cancelled', async () => {
    const camila = await demo.as(CAMILA);
    const { started } = await start(camila, 3, { amount: 40_000 });
    const cancel = (IdTrx: string, IdPayButton = 3) =>
      camila.call('PUT', '/botonesDePago/transacciones', {
        body: { IdTrx, IdPayButton, State: 8 },
      });
    const wrongBank = await cancel(started.transaction.id, 2);
    expect(wrongBank.status).toBe(404);
    const done = await cancel(started.transaction.id);
    expect(done.status).toBe(200);
    expect(payButtons.transactionSchema.parse(await done.json())).toMatchObject({
      statusId: 8,
      canCancel: false,
    });
    // Again: the same state, nothing more.
    expect((await cancel(started.transaction.id)).status).toBe(200);
    // The bank voided it: its page says so, and a late approval still credits nothing.
    const page = await camila.call('GET', started.bankUrl.replace(/^\/api/, ''));
    expect(await page.text()).toContain('expiró o fue anulado');
    const late = await decide(camila, started.bankUrl, 'aprobado');
    expect(new URLSearchParams(late.query).get('cod')).toBe('023');
    const lateAnswer = await notify(camila, late.ficticia, late.query);
    expect(transactionOf(lateAnswer.body).statusId).toBe(8);

    // Approved at the bank but not yet notified: the cancel settles it instead (409).
    const paid = await start(camila, 3, { amount: 40_000 });
    await decide(camila, paid.started.bankUrl, 'aprobado');
    const tooLate = await cancel(paid.started.transaction.id);
    expect(tooLate.status).toBe(409);
    const list = await read(
      camila,
      payButtons.transactions,
      '/botonesDePago/transacciones?estado=5',
    );
    expect(list.rows.map((t) => t.id)).toContain(paid.started.transaction.id);
    expect(list.rows.every((t) => t.statusId === 5)).toBe(true);
    const invalid = await camila.get('/botonesDePago/transacciones?estado=9');
    expect(invalid.status).toBe(400);
  });

  it('refuses amounts outside the bank limits, a bank in maintenance and dollar funds', async () => {
    const camila = await demo.as(CAMILA);
    const below = await start(camila, 3, { amount: 9_999 });
    expect(below.status).toBe(422);
    expect(below.body.message).toBe(
      'El monto mínimo para pagar con Banco Austral es $\u00a010.000.',
    );
    const above = await start(camila, 3, { amount: 10_000_001 });
    expect(above.body.message).toBe(
      'El monto máximo para pagar con Banco Austral es $\u00a010.000.000.',
    );
    const maintenance = await start(camila, 5, { amount: 50_000 });
    expect(maintenance.status).toBe(422);
    expect(maintenance.body.message).toMatch(/mantención/);
    const dollars = await start(camila, 3, {
      amount: 500_000,
      investment: {
        fundId: 'FM-LIQUIDEZ-DOLAR',
        seriesId: 'A',
        accountId: '100234-01',
        acceptsProfileMismatch: false,
      },
    });
    expect(dollars.status).toBe(422);
    expect(dollars.body.message).toMatch(/abona pesos/);
    // The invest flow's own confirm does not take the button: the payment confirms it.
    const direct = await camila.call('POST', '/ffmm/invertir/confirmar', {
      body: {
        fundId: 'FM-RENTA-CHILE',
        seriesId: 'A',
        accountId: '100234-01',
        amount: 500_000,
        paymentWay: 'botonPago',
        acceptsProfileMismatch: false,
      },
      headers: { [ops.IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    });
    expect(direct.status).toBe(422);
  });

  it('pays an investment: credited to the current account, then invested from it', async () => {
    const camila = await demo.as(CAMILA);
    const before = await ccmPesos(camila);
    const home = await read(camila, dashboard.portfolio, '/dashboard/cartera');
    const { started, status, body } = await start(camila, 3, {
      amount: 500_000,
      investment: {
        fundId: 'FM-RENTA-CHILE',
        seriesId: 'A',
        accountId: '100234-01',
        acceptsProfileMismatch: false,
      },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(started.transaction.purpose).toMatchObject({
      kind: 'inversion',
      fundId: 'FM-RENTA-CHILE',
      fundAccountId: '100234-01',
    });
    const redirect = await decide(camila, started.bankUrl, 'aprobado');
    const settled = transactionOf((await notify(camila, redirect.ficticia, redirect.query)).body);
    expect(settled.statusId).toBe(5);
    expect(settled.investmentError).toBeNull();
    expect(settled.investmentFolio).toMatch(/^\d+$/);
    // The credit and the investment's debit cancel out in the current account.
    expect(await ccmPesos(camila)).toBe(before);
    const voucher = await read(camila, ops.voucher, `/ffmm/operaciones/${settled.investmentFolio}`);
    expect(voucher).toMatchObject({ amount: { amount: 500_000, currency: 'CLP' } });
    // The home: the same current account, the fund holding up by the payment, the total too.
    const after = await read(camila, dashboard.portfolio, '/dashboard/cartera');
    const slice = (p: typeof home, product: string) =>
      p.byProduct.find((s) => s.id === product)?.valueClp.amount;
    expect(slice(after, 'ccm')).toBe(slice(home, 'ccm'));
    expect(slice(after, 'ffmm')).toBe((slice(home, 'ffmm') ?? 0) + 500_000);
    expect(after.total.amount).toBe(home.total.amount + 500_000);
  });

  it('has no bank outside demo mode', async () => {
    const app = createApp({
      db: demo.db,
      version: 't',
      demoMode: false,
      now: () => MARKET_TEST_NOW,
    });
    const browser = new TestBrowser(app);
    expect((await browser.login(CAMILA)).response.status).toBe(200);
    const refused = await start(browser, 3, { amount: 50_000 });
    expect(refused.status).toBe(503);
    expect((await browser.get('/demo/bancos/3/pagos/abcdefghijklmnopqrstuvwx')).status).toBe(404);
  });
});
