import { expect, test, type Page } from '@playwright/test';
import { tefeAccessMessages } from '@inversiones/contract/tefe-messages';
import { press } from './keyboard.ts';
import { demo, expectAxeClean, expectShell, login, openLoggedIn } from './portal.ts';

// TEFE's beneficiaries (issue 27, first slice): Camila, a natural person, opens the list from the
// header's menu by keyboard, axe clean at 1280 and 375 px; a company profile without TEFE reads
// spec 6's refusal instead.

test.describe.configure({ timeout: 90_000 });

const main = (page: Page) => page.getByRole('main');

async function shot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/tefe/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Camila opens Beneficiarios from the menu and searches her empty list', async ({ page }) => {
  await openLoggedIn(page, demo.camila.rut, '/');
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await press(page, nav.getByRole('button', { name: 'Transferencias Internacionales' }));
  // The menu opens on its first entry, Instruir Transferencia; Beneficiarios is the next.
  await expect(page.getByRole('menuitem', { name: 'Instruir Transferencia' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Beneficiarios' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tefe\/beneficiarios$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Beneficiarios' })).toBeVisible();
  await expect(main(page).getByText('0 beneficiarios')).toBeVisible();
  await expect(
    main(page).getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
  ).toBeVisible();

  const search = main(page).getByRole('search', { name: 'Buscar beneficiarios' });
  await search.getByRole('textbox', { name: 'Nombre o alias' }).focus();
  await page.keyboard.type('Laura');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tefe\/beneficiarios\?nombre=Laura$/);
  await expect(main(page).getByText('0 beneficiarios')).toBeVisible();
  await expectAxeClean(page);
  await shot(page, 'beneficiarios');
});

test('Rodrigo, as supervisor of Inversiones Cordillera SpA (no TEFE), is kept out', async ({
  page,
}) => {
  await login(page, demo.rodrigo.rut);
  await page.getByRole('button', { name: /Ingresar.*Inversiones Cordillera SpA/ }).click();
  await expectShell(page, 'Inversiones Cordillera SpA');
  await expect(
    page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByText('Transferencias Internacionales'),
  ).toHaveCount(0);
  // By address: the area says why it is closed (spec 6's message for a company), no list.
  await page.goto('/tefe/beneficiarios');
  await expect(
    main(page).getByRole('heading', { name: 'Transferencias Internacionales no disponibles' }),
  ).toBeVisible();
  await expect(main(page)).toContainText(tefeAccessMessages.companyNotEnabled);
  await expect(main(page).getByRole('heading', { name: 'Beneficiarios' })).toHaveCount(0);
  await expectAxeClean(page);
});
