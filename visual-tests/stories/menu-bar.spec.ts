import { expect, test } from '@playwright/test';

// The main menu keeps one row on the desktop widths people use; what does not fit is under Más.
const stories = ['componentes-appheader--default', 'componentes-appheader--overflow-into-more'];

for (const width of [1024, 1280, 1440]) {
  for (const id of stories) {
    test(`Menú principal en una fila › ${id} a ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 720 });
      await page.goto(`/iframe.html?id=${id}&viewMode=story`);
      const list = page.getByRole('navigation', { name: 'Menú principal' }).locator('ul').first();
      await expect(list).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // Settled: the split is measured after the font, before the next paint.
      await expect
        .poll(() =>
          list.evaluate((ul) => {
            const tops = [...ul.children].map((li) => Math.round(li.getBoundingClientRect().top));
            const fits = ul.scrollWidth <= ul.clientWidth;
            return fits && new Set(tops).size === 1;
          }),
        )
        .toBe(true);
    });
  }
}
