// TEFE instructions through the API (PGlite, or PostgreSQL with DATABASE_URL): the source
// account's balances and tariff, an instruction confirmed with the second factor and held until
// the desk's cut-off, executed then in the ledger (or refused by the bank), cancelled by the
// client, a company's waiting for authorization, and every refusal.
import { randomUUID } from 'node:crypto';
import {
  currentAccount,
  tefeBeneficiaries,
  tefeInstructions as contract,
} from '@inversiones/contract';
import { beneficiaryFieldsSample } from '@inversiones/contract/samples/tefe';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { enrolApp } from '../test-support/authenticator.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { errorOf } from '../test-support/error-of.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { REVIEW_SECONDS } from './compliance.ts';
import { TARIFF } from './instructions.ts';
import { tefeMessages as m } from './messages.ts';

// Thursday 26/11/2026, 10:00 in Santiago: the desk's cut-off is at 13:00.
const START = Date.parse('2026-11-26T13:00:00Z');
const CUTOFF = Date.parse('2026-11-26T16:00:00Z');
let clock = START;
const demo = useDemoApp({ now: () => clock });
const S = contract.INSTRUCTION_STATUS;
const CAMILA_USD = '100234-04';
const PACIFICO_USD = '300245-02';

let camila: TestBrowser;
let secret: string;
/** A code of a new TOTP window (codes are single use). */
const nextCode = async (key = secret) => {
  clock += 30_000;
  return generate({ secret: key, epoch: Math.floor(clock / 1000) });
};

/** Registers a beneficiary and lets the compliance review approve it. */
async function approvedBeneficiary(
  browser: TestBrowser,
  fields: tefeBeneficiaries.BeneficiaryFieldsInput = beneficiaryFieldsSample,
) {
  const response = await browser.call('POST', '/tefe/beneficiarios', { body: fields });
  expect(response.status, await response.clone().text()).toBe(200);
  const { Id } = tefeBeneficiaries.beneficiarySchema.parse(await response.json());
  clock += REVIEW_SECONDS * 1000;
  return Id;
}

const fieldsFor = (BeneficiaryId: number, Monto: number, extra: object = {}) => ({
  BeneficiaryId,
  CuentaId: CAMILA_USD,
  Monto,
  MonedaId: 1,
  PropositoId: 1,
  OrigenFondosId: 1,
  VolumenAnualId: 2,
  ...extra,
});

async function instruct(
  browser: TestBrowser,
  fields: object,
  { key = randomUUID(), code }: { key?: string; code?: string } = {},
) {
  return browser.call('POST', '/tefe/instrucciones', {
    body: { ...fields, metodo: 'cronto', codigo: code ?? (await nextCode()) },
    headers: { 'Idempotency-Key': key },
  });
}
const instructed = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return contract.instructionSchema.parse(await response.json());
};
const balances = async (browser: TestBrowser, account = CAMILA_USD) => {
  const response = await browser.get(`/tefe/cuentasCorrientesMercantil/${account}/saldos`);
  expect(response.status).toBe(200);
  return contract.balances.response.parse(await response.json());
};
const listed = async (browser: TestBrowser) => {
  const response = await browser.get(
    '/tefe/instrucciones?fechaInicio=20261101&fechaTermino=20261130',
  );
  expect(response.status).toBe(200);
  return contract.list.response.parse(await response.json()).instrucciones;
};
const cancel = (browser: TestBrowser, id: number, Status = 'RechazadaUsuario') =>
  browser.call('PUT', `/tefe/instrucciones/${id}`, { body: { Status } });

/** Logs in again after the clock passed her session's life, with her app's code. */
async function loginAgain(rut: string, key: string, profile?: string) {
  const browser = await demo.as(rut);
  const passed = await browser.call('POST', '/securityPass/cronto', {
    body: { codigo: await nextCode(key), proposito: 'ingreso' },
  });
  expect(passed.status).toBe(200);
  if (profile) expect((await browser.get(`/contextualize/${profile}`)).status).toBe(200);
  return browser;
}

beforeAll(async () => {
  camila = await demo.as(CAMILA);
  secret = await enrolApp(camila, (key) => nextCode(key));
});

describe('the source account', () => {
  it('lists her dollar current account with its balances and the tariff', async () => {
    const accounts = await camila.get('/tefe/cuentasCorrientesMercantil');
    expect(contract.sourceAccounts.response.parse(await accounts.json())).toEqual({
      fecha: '2026-11-26',
      cuentas: [{ id: CAMILA_USD, numero: CAMILA_USD, moneda: 'USD' }],
    });
    const { saldoContable, retenido, disponible } = await balances(camila);
    expect(saldoContable.amount).toBeGreaterThanOrEqual(8_000);
    expect(retenido.amount).toBe(0);
    expect(disponible).toEqual(saldoContable);
    const tariff = await camila.get(`/tefe/cuentasCorrientesMercantil/${CAMILA_USD}/comisiones`);
    expect(contract.commissions.response.parse(await tariff.json())).toEqual(TARIFF);
    // Her peso account is not a source, nor is another client's.
    for (const account of ['100234-03', PACIFICO_USD]) {
      expect((await camila.get(`/tefe/cuentasCorrientesMercantil/${account}/saldos`)).status).toBe(
        404,
      );
    }
  });
});

