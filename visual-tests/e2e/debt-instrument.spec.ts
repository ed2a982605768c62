import { expect, test, type Page } from '@playwright/test';
import { press } from './keyboard.ts';
import { demo, expectAxeClean, openLoggedIn } from './portal.ts';

// Camila's fixed income and pactos, read-only (the API seeds a BCU, two time deposits, a repaid
// BTP and two pactos): reached from Acciones with the keyboard, axe clean, at 1280 and 375 px.

// Two pages' loads, axe and four whole-page pictures: more than the default 30 s on two busy cores.
// A whole-page picture once took over a minute on the CI's two busy cores (stop 51).
test.describe.configure({ timeout: 150_000 });

const main = (page: Page) => page.getByRole('main');

async function shot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/debt-instrument/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Camila reads her fixed income valued today and its latest movements', async ({ page }) => {
  await openLoggedIn(page, demo.camila.rut, '/acciones');
  await press(page, main(page).getByRole('link', { name: 'Renta Fija', exact: true }));
  await expect(main(page).getByRole('heading', { level: 1, name: 'Renta Fija' })).toBeVisible();
  const positions = main(page).getByRole('table', { name: 'Mis instrumentos de renta fija' });
  // A header row and the three instruments in force.
  await expect(positions.getByRole('row')).toHaveCount(4);
  await expect(positions.getByRole('row', { name: /FNBCH-/ })).toContainText('$ 25.000.000');
  await expect(positions.getByRole('row', { name: /BCU030/ })).toContainText(/UF\s1\.0\d\d,\d\d/);
  await expect(main(page).getByText(/Valorizados al 27\/11\/2026, con UF de \$\s/)).toBeVisible();
  // The last 30 days by default: the BCU's coupon.
  const movements = main(page).getByRole('table', { name: 'Movimientos de renta fija' });
  await expect(movements.getByRole('row', { name: /BCU030/ })).toContainText('Pago de cupón');
  await expectAxeClean(page);
  await shot(page, 'renta-fija');
});

test('Camila reads her running pacto and the movements of her pactos', async ({ page }) => {
  await openLoggedIn(page, demo.camila.rut, '/acciones');
  await press(page, main(page).getByRole('link', { name: 'Pactos', exact: true }));
  await expect(main(page).getByRole('heading', { level: 1, name: 'Pactos' })).toBeVisible();
  const pactos = main(page).getByRole('table', { name: 'Mis pactos' });
  await expect(pactos.getByRole('row', { name: /930202/ })).toContainText('$ 20.076.000');
  await expect(pactos.getByRole('row', { name: /930202/ })).toContainText('Quedan 20 días');
  const repoMovements = main(page).getByRole('table', { name: 'Movimientos de pactos' });
  await expect(repoMovements.getByRole('row', { name: /930202/ })).toContainText('Inversión');
  await expectAxeClean(page);
  await shot(page, 'pactos');
});
