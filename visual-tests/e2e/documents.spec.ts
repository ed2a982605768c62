import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { press, pressUntilFocused, toggle } from './keyboard.ts';
import { parseSignedPesos } from './money.ts';
import { pdfText } from './pdf-text.ts';
import { demo, expectAxeClean, expectShell, login, openLoggedIn } from './portal.ts';

// Invoices and tax certificates against the reference API (its clock Friday 27/11/2026 10:30),
// keyboard only: one zip of exactly the chosen invoices, an 11th refused before any call, last
// year's tax certificate whose PDF prints what the screen shows, and a company's documents.

const main = (page: Page) => page.getByRole('main');

/** '$ 1.234.567' as the PDFs print pesos. */
const printed = (amount: bigint) => `$ ${amount.toLocaleString('de-DE')}`;

/** The invoice table's rows (the header row aside). */
const invoiceRows = (page: Page) => main(page).getByRole('table').locator('tbody tr');

/** The folio in a row's header cell. */
const folioOf = async (row: Locator) => (await row.getByRole('rowheader').innerText()).trim();

test.describe('documents', () => {
  // Keyboard journeys with an axe scan per screen and zips read back: the invoices' one took
  // 27-28 s of the default 30 on a loaded 2-core CI machine, and once ran out.
  test.describe.configure({ timeout: 90_000 });
  test('Camila zips 3 invoices into one file, and an 11th is refused before any call', async ({
    page,
  }) => {
    await openLoggedIn(page, demo.camila.rut, '/infoDocs/facturas?anio=2025');
    await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
    await expect(
      main(page).getByRole('table', { name: 'Facturas emitidas en 2025' }),
    ).toBeVisible();
    await expectAxeClean(page);

    const rows = invoiceRows(page);
    const chosen: string[] = [];
    for (let i = 0; i < 3; i++) {
      await toggle(page, rows.nth(i).getByRole('checkbox'));
      chosen.push(await folioOf(rows.nth(i)));
    }
    const bar = main(page).getByRole('group', { name: 'Descarga de documentos seleccionados' });
    await expect(bar.getByRole('status')).toHaveText(/^3 seleccionados$/);

    const download = page.waitForEvent('download');
    await press(page, bar.getByRole('button', { name: /Descargar seleccionados/ }));
    const file = await download;
    expect(file.suggestedFilename()).toBe('facturas-20261127.zip');
    const files = unzipSync(new Uint8Array(await readFile(await file.path())));
    expect(Object.keys(files).sort()).toEqual(chosen.map((f) => `factura-${f}.pdf`).sort());
    for (const [name, bytes] of Object.entries(files)) {
      const folio = name.replace(/^factura-|\.pdf$/g, '');
      expect(await pdfText(bytes)).toContain(`Factura electrónica N° ${folio}`);
    }

    // Seven more on this page make 10; the 11th comes from the next page.
    for (let i = 3; i < 10; i++) await toggle(page, rows.nth(i).getByRole('checkbox'));
    await expect(bar.getByRole('status')).toHaveText(/^10 seleccionados$/);
    const zipCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/bolsa/facturas/zip')) zipCalls.push(request.url());
    });
    await press(page, main(page).getByRole('button', { name: 'Siguiente', exact: true }));
    await toggle(page, rows.first().getByRole('checkbox'));
    await expect(bar.getByRole('status')).toHaveText(/^11 seleccionados$/);
    await expect(
      bar.getByText(
        'Puede descargar hasta 10 documentos a la vez. Quite algunos de la selección para continuar.',
      ),
    ).toBeVisible();
    await expect(bar.getByRole('button', { name: /Descargar seleccionados/ })).toBeDisabled();
    await expectAxeClean(page);
    expect(zipCalls).toEqual([]);
  });

  test("Camila downloads last year's tax certificate: the PDF prints the figures her screen shows", async ({
    page,
  }) => {
    await openLoggedIn(page, demo.camila.rut, '/infoDocs/certificadosTributarios');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Certificados Tributarios' }),
    ).toBeVisible();
    // The newest tax year, 2026, certifies 2025.
    const apv = main(page).getByRole('region', {
      name: 'Certificado de ahorro previsional voluntario (APV)',
    });
    const contributions = parseSignedPesos(
      await apv
        .locator('dt', { hasText: /^Aportes APV régimen A$/ })
        .locator('+ dd')
        .innerText(),
    );
    expect(contributions).toBeGreaterThan(0n);
    await expectAxeClean(page);

    const download = page.waitForEvent('download');
    await press(
      page,
      main(page).getByRole('button', {
        name: /Descargar certificado Certificado de ahorro previsional voluntario/,
      }),
    );
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^certificado-1899-AT2026-\d+\.pdf$/);
    const text = await pdfText(new Uint8Array(await readFile(await file.path())));
    expect(text).toContain('Año tributario 2026 (año comercial 2025)');
    expect(text).toContain(`Aportes APV régimen A ${printed(contributions)}`);
  });

  test("Rodrigo as the company's supervisor sees the company's invoices and certificates, not his own", async ({
    page,
  }) => {
    await login(page, demo.rodrigo.rut);
    await press(page, page.getByRole('button', { name: /Ingresar.*Inversiones Cordillera SpA/ }));
    await expectShell(page, 'Inversiones Cordillera SpA');
    await page.goto('/infoDocs/facturas?anio=2025');
    const accounts = main(page)
      .getByRole('table')
      .getByRole('cell', { name: /^\d{6}-\d{2}$/ });
    await expect(accounts.first()).toBeVisible();
    expect(new Set(await accounts.allInnerTexts())).toEqual(new Set(['300112-01']));

    await page.goto('/infoDocs/certificadosTributarios');
    const download = page.waitForEvent('download');
    const button = main(page).getByRole('button', {
      name: /Descargar certificado Certificado de rescates y dividendos/,
    });
    await pressUntilFocused(page, button);
    await page.keyboard.press('Enter');
    const text = await pdfText(new Uint8Array(await readFile(await (await download).path())));
    expect(text).toContain('Contribuyente: Inversiones Cordillera SpA');
    expect(text).not.toContain(demo.rodrigo.name);
    // No APV: the company has only the funds certificate.
    await expect(
      main(page).getByText('Certificado de ahorro previsional voluntario (APV)'),
    ).toHaveCount(0);

    // The company's documents: its invoices are of its account, never of Rodrigo's own.
    await page.goto('/miPerfilEmpresa/documentos?tipo=factura');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Documentos de la Empresa' }),
    ).toBeVisible();
    const documents = main(page).getByRole('list', { name: 'Documentos encontrados' });
    await expect(
      documents.getByRole('listitem').filter({ hasText: 'Cuenta 300112-01' }).first(),
    ).toBeVisible();
    await expect(
      documents.getByRole('listitem').filter({ hasText: 'Cuenta 100871-01' }),
    ).toHaveCount(0);
    await expectAxeClean(page);
  });

  test('Camila finds her documents, a report, the research and her patent certificate', async ({
    page,
  }) => {
    await openLoggedIn(page, demo.camila.rut, '/infoDocs/misDocumentos');
    const documents = main(page).getByRole('list', { name: 'Documentos encontrados' });
    const item = (name: string) => documents.getByRole('listitem').filter({ hasText: name });
    await expect(item('Cartola consolidada Octubre 2026')).toBeVisible();
    await expect(item('Certificado de ahorro previsional voluntario (APV)')).toBeVisible();
    await expectAxeClean(page);
    const statement = page.waitForEvent('download');
    await press(
      page,
      documents.getByRole('button', { name: /Descargar Cartola consolidada Octubre 2026/ }),
    );
    expect((await statement).suggestedFilename()).toBe('cartola-consolidada-2026-10.pdf');

    await page.goto('/research');
    await expect(
      main(page).getByText('Perspectivas de mercado: Octubre 2026').first(),
    ).toBeVisible();
    await expectAxeClean(page);

    await page.goto('/infoDocs/patentesAnexos');
    const patent = page.waitForEvent('download');
    await press(
      page,
      main(page).getByRole('button', {
        name: 'Descargar Certificado de inversiones para patente municipal 2025',
      }),
    );
    const patentText = await pdfText(new Uint8Array(await readFile(await (await patent).path())));
    expect(patentText).toContain('Saldo final al 31/12/2025');
    await expectAxeClean(page);

    await page.goto('/infoDocs/informes');
    await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
    await expectAxeClean(page);
  });
});
