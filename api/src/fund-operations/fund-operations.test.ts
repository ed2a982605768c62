// Investing, redeeming and cancelling after-hours orders through the API, on the seeded ledger
// (PGlite, or PostgreSQL with DATABASE_URL), with the clock moved across cut-offs and days.
import { dashboard, fundOperations as ops, funds } from '@inversiones/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAMILA, PACIFICO, RODRIGO } from '../ledger/demo-ledger.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';
import type { TestBrowser } from '../test-support/browser.ts';

/** The API's clock: each test sets it (Santiago time, -03:00 in summer). */
let now = MARKET_TEST_NOW;
const setClock = (local: string) => {
  now = Date.parse(`${local}-03:00`);
};
const demo = useDemoApp({ now: () => now });

const CAMILA_FUNDS = '100234-01';
const CAMILA_CCM_CLP = '100234-03';
const RODRIGO_FUNDS = '100871-01';
const CORDILLERA_SUPERVISOR = '2002';
const RODRIGO_OWN = '2001';
const PACIFICO_OPERATOR = '2003';

const investment = (over: Partial<ops.InvestRequest> = {}): ops.InvestRequest => ({
  fundId: 'FM-RENTA-CHILE',
  seriesId: 'A',
  accountId: CAMILA_FUNDS,
  amount: 250_000,
  paymentWay: 'transferencia',
  acceptsProfileMismatch: false,
  ...over,
});

