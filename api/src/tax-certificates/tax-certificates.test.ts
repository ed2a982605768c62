// Tax certificates through the API, read back from their PDFs: the years issued, what each form
// certifies (APV contributions by regime, fund redemptions with their UF-adjusted cost, dividends)
// agreeing with the statements of the same year, and the refusals (PGlite, or PostgreSQL with
// DATABASE_URL).
import { funds, statements, taxCertificates } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { indicator } from '../market/indicators.ts';
import { toWireNumber } from '../market/money.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { pdfText, printedPesos as pesos } from '../test-support/pdf-text.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';

const demo = useDemoApp({ now: () => MARKET_TEST_NOW });

const yearOf = (browser: TestBrowser, taxYear: number) =>
  read(browser, taxCertificates.taxCertificatesOfYear, `/certificado/tributarios/${taxYear}`);

/** The year's statement of a product line (its movements). */
const statementOfYear = (browser: TestBrowser, scope: 'ffmm' | 'apv', year: number) =>
  read(
    browser,
    statements.statement,
    `/cartolas/${scope}?fechaInicio=${year}0101&fechaTermino=${year}1231`,
  );

const pdfPathOf = (
  c: taxCertificates.TaxCertificate,
  number = c.certificateNumber,
  type = c.type,
) => `${taxCertificates.certificatePdfPath(c)}?numeroCertificado=${number}&tipo=${type}`;

