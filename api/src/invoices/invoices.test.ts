// Invoices through the API: a year's list whose fees agree with the month-end holdings of the
// statements, an invoice's PDF read back, a zip of exactly the chosen invoices, and the refusals:
// 11 keys, an unknown key, another client's key (PGlite, or PostgreSQL with DATABASE_URL).
import { documentDownloads, invoices, statements } from '@inversiones/contract';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { findSeries } from '../market/catalogue.ts';
import { read as body, type TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { pdfText, printedPesos as pesos } from '../test-support/pdf-text.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';

const demo = useDemoApp({ now: () => MARKET_TEST_NOW });

const listOf = (browser: TestBrowser, year: number) =>
  read(browser, invoices.invoiceList, `/bolsa/facturas?anio=${year}`);

const zipOf = (browser: TestBrowser, claves: unknown, options = {}) =>
  browser.call('POST', invoices.INVOICE_ZIP_PATH, { body: { claves }, ...options });

describe('invoices', () => {
  it("lists a year's management fee invoices, each the series' fee on the month-end holdings", async () => {
    const camila = await demo.as(CAMILA);
    const list = await listOf(camila, 2025);
    expect(list).toMatchObject({ year: 2025, firstYear: 2021, lastYear: 2026 });
    // Her funds account and her APV account, every month of the year.
    expect(list.invoices).toHaveLength(24);
    expect(new Set(list.invoices.map((i) => i.accountId))).toEqual(
      new Set(['100234-01', '100234-02']),
    );
    for (const invoice of list.invoices) {
      expect(invoice.net.amount + invoice.vat.amount).toBe(invoice.total.amount);
      expect(Math.abs(invoice.vat.amount - invoice.net.amount * 0.19)).toBeLessThanOrEqual(1);
    }
    // October 2025 of her funds account, from the October statement's month-end values.
    const october = list.invoices.find(
      (i) => i.month === '2025-10' && i.accountId === '100234-01',
    )!;
    expect(october).toMatchObject({ issuedOn: '2025-11-03', type: 'administracion' });
    const statement = await read(
      camila,
      statements.statement,
      '/cartolas/ffmm?fechaInicio=20251001&fechaTermino=20251031',
    );
    const expected = statement.lines
      .filter((line) => line.accountId === '100234-01' && line.closingUnits > 0)
      .reduce(
        (sum, line) =>
          sum +
          Math.round(
            (line.closingValueClp.amount * findSeries(line.instrumentId)!.series.feeBps * 31) /
              (10_000 * 365),
          ),
        0,
      );
    expect(Math.abs(october.total.amount - expected)).toBeLessThanOrEqual(statement.lines.length);

    const response = await camila.get(invoices.invoicePdfPath(october.key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="factura-${october.folio}.pdf"`,
    );
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Factura electrónica N° ${october.folio}`);
    expect(text).toContain('Cuenta 100234-01 - Período: Octubre 2025');
    expect(text).toContain(`Monto neto ${pesos(october.net.amount)}`);
    expect(text).toContain(`IVA (19 %) ${pesos(october.vat.amount)}`);
    expect(text).toContain(`Total ${pesos(october.total.amount)}`);
  });

  it('zips exactly the chosen invoices, each a valid PDF, named by the day', async () => {
    const camila = await demo.as(CAMILA);
    const chosen = (await listOf(camila, 2025)).invoices.slice(0, 3);
    const response = await zipOf(
      camila,
      chosen.map((i) => i.key),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="facturas-20261127.zip"',
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      chosen.map((i) => invoices.invoiceFileName(i)).sort(),
    );
    for (const [name, bytes] of Object.entries(files)) {
      expect(new TextDecoder().decode(bytes.slice(0, 5)), name).toBe('%PDF-');
      const folio = name.replace(/^factura-|\.pdf$/g, '');
      expect(await pdfText(bytes)).toContain(`Factura electrónica N° ${folio}`);
    }
  });

  it('refuses 11 invoices, an unknown key, a key twice, and a download without its XSRF token', async () => {
    const camila = await demo.as(CAMILA);
    const keys = (await listOf(camila, 2025)).invoices.map((i) => i.key);
    const eleven = await zipOf(camila, keys.slice(0, 11));
    expect(eleven.status).toBe(400);
    expect((await body(eleven)).message).toContain(documentDownloads.downloadMessages.tooManyBills);

    const unknown = await zipOf(camila, [keys[0], 'FA-10023401-201801']);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      message: documentDownloads.downloadMessages.unknownKey('FA-10023401-201801'),
    });
    expect((await zipOf(camila, [keys[0], keys[0]])).status).toBe(400);
    expect((await zipOf(camila, [])).status).toBe(400);
    expect((await zipOf(camila, ['../../etc/passwd'])).status).toBe(400);
    expect((await zipOf(camila, [keys[0]], { xsrf: false })).status).toBe(403);
    const notJson = await camila.call('POST', invoices.INVOICE_ZIP_PATH, {
      body: 'claves=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
  });

  it("keeps each profile's invoices to itself: Rodrigo's own, the company's, never Camila's", async () => {
    const camila = await demo.as(CAMILA);
    const own = await demo.as(RODRIGO, '2001');
    const company = await demo.as(RODRIGO, '2002');
    const camilas = (await listOf(camila, 2025)).invoices;
    const rodrigos = (await listOf(own, 2025)).invoices;
    const companys = (await listOf(company, 2025)).invoices;
    expect(new Set(rodrigos.map((i) => i.accountId))).toEqual(new Set(['100871-01']));
    expect(new Set(companys.map((i) => i.accountId))).toEqual(new Set(['300112-01']));
    const theirs = camilas[0]!;
    expect((await own.get(invoices.invoicePdfPath(theirs.key))).status).toBe(404);
    const zip = await zipOf(company, [companys[0]!.key, theirs.key]);
    expect(zip.status).toBe(404);
    expect((await body(zip)).message).toBe(
      documentDownloads.downloadMessages.unknownKey(theirs.key),
    );
    // A year outside the invoices' range is an empty list, not an error.
    expect((await listOf(camila, 2015)).invoices).toEqual([]);
    expect((await camila.get('/bolsa/facturas?anio=dos')).status).toBe(400);
    // Without a year, the latest one with invoices.
    const latest = await read(camila, invoices.invoiceList, '/bolsa/facturas');
    expect(latest).toMatchObject({ year: 2026, lastYear: 2026 });
    expect(latest.invoices.map((i) => i.month)).toContain('2026-10');
    expect(latest.invoices.map((i) => i.month)).not.toContain('2026-11');
  });
});
