// Brokerage invoices: a stock account's commissions of a month become one invoice from the broker
// (the demo clients trade no stocks yet, so this file gives Camila a stock account and two
// commissions in October 2025; PGlite, or PostgreSQL with DATABASE_URL).
import { invoices } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { CAMILA } from '../ledger/demo-ledger.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';

const demo = useDemoApp({
  now: () => MARKET_TEST_NOW,
  prepare: async (db) => {
    const [account] = await db.query<{ id: number }>(
      `INSERT INTO ledger_accounts (number, owner_rut, product, opened_on)
       VALUES ('100234-09', $1, 'acciones', '2025-01-02') RETURNING id`,
      [CAMILA],
    );
    for (const [day, pesos] of [
      ['2025-10-15', 12_500],
      ['2025-10-22', 8_330],
    ] as const) {
      await db.query(
        `INSERT INTO movements (account_id, instrument_id, kind, trade_date, settlement_date, units,
           price, amount, currency, status, idempotency_key, acted_by, created_at)
         VALUES ($1, 'CLP', 'comision', $2, $2, $3, 10000, $4, 'CLP', 'liquidado', $5, $6, 0)`,
        [account!.id, day, -pesos * 10_000, pesos, `test:comision:${day}`, CAMILA],
      );
    }
  },
});

describe('brokerage invoices', () => {
  it("invoices a month's commissions once, from the broker, with their VAT", async () => {
    const camila = await demo.as(CAMILA);
    const list = await read(camila, invoices.invoiceList, '/bolsa/facturas?anio=2025');
    const brokerage = list.invoices.filter((i) => i.type === 'corretaje');
    expect(brokerage).toHaveLength(1);
    const [invoice] = brokerage;
    expect(invoice).toMatchObject({
      key: 'FC-10023409-202510',
      month: '2025-10',
      accountId: '100234-09',
      issuedOn: '2025-11-03',
      total: { amount: 20_830, currency: 'CLP' },
    });
    expect(invoice!.net.amount + invoice!.vat.amount).toBe(20_830);

    const response = await camila.get(invoices.invoicePdfPath(invoice!.key));
    const flat = await pdfText(await response.arrayBuffer());
    expect(flat).toContain('Altamira Corredores de Bolsa S.A.');
    expect(flat).toContain('Comisión de corretaje');
    expect(flat).toContain('Total $ 20.830');
  });
});
