// Mutual fund sub-accounts through the API: listed with their balances, opened under the client
// number once per key, named by the client, refused when forged or over the limit (PGlite, or
// PostgreSQL with DATABASE_URL).
import { fundOperations as ops, funds, subAccounts } from '@inversiones/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';
import type { TestBrowser } from '../test-support/browser.ts';

const FRANCISCA = '17456123-0';
const demo = useDemoApp({ now: () => MARKET_TEST_NOW });

async function open(browser: TestBrowser, body: unknown, key: string | null = randomUUID()) {
  const response = await browser.call('POST', '/ffmm/subcuentas', {
    body,
    headers: key ? { [ops.IDEMPOTENCY_KEY_HEADER]: key } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const accountCount = async (rut: string) =>
  Number(
    (
      await demo.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM ledger_accounts WHERE owner_rut = $1',
        [rut],
      )
    )[0]?.n,
  );

describe('sub-accounts', () => {
  it('lists the fund accounts with the balances Mis Fondos gives them', async () => {
    const camila = await demo.as(CAMILA);
    const list = await read(camila, subAccounts.list, '/ffmm/subcuentas');
    const balances = await read(camila, funds.accountBalances, '/ffmm/cuentas/saldos');
    expect(list.clientNumber).toBe('100234');
    expect(list.subAccounts.map((s) => s.account.id)).toEqual(['100234-01']);
    const [main] = list.subAccounts;
    expect(main?.alias).toBeNull();
    expect(main?.valueClp).toEqual(balances.accounts[0]?.valueClp);
    expect(main?.holdings).toBe(balances.accounts[0]?.holdings);
    expect(main?.valueClp.amount).toBeGreaterThan(0);
  });

  it('opens one under the client number per key, named by the client, and takes investments apart', async () => {
    const camila = await demo.as(CAMILA);
    const key = randomUUID();
    const opened = await open(camila, { alias: '  Vacaciones 2027 ' }, key);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const sub = subAccounts.subAccountSchema.parse(opened.body);
    // 100234-01 to -05 exist (funds, APV, two current accounts, custody): the next suffix is 06.
    expect(sub).toMatchObject({
      account: { id: '100234-06', product: 'ffmm', name: 'Cuenta Fondos Mutuos · Vacaciones 2027' },
      alias: 'Vacaciones 2027',
      openedOn: '2026-11-27',
      valueClp: { amount: 0, currency: 'CLP' },
      holdings: 0,
    });
    // A retry with the same key: the same answer, no second account.
    const before = await accountCount(CAMILA);
    expect((await open(camila, { alias: '  Vacaciones 2027 ' }, key)).body).toEqual(opened.body);
    expect(await accountCount(CAMILA)).toBe(before);
    // The same name in other capitals is taken.
    const taken = await open(camila, { alias: 'VACACIONES 2027' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Ya tiene una subcuenta con ese nombre. Elija otro.');

    // The invest options offer it, and an investment there stays in it.
    const options = await read(camila, ops.investOptions, '/ffmm/invertir/opciones');
    expect(options.accounts.map((a) => a.id)).toContain('100234-06');
    const invested = await camila.call('POST', '/ffmm/invertir/confirmar', {
      body: {
        fundId: 'FM-RENTA-CHILE',
        seriesId: 'A',
        accountId: '100234-06',
        amount: 100_000,
        paymentWay: 'transferencia',
        acceptsProfileMismatch: false,
      },
      headers: { [ops.IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    });
    expect(invested.status).toBe(200);
    const list = await read(camila, subAccounts.list, '/ffmm/subcuentas');
    expect(list.subAccounts.find((s) => s.account.id === '100234-06')).toMatchObject({
      holdings: 1,
      valueClp: { amount: 100_000 },
    });
    const [audit] = await demo.db.query<{ action: string; acted_by: string }>(
      `SELECT action, acted_by FROM operations WHERE details->>'subAccount' = '100234-06'`,
    );
    expect(audit).toEqual({ action: 'ffmm.subcuenta.abrir', acted_by: CAMILA });
  });

  it('gives two opened at once two numbers', async () => {
    const camila = await demo.as(CAMILA);
    const answers = await Promise.all([
      open(camila, { alias: 'Casa' }),
      open(camila, { alias: 'Auto' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const numbers = answers.map((a) => (a.body.account as { id: string }).id);
    expect(new Set(numbers).size).toBe(2);
  });

  it('refuses a forged name, a missing key, a company supervisor and the eleventh, writing nothing', async () => {
    const camila = await demo.as(CAMILA);
    const before = await accountCount(CAMILA);
    for (const alias of ['', '   ', 'x'.repeat(31), '<script>alert(1)</script>', 42]) {
      expect((await open(camila, { alias })).status).toBe(400);
    }
    expect((await open(camila, { alias: 'Sin clave' }, null)).status).toBe(400);
    expect(await accountCount(CAMILA)).toBe(before);

    // A company's supervisor consults but does not open accounts (spec 6).
    const supervisor = await demo.as(RODRIGO, '2002');
    expect((await open(supervisor, { alias: 'Tesorería' })).status).toBe(403);

    // A client without fund accounts has no client number to open one under.
    const francisca = await demo.as(FRANCISCA);
    const none = await open(francisca, { alias: 'Primera' });
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/necesita una cuenta de fondos mutuos/);
    expect((await read(francisca, subAccounts.list, '/ffmm/subcuentas')).clientNumber).toBeNull();

    // Up to ten fund sub-accounts.
    const have = (await read(camila, subAccounts.list, '/ffmm/subcuentas')).subAccounts.length;
    for (let i = have; i < subAccounts.MAX_SUB_ACCOUNTS; i += 1) {
      expect((await open(camila, { alias: `Meta ${i}` })).status).toBe(200);
    }
    const eleventh = await open(camila, { alias: 'Una más' });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toMatch(/hasta 10 subcuentas/);
  });
});
