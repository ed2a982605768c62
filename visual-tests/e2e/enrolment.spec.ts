import { expect, test, type Page } from '@playwright/test';
import { demo, expectAxeClean, expectShell } from './portal.ts';
import { choose, press, pressUntilFocused, typeInto } from './keyboard.ts';

// The public enrolment ('Crear mi clave'), keyboard only. Ignacio and Rosa belong to this file
// alone: it creates Ignacio's password (api/src/db/demo-data.ts).

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/enrolment/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** From the login's first-time link to the identity step, for `rut`. */
async function toIdentity(page: Page, rut: string, shotName?: string) {
  await page.goto('/login');
  // The login with its first-time link and the password field's show button.
  if (shotName) await shoot(page, 'login');
  await press(page, page.getByRole('link', { name: /Crear mi clave/ }));
  await expect(page).toHaveURL(/\/crearClave$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear mi clave' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Verificación lista' })).toBeVisible({
    timeout: 20_000,
  });
  if (shotName) {
    await expectAxeClean(page);
    await shoot(page, shotName);
  }
  await typeInto(page, page.getByRole('textbox', { name: /^RUT/ }), rut);
  await press(page, page.getByRole('button', { name: 'Continuar' }));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirme su identidad' }),
  ).toBeVisible();
}

async function proveIdentity(page: Page, serial: string, comuna: string, year: string) {
  await typeInto(page, page.getByRole('textbox', { name: /^Número de serie/ }), serial);
  await typeInto(page, page.getByRole('textbox', { name: /En qué comuna/ }), comuna);
  await typeInto(page, page.getByRole('textbox', { name: /En qué año nació/ }), year);
  await press(page, page.getByRole('button', { name: 'Confirmar identidad' }));
}

test.describe('enrolment', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Ignacio, without web access, creates his password with the PIN from the outbox and logs in', async ({
    page,
    context,
  }) => {
    const password = 'Cordillera nevada al amanecer 2026';
    await toIdentity(page, demo.ignacio.rut, 'rut');

    // An expired card: the field says so and sends him to his executive.
    await proveIdentity(page, '999.431.986', 'Providencia', '1994');
    const serial = page.getByRole('textbox', { name: /^Número de serie/ });
    await expect(serial).toHaveAccessibleDescription(/contacte a su Ejecutivo de Inversiones/);
    await expectAxeClean(page);
    await shoot(page, 'serial-refused');

    await proveIdentity(page, '527.431.986', 'providencia', '1994');
    await expect(page.getByRole('heading', { level: 1, name: 'Ingrese su PIN' })).toBeVisible();
    await expect(page.getByText('+56 9 **** 8765')).toBeVisible();

    // His phone: the demo outbox, filtered by his RUT.
    const phone = await context.newPage();
    await phone.goto('/demo/bandeja');
    await typeInto(
      phone,
      phone.getByRole('textbox', { name: /^Filtrar por RUT/ }),
      demo.ignacio.rut,
    );
    await press(phone, phone.getByRole('button', { name: 'Ver mensajes' }));
    const newest = phone.getByRole('row').filter({ hasText: 'Su PIN para crear su clave' });
    await expect(newest.first()).toBeVisible();
    const pin = /\b(\d{6})\b/.exec(await newest.first().innerText())?.[1] ?? '';
    expect(pin).toMatch(/^\d{6}$/);
    await phone.close();

    await typeInto(page, page.getByRole('textbox', { name: /^PIN/ }), pin);
    await press(page, page.getByRole('button', { name: 'Validar PIN' }));
    await expect(page.getByRole('heading', { level: 1, name: /Cree su clave/ })).toBeVisible();
    await typeInto(page, page.getByLabel(/^Clave/), password);
    await press(page, page.getByRole('button', { name: 'Mostrar clave' }).first());
    await expect(page.getByLabel(/^Clave/)).toHaveAttribute('type', 'text');
    await typeInto(page, page.getByLabel(/^Repita la clave/), password);
    const questions = [
      [/primera mascota/, 'Pelusa'],
      [/primer libro/, 'Papelucho'],
      [/calle vivía/, 'Los Leones'],
    ] as const;
    for (const [i, [question, answer]] of questions.entries()) {
      await choose(
        page,
        page.getByRole('button', { name: new RegExp(`Pregunta ${i + 1}`) }),
        question,
      );
      await typeInto(
        page,
        page.getByRole('textbox', { name: new RegExp(`^Respuesta ${i + 1}`) }),
        answer,
      );
    }
    await expectAxeClean(page);
    await shoot(page, 'password');
    await press(page, page.getByRole('button', { name: 'Crear mi clave' }));
    await expect(page.getByRole('heading', { name: 'Clave creada' })).toBeVisible();
    await expectAxeClean(page);
    await shoot(page, 'done');

    await press(page, page.getByRole('button', { name: 'Ir al ingreso' }));
    await expect(page).toHaveURL(/\/login$/);
    // The login form itself: the page he leaves had a RUT field too, gone only after the URL.
    const login = page.getByRole('form', { name: 'Ingreso de clientes' });
    await expect(login).toBeVisible();
    await typeInto(page, login.getByRole('textbox', { name: /^RUT/ }), demo.ignacio.rut);
    await pressUntilFocused(page, page.getByLabel(/^Clave/));
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
    await expectShell(page, demo.ignacio.name);
  });

  test('Rosa has no phone or e-mail on record: DATOS FALTANTES names her executive', async ({
    page,
  }) => {
    await toIdentity(page, demo.rosa.rut);
    await proveIdentity(page, '108.642.975', 'Temuco', '1961');
    const dialog = page.getByRole('alertdialog', { name: 'DATOS FALTANTES' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Teléfono celular');
    await expect(dialog).toContainText('francisca.morales@inversiones-demo.cl');
    await expectAxeClean(page);
    await shoot(page, 'missing-data');
    await press(page, dialog.getByRole('button', { name: 'Aceptar' }));
    await expect(page).toHaveURL(/\/login$/);
  });
});
