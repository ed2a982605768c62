import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { press, pressUntilFocused } from './keyboard.ts';
import { parsePesos, parseShownAmount, toPesos } from './money.ts';
import { columnOf, rateIn, readHome } from './home.ts';
import { demo, expectAxeClean, login, openLoggedIn } from './portal.ts';
import { expectNoSidewaysScroll } from './reflow.ts';

// Mis Fondos and a fund's page against the reference API, keyboard only.

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Types a date into a dd/mm/aaaa field from the keyboard (its day segment first). */
async function typeDate(page: Page, label: RegExp, digits: string) {
  const day = page.getByRole('group', { name: label }).getByRole('spinbutton').first();
  await pressUntilFocused(page, day);
  await page.keyboard.type(digits);
}

/** What Mis Fondos shows: each holding's balance, the consolidated total, the rate. */
async function readMyFunds(page: Page) {
  const holdings = page.getByRole('table', { name: 'Mis Fondos' });
  const totalRow = holdings.getByRole('rowheader', { name: 'Total consolidado en pesos' });
  // The totals come with the holdings: once it shows, every row is there.
  await expect(totalRow).toBeVisible();
  const balance = await columnOf(holdings, 'Saldo');
  const consolidated = holdings
    .locator('tfoot tr', { hasText: 'Total consolidado en pesos' })
    .locator(`:scope > :nth-child(${balance})`);
  const balances = await holdings.locator(`tbody tr > :nth-child(${balance})`).allInnerTexts();
  expect(balances.length).toBeGreaterThan(0);
  return {
    balances: balances.map(parseShownAmount),
    consolidated: parsePesos(await consolidated.innerText()),
    ...(await rateIn(page.getByText(/dólar observado del/))),
  };
}

