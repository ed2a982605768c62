import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { press, pressUntilFocused, toggle, typeInto } from './keyboard.ts';
import { DEMO_PASSWORD, demo, expectAxeClean, expectShell } from './portal.ts';

// Administrador de Perfiles, keyboard only: Rodrigo, as supervisor of Inversiones Cordillera SpA,
// adds Andrés as a mandatary with the code read from the demo outbox, sees him listed (and Andrés
// sees the company among his profiles), then removes him with another code. Andrés belongs to
// this file alone (api/src/db/demo-data.ts).

const andres = { rut: '13.246.579-7', name: 'Andrés Felipe Lagos Pinto' };
const COMPANY = 'Inversiones Cordillera SpA';

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/profile-manager/${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function keyboardLogin(page: Page, rut: string) {
  await page.goto('/login');
  await typeInto(page, page.getByRole('textbox', { name: /^RUT/ }), rut);
  await typeInto(page, page.getByLabel(/^Clave/), DEMO_PASSWORD);
  await press(page, page.getByRole('button', { name: 'Ingresar', exact: true }));
  await expect(page).not.toHaveURL(/\/login/);
}

/** Rodrigo's phone: the newest message about a change of mandataries, from the demo outbox. */
async function codeFromOutbox(context: BrowserContext): Promise<string> {
  const phone = await context.newPage();
  await phone.goto('/demo/bandeja');
  await typeInto(phone, phone.getByRole('textbox', { name: /^Filtrar por RUT/ }), demo.rodrigo.rut);
  await press(phone, phone.getByRole('button', { name: 'Ver mensajes' }));
  const newest = phone.getByRole('row').filter({ hasText: 'cambio de mandatarios' }).first();
  await expect(newest).toBeVisible();
  const code = /\b(\d{6})\b/.exec(await newest.innerText())?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await phone.close();
  return code;
}

/** Types the code and confirms. */
async function confirmWith(page: Page, code: string) {
  await typeInto(page, page.getByRole('textbox', { name: /^Código de verificación/ }), code);
  await press(page, page.getByRole('button', { name: 'Confirmar' }));
}

/** Andrés logs in in his own browser: his profiles, with the company or without it. */
async function andresSeesCompany(context: BrowserContext, expected: boolean) {
  const page = await context.newPage();
  await keyboardLogin(page, andres.rut);
  if (expected) {
    await expect(page).toHaveURL(/\/seleccionarCuenta$/);
    await expect(
      page.getByRole('button', { name: new RegExp(`Ingresar.*${COMPANY}`) }),
    ).toBeVisible();
  } else {
    await expectShell(page, andres.name);
    await page.goto('/seleccionarCuenta');
    await expect(page.getByText(COMPANY)).toHaveCount(0);
  }
  await page.close();
}

test.describe('profile manager', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Rodrigo adds a mandatary to Cordillera with a code and removes him with another', async ({
    page,
    context,
    browser,
  }) => {
    await keyboardLogin(page, demo.rodrigo.rut);
    await expect(page).toHaveURL(/\/seleccionarCuenta$/);
    await press(page, page.getByRole('button', { name: new RegExp(`Ingresar.*${COMPANY}`) }));
    await expectShell(page, COMPANY);
    await page.goto('/miPerfil/administradorDePerfiles');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Administrador de Perfiles' }),
    ).toBeVisible();
    const list = page.getByRole('list', { name: 'Mandatarios de la empresa' });
    await expect(list).toContainText(demo.rodrigo.name);
    await expect(list).not.toContainText(andres.name);
    await expectAxeClean(page);
    await shoot(page, 'list');

    // Add Andrés: RUT, name, type and TEFE, then the code.
    await press(page, page.getByRole('button', { name: 'Agregar mandatario' }));
    await typeInto(page, page.getByRole('textbox', { name: /^RUT del mandatario/ }), andres.rut);
    await typeInto(page, page.getByRole('textbox', { name: /^Nombre completo/ }), andres.name);
    await toggle(page, page.getByRole('checkbox', { name: 'Operador' }));
    await toggle(page, page.getByRole('checkbox', { name: /TEFE/ }));
    await expectAxeClean(page);
    await shoot(page, 'add-form');
    await press(page, page.getByRole('button', { name: 'Enviar código' }));
    await expect(page.getByRole('heading', { name: 'Confirme el cambio' })).toBeFocused();
    await expect(page.getByText('+56 9 **** 3210')).toBeVisible();
    await expect(page.getByText(/Podrá solicitar un nuevo código en \d+ segundos/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    await expectAxeClean(page);
    await shoot(page, 'add-code');
    await confirmWith(page, await codeFromOutbox(context));
    await expect(page.getByText(`${andres.name} fue agregado como mandatario`)).toBeVisible();
    await expect(list).toContainText(andres.name);
    await expect(list).toContainText('Opera TEFE');
    await expectAxeClean(page);
    await shoot(page, 'added');

    // The change is real: Andrés now chooses between himself and the company.
    const andresBrowser = await browser.newContext();
    await andresSeesCompany(andresBrowser, true);

    // Remove him with another code.
    await press(page, page.getByRole('button', { name: `Eliminar a ${andres.name}` }));
    await expect(page.getByText(`Eliminar a ${andres.name} (RUT 13.246.579-7)`)).toBeVisible();
    await pressUntilFocused(page, page.getByRole('textbox', { name: /^Código de verificación/ }));
    await confirmWith(page, await codeFromOutbox(context));
    await expect(page.getByText(`${andres.name} ya no es mandatario de la empresa.`)).toBeVisible();
    await expect(list).not.toContainText(andres.name);
    await expectAxeClean(page);
    await shoot(page, 'removed');

    await andresSeesCompany(andresBrowser, false);
    await andresBrowser.close();
  });
});
