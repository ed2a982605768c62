// My documents through the API: the last 12 months by default, by type and period, every row's
// path downloading the PDF it names, the period's limits, and a company's documents only for its
// profile (PGlite, or PostgreSQL with DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { myDocuments } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { read as body } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';

const demo = useDemoApp({ now: () => MARKET_TEST_NOW });

describe('my documents', () => {
  it('lists the last 12 months of statements, certificates and invoices, newest first, each downloadable', async () => {
    const camila = await demo.as(CAMILA);
    const list = await read(camila, myDocuments.myDocuments, '/misDocumentos');
    expect(list).toMatchObject({ from: '2025-11-27', to: '2026-11-27', earliest: '2021-11-27' });
    const byType = (type: string) => list.documents.filter((d) => d.type === type);
    expect(byType('cartola').map((d) => d.date)).toEqual(
      ['2026-10-31', '2026-09-30', '2026-08-31', '2026-07-31', '2026-06-30', '2026-05-31'].concat([
        '2026-04-30',
        '2026-03-31',
        '2026-02-28',
        '2026-01-31',
        '2025-12-31',
        '2025-11-30',
      ]),
    );
    expect(byType('certificado').map((d) => d.id)).toEqual([
      'certificado-2026-1894',
      'certificado-2026-1899',
    ]);
    // Two accounts with fees, one invoice each a month, issued the business day after it.
    expect(byType('factura').length).toBe(24);
    const dates = list.documents.map((d) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());

    for (const type of ['cartola', 'certificado', 'factura'] as const) {
      const document = byType(type)[0]!;
      const response = await camila.get(document.path);
      expect(response.status, `${type} ${document.path}`).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${document.fileName}"`,
      );
    }
  });

  it('filters by type and period, and refuses a period under 15 days, too old or in the future', async () => {
    const camila = await demo.as(CAMILA);
    const invoices = await read(
      camila,
      myDocuments.myDocuments,
      '/misDocumentos?tipo=factura&fechaInicio=20250101&fechaTermino=20251231',
    );
    expect(new Set(invoices.documents.map((d) => d.type))).toEqual(new Set(['factura']));
    // December 2024's invoices are issued in January 2025; December 2025's in January 2026.
    expect(invoices.documents).toHaveLength(24);
    expect(invoices.documents.every((d) => d.date >= '2025-01-01' && d.date <= '2025-12-31')).toBe(
      true,
    );

    const short = await camila.get('/misDocumentos?fechaInicio=20261101&fechaTermino=20261110');
    expect(short.status).toBe(400);
    expect((await body(short)).message).toContain('al menos 15 días');
    const old = await camila.get('/misDocumentos?fechaInicio=20201101&fechaTermino=20201231');
    expect(old.status).toBe(422);
    expect((await body(old)).message).toBe('Puede buscar documentos desde el 27/11/2021.');
    const future = await camila.get('/misDocumentos?fechaInicio=20261101&fechaTermino=20261231');
    expect(future.status).toBe(422);
    expect((await camila.get('/misDocumentos?tipo=otro')).status).toBe(400);
  });

  it('lists what she signs and operates as she does it: the contract, and the receipt of an investment', async () => {
    const camila = await demo.as(CAMILA);
    const { authorizationId } = await body(
      await camila.call('POST', '/contratos/CGF-2026/autorizacion', { body: {} }),
    );
    const signed = await camila.call('POST', '/contratos/CGF-2026/firma', {
      body: { authorizationId },
    });
    expect(signed.status).toBe(200);
    const invested = await camila.call('POST', '/ffmm/invertir/confirmar', {
      body: {
        fundId: 'FM-RENTA-CHILE',
        seriesId: 'A',
        accountId: '100234-01',
        amount: 250_000,
        paymentWay: 'transferencia',
        acceptsProfileMismatch: false,
      },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(invested.status).toBe(200);
    const { folio } = (await body(invested)) as { folio: string };

    const receipts = await read(camila, myDocuments.myDocuments, '/misDocumentos?tipo=comprobante');
    expect(receipts.documents.map((d) => [d.name, d.fileName])).toEqual([
      ['Comprobante de inversión', `comprobante-${folio}.pdf`],
    ]);
    const contracts = await read(camila, myDocuments.myDocuments, '/misDocumentos?tipo=contrato');
    expect(contracts.documents.length).toBeGreaterThan(0);
    for (const document of [...receipts.documents, contracts.documents[0]!]) {
      const response = await camila.get(document.path);
      expect(response.status, document.path).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${document.fileName}"`,
      );
    }
  });

  it("gives the company's documents to its profile only, and never Rodrigo's own among them", async () => {
    const own = await demo.as(RODRIGO, '2001');
    const company = await demo.as(RODRIGO, '2002');
    expect((await own.get('/misDocumentos/empresa')).status).toBe(403);
    const theirs = await read(company, myDocuments.companyDocuments, '/misDocumentos/empresa');
    const mine = await read(own, myDocuments.myDocuments, '/misDocumentos');
    const invoiceAccounts = (docs: myDocuments.MyDocument[]) =>
      new Set(
        docs
          .filter((d) => d.type === 'factura')
          .map((d) => /Cuenta (\S+)/.exec(d.description)?.[1]),
      );
    expect(invoiceAccounts(theirs.documents)).toEqual(new Set(['300112-01']));
    expect(invoiceAccounts(mine.documents)).toEqual(new Set(['100871-01']));
    // The statements' paths are the same words for every profile; every other path is one document.
    const paths = new Set(mine.documents.map((d) => d.path));
    expect(
      theirs.documents.filter((d) => d.type !== 'cartola').some((d) => paths.has(d.path)),
    ).toBe(false);
  });
});
