import { expect, test } from '@playwright/test';
import { demo, expectShell, openLoggedIn } from './portal.ts';

// The real menu keeps one row on the usual desktop widths: what does not fit is under Más.
test('the main menu is one row at 1024, 1280 and 1440 px, resized live', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  await openLoggedIn(page, demo.camila.rut, '/');
  await expectShell(page, demo.camila.name);
  const list = page.getByRole('navigation', { name: 'Menú principal' }).locator('ul').first();
  const oneRow = () =>
    list.evaluate((ul) => {
      const tops = new Set(
        [...ul.children].map((li) => Math.round(li.getBoundingClientRect().top)),
      );
      return tops.size === 1 && ul.scrollWidth <= ul.clientWidth;
    });
  for (const width of [1440, 1280, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(oneRow, { message: `${width} px` }).toBe(true);
  }
  // At 1024 px not everything fits: Más holds the rest.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(list.getByRole('button', { name: 'Más' })).toBeVisible();
});
