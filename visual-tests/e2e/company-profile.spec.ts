import { expect, test, type Page } from '@playwright/test';
import { press, pressUntilFocused, toggle, typeInto } from './keyboard.ts';
import { DEMO_PASSWORD, demo, expectAxeClean, expectShell } from './portal.ts';

// Flujo de Firma de Contratos (/miPerfilEmpresa/misDatosEmpresa), keyboard only: Rodrigo, as
// operator and attorney of Comercial Pacífico, validates who signs and signs; a natural person
// never gets the page.

const ROOT = /^http:\/\/127\.0\.0\.1:\d+\/$/;

async function keyboardLogin(page: Page, rut: string) {
  await page.goto('/login');
  await typeInto(page, page.getByRole('textbox', { name: /^RUT/ }), rut);
  await typeInto(page, page.getByLabel(/^Clave/), DEMO_PASSWORD);
  await press(page, page.getByRole('button', { name: 'Ingresar' }));
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens the header's profile menu from the keyboard and chooses `item`. */
async function chooseFromProfileMenu(page: Page, item: string) {
  // Backwards from the page's content: the header is a few steps up, not a whole page down.
  await pressUntilFocused(
    page,
    page.getByRole('banner').getByRole('button', { name: /Mi cuenta/ }),
    'Shift+Tab',
  );
  await page.keyboard.press('Enter');
  const entry = page.getByRole('menuitem', { name: item });
  await pressUntilFocused(page, entry, 'ArrowDown', 30);
  await page.keyboard.press('Enter');
}

/** A full-page screenshot at 1280 and at 375 px, kept with the test's results to look at. */
async function screenshots(page: Page, name: string) {
  const info = test.info();
  await page.screenshot({ path: info.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: info.outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('Flujo de Firma de Contratos', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Rodrigo, for Comercial Pacífico, validates the attorneys and signs the framework contract', async ({
    page,
  }) => {
    await keyboardLogin(page, demo.rodrigo.rut);
    await expect(page).toHaveURL(/\/seleccionarCuenta$/);
    await press(page, page.getByRole('button', { name: /Ingresar.*Comercial Pacífico Ltda\./ }));
    await expectShell(page, 'Comercial Pacífico Ltda.');

    await chooseFromProfileMenu(page, 'Flujo de Firma de Contratos');
    await expect(page).toHaveURL(/\/miPerfilEmpresa\/misDatosEmpresa$/);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Flujo de Firma de Contratos' }),
    ).toBeVisible();
    const company = main.getByRole('region', { name: 'Datos de la empresa' });
    await expect(company).toContainText('Comercial Pacífico Ltda.');
    await expect(company).toContainText('77.123.456-9');
    await expect(main.getByRole('region', { name: 'Apoderados y sus poderes' })).toContainText(
      'Andrés Felipe Morales Cid (13.246.857-5)',
    );
    const marco = main.getByRole('region', { name: 'Contrato Marco' });
    await expect(marco.getByText('Pendiente de firma', { exact: true })).toBeVisible();
    await expectAxeClean(page);
    await screenshots(page, 'firma-contratos-pendiente');

    // Patricia signs the framework contract only jointly: alone she is refused, with the reason.
    const patricia = marco.getByRole('checkbox', { name: /^Patricia Elena Lagos Vidal/ });
    const validate = marco.getByRole('button', { name: 'Validar apoderados' });
    await toggle(page, patricia);
    await press(page, validate);
    await expect(marco.getByRole('alert')).toContainText(
      'Patricia Elena Lagos Vidal firma el Contrato Marco en forma conjunta: debe firmar junto a otro apoderado con poder para este contrato.',
    );
    await expectAxeClean(page);

    // Rodrigo signs it alone (individual power).
    await toggle(page, patricia);
    await toggle(page, marco.getByRole('checkbox', { name: /^Rodrigo Ignacio Soto Muñoz/ }));
    await press(page, validate);
    await expect(marco.getByText('En proceso de firma', { exact: true })).toBeVisible();
    const signatories = marco.getByRole('list', { name: 'Firmantes del Contrato Marco' });
    await expect(signatories).toHaveAccessibleDescription('0 de 1 firma');
    await expect(signatories.getByRole('listitem')).toContainText('Pendiente de firma');
    await expectAxeClean(page);

    await press(page, marco.getByRole('button', { name: 'Firmar contrato' }));
    await expect(marco.getByText('Firmado', { exact: true }).first()).toBeVisible();
    await expect(marco.getByRole('status').filter({ hasText: 'Firma registrada' })).toContainText(
      'Su firma del Contrato Marco quedó registrada y el contrato está firmado.',
    );
    await expect(marco).toContainText('Firmado el 27/11/2026');
    await expect(signatories).toHaveAccessibleDescription('1 de 1 firma');
    await expect(marco.getByRole('button')).toHaveCount(0);
    await expectAxeClean(page);
    await screenshots(page, 'firma-contratos-firmado');

    // The state is the server's: a reload shows it signed.
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Contrato Marco' })
        .getByText('Firmado', { exact: true })
        .first(),
    ).toBeVisible();
  });

  test('a natural person has no Flujo de Firma de Contratos: not in the menu, not by URL', async ({
    page,
  }) => {
    await keyboardLogin(page, demo.camila.rut);
    await expectShell(page, demo.camila.name);
    await press(page, page.getByRole('banner').getByRole('button', { name: /Mi cuenta/ }));
    await expect(page.getByRole('menuitem', { name: 'Mis Datos Personales' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Flujo de Firma de Contratos' })).toHaveCount(
      0,
    );
    await page.keyboard.press('Escape');
    await page.goto('/miPerfilEmpresa/misDatosEmpresa');
    await expect(page).toHaveURL(ROOT);
    await expect(page.getByRole('heading', { name: 'Flujo de Firma de Contratos' })).toHaveCount(0);
  });
});