describe('an instruction', () => {
  it('is confirmed with the second factor, held until the cut-off, then executed in the ledger', async () => {
    const laura = await approvedBeneficiary(camila);
    const before = await balances(camila);

    // A wrong code enters nothing.
    const wrong = await instruct(camila, fieldsFor(laura, 2_000), { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(await listed(camila)).toEqual([]);

    const key = randomUUID();
    const entered = await instructed(await instruct(camila, fieldsFor(laura, 2_000), { key }));
    expect(entered).toMatchObject({
      Status: S.entered,
      BeneficiaryName: 'Laura Gómez Reyes',
      IntermediaryBankName: 'Citibank N.A.',
      Monto: { amount: 2_000, currency: 'USD' },
      // US$ 25 up to US$ 5.000, plus US$ 15 for the intermediary bank.
      Comision: { amount: 40, currency: 'USD' },
      Total: { amount: 2_040, currency: 'USD' },
      ExecuteAt: new Date(CUTOFF).toISOString(),
    });
    // The same confirm again (a retry): the same instruction, nothing new, no code asked.
    const again = await instructed(
      await instruct(camila, fieldsFor(laura, 2_000), { key, code: '000000' }),
    );
    expect(again.Id).toBe(entered.Id);
    expect(await listed(camila)).toHaveLength(1);

    // Held, not yet debited: the ledger's balance stays, the free dollars go down.
    const held = await balances(camila);
    expect(held.saldoContable).toEqual(before.saldoContable);
    expect(held.retenido.amount).toBe(2_040);
    expect(held.disponible.amount).toBe(before.disponible.amount - 2_040);
    const ccm = currentAccount.balances.response.parse(
      await (await camila.get('/ccm/saldos')).json(),
    );
    const usd = ccm.accounts.find((a) => a.account.id === CAMILA_USD);
    expect(usd?.available.amount).toBe(held.disponible.amount);

    // At the cut-off the desk sends it: the transfer and its commission leave the account.
    clock = CUTOFF + 1_000;
    camila = await loginAgain(CAMILA, secret);
    // Her current account reads it executed first, before any TEFE screen is opened.
    const ccmAfter = currentAccount.balances.response.parse(
      await (await camila.get('/ccm/saldos')).json(),
    );
    expect(ccmAfter.accounts.find((a) => a.account.id === CAMILA_USD)?.balance.amount).toBe(
      before.saldoContable.amount - 2_040,
    );
    const [executed] = await listed(camila);
    expect(executed?.Status).toBe(S.executed);
    const after = await balances(camila);
    expect(after.retenido.amount).toBe(0);
    expect(after.saldoContable.amount).toBe(before.saldoContable.amount - 2_040);
    expect(after.disponible.amount).toBe(before.disponible.amount - 2_040);
    const movements = await camila.get(
      `/ccm/movimientos?cuenta=${CAMILA_USD}&fechaInicio=20261101&fechaTermino=20261130`,
    );
    const rows = currentAccount.movements.response.parse(await movements.json()).rows;
    expect(
      rows
        .filter((r) => r.type.endsWith('xterior'))
        .map((r) => [r.type, r.amount.amount, r.tradeDate]),
    ).toEqual(
      expect.arrayContaining([
        ['transferenciaExterior', -2_000, '2026-11-26'],
        ['comisionTransferenciaExterior', -40, '2026-11-26'],
      ]),
    );
    // Executed: no cancel any more.
    expect((await errorOf(await cancel(camila, entered.Id), 409)).message).toBe(m.notCancellable);

    // Its receipt.
    const pdf = await camila.get(`/tefe/instrucciones/${entered.Id}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Instrucción de transferencia al exterior N° ${entered.Folio}`);
    expect(text).toContain('US$ 2.040,00');
    expect(text).toContain('Ejecutada');
  });

  it('is cancelled by the client while entered, which releases the hold; the bank may refuse one', async () => {
    // After Thursday's cut-off: the next is Friday's.
    const laura = await approvedBeneficiary(camila);
    const before = await balances(camila);
    const entered = await instructed(await instruct(camila, fieldsFor(laura, 500)));
    expect((await balances(camila)).retenido.amount).toBe(540);
    const cancelled = await cancel(camila, entered.Id);
    expect(contract.instructionSchema.parse(await cancelled.json()).Status).toBe(S.rejectedByUser);
    expect(await balances(camila)).toEqual(before);
    expect((await errorOf(await cancel(camila, entered.Id), 409)).message).toBe(m.alreadyCancelled);
    expect((await cancel(camila, entered.Id, 'Anulada')).status).toBe(400);
    expect((await cancel(camila, 999_999)).status).toBe(404);

    // An account the bank has closed: refused at the cut-off, nothing leaves the account.
    const closed = await approvedBeneficiary(camila, {
      ...beneficiaryFieldsSample,
      Name: 'Pedro',
      IntermediaryBank: null,
      Bank: { ...beneficiaryFieldsSample.Bank, Account: '55550000' },
    });
    const refused = await instructed(await instruct(camila, fieldsFor(closed, 300)));
    expect(refused.Comision.amount).toBe(25);
    expect(refused.ExecuteAt).toBe('2026-11-27T16:00:00.000Z');
    clock = Date.parse('2026-11-27T16:00:01Z');
    camila = await loginAgain(CAMILA, secret);
    const now = (await listed(camila)).find((i) => i.Id === refused.Id);
    expect(now?.Status).toBe(S.rejectedByBank);
    expect(await balances(camila)).toEqual(before);
  });

  it('refuses what the rules do not allow, in Spanish, entering nothing', async () => {
    const laura = await approvedBeneficiary(camila);
    const { disponible } = await balances(camila);
    const count = (await listed(camila)).length;
    const refused = async (fields: object, status: number, message: string) => {
      const response = await instruct(camila, fields);
      expect((await errorOf(response, status)).message).toBe(message);
    };
    await refused(fieldsFor(laura, disponible.amount), 422, contract.instructionMessages.noBalance);
    await refused(
      fieldsFor(laura, 50),
      400,
      `El campo Monto no es válido: ${contract.instructionMessages.amountRange}`,
    );
    await refused(fieldsFor(laura, 500, { MonedaId: 2 }), 422, m.dollarsOnly);
    await refused(
      fieldsFor(laura, 500, { PropositoId: 99 }),
      422,
      contract.instructionMessages.purpose,
    );
    await refused(fieldsFor(laura, 500, { CuentaId: PACIFICO_USD }), 404, m.accountNotFound);
    await refused(fieldsFor(999_999, 500), 404, m.notFound);
    // Pending its review (the code taken first: each one moves the clock past the review).
    const code = await nextCode();
    const pending = await camila.call('POST', '/tefe/beneficiarios', {
      body: { ...beneficiaryFieldsSample, Name: 'Ana' },
    });
    const { Id } = tefeBeneficiaries.beneficiarySchema.parse(await pending.json());
    const early = await instruct(camila, fieldsFor(Id, 500), { code });
    expect((await errorOf(early, 422)).message).toBe(m.beneficiaryNotApproved);
    // Without the Idempotency-Key: refused before anything.
    const noKey = await camila.call('POST', '/tefe/instrucciones', {
      body: { ...fieldsFor(laura, 500), metodo: 'cronto', codigo: await nextCode() },
    });
    expect(noKey.status).toBe(400);
    expect(await listed(camila)).toHaveLength(count);
  });
});

describe('a company', () => {
  it("holds an operator's instruction for a supervisor's authorization; compliance blocks one above the declared volume", async () => {
    // Cordillera's supervisor profile has no TEFE: kept out with spec 6's words.
    const cordillera = await demo.as(RODRIGO, '2002');
    expect((await cordillera.get('/tefe/cuentasCorrientesMercantil')).status).toBe(403);

    const rodrigo = await demo.as(RODRIGO, '2003');
    const own = await enrolApp(rodrigo, (key) => nextCode(key));
    const beneficiary = await approvedBeneficiary(rodrigo);
    const company = (Monto: number, VolumenAnualId: number) => ({
      ...fieldsFor(beneficiary, Monto, { VolumenAnualId }),
      CuentaId: PACIFICO_USD,
    });
    const waiting = await instructed(
      await instruct(rodrigo, company(3_000, 2), { code: await nextCode(own) }),
    );
    expect(waiting.Status).toBe(S.pendingApproval);
    expect(waiting.EnteredBy).toBe('Rodrigo Ignacio Soto Muñoz');
    expect((await balances(rodrigo, PACIFICO_USD)).retenido.amount).toBe(3_040);
    // Past the cut-off it still waits: nothing leaves without the authorization.
    clock = Date.parse('2026-11-30T17:00:00Z');
    const later = await loginAgain(RODRIGO, own, '2003');
    expect((await balances(later, PACIFICO_USD)).retenido.amount).toBe(3_040);

    // Up to US$ 10.000 a year declared, US$ 12.000 sent: blocked, nothing held.
    const blocked = await instructed(
      await instruct(later, company(12_000, 1), { code: await nextCode(own) }),
    );
    expect(blocked.Status).toBe(S.complianceBlock);
    expect((await balances(later, PACIFICO_USD)).retenido.amount).toBe(3_040);
  });
});