async function post(browser: TestBrowser, path: string, body: unknown, key?: string) {
  const response = await browser.call('POST', path, {
    body,
    headers: key ? { [ops.IDEMPOTENCY_KEY_HEADER]: key } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const confirm = (browser: TestBrowser, body: unknown, key = randomUUID()) =>
  post(browser, '/ffmm/invertir/confirmar', body, key);

const movementCount = async () =>
  Number(
    (await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM movements'))[0]?.n ?? 0,
  );
const operationCount = async () =>
  Number(
    (await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operations'))[0]?.n ?? 0,
  );

/** Expects `call` to be refused with `status` and a message matching `message`; nothing written. */
async function refusedWithoutWriting(
  call: () => Promise<{ status: number; body: Record<string, unknown> }>,
  status: number,
  message: RegExp | string,
) {
  const [movements, operations] = [await movementCount(), await operationCount()];
  const answer = await call();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
  expect(await movementCount()).toBe(movements);
  expect(await operationCount()).toBe(operations);
}

describe('investing', () => {
  it('offers the open funds and series, the fund accounts and the CCM balance to pay with', async () => {
    setClock('2026-11-27T12:00:00');
    const camila = await demo.as(CAMILA);
    const options = await read(camila, ops.investOptions, '/ffmm/invertir/opciones');
    const ids = options.funds.map((f) => f.id);
    expect(ids).toContain('FM-RENTA-CHILE');
    // A fund closed to new money and a closed series are not offered; APV series neither.
    expect(ids).not.toContain('FM-ESTRUCTURADO-BICENTENARIO');
    const emerging = options.funds.find((f) => f.id === 'FM-ACCIONES-EMERGENTES');
    expect(emerging?.series.map((s) => s.id)).toEqual(['A']);
    expect(options.funds.flatMap((f) => f.series).some((s) => s.id === 'APV')).toBe(false);
    expect(options.accounts.map((a) => a.id)).toEqual([CAMILA_FUNDS]);
    expect(options.profile).toBe('Moderado');
    expect(options.maxRiskLevel).toBe(4);
    // The CCM balance offered is the one the home's invest balance shows.
    const balance = await read(camila, dashboard.investBalance, '/dashboard/saldoInversion');
    const ccm = options.paymentWays.find((w) => w.id === 'saldoCcm');
    expect(ccm?.available).toEqual(balance.available);
  });

  it('simulates: estimated units at the last quota value, processed today, nothing recorded', async () => {
    setClock('2026-11-27T12:00:00');
    const camila = await demo.as(CAMILA);
    const before = await movementCount();
    const { status, body } = await post(camila, '/ffmm/invertir/simulacion', investment());
    expect(status, JSON.stringify(body)).toBe(200);
    const quote = ops.investQuoteSchema.parse(body);
    const detail = await read(
      camila,
      funds.quotaValueDetail,
      '/ffmm/fondos/FM-RENTA-CHILE/series/A/valorCuota',
    );
    expect(quote.quotaValue).toBe(detail.quotaValue);
    // 250.000 / quota value, truncated to 4 decimals.
    const units = Math.trunc((250_000 / quote.quotaValue) * 10_000) / 10_000;
    expect(Math.abs(quote.estimatedUnits - units)).toBeLessThanOrEqual(0.0001);
    expect(quote).toMatchObject({
      tradeDate: '2026-11-27',
      settlementDate: '2026-11-30',
      outOfHours: false,
      cutOffTime: '14:00',
      minimum: { amount: 5_000, currency: 'CLP' },
      profileFit: { profile: 'Moderado', fundRiskLevel: 2, fits: true },
    });
    expect(await movementCount()).toBe(before);
  });

  it.each([
    ['2026-11-27T13:59:00', '2026-11-27', false],
    ['2026-11-27T14:01:00', '2026-11-30', true],
    ['2026-11-28T11:00:00', '2026-11-30', true],
    ['2026-12-24T13:59:00', '2026-12-24', false],
    ['2026-12-24T14:01:00', '2026-12-28', true],
  ])(
    'a transfer confirmed at %s is processed on %s (out of hours: %s)',
    async (local, day, late) => {
      setClock(local);
      const camila = await demo.as(CAMILA);
      const { status, body } = await confirm(camila, investment({ amount: 10_000 }));
      expect(status, JSON.stringify(body)).toBe(200);
      const voucher = ops.voucherSchema.parse(body);
      expect(voucher.tradeDate).toBe(day);
      expect(voucher.outOfHours).toBe(late);
      const [row] = await demo.db.query<{ trade_date: string; kind: string; acted_by: string }>(
        `SELECT to_char(trade_date, 'YYYY-MM-DD') AS trade_date, kind, acted_by FROM movements
       WHERE folio = $1::bigint`,
        [voucher.folio],
      );
      expect(row).toEqual({ trade_date: day, kind: 'aporte', acted_by: CAMILA });
    },
  );

  it('applies a money-market fund its own 13:00 cut-off', async () => {
    setClock('2026-11-27T13:30:00');
    const camila = await demo.as(CAMILA);
    const { body } = await post(
      camila,
      '/ffmm/invertir/simulacion',
      investment({ fundId: 'FM-LIQUIDEZ-PESOS', paymentWay: 'saldoCcm' }),
    );
    expect(body).toMatchObject({ tradeDate: '2026-11-30', outOfHours: true, cutOffTime: '13:00' });
  });

  it('above the profile: refused without the acceptance; with it, recorded in transit and audited', async () => {
    setClock('2026-11-27T12:00:00');
    const camila = await demo.as(CAMILA);
    const risky = investment({ fundId: 'FM-ACCIONES-CHILE', amount: 300_000 });
    await refusedWithoutWriting(
      () => confirm(camila, risky),
      422,
      'El riesgo de este fondo (nivel 6 de 7) es mayor que el que admite su perfil de inversionista Moderado (hasta nivel 4). Para invertir, declare que lo hace bajo su responsabilidad.',
    );
    const before = await read(camila, funds.myFunds, '/ffmm/misFondos');
    const statementBefore = await read(camila, dashboard.statement, '/dashboard/estadoCuenta');
    const { status, body } = await confirm(camila, { ...risky, acceptsProfileMismatch: true });
    expect(status, JSON.stringify(body)).toBe(200);
    const voucher = ops.voucherSchema.parse(body);
    expect(voucher).toMatchObject({
      kind: 'aporte',
      status: 'enTransito',
      acceptedProfileMismatch: true,
      amount: { amount: 300_000, currency: 'CLP' },
      tradeDate: '2026-11-27',
      settlementDate: '2026-11-30',
    });
    // In Movimientos en Tránsito, and in Mis Fondos and the home total from its trade date.
    const transit = await read(camila, funds.inTransit, '/ffmm/enTransito');
    expect(transit.movements.map((m) => m.folio)).toContain(voucher.folio);
    const after = await read(camila, funds.myFunds, '/ffmm/misFondos');
    const statement = await read(camila, dashboard.statement, '/dashboard/estadoCuenta');
    const holding = (h: typeof after) =>
      h.holdings.find((x) => x.fundId === 'FM-ACCIONES-CHILE' && x.seriesId === 'A');
    const valueAdded = (holding(after)?.value.amount ?? 0) - (holding(before)?.value.amount ?? 0);
    // Units bought at today's quota value are worth the amount, less the truncated fraction.
    expect(valueAdded).toBeGreaterThan(299_990);
    expect(valueAdded).toBeLessThanOrEqual(300_000);
    expect(after.total.amount - before.total.amount).toBe(valueAdded);
    expect(statement.total.amount - statementBefore.total.amount).toBe(valueAdded);
    // The audit record: who, as which profile, what, when, from which session.
    const [audit] = await demo.db.query<{
      action: string;
      acted_by: string;
      owner_rut: string;
      profile_code: string;
      session_id: string;
      created_at: string;
      details: { profileFit: ops.ProfileFit; acceptedProfileMismatch: boolean };
    }>('SELECT * FROM operations WHERE folio = $1::bigint', [voucher.folio]);
    expect(audit).toMatchObject({
      action: 'ffmm.invertir',
      acted_by: CAMILA,
      owner_rut: CAMILA,
      profile_code: expect.any(String),
      session_id: expect.stringMatching(/.{8,}/),
    });
    expect(Number(audit?.created_at)).toBe(now);
    expect(audit?.details.acceptedProfileMismatch).toBe(true);
    expect(audit?.details.profileFit).toEqual({
      profile: 'Moderado',
      maxRiskLevel: 4,
      fundRiskLevel: 6,
      fits: false,
    });
    // The movement settles by date: liquidado once its settlement day comes.
    setClock('2026-11-30T10:00:00');
    // Days later the session has long expired: she logs in again.
    const camilaLater = await demo.as(CAMILA);
    const later = await read(camilaLater, ops.voucher, `/ffmm/operaciones/${voucher.folio}`);
    expect(later.status).toBe('liquidado');
    const transitLater = await read(camilaLater, funds.inTransit, '/ffmm/enTransito');
    expect(transitLater.movements.map((m) => m.folio)).not.toContain(voucher.folio);
  });

  it('is idempotent: concurrent and repeated confirms with one key record one movement', async () => {
    setClock('2026-11-27T12:00:00');
    const camila = await demo.as(CAMILA);
    const key = randomUUID();
    const before = await movementCount();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => confirm(camila, investment({ amount: 77_000 }), key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.folio)).size).toBe(1);
    // A retry later (a lost answer, a reload of the confirm step) returns the same voucher.
    const retry = await confirm(camila, investment({ amount: 77_000 }), key);
    expect(retry.body).toEqual(answers[0]?.body);
    expect(await movementCount()).toBe(before + 1);
    // The same key with another request is refused, and writes nothing.
    await refusedWithoutWriting(
      () => confirm(camila, investment({ amount: 78_000 }), key),
      409,
      /ya se envió con otros datos/,
    );
  });

  it('refuses forged requests with a clear message and writes nothing', async () => {
    setClock('2026-11-27T12:00:00');
    const camila = await demo.as(CAMILA);
    const noKey = () => post(camila, '/ffmm/invertir/confirmar', investment());
    await refusedWithoutWriting(noKey, 400, /Idempotency-Key/);
    const badKey = () => post(camila, '/ffmm/invertir/confirmar', investment(), 'corta');
    await refusedWithoutWriting(badKey, 400, /Idempotency-Key/);
    await refusedWithoutWriting(() => confirm(camila, investment({ amount: -5_000 })), 400, /.+/);
    await refusedWithoutWriting(() => confirm(camila, investment({ amount: 0 })), 400, /.+/);
    await refusedWithoutWriting(
      () => confirm(camila, investment({ amount: 10_000.5 })),
      400,
      'El monto en pesos no admite decimales.',
    );
    await refusedWithoutWriting(
      () => confirm(camila, investment({ amount: 4_999 })),
      422,
      'El monto mínimo de inversión en esta serie es $\u00a05.000.',
    );
    await refusedWithoutWriting(
      () => confirm(camila, investment({ seriesId: 'B', amount: 100_000 })),
      422,
      'El monto mínimo de inversión en esta serie es $\u00a05.000.000.',
    );
    await refusedWithoutWriting(
      () => confirm(camila, investment({ amount: 600_000_000 })),
      422,
      /máximo por operación en el portal \(\$\s500\.000\.000\)/,
    );
    await refusedWithoutWriting(
      () => confirm(camila, investment({ fundId: 'FM-ESTRUCTURADO-BICENTENARIO' })),
      422,
      /no está habilitado para invertir/,
    );
    await refusedWithoutWriting(
      () => confirm(camila, investment({ fundId: 'FM-ACCIONES-EMERGENTES', seriesId: 'B' })),
      422,
      /no está habilitado para invertir/,
    );
    await refusedWithoutWriting(
      () => confirm(camila, investment({ seriesId: 'APV' })),
      422,
      /solo aportes de Ahorro Previsional Voluntario/,
    );
    await refusedWithoutWriting(
      () => confirm(camila, investment({ fundId: 'FM-NO-EXISTE' })),
      404,
      'El fondo o la serie indicados no existen.',
    );
    // Another client's account, and an account of another product line of her own.
    for (const accountId of [RODRIGO_FUNDS, CAMILA_CCM_CLP]) {
      await refusedWithoutWriting(
        () => confirm(camila, investment({ accountId })),
        404,
        'La cuenta indicada no existe o no pertenece a su perfil.',
      );
    }
    // More than the current account holds.
    await refusedWithoutWriting(
      () => confirm(camila, investment({ paymentWay: 'saldoCcm', amount: 400_000_000 })),
      422,
      'No posee saldo disponible para realizar esta transferencia',
    );
  });

  it("lets the company's operator invest for it: the company's money, the audit names who", async () => {
    setClock('2026-11-27T12:00:00');
    const rodrigo = await demo.as(RODRIGO, PACIFICO_OPERATOR);
    const { status, body } = await confirm(
      rodrigo,
      investment({ accountId: '300245-01', amount: 1_000_000 }),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const [row] = await demo.db.query<{
      owner_rut: string;
      acted_by: string;
      profile_code: string;
    }>('SELECT owner_rut, acted_by, profile_code FROM operations WHERE folio = $1::bigint', [
      String(body.folio),
    ]);
    expect(row).toEqual({
      owner_rut: PACIFICO,
      acted_by: RODRIGO,
      profile_code: PACIFICO_OPERATOR,
    });
    const [movement] = await demo.db.query<{ acted_by: string; number: string }>(
      `SELECT m.acted_by, a.number FROM movements m JOIN ledger_accounts a ON a.id = m.account_id
       WHERE m.folio = $1::bigint`,
      [String(body.folio)],
    );
    expect(movement).toEqual({ acted_by: RODRIGO, number: '300245-01' });
    // Camila's account is not the company's to use.
    const foreign = await confirm(rodrigo, investment({ accountId: CAMILA_FUNDS }));
    expect(foreign.status).toBe(404);
  });

  it('lets a supervisor of a company consult but not invest (spec 6)', async () => {
    setClock('2026-11-27T12:00:00');
    const rodrigo = await demo.as(RODRIGO, CORDILLERA_SUPERVISOR);
    const answer = await confirm(rodrigo, investment({ accountId: '300112-01' }));
    expect(answer.status).toBe(403);
  });
});

describe('paying with the current account and after-hours orders', () => {
  it('debits the CCM; after hours the debit reduces the balance at once, and cancelling restores it', async () => {
    setClock('2026-11-27T16:00:00');
    const camila = await demo.as(CAMILA);
    const cash = async () => {
      const options = await read(camila, ops.investOptions, '/ffmm/invertir/opciones');
      const ccm = options.paymentWays.find((w) => w.id === 'saldoCcm');
      return {
        clp: ccm?.available.find((m) => m.currency === 'CLP')?.amount ?? 0,
        notice: options.afterHoursNotice,
      };
    };
    const start = await cash();
    expect(start.notice).toBe(false);
    const { status, body } = await confirm(
      camila,
      investment({ paymentWay: 'saldoCcm', amount: 120_000 }),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const voucher = ops.voucherSchema.parse(body);
    expect(voucher).toMatchObject({ outOfHours: true, tradeDate: '2026-11-30' });
    expect(await cash()).toEqual({ clp: start.clp - 120_000, notice: true });

    const list = await read(camila, ops.afterHoursMovements, '/ffmm/movimientosFueraDeHorario');
    expect(list.movements.map((m) => m.folio)).toContain(voucher.folio);

    // Another client cannot cancel it; Camila can, once (a second DELETE answers the same).
    const rodrigo = await demo.as(RODRIGO, RODRIGO_OWN);
    const foreign = await rodrigo.call(
      'DELETE',
      `/ffmm/movimientosFueraDeHorario/${voucher.folio}`,
    );
    expect(foreign.status).toBe(404);
    const cancelled = await camila.call(
      'DELETE',
      `/ffmm/movimientosFueraDeHorario/${voucher.folio}`,
    );
    expect(cancelled.status).toBe(200);
    const cancelledBody = ops.voucherSchema.parse(await cancelled.json());
    expect(cancelledBody.status).toBe('anulado');
    const again = await camila.call('DELETE', `/ffmm/movimientosFueraDeHorario/${voucher.folio}`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(cancelledBody);
    // Both movements stay, as anulado records; the balance is whole again.
    const rows = await demo.db.query<{ kind: string; status: string }>(
      `SELECT kind, status FROM movements WHERE idempotency_key LIKE $1 ORDER BY kind`,
      [`op:${CAMILA}:%`],
    );
    expect(rows.filter((r) => r.status === 'anulado').map((r) => r.kind)).toEqual([
      'aporte',
      'cargo',
    ]);
    expect(await cash()).toEqual(start);
    const listAfter = await read(
      camila,
      ops.afterHoursMovements,
      '/ffmm/movimientosFueraDeHorario',
    );
    expect(listAfter.movements.map((m) => m.folio)).not.toContain(voucher.folio);
    const [audit] = await demo.db.query<{ action: string }>(
      `SELECT action FROM operations WHERE folio = $1::bigint AND action = 'ffmm.anular'`,
      [voucher.folio],
    );
    expect(audit?.action).toBe('ffmm.anular');
    expect((await read(camila, ops.voucher, `/ffmm/operaciones/${voucher.folio}`)).status).toBe(
      'anulado',
    );
  });

  it('cannot cancel an order whose trade date has come', async () => {
    setClock('2026-11-27T15:00:00');
    const camila = await demo.as(CAMILA);
    const { body } = await confirm(camila, investment({ amount: 20_000 }));
    setClock('2026-11-30T09:00:00');
    const late = await (
      await demo.as(CAMILA)
    ).call('DELETE', `/ffmm/movimientosFueraDeHorario/${String(body.folio)}`);
    expect(late.status).toBe(404);
    expect(((await late.json()) as { message: string }).message).toBe(
      'El movimiento no existe, ya se procesó o ya fue anulado.',
    );
  });
});

describe('redeeming', () => {
  const biggestClpHolding = async (browser: TestBrowser) => {
    const options = await read(browser, ops.redeemOptions, '/ffmm/rescate/opciones');
    const clp = options.holdings
      .filter((h) => h.currency === 'CLP' && h.redeemEnabled && h.availableUnits > 0)
      .sort((a, b) => b.availableValue.amount - a.availableValue.amount);
    return { holding: clp[0]!, options };
  };

  it('lists holdings with what may be redeemed; a partial one over the limit gets the spec message', async () => {
    setClock('2026-11-27T12:00:00');
    const camila = await demo.as(CAMILA);
    const { holding, options } = await biggestClpHolding(camila);
    expect(options.destinations.map((d) => d.id)).toEqual(['100234-03', '100234-04', 'BANCO']);
    // The limit keeps the series' minimum invested.
    expect(holding.partialLimit.amount).toBe(holding.availableValue.amount - 5_000);
    const request = {
      fundId: holding.fundId,
      seriesId: holding.seriesId,
      accountId: holding.accountId,
      mode: 'monto',
      amount: holding.partialLimit.amount + 1,
      destinationId: 'BANCO',
    };
    await refusedWithoutWriting(
      () => post(camila, '/ffmm/rescate', request, randomUUID()),
      422,
      'El monto ingresado excede el límite para realizar un rescate parcial. Le solicitamos modificar el monto o hacer un rescate total.',
    );
    await refusedWithoutWriting(
      () =>
        post(
          camila,
          '/ffmm/rescate',
          { ...request, mode: 'cuotas', amount: undefined, units: holding.availableUnits + 1 },
          randomUUID(),
        ),
      422,
      /excede el límite para realizar un rescate parcial/,
    );
  });

  it('simulates and redeems part to the CCM: in transit until paid T+n, credited on the payment day', async () => {
    setClock('2026-11-27T12:00:00');
    const camila = await demo.as(CAMILA);
    const { holding } = await biggestClpHolding(camila);
    const request = {
      fundId: holding.fundId,
      seriesId: holding.seriesId,
      accountId: holding.accountId,
      mode: 'monto' as const,
      amount: 150_000,
      destinationId: CAMILA_CCM_CLP,
    };
    const simulated = await post(camila, '/ffmm/rescate/simulacion', request);
    expect(simulated.status, JSON.stringify(simulated.body)).toBe(200);
    const quote = ops.redeemQuoteSchema.parse(simulated.body);
    // Enough units to pay at least the amount, at the last quota value.
    expect(quote.estimatedAmount.amount).toBeGreaterThanOrEqual(150_000);
    expect(quote.estimatedAmount.amount).toBeLessThanOrEqual(150_001);
    expect(quote.tradeDate).toBe('2026-11-27');
    const { status, body } = await post(camila, '/ffmm/rescate', request, randomUUID());
    expect(status, JSON.stringify(body)).toBe(200);
    const voucher = ops.voucherSchema.parse(body);
    expect(voucher).toMatchObject({
      kind: 'rescate',
      status: 'enTransito',
      units: quote.units,
      settlementDate: quote.settlementDate,
    });
    const after = await biggestClpHolding(camila);
    const same = after.options.holdings.find(
      (h) => h.fundId === holding.fundId && h.seriesId === holding.seriesId,
    );
    expect(Math.round((holding.availableUnits - (same?.availableUnits ?? 0)) * 10_000)).toBe(
      Math.round(quote.units * 10_000),
    );
    let browser = camila;
    const balance = async () =>
      (await read(browser, dashboard.investBalance, '/dashboard/saldoInversion')).available.find(
        (m) => m.currency === 'CLP',
      )?.amount ?? 0;
    const cashBefore = await balance();
    if (quote.settlementDate > '2026-11-27') {
      const transit = await read(camila, funds.inTransit, '/ffmm/enTransito');
      expect(transit.movements.map((m) => m.folio)).toContain(voucher.folio);
    }
    // On the payment day the money is in the current account.
    setClock(`${quote.settlementDate}T12:00:00`);
    browser = await demo.as(CAMILA);
    expect((await balance()) - cashBefore).toBe(voucher.amount.amount);
    expect((await read(browser, ops.voucher, `/ffmm/operaciones/${voucher.folio}`)).status).toBe(
      'liquidado',
    );
  });

  it('two total redemptions at once: one goes through, the other finds nothing left', async () => {
    setClock('2026-11-27T12:00:00');
    const camila = await demo.as(CAMILA);
    const { holding } = await biggestClpHolding(camila);
    const request = {
      fundId: holding.fundId,
      seriesId: holding.seriesId,
      accountId: holding.accountId,
      mode: 'total' as const,
      destinationId: 'BANCO',
    };
    const answers = await Promise.all([
      post(camila, '/ffmm/rescate', request, randomUUID()),
      post(camila, '/ffmm/rescate', request, randomUUID()),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const refused = answers.find((a) => a.status === 422);
    expect(refused?.body.message).toBe('Cliente no posee saldo');
    const [sum] = await demo.db.query<{ units: string }>(
      `SELECT COALESCE(SUM(m.units), 0)::text AS units FROM movements m
       JOIN ledger_accounts a ON a.id = m.account_id
       WHERE a.number = $1 AND m.instrument_id = $2 AND m.status <> 'anulado'`,
      [holding.accountId, `${holding.fundId}-${holding.seriesId}`],
    );
    expect(sum?.units).toBe('0');
  });

  it('after hours, a pending redemption reduces what is available, with the spec notice', async () => {
    setClock('2026-11-27T15:30:00');
    const camila = await demo.as(CAMILA);
    const { holding } = await biggestClpHolding(camila);
    const base = {
      fundId: holding.fundId,
      seriesId: holding.seriesId,
      accountId: holding.accountId,
      destinationId: 'BANCO',
    };
    const first = await post(camila, '/ffmm/rescate', { ...base, mode: 'total' }, randomUUID());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.outOfHours).toBe(true);
    const options = await read(camila, ops.redeemOptions, '/ffmm/rescate/opciones');
    const same = options.holdings.find(
      (h) => h.fundId === holding.fundId && h.seriesId === holding.seriesId,
    );
    expect(same).toMatchObject({ availableUnits: 0, afterHoursNotice: true });
    await refusedWithoutWriting(
      () => post(camila, '/ffmm/rescate', { ...base, mode: 'total' }, randomUUID()),
      422,
      'No posee saldo disponible para realizar esta transferencia. Su cuenta registra movimientos fuera de hora que descuentan su saldo disponible.',
    );
  });

  it('refuses a fund closed to redemptions, a foreign destination and a fund not held', async () => {
    setClock('2026-11-27T12:00:00');
    const camila = await demo.as(CAMILA);
    const request = {
      fundId: 'FM-RENTA-DOLAR',
      seriesId: 'A',
      accountId: CAMILA_FUNDS,
      mode: 'total',
      destinationId: 'BANCO',
    };
    await refusedWithoutWriting(
      () => post(camila, '/ffmm/rescate', { ...request, fundId: 'FM-ACCIONES-EEUU' }, randomUUID()),
      422,
      /no está habilitado para rescates/,
    );
    // Pesos only go to the bank account; a dollar fund pays to the dollar current account.
    await refusedWithoutWriting(
      () => post(camila, '/ffmm/rescate', request, randomUUID()),
      404,
      /cuenta de destino/,
    );
    await refusedWithoutWriting(
      () =>
        post(
          camila,
          '/ffmm/rescate',
          { ...request, fundId: 'FM-ACCIONES-EMERGENTES', destinationId: CAMILA_CCM_CLP },
          randomUUID(),
        ),
      422,
      'Cliente no posee saldo',
    );
  });
});

describe('vouchers', () => {
  it('serve the voucher and its PDF to the owner only, the same bytes every time', async () => {
    setClock('2026-11-27T12:00:00');
    const camila = await demo.as(CAMILA);
    const { body } = await confirm(camila, investment({ amount: 33_000 }));
    const folio = String(body.folio);
    expect(await read(camila, ops.voucher, `/ffmm/operaciones/${folio}`)).toEqual(body);
    const pdf = await camila.get(ops.voucherPdfPath(folio));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="comprobante-${folio}.pdf"`,
    );
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const again = new Uint8Array(await (await camila.get(ops.voucherPdfPath(folio))).arrayBuffer());
    expect(again).toEqual(bytes);
    const rodrigo = await demo.as(RODRIGO, RODRIGO_OWN);
    expect((await rodrigo.get(`/ffmm/operaciones/${folio}`)).status).toBe(404);
    expect((await rodrigo.get(ops.voucherPdfPath(folio))).status).toBe(404);
  });
});
