import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { press, pressUntilFocused, toggle, typeInto } from './keyboard.ts';
import { DEMO_PASSWORD, demo, expectAxeClean } from './portal.ts';

// Contracts and signing: Camila signs the contracts with the keyboard only, sees the
// signed-document panel and downloads the PDF; Francisca's digital-channel-use signing fails (the
// demo API's electronic-signature outage) and, after one retry, he is referred to his executive.

const ACCEPT = 'He leído y acepto las condiciones de los documentos a firmar.';
const SIGNING = 'Estimado cliente el proceso de firma digital puede tardar unos minutos.';
const RETRY_ERROR = 'Ha ocurrido un error, por favor intente nuevamente...';
const REFERRAL =
  'Estimado Cliente, ha ocurrido un error con el servicio de firma electrónica. Lo invitamos a realizar el proceso de firma con su Ejecutivo de Inversión';

/** Logs in from /login with the keyboard only. */
async function loginWithKeyboard(page: Page, rut: string) {
  await page.goto('/login');
  await typeInto(page, page.getByRole('textbox', { name: /^RUT/ }), rut);
  await typeInto(page, page.getByLabel(/^Clave/), DEMO_PASSWORD);
  await press(page, page.getByRole('button', { name: 'Ingresar' }));
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('main')).toBeVisible();
}

/** Holds the signature call a moment so the signing notice can be seen (and checked). */
async function slowSigning(page: Page) {
  await page.route('**/api/**/contratos/*/firma', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
}

/** Accepts the conditions and presses Firmar, with the keyboard. */
async function acceptAndSign(page: Page) {
  const firmar = page.getByRole('button', { name: 'Firmar' });
  await expect(firmar).toBeDisabled();
  await toggle(page, page.getByRole('checkbox', { name: ACCEPT }));
  await expect(firmar).toBeEnabled();
  await press(page, firmar);
}

test.describe('contracts and signing', () => {
  test('Camila signs the contracts, sees the panel and downloads the signed PDF', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginWithKeyboard(page, demo.camila.rut);
    await page.goto('/wizard/UCDSHOWCONTRACT');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Contratos por firmar' }),
    ).toBeVisible();
    const mandatory = page.getByRole('checkbox', { name: /Contrato General de Fondos/ });
    await expect(mandatory).toBeChecked();
    // A mandatory document stays ticked; the hidden annex is not listed.
    await toggle(page, mandatory);
    await expect(mandatory).toBeChecked();
    await expect(page.getByText('Anexo interno de control')).toHaveCount(0);
    // The '+' overlay with the description, closed with Escape.
    await press(
      page,
      page.getByRole('button', { name: 'Ver descripción de Contrato de Uso de Canal Digital' }),
    );
    await expect(
      page.getByText('Autoriza operar por el portal con su clave y la firma electrónica.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      page.getByText('Autoriza operar por el portal con su clave y la firma electrónica.'),
    ).toBeHidden();
    await expectAxeClean(page);

    await slowSigning(page);
    // The signing spends the authorization the server issued for these documents.
    const authorization = page.waitForResponse('**/api/**/contratos/*/autorizacion');
    const signature = page.waitForRequest('**/api/**/contratos/*/firma');
    await acceptAndSign(page);
    await expect(page.getByRole('status').filter({ hasText: SIGNING })).toBeVisible();
    const issued = (await (await authorization).json()) as { authorizationId: string };
    expect(issued.authorizationId).toMatch(/^AUT-/);
    expect((await signature).postDataJSON()).toMatchObject({
      authorizationId: issued.authorizationId,
    });

    const panel = page.getByRole('region', { name: 'Sus documentos han sido firmados' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(panel).toContainText(/Contrato General de Fondos con fecha \d{2}\/\d{2}\/\d{4}/);
    await expect(
      page.getByText(
        'Le enviaremos una copia de los documentos firmados a su correo electrónico registrado.',
      ),
    ).toBeVisible();
    await expectAxeClean(page);

    // The panel names every signed document; each download is named with its document.
    await expect(panel).toContainText(
      /Contrato de Uso de Canal Digital con fecha \d{2}\/\d{2}\/\d{4}/,
    );
    const downloadButton = panel.getByRole('button', {
      name: 'Descargar documento firmado Contrato General de Fondos',
    });
    await pressUntilFocused(page, downloadButton);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contrato-general-de-fondos-\d{8}-\d{6}\.pdf$/);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Finalizar: the controller has nothing more, the page goes home.
    await press(page, page.getByRole('button', { name: 'Finalizar' }));
    await expect(page).toHaveURL(/\/$/);
  });

  test('UCDSHOWCONTRACTNOTMAIL: the firmando step signs, the panel has no mail notice, a listed document downloads', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginWithKeyboard(page, demo.camila.rut);
    await page.goto('/wizard/UCDSHOWCONTRACTNOTMAIL?context=usoCanalDigital');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Contratos por firmar' }),
    ).toBeVisible();
    await slowSigning(page);
    await acceptAndSign(page);

    // Not flow-wizard: the selection is saved, then the firmando step signs by contract id.
    await expect(page.getByRole('heading', { level: 1, name: 'Firmando documentos' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('status').filter({ hasText: SIGNING })).toBeVisible();

    const panel = page.getByRole('region', { name: 'Sus documentos han sido firmados' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Le enviaremos una copia/)).toHaveCount(0);
    await expectAxeClean(page);

    const listed = panel.getByRole('button', {
      name: 'Descargar documento firmado Contrato de Uso de Canal Digital',
    });
    await pressUntilFocused(page, listed);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^contrato-de-uso-de-canal-digital-\d{8}-\d{6}\.pdf$/,
    );
  });

  test('Francisca: the digital-channel-use signing fails, a retry fails, she is referred to her executive', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginWithKeyboard(page, demo.francisca.rut);
    await page.goto('/wizard/UCDSHOWCONTRACT?context=usoCanalDigital');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Contratos por firmar' }),
    ).toBeVisible();

    await slowSigning(page);
    await acceptAndSign(page);
    await expect(page.getByRole('status').filter({ hasText: SIGNING })).toBeVisible();
    await expect(page.getByText(RETRY_ERROR)).toBeVisible({ timeout: 20_000 });
    expect(
      await page.evaluate(() =>
        sessionStorage.getItem('intentosFirma:usoCanalDigital:UCDSHOWCONTRACT'),
      ),
    ).toBe('1');
    await expectAxeClean(page);

    await press(page, page.getByRole('button', { name: 'Reintentar' }));
    await expect(page.getByRole('alert').filter({ hasText: REFERRAL })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    await expectAxeClean(page);

    await press(page, page.getByRole('button', { name: 'Cerrar' }));
    await expect(page).toHaveURL(/\/$/);
  });
});
