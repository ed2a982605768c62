import { expect, test } from '@playwright/test';
import { choose, press, pressUntilFocused, select } from './keyboard.ts';
import { demo, expectAxeClean, openLoggedIn } from './portal.ts';

// Consultas y sugerencias against the reference API, keyboard only (the file from the OS dialog).

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

// One journey with two axe scans and a reload, on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('Camila files a suggestion with a PDF, reads its folio and finds it in her list', async ({
  page,
}) => {
  await openLoggedIn(page, demo.camila.rut, '/miPerfil/consultasYSugerencias');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consultas y sugerencias' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Consultas y sugerencias \|/);
  const form = page.getByRole('form', { name: 'Nueva consulta o sugerencia' });

  // Sent empty: both required fields say what is missing, and nothing is filed.
  await press(page, form.getByRole('button', { name: 'Enviar' }));
  await expect(form).toContainText('Seleccione el tipo de su mensaje.');
  await expect(form).toContainText('Escriba su mensaje (al menos 10 caracteres).');
  await expectAxeClean(page);

  await choose(page, select(form, 'Tipo'), /^Sugerencia$/);
  const message = form.getByRole('textbox', { name: /^Mensaje/ });
  await pressUntilFocused(page, message);
  await page.keyboard.type('Me gustaría recibir la cartola mensual también en inglés.');
  const chooser = page.waitForEvent('filechooser');
  await press(page, form.getByRole('button', { name: /^Seleccionar archivo/ }));
  await (await chooser).setFiles({ name: 'cartola.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form).toContainText('cartola.pdf');
  await press(page, form.getByRole('button', { name: 'Enviar' }));

  const done = page.getByRole('heading', {
    name: /^Recibimos su mensaje\. Su folio es CS-\d{6}\.$/,
  });
  await expect(done).toBeVisible();
  const folio = (await done.innerText()).match(/CS-\d{6}/)![0];
  const list = page.getByRole('table', { name: 'Mis consultas y sugerencias' });
  const row = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: folio }) });
  await expect(row).toContainText('Sugerencia');
  await expect(row).toContainText('Recibida');
  await expectAxeClean(page);

  // After a reload the inquiry comes from the API, not from the page's memory.
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Mis consultas y sugerencias' })
      .getByRole('rowheader', { name: folio }),
  ).toBeVisible();
});
