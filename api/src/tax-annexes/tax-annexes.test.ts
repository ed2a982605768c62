// Patent certificates and tax annexes through the API: one of each per year within the historic
// limit, the patent certificate printing the year's closing balance of the consolidated statement,
// the annex every movement of the year, a zip of both, each profile its own (PGlite, or PostgreSQL
// with DATABASE_URL).
import { statements, taxAnnexes } from '@inversiones/contract';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { pdfText, printedPesos as pesos } from '../test-support/pdf-text.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';

const demo = useDemoApp({ now: () => MARKET_TEST_NOW });

const listOf = (browser: TestBrowser, tipo: taxAnnexes.AnnexType) =>
  read(browser, taxAnnexes.annexDocuments, `/bolsa/patentesAnexos?tipo=${tipo}`);

describe('patents and tax annexes', () => {
  it('issues one of each per year, printing the year-end balance and the year’s movements', async () => {
    const camila = await demo.as(CAMILA);
    const patents = (await listOf(camila, 'patente')).documents;
    const annexes = (await listOf(camila, 'anexo')).documents;
    expect(patents.map((d) => d.key)).toEqual([
      'PAT-2025',
      'PAT-2024',
      'PAT-2023',
      'PAT-2022',
      'PAT-2021',
    ]);
    expect(annexes.map((d) => [d.key, d.issuedOn])).toContainEqual(['ANX-2025', '2026-02-27']);

    const december = await read(
      camila,
      statements.statement,
      '/cartolas/consolidada?fechaInicio=20251201&fechaTermino=20251231',
    );
    const patent = await camila.get(taxAnnexes.annexPdfPath('PAT-2025'));
    expect(patent.headers.get('content-disposition')).toBe(
      'attachment; filename="patente-2025.pdf"',
    );
    const patentText = await pdfText(new Uint8Array(await patent.arrayBuffer()));
    expect(patentText).toContain('Certificado de inversiones para patente municipal 2025');
    expect(patentText).toContain(`Saldo final al 31/12/2025 ${pesos(december.closing.amount)}`);

    const annex = await pdfText(
      new Uint8Array(await (await camila.get(taxAnnexes.annexPdfPath('ANX-2025'))).arrayBuffer()),
    );
    expect(annex).toContain('Anexo tributario AT 2026 (año comercial 2025)');
    for (const movement of december.movements) expect(annex).toContain(movement.folio);

    const zip = await camila.call('POST', taxAnnexes.ANNEX_ZIP_PATH, {
      body: { claves: ['PAT-2025', 'ANX-2025'] },
    });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['anexo-tributario-AT2026.pdf', 'patente-2025.pdf']);
    const unknown = await camila.call('POST', taxAnnexes.ANNEX_ZIP_PATH, {
      body: { claves: ['PAT-2019'] },
    });
    expect(unknown.status).toBe(404);
  });

  it("gives each profile its own: the company's certificate names the company", async () => {
    const company = await demo.as(RODRIGO, '2002');
    const text = await pdfText(
      new Uint8Array(await (await company.get(taxAnnexes.annexPdfPath('PAT-2025'))).arrayBuffer()),
    );
    expect(text).toContain('Cliente: Inversiones Cordillera SpA');
    expect((await company.get('/bolsa/patentesAnexos?tipo=otro')).status).toBe(400);
  });
});