test.describe('Mis Fondos', () => {
  // Long journeys with an axe scan per screen, on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test('Camila reads her funds, pages and filters her movements, sees a redemption in transit and moves back between tabs', async ({
    page,
  }) => {
    await openLoggedIn(page, demo.camila.rut, '/ffmm/misFondos');
    await expect(page.getByRole('heading', { level: 1, name: 'Fondos Mutuos' })).toBeVisible();
    const holdings = page.getByRole('table', { name: 'Mis Fondos' });
    await expect(holdings.getByRole('rowheader').first()).toBeVisible();
    await expect(holdings).toContainText('100234-01');
    await expect(holdings.getByRole('rowheader', { name: /^Total/ }).first()).toBeVisible();
    await expect(page).toHaveTitle(/^Mis Fondos \|/);
    await expectAxeClean(page);

    // The tabs from the keyboard: arrows move and open them (each a route).
    await pressUntilFocused(page, tab(page, 'Mis Fondos'));
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/ffmm\/misFondos\/misMovimientos$/);
    await expect(tab(page, 'Mis Movimientos')).toBeFocused();
    await expect(page).toHaveTitle(/^Mis Movimientos \|/);
    const movements = page.getByRole('table', { name: 'Movimientos' });
    await expect(movements.getByRole('rowheader')).toHaveCount(10);
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
    await expectAxeClean(page);

    // Page 2 comes from the API and stays in the URL.
    await press(page, page.getByRole('button', { name: 'Siguiente' }));
    await expect(page).toHaveURL(/misMovimientos\?pagina=2$/);
    await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();

    // A period under 15 days is refused with a message, before any call.
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/ffmm/movimientos')) calls += 1;
    });
    await typeDate(page, /^Fecha de inicio/, '01102026');
    await typeDate(page, /^Fecha de término/, '10102026');
    await press(page, page.getByRole('button', { name: 'Buscar' }));
    await expect(
      page.getByText('El período debe ser de al menos 15 días. Amplíe el rango de fechas.'),
    ).toBeVisible();
    expect(calls).toBe(0);
    await expectAxeClean(page);

    // A period of two months is sent as YYYYMMDD.
    await typeDate(page, /^Fecha de término/, '31102026');
    const asked = page.waitForRequest((request) => request.url().includes('/api/ffmm/movimientos'));
    await press(page, page.getByRole('button', { name: 'Buscar' }));
    const url = new URL((await asked).url());
    expect(url.searchParams.get('fechaInicio')).toBe('20261001');
    expect(url.searchParams.get('fechaTermino')).toBe('20261031');
    await expect(page).toHaveURL(/fechaInicio=20261001&fechaTermino=20261031/);

    // The redemption in transit.
    // Back up to the selected tab (the only one in the Tab order), then the arrow.
    await pressUntilFocused(page, tab(page, 'Mis Movimientos'), 'Shift+Tab');
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/ffmm\/misFondos\/enTransito$/);
    const inTransit = page.getByRole('table', { name: /Por liquidar|Movimientos en/ }).first();
    await expect(inTransit).toContainText('Rescate');
    await expect(inTransit).toContainText('En tránsito');
    await expectAxeClean(page);

    // Back returns to the tab before, with its period.
    await page.goBack();
    await expect(page).toHaveURL(/misMovimientos\?fechaInicio=20261001&fechaTermino=20261031$/);
    await expect(tab(page, 'Mis Movimientos')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/misMovimientos\?pagina=2$/);

    // A deep link (reload) opens its tab.
    await page.goto('/ffmm/misFondos/valoresDelDia');
    await expect(tab(page, 'Valores del Día')).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('table', { name: 'Valores del Día' }).getByRole('rowheader').first(),
    ).toBeVisible();
    await expectAxeClean(page);
  });

  test('Camila finds on Mis Fondos what her home says of her funds, to the peso; opens a fund, reads its chart with the keyboard and downloads its information file', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    // Her home first (where the login leads), read as she reads it.
    const home = await readHome(page);
    await page.goto('/ffmm/misFondos');
    await test.step('the home’s Fondos Mutuos and total agree with Mis Fondos to the peso', async () => {
      const myFunds = await readMyFunds(page);
      // Both screens convert her dollars at the same dólar observado.
      expect({ date: myFunds.date, rate: myFunds.rate }).toEqual({
        date: home.date,
        rate: home.rate,
      });
      // Each holding in pesos (dollars at that rate, to the peso) adds up to the consolidated total.
      const sum = myFunds.balances.reduce(
        (total, shown) => total + toPesos(shown, myFunds.rate),
        0n,
      );
      expect(sum).toBe(myFunds.consolidated);
      expect(home.products.get('Fondos Mutuos')).toBe(myFunds.consolidated);
      // The home's total is Mis Fondos' plus her other products (APV, Cuenta Corriente).
      const others = [...home.products]
        .filter(([name]) => name !== 'Fondos Mutuos')
        .reduce((total, [, amount]) => total + amount, 0n);
      expect(home.total).toBe(myFunds.consolidated + others);
    });
    const fund = page.getByRole('table', { name: 'Mis Fondos' }).getByRole('link').first();
    const name = (await fund.textContent())!.trim();
    await press(page, fund);
    await expect(page).toHaveURL(/\/ffmm\/fondos\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Valor cuota del día' })).toContainText(
      /\d,\d{4}/,
    );

    // The chart from the keyboard: its cursor reads a date, and the arrows move it.
    const cursor = page.getByRole('slider', { name: /^Recorrer Evolución del valor cuota/ });
    await pressUntilFocused(page, cursor);
    const last = await cursor.getAttribute('aria-valuetext');
    await page.keyboard.press('ArrowLeft');
    await expect(cursor).not.toHaveAttribute('aria-valuetext', last ?? '');
    await page.keyboard.press('Home');
    await expect(cursor).toHaveAttribute('aria-valuetext', /2019/);
    await expect(page.getByRole('table', { name: 'Estadísticas anualizadas' })).toBeVisible();
    await expectAxeClean(page);

    // The information file is a real PDF.
    const download = page.waitForEvent('download');
    await press(page, page.getByRole('button', { name: /Descargar.*Folleto informativo/ }));
    const file = await (await download).path();
    const head = (await readFile(file)).subarray(0, 5).toString('latin1');
    expect(head).toBe('%PDF-');
  });

  test('Mis Fondos and a fund’s page reflow at 200 % zoom (640 px) and on a 375 px phone', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    for (const width of [640, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/ffmm/misFondos');
      await expect(
        page
          .getByText(/^Total en pesos/)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.goto('/ffmm/misFondos/valoresDelDia');
      await expect(page.getByText(/^Valores cuota al cierre/)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.locator('a[href^="/ffmm/fondos/"]').filter({ visible: true }).first().click();
      await expect(page.getByRole('slider', { name: /^Recorrer/ })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });

  test('Rodrigo as the company supervisor sees the company’s funds and not his own', async ({
    page,
  }) => {
    await login(page, demo.rodrigo.rut);
    await press(page, page.getByRole('button', { name: /Ingresar.*Inversiones Cordillera SpA/ }));
    await expect(page.getByRole('banner')).toContainText('Usted actúa como Supervisor');
    await page.goto('/ffmm/misFondos');
    const holdings = page.getByRole('table', { name: 'Mis Fondos' });
    await expect(holdings).toContainText('300112-01');
    await expect(holdings).not.toContainText('100871-01');
    await expectAxeClean(page);
  });
});
