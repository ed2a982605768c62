// PAC through the API: created pending signature, its mandate's PDF, signed into force, debited
// on day 5 when that day has come (the clock moved), cancelled (PGlite, or PostgreSQL).
import { funds, pac } from '@inversiones/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { firstDebitAfter, pacDebitDate } from '../ledger/pac-debits.ts';
import { quotaValue } from '../market/prices.ts';
import { PDFDocument } from 'pdf-lib';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';
import type { TestBrowser } from '../test-support/browser.ts';

let now = MARKET_TEST_NOW;
const setClock = (local: string) => {
  now = Date.parse(`${local}-03:00`);
};
// Francisca, whose signatures the demo's signature service always fails, gets a fund account.
const demo = useDemoApp({
  now: () => now,
  prepare: async (db) => {
    await db.query(
      `INSERT INTO ledger_accounts (number, owner_rut, product, opened_on)
       VALUES ('177777-01', '17456123-0', 'ffmm', '2026-01-05')`,
    );
  },
});
const FRANCISCA = '17456123-0';
const RODRIGO_OWN = '2001';

const request: pac.PacRequest = {
  fundId: 'FM-RENTA-CHILE',
  seriesId: 'A',
  accountId: '100234-01',
  amount: 50_000,
  paymentWay: 'cargoCuentaBancaria',
  acceptsProfileMismatch: false,
};

