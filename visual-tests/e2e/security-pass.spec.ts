import { expect, test, type Page } from '@playwright/test';
import { press, pressUntilFocused, typeInto } from './keyboard.ts';
import { DEMO_PASSWORD, demo, expectAxeClean, expectShell } from './portal.ts';
import { apiOffsetMs, freshCode, wrongCode } from './totp.ts';

// Martina is this file's own demo client: no other spec logs in as her, so turning her second
// factor on never sends another test's login to clavePrimaria (the specs run in parallel).
const client = demo.martina;
async function keyboardLogin(page: Page) {
  await page.goto('/login');
  await typeInto(page, page.getByRole('textbox', { name: /^RUT/ }), client.rut);
  await typeInto(page, page.getByLabel(/^Clave/), DEMO_PASSWORD);
  await press(page, page.getByRole('button', { name: 'Ingresar' }));
}

async function shot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/security-pass/${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Martina enrols an authenticator app, logs in through clavePrimaria, and removes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const offset = await apiOffsetMs(page);

  // Without a method: the login goes straight in.
  await keyboardLogin(page);
  await expect(page).toHaveURL(/\/$/);
  await expectShell(page, client.name);

  await page.goto('/miPerfil/administrarDispositivos');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Administrar dispositivos' }),
  ).toBeVisible();
  const section = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await expect(section.getByText('Aún no tiene métodos de verificación.')).toBeVisible();
  await expectAxeClean(page);
  await shot(page, 'devices-empty');

  await press(page, section.getByRole('button', { name: 'Agregar aplicación de autenticación' }));
  await expect(
    section.getByRole('img', { name: /Código QR para agregar su cuenta de Inversiones/ }),
  ).toBeVisible();
  const secretText = await section
    .getByRole('definition')
    .filter({ hasText: /^[A-Z2-7 ]{16,}$/ })
    .first()
    .innerText();
  const secret = secretText.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // Grouped in fours for typing.
  expect(secretText.trim()).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{4}$/);
  await expectAxeClean(page);
  await shot(page, 'devices-enrol');

  const enrol = await freshCode(page, secret, offset, -1);
  await typeInto(
    page,
    section.getByRole('textbox', { name: /^Código de verificación/ }),
    enrol.code,
  );
  await press(page, section.getByRole('button', { name: 'Activar' }));
  await expect(section.getByRole('alert').or(section.getByRole('status')).first()).toContainText(
    'Aplicación de autenticación: activado.',
  );
  const methods = section.getByRole('list', { name: 'Sus métodos de verificación' });
  await expect(methods).toContainText('Aplicación de autenticación');
  await expect(methods).toContainText('Activo');
  // The secret is gone from the page once active.
  await expect(section.getByText(secretText.trim())).toHaveCount(0);
  await expectAxeClean(page);
  await shot(page, 'devices-active');

  // Log out, then in again: the password now leads to clavePrimaria.
  await page.goto('/logout');
  await expect(page).toHaveURL(/sitio-publico/, { timeout: 15_000 });
  await keyboardLogin(page);
  await expect(page).toHaveURL(/\/clavePrimaria$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clave primaria' })).toBeVisible();
  await expectAxeClean(page);

  // A wrong code is refused with the message (it never says what was wrong).
  const login = await freshCode(page, secret, offset, enrol.step);
  const wrong = wrongCode(login.code);
  const codeField = page.getByRole('textbox', { name: /^Código de verificación/ });
  await typeInto(page, codeField, wrong);
  await press(page, page.getByRole('button', { name: 'Continuar' }));
  const refusal = page.getByRole('alert').filter({ hasText: 'El código no es válido' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('No fue posible verificar el código');
  await expect(refusal).toContainText('15 minutos');
  await expect(codeField).toBeFocused();
  await expect(page).toHaveURL(/\/clavePrimaria$/);
  await expectAxeClean(page);
  await shot(page, 'primary-key-refused');

  await typeInto(page, codeField, login.code);
  await press(page, page.getByRole('button', { name: 'Continuar' }));
  await expect(page).toHaveURL(/\/$/);
  await expectShell(page, client.name);

  // Removal asks for a current code of the app; then the login needs none again.
  await page.goto('/miPerfil/administrarDispositivos');
  await press(page, section.getByRole('button', { name: 'Eliminar aplicación de autenticación' }));
  const removal = await freshCode(page, secret, offset, login.step);
  await pressUntilFocused(page, section.getByRole('textbox', { name: /^Código de verificación/ }));
  await page.keyboard.type(removal.code);
  await press(page, section.getByRole('button', { name: 'Confirmar eliminación' }));
  await expect(section.getByText('Aplicación de autenticación: eliminado.')).toBeVisible();
  await expect(section.getByText('Aún no tiene métodos de verificación.')).toBeVisible();
  await expectAxeClean(page);

  await page.goto('/logout');
  await expect(page).toHaveURL(/sitio-publico/, { timeout: 15_000 });
  await keyboardLogin(page);
  await expect(page).toHaveURL(/\/$/);
});
