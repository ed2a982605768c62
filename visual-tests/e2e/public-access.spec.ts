import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, expectAxeClean, expectShell } from './portal.ts';
import { press, pressUntilFocused, typeInto } from './keyboard.ts';

// The public ways back in, keyboard only. Matías and Sofía belong to this file alone: it unlocks
// him and changes her password (api/src/db/demo-data.ts).

/** The demo clients' answers to their security questions (README). */
const answers: Record<string, string> = {
  '¿Cómo se llamaba su primera mascota?': 'Canela',
  '¿En qué ciudad nació su madre?': 'Valdivia',
  '¿Cómo se llamaba su colegio de enseñanza básica?': 'Santa María',
};

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/public-access/${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * From the login, by keyboard, to one of its public links, until its page shows: while the page's
 * chunk loads the login stays on screen, and its RUT field would take what is typed next.
 */
async function openFromLogin(page: Page, link: string, heading: string) {
  await page.goto('/login');
  await press(page, page.getByRole('link', { name: link }));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The RUT step: type it, wait for the background check, continue. */
async function giveRut(page: Page, rut: string) {
  await typeInto(page, page.getByRole('textbox', { name: /^RUT/ }), rut);
  await expect(page.getByRole('status').filter({ hasText: 'Verificación lista' })).toBeVisible({
    timeout: 20_000,
  });
  await press(page, page.getByRole('button', { name: 'Continuar' }));
}

async function answerQuestions(page: Page, wrongFirst = false) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Preguntas de seguridad' }),
  ).toBeVisible();
  for (const [question, answer] of Object.entries(answers)) {
    const field = page.getByRole('textbox', { name: question });
    await typeInto(page, field, wrongFirst ? 'no recuerdo' : answer.toLowerCase());
  }
}

test.describe('public access', () => {
  // Several forms, a proof of work and axe scans per test on a shared CI machine.
  test.describe.configure({ timeout: 180_000 });

  test('Matías unlocks his account with his security questions and logs in', async ({ page }) => {
    await openFromLogin(page, 'Desbloquear mi cuenta', 'Desbloquear cuenta');
    await expect(page).toHaveURL(/\/desbloquearCuenta$/);
    // The proof of work runs by itself: a status line, no puzzle.
    await expect(page.getByRole('status').filter({ hasText: 'Verificación lista' })).toBeVisible({
      timeout: 20_000,
    });
    await expectAxeClean(page);
    await shoot(page, 'unlock-rut');
    await giveRut(page, demo.matias.rut);

    await answerQuestions(page, true);
    await press(page, page.getByRole('button', { name: 'Desbloquear cuenta' }));
    await expect(page.getByRole('alert')).toContainText('no coinciden con nuestros registros');
    await expectAxeClean(page);
    await shoot(page, 'unlock-wrong');

    await answerQuestions(page);
    await press(page, page.getByRole('button', { name: 'Desbloquear cuenta' }));
    await expect(page.getByRole('heading', { name: 'Cuenta desbloqueada' })).toBeVisible();
    await expectAxeClean(page);
    await shoot(page, 'unlock-done');

    await press(page, page.getByRole('button', { name: 'Ir al ingreso' }));
    await expect(page).toHaveURL(/\/login$/);
    // The login form itself: the page he leaves had a RUT field too, gone only after the URL.
    const login = page.getByRole('form', { name: 'Ingreso de clientes' });
    await expect(login).toBeVisible();
    await typeInto(page, login.getByRole('textbox', { name: /^RUT/ }), demo.matias.rut);
    await pressUntilFocused(page, page.getByLabel(/^Clave/));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
    await expectShell(page, demo.matias.name);
  });

  test('Sofía resets a forgotten password with the PIN read from the demo outbox', async ({
    page,
    context,
  }) => {
    const newPassword = 'Mi nueva frase de acceso 2026';
    await openFromLogin(page, '¿Olvidó su clave?', 'Recuperar clave');
    await expect(page).toHaveURL(/\/recuperarClave$/);
    await giveRut(page, demo.sofia.rut);
    await answerQuestions(page);
    await press(page, page.getByRole('button', { name: 'Validar respuestas' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Ingrese su PIN' })).toBeVisible();
    await expect(page.getByText('+56 9 **** 1234')).toBeVisible();
    await expectAxeClean(page);
    await shoot(page, 'reset-pin');

    // Her phone: the demo outbox, filtered by her RUT, newest first.
    const phone = await context.newPage();
    await phone.goto('/demo/bandeja');
    await expect(
      phone.getByRole('heading', { level: 1, name: 'Bandeja de demostración' }),
    ).toBeVisible();
    await typeInto(phone, phone.getByRole('textbox', { name: /^Filtrar por RUT/ }), demo.sofia.rut);
    await press(phone, phone.getByRole('button', { name: 'Ver mensajes' }));
    const newest = phone.getByRole('row').filter({ hasText: 'Su PIN para crear una nueva clave' });
    await expect(newest.first()).toBeVisible();
    await expectAxeClean(phone);
    await shoot(phone, 'outbox');
    const pin = /\b(\d{6})\b/.exec(await newest.first().innerText())?.[1] ?? '';
    expect(pin).toMatch(/^\d{6}$/);
    await phone.close();

    await typeInto(page, page.getByRole('textbox', { name: /^PIN/ }), pin);
    await press(page, page.getByRole('button', { name: 'Validar PIN' }));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cree su nueva clave' }),
    ).toBeVisible();
    await typeInto(page, page.getByLabel(/^Nueva clave/), newPassword);
    await typeInto(page, page.getByLabel(/^Repita la nueva clave/), newPassword);
    await expectAxeClean(page);
    await shoot(page, 'reset-password');
    await press(page, page.getByRole('button', { name: 'Cambiar clave' }));
    await expect(page.getByRole('heading', { name: 'Clave actualizada' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recuperar clave');
    await expectAxeClean(page);
    await shoot(page, 'reset-done');

    await press(page, page.getByRole('button', { name: 'Ir al ingreso' }));
    await expect(page).toHaveURL(/\/login$/);
    // The login form itself: the page she leaves had a RUT field too, gone only after the URL.
    const login = page.getByRole('form', { name: 'Ingreso de clientes' });
    await expect(login).toBeVisible();
    await typeInto(page, login.getByRole('textbox', { name: /^RUT/ }), demo.sofia.rut);
    await pressUntilFocused(page, page.getByLabel(/^Clave/));
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
    await expectShell(page, demo.sofia.name);
  });
});
