import { expect, test, type Page } from '@playwright/test';
import { press } from './keyboard.ts';
import { demo, expectAxeClean, openLoggedIn } from './portal.ts';

// Camila's financed stock positions, read-only (the API seeds two simultáneas and a venta
// corta): reached from Acciones with the keyboard, axe clean, at 1280 and 375 px.

const main = (page: Page) => page.getByRole('main');

async function shot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/stock-financing/${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Camila reads her simultáneas, the one to sign leads to the signing, and her venta corta', async ({
  page,
}) => {
  await openLoggedIn(page, demo.camila.rut, '/acciones');
  await press(page, main(page).getByRole('link', { name: 'Simultáneas', exact: true }));
  await expect(main(page).getByRole('heading', { level: 1, name: 'Simultáneas' })).toBeVisible();
  const simultaneas = main(page).getByRole('table', { name: 'Mis simultáneas' });
  await expect(simultaneas.getByRole('row')).toHaveCount(3);
  await expect(main(page).getByText('Tiene 1 simultánea por firmar')).toBeVisible();
  await expect(simultaneas.getByRole('link', { name: 'Firmar simultánea 640087' })).toHaveAttribute(
    'href',
    '/firmaOperaciones',
  );
  await expectAxeClean(page);
  await shot(page, 'simultaneas');

  await page.goBack();
  await press(page, main(page).getByRole('link', { name: 'Venta Corta', exact: true }));
  await expect(main(page).getByRole('heading', { level: 1, name: 'Venta Corta' })).toBeVisible();
  const shortSales = main(page).getByRole('table', { name: 'Mis ventas cortas' });
  await expect(shortSales.getByRole('row', { name: /FALABELLA/ })).toContainText(
    /(Ganancia|Pérdida) de \$\s[\d.]+|Sin ganancia ni pérdida/,
  );
  await expectAxeClean(page);
  await shot(page, 'venta-corta');
});
