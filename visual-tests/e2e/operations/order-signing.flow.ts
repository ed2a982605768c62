import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { chooseTab, press, toggle, typeInto } from '../keyboard.ts';
import { pdfText } from '../pdf-text.ts';
import { demo, expectAxeClean, login } from '../portal.ts';
import { enrolAuthenticatorApp, freshCode, wrongCode } from '../totp.ts';
import { enrolledApps } from './enrolled-apps.ts';

// Against the operations API (its own database, once its other clients' flows are done):
// enrolling a second factor here never sends another file's login to clavePrimaria. Keyboard
// only, axe clean; the codes are computed from the secret the page shows to type by hand.

const main = (page: Page) => page.getByRole('main');

async function shot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/order-signing/${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The home's notice of signatures waiting: its number. */
async function noticeCount(page: Page): Promise<number> {
  const notice = main(page).getByText(/Tiene \d+ firmas? pendientes?/);
  await expect(notice).toBeVisible();
  return Number((await notice.textContent())?.match(/Tiene (\d+)/)?.[1]);
}

/**
 * What Firma de Operaciones lists as waiting for her: each order family's selectable orders in
 * Por firmar, and the documents offering 'Firmar' (every family holds some of hers). Ends back on
 * the first family.
 */
async function listedPending(page: Page): Promise<number> {
  let total = 0;
  const families = ['Mercado Internacional', 'Mandatos de Liquidación y Traspaso', 'Simultáneas'];
  for (const family of ['Forward', ...families, 'Documentos']) {
    if (family !== 'Forward') await chooseTab(page, main(page).getByRole('tab', { name: family }));
    // Counted once the family's list has arrived (its first entry shows).
    const entries =
      family === 'Documentos'
        ? main(page).getByRole('button', { name: /^Firmar / })
        : main(page)
            .getByRole('table', { name: 'Por firmar' })
            .getByRole('checkbox', { name: /^Seleccionar orden / });
    await expect(entries.first()).toBeVisible();
    total += await entries.count();
  }
  await chooseTab(page, main(page).getByRole('tab', { name: 'Forward' }));
  return total;
}

test.describe('order signing', () => {
  test.describe.configure({ mode: 'default', timeout: 180_000 });

  test('Camila signs two forward orders in one batch with her authenticator app: a wrong code is refused, an expired order cannot be signed, the signed PDF downloads', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    // The home tells her orders wait, and takes her there.
    const waiting = await noticeCount(page);
    await press(page, main(page).getByRole('link', { name: 'Ir a Firma de Operaciones' }));
    await expect(page).toHaveURL(/\/firmaOperaciones/);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Firma de Operaciones' }),
    ).toBeVisible();
    // No second factor yet: she is sent to her security pass instead of being offered a signature.
    await expect(main(page).getByText('Active su Pase de Seguridad para firmar')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Firmar' })).toHaveCount(0);
    await expectAxeClean(page);
    await shot(page, 'no-method');

    const app = await enrolAuthenticatorApp(page);
    enrolledApps.set(demo.camila.rut, app);
    await page.goto('/firmaOperaciones');
    // The home's count is what the page lists, family by family and in Documentos.
    expect(await listedPending(page)).toBe(waiting);
    const toSign = main(page).getByRole('table', { name: 'Por firmar' });
    await expect(toSign.getByRole('row', { name: /710232/ })).toContainText('Vence hoy');
    await expect(toSign.getByRole('row', { name: /710233/ })).toContainText('Fuera de su perfil');
    await expectAxeClean(page);
    await shot(page, 'to-sign');

    await toggle(page, toSign.getByRole('checkbox', { name: 'Seleccionar orden 710231' }));
    await toggle(page, toSign.getByRole('checkbox', { name: 'Seleccionar orden 710232' }));
    await expect(main(page).getByText('2 órdenes seleccionadas')).toBeVisible();
    await press(page, main(page).getByRole('button', { name: 'Firmar', exact: true }));
    const dialog = page.getByRole('dialog', { name: 'Firma de órdenes' });
    await expect(dialog.getByText('Va a firmar 2 órdenes:')).toBeVisible();
    await toggle(page, dialog.getByRole('checkbox', { name: /Declaro haber leído y comprendido/ }));
    const code = dialog.getByRole('textbox', { name: /^Código de verificación/ });

    // A wrong code: refused, the dialog keeps her declaration, nothing signed.
    const right = await freshCode(page, app.secret, app.offset, app.step);
    await typeInto(page, code, wrongCode(right.code));
    await press(page, dialog.getByRole('button', { name: 'Firmar' }));
    await expect(dialog.getByText(/El código no es válido/)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Declaro haber leído/ })).toBeChecked();
    await expectAxeClean(page);
    await shot(page, 'wrong-code');

    await typeInto(page, code, right.code);
    await press(page, dialog.getByRole('button', { name: 'Firmar' }));
    await expect(dialog).toHaveCount(0);
    await expect(main(page).getByText('Firmó 2 órdenes.')).toBeVisible();
    await expect(toSign.getByRole('row', { name: /710231/ })).toHaveCount(0);
    await expectAxeClean(page);
    await shot(page, 'signed');

    // The signed PDF: the order she read, and the page with her signature's evidence.
    const download = page.waitForEvent('download');
    await press(page, main(page).getByRole('button', { name: /Descargar PDF firmado.*710231/ }));
    const file = await download;
    expect(file.suggestedFilename()).toBe('forward-710231-firmada.pdf');
    const text = await pdfText(new Uint8Array(await readFile(await file.path())));
    expect(text).toContain('Compra a plazo de US$ 50.000');
    expect(text).toContain('Constancia de firma electrónica');
    expect(text).toContain('Camila Andrea Rojas Fuentes');
    expect(text).toContain('Aplicación autenticadora');
    expect(text).toMatch(/[0-9a-f]{32} [0-9a-f]{32}/);

    // Both are in Firmadas now; the expired one is only there to read, with nothing to select.
    await chooseTab(page, main(page).getByRole('tab', { name: 'Firmadas' }));
    const signed = main(page).getByRole('table', { name: 'Firmadas' });
    await expect(signed.getByRole('row', { name: /710231/ })).toBeVisible();
    await expect(signed.getByRole('row', { name: /710232/ })).toBeVisible();
    await chooseTab(page, main(page).getByRole('tab', { name: 'Vencidas' }));
    const expired = main(page).getByRole('table', { name: 'Vencidas' });
    await expect(expired.getByRole('row', { name: /710220/ })).toBeVisible();
    await expect(expired.getByRole('checkbox')).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Firmar', exact: true })).toHaveCount(0);
    await expectAxeClean(page);
    await shot(page, 'expired');

    // Two fewer waiting, on the page and in the home's notice.
    await page.goto('/firmaOperaciones');
    expect(await listedPending(page)).toBe(waiting - 2);
    await page.goto('/');
    expect(await noticeCount(page)).toBe(waiting - 2);
  });

  test('Rodrigo, for Comercial Pacífico, signs a company document that waits for the second attorney; her signature completes it', async ({
    page,
    browser,
  }) => {
    await login(page, demo.rodrigo.rut);
    await expect(page).toHaveURL(/\/seleccionarCuenta$/);
    await press(page, page.getByRole('button', { name: /Ingresar.*Comercial Pacífico Ltda\./ }));
    await expect(page.getByRole('banner')).toContainText('Comercial Pacífico Ltda.');
    const app = await enrolAuthenticatorApp(page);

    await page.goto('/firmaOperaciones?familia=documentos');
    const name = 'Anexo al Contrato General de Fondos: cuenta de la empresa';
    const version = `${name}, versión 1`;
    const annex = main(page).getByRole('article', { name });
    await expect(annex).toContainText('Estado: Por firmar');
    await expect(annex).toContainText('Poder conjunto');
    await expectAxeClean(page);
    await shot(page, 'company-document');

    await press(page, annex.getByRole('button', { name: `Firmar ${version}` }));
    const dialog = page.getByRole('dialog', { name: 'Firma de documento' });
    await expect(dialog.getByText(`Va a firmar el documento ${version}.`)).toBeVisible();
    await toggle(
      page,
      dialog.getByRole('checkbox', {
        name: 'Declaro haber leído y comprendido el documento que firmo.',
      }),
    );
    const { code } = await freshCode(page, app.secret, app.offset, app.step);
    await typeInto(page, dialog.getByRole('textbox', { name: /^Código de verificación/ }), code);
    await press(page, dialog.getByRole('button', { name: 'Firmar' }));
    await expect(dialog).toHaveCount(0);
    await expect(
      main(page).getByText(
        'Su firma quedó registrada. El documento espera la firma de otro apoderado.',
      ),
    ).toBeVisible();

    // Still to sign for the company: his signature is recorded, a second attorney's is missing.
    await expect(annex).toContainText('Estado: Por firmar');
    await expect(annex).toContainText('Espera la firma de otro apoderado');
    const attorneys = annex.getByRole('list', { name: `Apoderados que firman ${version}` });
    await expect(
      attorneys.getByRole('listitem').filter({ hasText: 'Rodrigo Ignacio Soto Muñoz' }),
    ).toContainText('Firmado');
    await expect(
      attorneys.getByRole('listitem').filter({ hasText: 'Patricia Elena Lagos Vidal' }),
    ).toContainText('Pendiente de firma');
    await expect(annex.getByRole('button', { name: `Firmar ${version}` })).toHaveCount(0);
    await expectAxeClean(page);
    await shot(page, 'company-document-waiting');

    // Patricia, the other attorney with a joint power, signs from her own browser: now the
    // company has signed it.
    const herBrowser = await browser.newContext();
    const her = await herBrowser.newPage();
    await login(her, demo.patricia.rut);
    await expect(her.getByRole('banner')).toContainText('Comercial Pacífico Ltda.');
    const herApp = await enrolAuthenticatorApp(her);
    await her.goto('/firmaOperaciones?familia=documentos');
    const hers = main(her).getByRole('article', { name });
    await expect(hers).toContainText('Espera la firma de otro apoderado');
    await press(her, hers.getByRole('button', { name: `Firmar ${version}` }));
    const herDialog = her.getByRole('dialog', { name: 'Firma de documento' });
    await toggle(
      her,
      herDialog.getByRole('checkbox', {
        name: 'Declaro haber leído y comprendido el documento que firmo.',
      }),
    );
    const herCode = await freshCode(her, herApp.secret, herApp.offset, herApp.step);
    await typeInto(
      her,
      herDialog.getByRole('textbox', { name: /^Código de verificación/ }),
      herCode.code,
    );
    await press(her, herDialog.getByRole('button', { name: 'Firmar' }));
    await expect(herDialog).toHaveCount(0);
    await expect(main(her).getByText(/el documento quedó firmado por la empresa\./)).toBeVisible();
    await expect(hers).toContainText('Estado: Firmado digitalmente');
    await expectAxeClean(her);
    await herBrowser.close();

    // Rodrigo sees the same once his page asks again.
    await page.reload();
    await expect(annex).toContainText('Estado: Firmado digitalmente');
  });
});
