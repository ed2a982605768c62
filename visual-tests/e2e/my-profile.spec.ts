import { expect, test, type Browser, type Page } from '@playwright/test';
import { press, pressUntilFocused, typeInto } from './keyboard.ts';
import { DEMO_PASSWORD, demo, expectAxeClean, expectShell } from './portal.ts';

// Mi perfil: Cambiar Clave, the open sessions of Administrar Dispositivos and Mis Ejecutivos, by
// keyboard only. The password change uses Javiera, whom no other test logs in as: changing a
// password closes every other session of the client, which would log out the parallel tests
// that use Camila.

const javiera = { rut: '14.725.836-4', name: 'Javiera Constanza Núñez Paredes' };
/** The other device's browser: a User-Agent no other test sends, so its row is unambiguous. */
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Logs in from /login with the keyboard and waits for the home page. */
async function keyboardLogin(page: Page, rut: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await typeInto(page, page.getByRole('textbox', { name: /^RUT/ }), rut);
  await typeInto(page, page.getByLabel(/^Clave/), password);
  await press(page, page.getByRole('button', { name: 'Ingresar' }));
  await expect(page).not.toHaveURL(/\/login/);
}

/** A second browser (its own cookies) logged in as `rut` from another device. */
async function otherDevice(browser: Browser, rut: string, name: string) {
  const context = await browser.newContext({ userAgent: FIREFOX_LINUX });
  const page = await context.newPage();
  await keyboardLogin(page, rut);
  await expectShell(page, name);
  return { context, page };
}

/** The other device's next call answers 401: the portal sends it to the login. */
async function expectLoggedOut(page: Page) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
}

/** A full-page screenshot at 1280 and at 375 px, kept with the test's results to look at. */
async function screenshots(page: Page, name: string) {
  const info = test.info();
  await page.screenshot({ path: info.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: info.outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('Mi perfil', () => {
  // Two browsers, two or three logins and as many axe scans per flow.
  test.describe.configure({ timeout: 90_000 });

  test('Javiera changes her password: the rules show as she types, and her other session ends', async ({
    page,
    browser,
  }) => {
    const other = await otherDevice(browser, javiera.rut, javiera.name);
    await keyboardLogin(page, javiera.rut);
    await page.goto('/miPerfil/cambiarClave');
    await expect(page.getByRole('heading', { level: 1, name: 'Cambiar Clave' })).toBeVisible();
    await expectAxeClean(page);

    const current = page.getByLabel(/^Clave actual/);
    const next = page.getByLabel(/^Nueva clave/);
    const confirm = page.getByLabel(/^Repita la nueva clave/);
    const rules = page.getByRole('listitem').filter({ hasText: /^No contener su nombre/ });
    await typeInto(page, current, DEMO_PASSWORD);
    // Her surname inside the password: the rule turns pending as she types.
    await typeInto(page, next, 'nunez-del-sur-2026');
    await expect(rules).toContainText('Pendiente');
    // A password that meets the rules shown but that the server finds easy to guess.
    await typeInto(page, next, 'Nueva.2027');
    await expect(rules).toContainText('Cumplido');
    await typeInto(page, confirm, 'Nueva.2027');
    await press(page, page.getByRole('button', { name: 'Cambiar clave' }));
    await expect(next).toHaveAccessibleDescription(/fácil de adivinar/);
    await expect(next).toBeFocused();

    const strong = 'Trigo.Lento.Faro.92';
    await typeInto(page, next, strong);
    await typeInto(page, confirm, strong);
    await screenshots(page, 'cambiar-clave-formulario');
    await press(page, page.getByRole('button', { name: 'Cambiar clave' }));
    await expect(page.getByRole('alert').or(page.getByRole('status'))).toContainText(
      'Su clave fue cambiada',
    );
    await expectAxeClean(page);
    await screenshots(page, 'cambiar-clave-listo');

    // This session goes on; the one in the other browser is closed.
    await page.goto('/');
    await expectShell(page, javiera.name);
    await expectLoggedOut(other.page);
    // The old password no longer opens the account; the new one does.
    await keyboardLogin(other.page, javiera.rut, strong);
    await expectShell(other.page, javiera.name);
    await other.context.close();
  });

  test("Camila closes another device's session from the list", async ({ page, browser }) => {
    const other = await otherDevice(browser, demo.camila.rut, demo.camila.name);
    await keyboardLogin(page, demo.camila.rut);
    await page.goto('/miPerfil/administrarDispositivos');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Administrar Dispositivos' }),
    ).toBeVisible();
    const list = page.getByRole('list', { name: 'Sesiones activas' });
    await expect(list.locator('[aria-current="true"]')).toContainText('Esta sesión');
    const close = page.getByRole('button', { name: 'Cerrar sesión en Firefox en Linux' });
    await expect(close).toHaveCount(1);
    await expectAxeClean(page);
    await screenshots(page, 'sesiones-activas');

    await pressUntilFocused(page, close);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Se cerró la sesión en Firefox en Linux.')).toBeVisible();
    await expect(close).toHaveCount(0);
    // Focus stays in the section (its heading), not lost with the row.
    await expect(page.getByRole('heading', { level: 2, name: 'Sesiones activas' })).toBeFocused();
    await expectAxeClean(page);
    await expectLoggedOut(other.page);
    await other.context.close();
  });

  test('Camila sees her executive with contact', async ({ page }) => {
    await keyboardLogin(page, demo.camila.rut);
    await page.goto('/miPerfil/misEjecutivos');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Mis Ejecutivos' })).toBeVisible();
    const card = main.getByRole('region', { name: 'Francisca Morales Vidal' });
    await expect(
      card.getByRole('link', { name: 'francisca.morales@inversiones-demo.cl' }),
    ).toHaveAttribute('href', 'mailto:francisca.morales@inversiones-demo.cl');
    await expect(card.getByRole('link', { name: '+56 2 2345 6710' })).toHaveAttribute(
      'href',
      'tel:+56223456710',
    );
    await expect(main.getByRole('region', { name: 'Mesa de Ayuda' })).toBeVisible();
    await pressUntilFocused(page, card.getByRole('link', { name: 'Agendar reunión online' }));
    await expectAxeClean(page);
    await screenshots(page, 'mis-ejecutivos');
  });
});
