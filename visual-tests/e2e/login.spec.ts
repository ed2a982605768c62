import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, expectAxeClean, expectShell, login, submitLogin } from './portal.ts';

test.describe('login', () => {
  test('a valid rut and password open the home page with the client in the header', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ingreso de clientes' }),
    ).toBeVisible();
    await expectAxeClean(page);
    await submitLogin(page, '123456785', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expectShell(page, demo.camila.name);
    // The rut was formatted while typing.
    await expect(page.getByRole('banner')).toContainText('Moderado');
    await expect(
      page.getByRole('region', { name: 'Mi patrimonio' }).getByText('Total invertido'),
    ).toBeVisible();
    await expectAxeClean(page);
  });

  test('an invalid rut is refused before calling the server', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, '12.345.678-9', DEMO_PASSWORD);
    await expect(page.getByText('El RUT no es válido.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^RUT/ })).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
    await expectAxeClean(page);
  });

  test('a wrong password and an unknown rut get the same answer, and no failed status is stored', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitLogin(page, demo.valentina.rut, 'Clave.Errada1');
    const alert = page.getByRole('alert').filter({ hasText: 'RUT o clave incorrectos' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('No fue posible ingresar');
    // How a lock ends is told to everyone; how many attempts are left to no one.
    await expect(alert).toContainText('espere ese tiempo');
    await expect(alert).not.toContainText('intentos antes');
    const wrongText = await alert.textContent();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('messageErrorLogin'))).toBeNull();
    await expectAxeClean(page);
    await submitLogin(page, '11.111.111-1', 'Clave.Errada1');
    await expect(page.getByRole('alert').filter({ hasText: 'RUT o clave incorrectos' })).toHaveText(
      wrongText ?? '',
    );
  });

  test('five wrong passwords lock the account: then even the right one gets the same answer', async ({
    page,
  }) => {
    await page.goto('/login');
    const alert = page.getByRole('alert').filter({ hasText: 'RUT o clave incorrectos' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await submitLogin(page, demo.tomas.rut, `Errada.${attempt}`);
      await expect(alert).toBeVisible();
      // The answer empties the password field (later tries are slowed down on purpose).
      await expect(page.getByLabel(/^Clave/)).toHaveValue('', { timeout: 10_000 });
    }
    await submitLogin(page, demo.tomas.rut, DEMO_PASSWORD);
    await expect(page.getByLabel(/^Clave/)).toHaveValue('', { timeout: 10_000 });
    await expect(alert).toContainText('15 minutos');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a locked account gets the same answer, which says how to unlock it', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, demo.gonzalo.rut, DEMO_PASSWORD);
    const alert = page.getByRole('alert').filter({ hasText: 'RUT o clave incorrectos' });
    await expect(alert).toContainText('Ejecutivo de Inversiones o a la Mesa de Ayuda');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('after login the user returns to the page that asked for it', async ({ page }) => {
    await page.goto('/cartolas');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, demo.camila.rut, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/cartolas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cartolas' })).toBeVisible();
    await expectAxeClean(page);
  });

  for (const external of ['https://sitio-externo.example/robar', '//sitio-externo.example/x']) {
    test(`an external return URL (${external}) is ignored`, async ({ page }) => {
      await page.goto('/login');
      await page.evaluate((url) => sessionStorage.setItem('returnUlr', url), external);
      await submitLogin(page, demo.camila.rut, DEMO_PASSWORD);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      await expectShell(page, demo.camila.name);
    });
  }

  test('unknown paths go to the root, and without a session on to the login', async ({ page }) => {
    await page.goto('/una/ruta/que/no/existe');
    await expect(page).toHaveURL(/\/login$/);
    await login(page, demo.camila.rut);
    await page.goto('/otra/ruta/inexistente');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expectShell(page, demo.camila.name);
  });

  test('the primary-key screen needs a login first; the public capsules open without one', async ({
    page,
  }) => {
    // The second factor belongs to a login in progress: alone, it asks for the login.
    await page.goto('/clavePrimaria');
    await expect(page).toHaveURL(/\/login(\/\d+)?$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ingreso de clientes' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Debe iniciar sesión para continuar.');
    await expectAxeClean(page);
    await page.goto('/capsulas');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cápsulas Educativas' }),
    ).toBeVisible();
    await expectAxeClean(page);
  });

  test('a focused text field shows a ring as strong as a button ring (WCAG 2.4.13)', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: /^RUT/ }).focus();
    // The ring is drawn on the field's box: the input itself or the frame around it.
    const widths = await page.locator('input[name="rut"]').evaluate((input) =>
      [input, input.parentElement!].map((box) => {
        const style = getComputedStyle(box);
        return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
      }),
    );
    expect(Math.max(...widths)).toBeGreaterThanOrEqual(2);
  });
});