async function call(
  browser: TestBrowser,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
) {
  const response = await browser.call(method, path, {
    ...(body === undefined ? {} : { body }),
    headers: key ? { 'Idempotency-Key': key } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const pacDebits = async (id: string) =>
  demo.db.query<{ trade_date: string; amount: string; kind: string }>(
    `SELECT to_char(trade_date, 'YYYY-MM-DD') AS trade_date, amount::text AS amount, kind
     FROM movements WHERE idempotency_key LIKE $1 ORDER BY trade_date`,
    [`%:pac:${id}:%`],
  );

describe('the PAC debit day', () => {
  it('is the 5th, or the next business day; the first one comes after the signing day', () => {
    expect(pacDebitDate(2026, 12)).toBe('2026-12-07'); // Saturday 5 -> Monday 7
    expect(pacDebitDate(2027, 1)).toBe('2027-01-05');
    expect(firstDebitAfter('2026-11-27')).toBe('2026-12-07');
    expect(firstDebitAfter('2027-01-05')).toBe('2027-02-05');
    expect(firstDebitAfter('2027-01-04')).toBe('2027-01-05');
  });
});

describe('PAC', () => {
  it('is created pending, idempotently; signed, it debits each month once its day has come; cancelled, it stops', async () => {
    setClock('2026-11-27T12:00:00');
    const camila = await demo.as(CAMILA);
    const key = randomUUID();
    const created = await call(camila, 'POST', '/ffmm/pac', request, key);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const mandate = pac.pacSchema.parse(created.body);
    expect(mandate).toMatchObject({ status: 'pendienteFirma', nextDebit: null, debits: 0 });
    // The same key again: the same PAC, no second one.
    expect((await call(camila, 'POST', '/ffmm/pac', request, key)).body).toEqual(created.body);

    const pdf = await call(camila, 'POST', `/ffmm/pac/${mandate.id}/mandato`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(String(pdf.body.base64), 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const signed = await call(camila, 'POST', `/ffmm/pac/${mandate.id}/firma`);
    expect(signed.body).toMatchObject({ status: 'vigente', nextDebit: '2026-12-07' });
    expect((await call(camila, 'POST', `/ffmm/pac/${mandate.id}/firma`)).body).toEqual(signed.body);
    expect(await pacDebits(mandate.id)).toEqual([]);

    // Weeks later: the December and January debits are written when her ledger is read, even
    // when Mis Movimientos is the first thing she opens.
    setClock('2027-01-12T10:00:00');
    const later = await demo.as(CAMILA);
    const first = await read(later, funds.movementReport, '/ffmm/movimientos?pagina=1');
    expect(first.rows.filter((row) => row.pac && row.tradeDate >= '2026-12-01')).toHaveLength(2);
    const list = await read(later, pac.list, '/ffmm/pac');
    expect(list.mandates.find((p) => p.id === mandate.id)).toMatchObject({
      debits: 2,
      nextDebit: '2027-02-05',
    });
    expect(await pacDebits(mandate.id)).toEqual([
      { trade_date: '2026-12-07', amount: '50000', kind: 'aporte' },
      { trade_date: '2027-01-05', amount: '50000', kind: 'aporte' },
    ]);
    // Mis Movimientos shows them as PAC debits.
    const movements = await read(later, funds.movementReport, '/ffmm/movimientos?pagina=1');
    expect(movements.rows.filter((row) => row.pac && row.tradeDate >= '2026-12-01')).toHaveLength(
      2,
    );

    const cancelled = await call(later, 'DELETE', `/ffmm/pac/${mandate.id}`);
    expect(cancelled.body).toMatchObject({ status: 'anulado', nextDebit: null });
    setClock('2027-03-10T10:00:00');
    await read(await demo.as(CAMILA), pac.list, '/ffmm/pac');
    expect(await pacDebits(mandate.id)).toHaveLength(2);
    const [audit] = await demo.db.query<{ actions: string[] }>(
      `SELECT array_agg(action ORDER BY id) AS actions FROM operations
       WHERE details->>'pac' = $1`,
      [mandate.id],
    );
    expect(audit?.actions).toEqual(['ffmm.pac.crear', 'ffmm.pac.firmar', 'ffmm.pac.anular']);
  });

  it('values its debits at the last quota value (performance) and certifies them (PDF)', async () => {
    setClock('2026-11-27T12:00:00');
    const camila = await demo.as(CAMILA);
    const created = await call(camila, 'POST', '/ffmm/pac', request, randomUUID());
    const id = String(created.body.id);
    const before = await call(camila, 'POST', `/ffmm/pac/${id}/rentabilidad`);
    expect(before.status).toBe(200);
    expect(pac.performanceSchema.parse(before.body)).toMatchObject({
      debits: 0,
      contributed: { amount: 0, currency: 'CLP' },
      units: 0,
      value: { amount: 0 },
      gainPercent: null,
    });
    await call(camila, 'POST', `/ffmm/pac/${id}/firma`);

    // March: three debits (December, January, February), read for the first time by this call.
    setClock('2027-03-01T10:00:00');
    const later = await demo.as(CAMILA);
    const answer = await call(later, 'POST', `/ffmm/pac/${id}/rentabilidad`);
    const performance = pac.performanceSchema.parse(answer.body);
    const units = await demo.db.query<{ units: string }>(
      `SELECT sum(units)::text AS units FROM movements WHERE idempotency_key LIKE $1`,
      [`%:pac:${id}:%`],
    );
    const heldUnits = BigInt(units[0]?.units ?? '0');
    const quota = quotaValue('FM-RENTA-CHILE-A', '2027-03-01') as bigint;
    // Pesos: units (4 decimals) x quota value (4 decimals), rounded half up to the peso.
    const value = Number((heldUnits * quota + 50_000_000n) / 100_000_000n);
    expect(performance).toMatchObject({
      pacId: id,
      debits: 3,
      contributed: { amount: 150_000, currency: 'CLP' },
      units: Number(heldUnits) / 10_000,
      quotaValue: Number(quota) / 10_000,
      quotaDate: '2027-03-01',
      value: { amount: value, currency: 'CLP' },
      gain: { amount: value - 150_000, currency: 'CLP' },
    });
    expect(performance.gainPercent).toBeCloseTo(((value - 150_000) / 150_000) * 100, 3);

    const pdf = await call(later, 'POST', `/ffmm/pac/${id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.body.fileName).toBe(`certificado-pac-${id.slice(0, 8)}.pdf`);
    const document = await PDFDocument.load(Buffer.from(String(pdf.body.base64), 'base64'));
    expect(document.getTitle()).toBe('Certificado de Plan de Aporte Continuo (PAC)');
  });

  it('checks the invest rules and the profile fit, and keeps each owner to their own PACs', async () => {
    setClock('2026-11-27T12:00:00');
    const camila = await demo.as(CAMILA);
    const below = await call(
      camila,
      'POST',
      '/ffmm/pac',
      { ...request, amount: 1_000 },
      randomUUID(),
    );
    expect(below.status).toBe(422);
    const risky = await call(
      camila,
      'POST',
      '/ffmm/pac',
      { ...request, fundId: 'FM-ACCIONES-CHILE' },
      randomUUID(),
    );
    expect(risky.status).toBe(422);
    expect(risky.body.message).toMatch(/mayor que el que admite su perfil/);
    const noKey = await call(camila, 'POST', '/ffmm/pac', request);
    expect(noKey.status).toBe(400);

    const created = await call(camila, 'POST', '/ffmm/pac', request, randomUUID());
    const id = String(created.body.id);
    const rodrigo = await demo.as(RODRIGO, RODRIGO_OWN);
    expect((await call(rodrigo, 'POST', `/ffmm/pac/${id}/firma`)).status).toBe(404);
    expect((await call(rodrigo, 'DELETE', `/ffmm/pac/${id}`)).status).toBe(404);
    expect((await call(rodrigo, 'POST', `/ffmm/pac/${id}/mandato`)).status).toBe(404);
    expect((await call(rodrigo, 'POST', `/ffmm/pac/${id}/rentabilidad`)).status).toBe(404);
    expect((await call(rodrigo, 'POST', `/ffmm/pac/${id}/pdf`)).status).toBe(404);
    expect((await call(camila, 'POST', '/ffmm/pac/not-a-uuid/rentabilidad')).status).toBe(404);
    const theirs = await read(rodrigo, pac.list, '/ffmm/pac');
    expect(theirs.mandates.some((p) => p.id === id)).toBe(false);
  });

  it('when the signature service fails, says so with the advice to contact the executive, and stays pending', async () => {
    setClock('2026-11-27T12:00:00');
    const francisca = await demo.as(FRANCISCA);
    const created = await call(
      francisca,
      'POST',
      '/ffmm/pac',
      { ...request, accountId: '177777-01' },
      randomUUID(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = String(created.body.id);
    const failed = await call(francisca, 'POST', `/ffmm/pac/${id}/firma`);
    expect(failed).toEqual({
      status: 503,
      body: {
        status: 503,
        message:
          'No fue posible firmar el mandato PAC. Si el problema persiste comuníquese con su ejecutivo.',
      },
    });
    const list = await read(francisca, pac.list, '/ffmm/pac');
    expect(list.mandates.find((p) => p.id === id)?.status).toBe('pendienteFirma');
  });
});
