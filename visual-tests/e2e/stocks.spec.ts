import { expect, test, type Page } from '@playwright/test';
import { press, pressUntilFocused } from './keyboard.ts';
import { demo, expectAxeClean, login } from './portal.ts';

// Acciones against the reference API (its clock Friday 27/11/2026 10:30, in session), keyboard
// only and axe clean: the prices refresh every 10 seconds without moving the client's focus.

const main = (page: Page) => page.getByRole('main');

async function shot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/stocks/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('stocks', () => {
  test('Camila follows the share prices as they refresh, keeps her place, and opens a share', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await login(page, demo.camila.rut);
    await press(page, page.getByRole('navigation').getByRole('link', { name: 'Acciones' }));
    await expect(page).toHaveURL(/\/acciones$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Acciones' })).toBeVisible();
    await expect(main(page).getByText('Mercado abierto hasta las 16:00.')).toBeVisible();
    const table = main(page).getByRole('table', { name: 'Precios de acciones' });
    await expect(table.getByRole('row', { name: /SQM-B/ })).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(28);
    await expect(table.getByRole('row', { name: /FORUS/ })).toContainText('Solo precio límite');
    const research = main(page).getByRole('table', { name: 'Cartera recomendada por Research' });
    await expect(research.getByRole('row')).toHaveCount(8);
    await expectAxeClean(page);
    await shot(page, 'list');

    // She rests on a share's link while the prices move on: the next step's prices arrive and
    // her focus stays where it was.
    const chile = table.getByRole('link', { name: 'Ver CHILE' });
    await pressUntilFocused(page, chile);
    const stamp = main(page).getByText(/^Precios al /);
    const before = await stamp.innerText();
    await expect(stamp).not.toHaveText(before, { timeout: 25_000 });
    await expect(chile).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/acciones\/CHILE$/);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'CHILE · Banco de Chile' }),
    ).toBeVisible();
    await expect(main(page).getByLabel('Precio de hoy')).toContainText('Precio');
    await expect(
      main(page).getByRole('heading', { name: 'Precio de CHILE desde 2019' }),
    ).toBeVisible();
    await expect(main(page).getByText(/por acción$/)).toBeVisible();
    await expect(main(page).getByText(/no garantizan que ellas se repitan/)).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'detail');

    await page.goto('/acciones/NOEXISTE');
    await expect(main(page).getByText('No encontramos esa acción.')).toBeVisible();
  });
});