describe('tax certificates', () => {
  it('lists the tax years issued so far, within the historic limit, newest first', async () => {
    const camila = await demo.as(CAMILA);
    const { years } = await read(camila, taxCertificates.taxYears, '/certificado/tributarios');
    // Today is 27/11/2026: AT 2026 (year 2025) is the latest; five tax years back.
    expect(years).toEqual(
      [2026, 2025, 2024, 2023, 2022].map((y) => ({ taxYear: y, commercialYear: y - 1 })),
    );
    const all = await read(
      camila,
      taxCertificates.allTaxCertificates,
      '/certificado/tributarios/todos',
    );
    expect(all.certificates).toHaveLength(10);
    const of2026 = await yearOf(camila, 2026);
    expect(of2026.certificates.map((c) => [c.form, c.type, c.issuedOn])).toEqual([
      ['1894', 'original', '2026-02-27'],
      ['1899', 'original', '2026-02-27'],
    ]);
    expect(all.certificates.slice(0, 2)).toEqual(of2026.certificates);
    expect((await yearOf(camila, 2027)).certificates).toEqual([]);
  });

  it("certifies last year's APV contributions by regime, as her APV statement shows them, and prints them", async () => {
    const camila = await demo.as(CAMILA);
    const certificate = (await yearOf(camila, 2026)).certificates.find((c) => c.form === '1899')!;
    const apv = await statementOfYear(camila, 'apv', 2025);
    const contributed = apv.movements
      .filter((m) => m.kind === 'aporte')
      .reduce((sum, m) => sum + m.amount.amount, 0);
    // Her regime A PAC: $ 120.000 each month.
    expect(contributed).toBe(1_440_000);
    expect(certificate.figures).toEqual({
      form: '1899',
      contributionsA: { amount: contributed, currency: 'CLP' },
      contributionsB: { amount: 0, currency: 'CLP' },
      withdrawals: { amount: 0, currency: 'CLP' },
    });

    const response = await camila.get(pdfPathOf(certificate));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="certificado-1899-AT2026-${certificate.certificateNumber}.pdf"`,
    );
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('Certificado de ahorro previsional voluntario (APV)');
    expect(text).toContain(
      `Formulario 1899 - Certificado N° ${certificate.certificateNumber} - Original`,
    );
    expect(text).toContain('Año tributario 2026 (año comercial 2025)');
    expect(text).toContain('Contribuyente: Camila Andrea Rojas Fuentes - RUT 12.345.678-5');
    expect(text).toContain(`Aportes APV régimen A ${pesos(contributed)}`);
    for (const movement of apv.movements.filter((m) => m.kind === 'aporte')) {
      expect(text).toContain(movement.folio);
    }
  });

  it('certifies the dividends of the year her funds paid, the same movements her statement lists', async () => {
    const camila = await demo.as(CAMILA);
    const certificate = (await yearOf(camila, 2026)).certificates.find((c) => c.form === '1894')!;
    const ffmm = await statementOfYear(camila, 'ffmm', 2025);
    const dividends = ffmm.movements.filter((m) => m.kind === 'dividendo');
    expect(dividends.length).toBeGreaterThan(0);
    expect(certificate.figures).toMatchObject({
      form: '1894',
      redeemed: { amount: 0 },
      gain: { amount: 0 },
    });
    const text = await pdfText(await (await camila.get(pdfPathOf(certificate))).arrayBuffer());
    for (const dividend of dividends) expect(text).toContain(dividend.folio);
    if (certificate.figures.form !== '1894') throw new Error('form');
    expect(certificate.figures.dividends.amount).toBeGreaterThan(0);
    expect(text).toContain(`Dividendos percibidos ${pesos(certificate.figures.dividends.amount)}`);
  });

  it("adjusts a company's redemption cost by the UF: Cordillera's 2025 redemption, seen by its supervisor", async () => {
    const company = await demo.as(RODRIGO, '2002');
    const certificate = (await yearOf(company, 2026)).certificates.find((c) => c.form === '1894')!;
    const ffmm = await statementOfYear(company, 'ffmm', 2025);
    const redemption = ffmm.movements.find((m) => m.kind === 'rescate')!;
    // Its only contribution to that fund: $ 250.000.000 on 04/01/2021, before any redemption.
    const bought = (
      await read(
        company,
        funds.movementReport,
        '/ffmm/movimientos?fechaInicio=20210101&fechaTermino=20210131',
      )
    ).rows.find((m) => m.fundName === redemption.name.split(' Serie')[0] && m.kind === 'aporte')!;
    const uf = (date: string) => toWireNumber(indicator('uf', date)!.value, 2);
    const expectedCost =
      bought.amount.amount *
      (-redemption.units / bought.units) *
      (uf(redemption.tradeDate) / uf(bought.tradeDate));
    if (certificate.figures.form !== '1894') throw new Error('form');
    const { redeemed, adjustedCost, gain } = certificate.figures;
    expect(redeemed.amount).toBe(-redemption.amount.amount);
    expect(Math.abs(adjustedCost.amount - expectedCost)).toBeLessThanOrEqual(1);
    expect(gain.amount).toBe(redeemed.amount - adjustedCost.amount);
    const text = await pdfText(await (await company.get(pdfPathOf(certificate))).arrayBuffer());
    expect(text).toContain(`Mayor (menor) valor en rescates ${pesos(gain.amount)}`);
    expect(text).toContain('Contribuyente: Inversiones Cordillera SpA');
  });

  it('gives each profile its own certificates and refuses a number or type that is not theirs', async () => {
    const camila = await demo.as(CAMILA);
    const own = await demo.as(RODRIGO, '2001');
    const company = await demo.as(RODRIGO, '2002');
    const camilas = (await yearOf(camila, 2026)).certificates;
    const rodrigos = (await yearOf(own, 2026)).certificates;
    const companys = (await yearOf(company, 2026)).certificates;
    // Rodrigo has no APV; the company neither.
    expect(rodrigos.map((c) => c.form)).toEqual(['1894']);
    expect(companys.map((c) => c.form)).toEqual(['1894']);
    expect(rodrigos[0]!.certificateNumber).not.toBe(companys[0]!.certificateNumber);

    const camilas1894 = camilas.find((c) => c.form === '1894')!;
    const refused = [
      pdfPathOf(camilas1894, rodrigos[0]!.certificateNumber),
      pdfPathOf(camilas1894, camilas1894.certificateNumber, 'rectificatorio'),
    ];
    for (const path of refused) {
      const response = await camila.get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        message: taxCertificates.taxCertificateMessages.notFound,
      });
    }
    // Camila's certificate asked for by Rodrigo.
    expect((await own.get(pdfPathOf(camilas1894))).status).toBe(404);
    expect((await camila.get(`${taxCertificates.certificatePdfPath(camilas1894)}`)).status).toBe(
      400,
    );
    expect((await camila.get('/certificado/tributarios/1999')).status).toBe(400);
  });
});
