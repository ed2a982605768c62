import { expect, test, type Page } from '@playwright/test';
import { press } from './keyboard.ts';
import { demo, expectAxeClean, openLoggedIn } from './portal.ts';

// Camila's accounts to trade shares with and the devolución de comisiones, read-only (no order is
// placed on this API): reached from Acciones with the keyboard, axe clean, at 1280 and 375 px.

// Two pages' loads, axe and four whole-page pictures: more than the default 30 s on two busy cores.
// A whole-page picture once took over a minute on the CI's two busy cores (stop 51).
test.describe.configure({ timeout: 150_000 });

const main = (page: Page) => page.getByRole('main');

async function shot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/stock-accounts/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Camila reads the current accounts and the bank accounts she trades with', async ({
  page,
}) => {
  await openLoggedIn(page, demo.camila.rut, '/acciones');
  await press(page, main(page).getByRole('link', { name: 'Cuentas para operar', exact: true }));
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Cuentas para operar' }),
  ).toBeVisible();
  const accounts = main(page).getByRole('table', {
    name: 'Cuentas corrientes para operar acciones',
  });
  const pesos = accounts.getByRole('row', { name: /100234-03/ });
  await expect(pesos).toContainText('Pesos');
  await expect(pesos).toContainText(/\$\s[\d.]+/);
  await expect(pesos).toContainText('Paga sus compras y recibe sus ventas');
  await expect(accounts.getByRole('row', { name: /100234-04/ })).toContainText('Dólares');
  await expect(main(page).getByRole('link', { name: 'Transferir a mi banco' })).toHaveAttribute(
    'href',
    '/ccm/saldos?cuenta=100234-03',
  );
  await expect(
    main(page).getByRole('table', { name: 'Cuentas bancarias de destino' }),
  ).toBeVisible();
  await expect(
    main(page).getByRole('link', { name: 'Registrar una cuenta bancaria' }),
  ).toBeVisible();
  await expectAxeClean(page);
  await shot(page, 'cuentas');
  // On to the transfer: the pesos account's page, whose button opens it.
  await press(page, main(page).getByRole('link', { name: 'Transferir a mi banco' }));
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Mi Cuenta Corriente' }),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Transferir a mi banco' })).toBeVisible();
});

test('Camila reads the rebate program, her month so far and the rebates paid', async ({ page }) => {
  await openLoggedIn(page, demo.camila.rut, '/acciones');
  await press(
    page,
    main(page).getByRole('link', { name: 'Devolución de comisiones', exact: true }),
  );
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Devolución de comisiones' }),
  ).toBeVisible();
  // The month so far: the clock's, with the day its rebate would be paid.
  const month = main(page).getByRole('region', { name: 'Este mes: Noviembre 2026' });
  await expect(month).toContainText(/suman \$\s50\.000 o más, le devolvemos el 20\s%/);
  await expect(month).toContainText('Fecha de pago01/12/2026');
  // The demo has no share trades before this month: nothing was paid in the last 12 months.
  const paid = main(page).getByRole('table', { name: 'Devoluciones pagadas' });
  await expect(
    paid.getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
  ).toBeVisible();
  await expect(
    main(page).getByText('Devoluciones pagadas del 27/11/2025 al 27/11/2026.'),
  ).toBeVisible();
  await expectAxeClean(page);
  await shot(page, 'devoluciones');
});
