import { expect, test, type Page } from '@playwright/test';
import { demo, expectAxeClean, expectShell, login, storedKeys, submitLogin } from './portal.ts';

async function chooseAccount(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`Ingresar.*${name}`) }).click();
}

async function openProfileMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Mi cuenta/ })
    .click();
}

test.describe('accounts, guards and the session', () => {
  test('several profiles: the account selection lists them and contextualizes the chosen one', async ({
    page,
  }) => {
    await login(page, demo.rodrigo.rut);
    await expect(page).toHaveURL(/\/seleccionarCuenta$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Selecciona una Cuenta' }),
    ).toBeVisible();
    await expect(page.getByText('¿A cuál quieres ingresar?')).toBeVisible();
    const table = page.getByRole('grid').or(page.getByRole('table'));
    for (const header of ['Nombre', 'Rut', 'Perfil']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table).toContainText('76.543.210-3');
    await expect(table).toContainText('Operador, Apoderado');
    await expectAxeClean(page);

    await chooseAccount(page, 'Inversiones Cordillera SpA');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expectShell(page, 'Inversiones Cordillera SpA');
    // The header says for whom and as what the mandatary acts, and names the executive once.
    await expect(page.getByRole('banner')).toContainText('Usted actúa como Supervisor');
    await expect(page.getByRole('banner')).not.toContainText('Su ejecutivo:');
    const stored = await page.evaluate(() => ({
      role: sessionStorage.getItem('profileRole'),
      supervisor: sessionStorage.getItem('flagSupervisor'),
      pn: sessionStorage.getItem('flagPN'),
      rut: sessionStorage.getItem('rutContextualized'),
    }));
    expect(stored).toEqual({
      role: 'Supervisor',
      supervisor: 'true',
      pn: 'false',
      rut: '76543210-3',
    });

    // Section 6: a supervisor of an active company sees Mis Ejecutivos; session change is offered.
    await openProfileMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Mis Ejecutivos' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Cambio de Sesión' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Mis Datos Personales' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Flujo de Firma de Contratos' })).toHaveCount(
      0,
    );
    await page.keyboard.press('Escape');
  });

  test('the menu-id guards send a profile without access to the root; TEFE says why', async ({
    page,
  }) => {
    await login(page, demo.rodrigo.rut);
    await chooseAccount(page, 'Inversiones Cordillera SpA');
    await expectShell(page, 'Inversiones Cordillera SpA');

    // APV (menu id 04) is only for natural persons.
    await page.goto('/apv/saldos');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    // Spec 6 by URL, not only in the menu: personal data is a natural person's.
    await page.goto('/miPerfil/misDatosPersonales');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    // TEFE: a supervisor of a company without TEFE reads the legal-entity refusal on the route.
    await page.goto('/tefe/instruir');
    await expect(page).toHaveURL(/\/tefe\/instruir$/);
    await expect(
      page.getByText(/^Estimado Cliente, le informamos que la empresa no se encuentra habilitada/),
    ).toBeVisible();
    await expectAxeClean(page);
    await page.goto('/');

    // Cambio de Sesión: the operator and Apoderado of a client with TEFE may open it.
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: 'Cambio de Sesión' }).click();
    await expect(page).toHaveURL(/\/seleccionarCuenta$/);
    await chooseAccount(page, 'Comercial Pacífico Ltda.');
    await expectShell(page, 'Comercial Pacífico Ltda.');
    // The company's home speaks of the company: no personal salutation, no person's profile.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Patrimonio de la empresa' }),
    ).toBeVisible();
    await expect(page.getByText('Agresivo')).toHaveCount(0);
    await page.goto('/tefe/instruir');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Instruir Transferencia' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/tefe\/instruir$/);
    await expect(page.getByText(/^Estimado Cliente/)).toHaveCount(0);
    await expectAxeClean(page);
    await openProfileMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Flujo de Firma de Contratos' })).toBeVisible();
  });

  test('a natural person opens TEFE and books a meeting from the executive banner', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    await expectShell(page, demo.camila.name);
    await expect(page.getByRole('link', { name: 'Agendar reunión online' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Chat con un ejecutivo/ })).toBeVisible();
    await page.goto('/tefe/instruir');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Instruir Transferencia' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Agendar reunión online' }).click();
    await expect(page).toHaveURL(/\/reunionOnline\/landing$/);
  });

  test('the notification bell shows the counter and opens the panel', async ({ page }) => {
    await login(page, demo.camila.rut);
    const bell = page.getByRole('button', { name: /Notificaciones, 2/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notificaciones' });
    await expect(panel).toContainText('Ya está disponible su cartola de octubre.');
    await expectAxeClean(page);
  });

  test('the onboarding client is not sent to an executive for data her wizards ask for', async ({
    page,
  }) => {
    // Her phone is missing, but the personal-data wizard of her onboarding collects it.
    // (Another file may have finished her onboarding already: either way, no such notice.)
    await login(page, demo.valentina.rut);
    await expectShell(page, demo.valentina.name);
    await expect(page.getByRole('alertdialog', { name: 'DATOS FALTANTES' })).toHaveCount(0);
  });

  test('logout asks for confirmation, closes the session and clears the storage', async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await login(page, demo.camila.rut);
    await expectShell(page, demo.camila.name);
    expect(await storedKeys(page)).toContain('sessionId');
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cerrar Sesión' });
    await expect(confirm).toContainText('¿Está seguro que desea cerrar su sesión?');
    await expectAxeClean(page);
    await confirm.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Su sesión se está cerrando' }),
      errors.join('\n'),
    ).toBeVisible();
    await expect(page.getByText('En breve será redirigido al sitio público.')).toBeVisible();
    await expectAxeClean(page);
    // Where the screen says: the public site (the demo's page, served by the API).
    await expect(page).toHaveURL(/\/sitio-publico$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inversiones' })).toBeVisible();
    await expectAxeClean(page);
    expect(await storedKeys(page)).toEqual([]);
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies).not.toContain('inv_session');
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a 401 mid-session returns to the login, and back to the page after logging in again', async ({
    page,
    context,
  }) => {
    await login(page, demo.camila.rut);
    await page.goto('/cartolas');
    await expect(page.getByRole('heading', { level: 1, name: 'Cartolas' })).toBeVisible();
    // The server forgets the session (the cookie is gone): the next call answers 401.
    await context.clearCookies();
    await page.getByRole('button', { name: /Notificaciones/ }).click();
    await expect(page).toHaveURL(/\/login\/401$/);
    await expect(page.getByText('Debe iniciar sesión para continuar.')).toBeVisible();
    await expectAxeClean(page);
    await submitLogin(page, demo.camila.rut, 'Demo.2026');
    await expect(page).toHaveURL(/\/cartolas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cartolas' })).toBeVisible();
  });
});
