import { expect, test, type Page } from '@playwright/test';
import { demo, login, openLoggedIn } from './portal.ts';

// Desktop (1280) and phone (375) screenshots of the login, the account selection and the shell.
const viewports = [
  { name: 'escritorio', width: 1280, height: 800 },
  { name: 'movil', width: 375, height: 740 },
] as const;

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  // Focus off the form: no focus ring or caret in the pictures (toHaveScreenshot hides carets too).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Pointer off the content: a click on the previous page leaves it wherever that link was, and
  // what lies under it on this page (a series link) would show its hover style in the picture.
  await page.mouse.move(0, 0);
}

/**
 * The home's lower sections render as they near the viewport (OffscreenRegion), and a
 * whole-page capture does not scroll: the picture shows each one as it is once scrolled to. A
 * constructed sheet, since the page's CSP refuses an injected <style>.
 */
async function renderEverySection(page: Page) {
  await page.evaluate(async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('[data-offscreen-region] { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

for (const viewport of viewports) {
  test.describe(`screenshots ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('login', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`login-${viewport.name}.png`, { fullPage: true });
    });

    test('account selection', async ({ page }) => {
      await login(page, demo.rodrigo.rut);
      await expect(
        page.getByRole('button', { name: /Ingresar.*Comercial Pacífico/ }),
      ).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`seleccionar-cuenta-${viewport.name}.png`, {
        fullPage: true,
      });
    });

    // The shell around the home dashboard, every section loaded (no skeleton in the picture).
    test('shell', async ({ page }) => {
      await openLoggedIn(page, demo.camila.rut, '/');
      await expect(page.getByRole('banner')).toContainText(demo.camila.name);
      await expect(page.getByRole('button', { name: /Notificaciones, 2/ })).toBeVisible();
      // From 990 px the banner shows the booking link; on a phone it waits behind Contactar.
      const banner = page.getByRole('complementary', { name: 'Su ejecutivo de inversiones' });
      await expect(
        viewport.width >= 990
          ? banner.getByRole('link', { name: 'Agendar reunión online' })
          : banner.getByRole('button', { name: /^Contactar a su ejecutivo/ }),
      ).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByText('Total invertido')).toBeVisible();
      await expect(main.getByText(/^Rentabilidad /)).toBeVisible();
      await expect(main.getByRole('region', { name: 'Avisos' })).toBeVisible();
      // The lower sections mount one by one, Novedades last.
      await expect(
        main.getByRole('region', { name: 'Novedades' }).getByRole('heading', { level: 3 }).first(),
      ).toBeAttached();
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() =>
        Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
      );
      await renderEverySection(page);
      await settle(page);
      // Her shares count at the price of the moment, which moves every 10 s on this API's running
      // clock: the figures that include them are masked (dashboard.spec.ts checks them to the peso).
      const summary = main.getByRole('region', { name: 'Mi patrimonio' });
      const distribution = main.getByRole('region', { name: 'Distribución por producto' });
      await expect(page).toHaveScreenshot(`shell-${viewport.name}.png`, {
        fullPage: true,
        mask: [
          summary.getByText(/^[+−-]?\$\s/),
          summary.getByText(/^\(?[+−-]?[\d.,]+\s%\)?$/),
          distribution.getByRole('img'),
          distribution.getByText(/^\$\s/),
          distribution.getByRole('cell'),
        ],
      });
    });

    test('Mis Fondos', async ({ page }) => {
      await openLoggedIn(page, demo.camila.rut, '/ffmm/misFondos');
      // A table from 768 px, cards below: the totals show in both.
      await expect(
        page
          .getByText(/^Total en pesos/)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      // Mis subcuentas loads after the holdings: in the picture once its accounts are there.
      await expect(
        page
          .getByRole('region', { name: 'Mis subcuentas' })
          .getByText('100234-01')
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`mis-fondos-${viewport.name}.png`, { fullPage: true });
    });

    test('fund detail', async ({ page }) => {
      await openLoggedIn(page, demo.camila.rut, '/ffmm/misFondos');
      // A table from 768 px, cards below: the fund's link is in both.
      await page.locator('main a[href^="/ffmm/fondos/"]').filter({ visible: true }).first().click();
      await expect(page.getByRole('slider', { name: /^Recorrer/ })).toBeVisible();
      await expect(
        page.getByRole('button', { name: /Descargar.*Folleto informativo/ }),
      ).toBeVisible();
      for (const section of [
        'Estadísticas anualizadas',
        'Composición',
        'Principales posiciones de la cartera',
      ]) {
        await expect(
          page
            .getByRole('region', { name: section })
            .getByText(/^Al \d/)
            .first(),
        ).toBeVisible();
      }
      await settle(page);
      await expect(page).toHaveScreenshot(`fondo-${viewport.name}.png`, { fullPage: true });
    });

    // The bank payment area: balances, the amount (above the fold), the banks, the transactions.
    test('pay buttons', async ({ page }) => {
      await openLoggedIn(page, demo.camila.rut, '/ccm/bdp');
      await expect(page.getByRole('button', { name: 'Elegir Banco Austral' })).toBeVisible();
      await expect(
        page.getByText('Abonada por Tesorería', { exact: true }).filter({ visible: true }),
      ).toHaveCount(1);
      await expect(page.getByText(/^Saldos al/)).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`botones-de-pago-${viewport.name}.png`, {
        fullPage: true,
      });
    });

    // Cartolas: last month's consolidated statement, its figures and download above the fold.
    test('statements', async ({ page }) => {
      await openLoggedIn(page, demo.camila.rut, '/cartolas');
      await expect(page.getByText(/^Saldo final al 31\/10\/2026/)).toBeVisible();
      await expect(page.getByText(/movimientos en el período\.$/)).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`cartolas-${viewport.name}.png`, { fullPage: true });
    });

    // Tax certificates: the newest tax year's certificates to download, then their figures.
    test('tax certificates', async ({ page }) => {
      await openLoggedIn(page, demo.camila.rut, '/infoDocs/certificadosTributarios');
      await expect(page.getByText('Aportes APV régimen A')).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`certificados-${viewport.name}.png`, { fullPage: true });
    });

    // Invoices: the year picker, the selection bar and last year's invoices.
    test('invoices', async ({ page }) => {
      await openLoggedIn(page, demo.camila.rut, '/infoDocs/facturas?anio=2025');
      // A table at 1280 px, cards at 375 px: the first invoice's folio shows in either.
      await expect(page.getByText('2512110023401').locator('visible=true').first()).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`facturas-${viewport.name}.png`, { fullPage: true });
    });

    // Buying and selling dollars: balances, the operation and its amount above the fold, the list.
    test('currency spot', async ({ page }) => {
      await openLoggedIn(page, demo.camila.rut, '/compraVentaDivisas');
      await expect(
        page.getByText(/^Se paga con: Saldo en cuenta corriente en pesos/),
      ).toBeVisible();
      await expect(page.getByText(/^Precio referencial/)).toBeVisible();
      await expect(
        page
          .getByText('Estimado cliente: no se encuentra información para su búsqueda.')
          .filter({ visible: true }),
      ).toHaveCount(1);
      await expect(page.getByText(/^Saldos al/)).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`compra-venta-divisas-${viewport.name}.png`, {
        fullPage: true,
      });
    });
  });
}
