import { expect, test } from '@playwright/test';
import { demo, expectAxeClean, expectShell, login } from './portal.ts';

// Comercial Pacífico's one notification (Rodrigo's operator profile): other files count Camila's.
test('opening a notification shows it, marks it read on the server and clears the badge', async ({
  page,
}) => {
  await login(page, demo.rodrigo.rut);
  await page.getByRole('button', { name: /Ingresar.*Comercial Pacífico Ltda\./ }).click();
  await expectShell(page, 'Comercial Pacífico Ltda.');
  const bell = page.getByRole('button', { name: /Notificaciones, 1/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notificaciones' });
  await panel
    .getByRole('link', { name: 'Tiene una transferencia internacional pendiente de aprobación.' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Notificación' });
  await expect(dialog).toContainText(
    'Tiene una transferencia internacional pendiente de aprobación.',
  );
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: /^Notificaciones$|Notificaciones, 0/ }),
  ).toBeVisible();
  // Read on the server: a reload still counts none, and the panel is empty.
  await page.reload();
  await expectShell(page, 'Comercial Pacífico Ltda.');
  await page.getByRole('button', { name: /Notificaciones/ }).click();
  await expect(page.getByRole('region', { name: 'Notificaciones' })).not.toContainText(
    'transferencia internacional',
  );
});
