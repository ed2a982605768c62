import { expect, test } from '@playwright/test';
import { demo, expectAxeClean, expectShell, login } from './portal.ts';

// Project portal-e2e-idle: the API's sessions idle out after 20 s, so the prompt opens 20 s
// after the last activity (spec 4: the idle period is the lifespan when it is 60 s or less).
test.describe('the idle prompt (20-second lifespan)', () => {
  test('opens after the idle period; Continuar navegando keeps the session', async ({ page }) => {
    await login(page, demo.camila.rut);
    await expectShell(page, demo.camila.name);
    // No help from outside the page: the portal's own keep-alive holds the 20 s server session
    // while the user is idle and the prompt is open.
    const prompt = page.getByRole('alertdialog', { name: '¿Desea continuar navegando?' });
    await expect(prompt).toBeVisible({ timeout: 35_000 });
    // Longer than the server lifespan with the prompt open.
    await page.waitForTimeout(25_000);
    await expect(prompt).toContainText('Su sesión expira en');
    await expect(prompt).toContainText(/\d{2}:\d{2}/);
    await expectAxeClean(page);
    await prompt.getByRole('button', { name: 'Continuar navegando' }).click();
    await expect(prompt).toBeHidden();
    // The session is still alive on the server: a page that calls it stays in the portal.
    await page.getByRole('button', { name: /Notificaciones/ }).click();
    await expect(page.getByRole('region', { name: 'Notificaciones' })).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test('Cerrar sesión in the prompt closes the session', async ({ page }) => {
    await login(page, demo.camila.rut);
    await expectShell(page, demo.camila.name);
    const prompt = page.getByRole('alertdialog', { name: '¿Desea continuar navegando?' });
    await expect(prompt).toBeVisible({ timeout: 35_000 });
    await prompt.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/sitio-publico$/, { timeout: 10_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('sessionId'))).toBeNull();
  });
});
