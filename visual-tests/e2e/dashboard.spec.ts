import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, expectAxeClean, expectShell, login, openLoggedIn } from './portal.ts';
import { press, pressUntilFocused, toggle } from './keyboard.ts';
import { expectNoSidewaysScroll } from './reflow.ts';

// The home dashboard against the real API: the figures on screen are the API's, to the peso.

/** `$ 13.373.125` -> 13373125 (pesos carry no decimals). */
const pesos = (text: string) => Number(text.replace(/[^\d-]/g, ''));

const summaryOf = (page: Page, name = 'Mi patrimonio') =>
  page.getByRole('main').getByRole('region', { name });

/** The total as the summary shows it. */
async function shownTotal(summary: Locator): Promise<number> {
  const value = summary.locator('dt', { hasText: 'Total invertido' }).locator('+ dd');
  await expect(value).toHaveText(/^\$\s[\d.]+$/);
  return pesos(await value.innerText());
}

const answerOf = (page: Page, path: string, query: Record<string, string> = {}) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === `/api${path}` &&
      response.request().method() === 'GET' &&
      Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });

test.describe('the home dashboard', () => {
  test('Camila reads her total: the API’s, and the sum of her products to the peso', async ({
    page,
  }) => {
    const statementAnswer = answerOf(page, '/dashboard/estadoCuenta');
    const portfolioAnswer = answerOf(page, '/dashboard/cartera');
    await openLoggedIn(page, demo.camila.rut, '/');
    await expectShell(page, demo.camila.name);
    await expect(page).toHaveTitle(/Inicio/);
    const statement = (await (await statementAnswer).json()) as {
      total: { amount: number };
      products: unknown[];
    };
    const portfolio = (await (await portfolioAnswer).json()) as {
      byProduct: { valueClp: { amount: number } }[];
    };
    expect(statement.products.length).toBeGreaterThan(0);

    const summary = summaryOf(page);
    expect(await shownTotal(summary)).toBe(statement.total.amount);
    // The page writes a no-break space between symbol and digits; Playwright matches it as a space.
    const grouped = String(statement.total.amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    await expect(summary.getByText(`$ ${grouped}`, { exact: true })).toBeVisible();
    const totalValue = summary.locator('dt', { hasText: 'Total invertido' }).locator('+ dd');
    expect(await totalValue.textContent()).toBe(`$\u00a0${grouped}`);
    await expect(summary).toContainText(
      /dólar observado del \d{2}\/\d{2}\/\d{4} \(\$\s\d{1,3}(\.\d{3})*,\d{2}\)/,
    );
    await expect(summary).toContainText(/Variación del día [+−]?\$\s[\d.]+/);
    await expect(summary.getByRole('link', { name: 'Invertir' })).toHaveAttribute(
      'href',
      '/ffmm/invertir',
    );

    // The allocation by product: its rows add up to the total shown above.
    const byProduct = page.getByRole('region', { name: 'Distribución por producto' });
    const table = byProduct.getByRole('table');
    await expect(table).toBeVisible();
    const amounts = await table.locator('tbody tr td:nth-of-type(1)').allInnerTexts();
    expect(amounts.map(pesos).reduce((sum, amount) => sum + amount, 0)).toBe(
      statement.total.amount,
    );
    expect(portfolio.byProduct.reduce((sum, slice) => sum + slice.valueClp.amount, 0)).toBe(
      statement.total.amount,
    );
    await expect(table.locator('tfoot td').first()).toHaveText(
      await summary.locator('dt', { hasText: 'Total invertido' }).locator('+ dd').innerText(),
    );

    // Mis Fondos' movements are one link away.
    await expect(page.getByRole('link', { name: 'Ver todos mis movimientos' })).toHaveAttribute(
      'href',
      '/ffmm/misFondos/misMovimientos',
    );
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectAxeClean(page);

    // 200 % zoom of a 1280-px window, and a phone: no sideways scrolling, still axe clean.
    for (const width of [640, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(summary.getByText('Total invertido')).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await expectAxeClean(page);
  });

  test('Camila switches the four profitability periods from the keyboard; a period under 15 days is refused', async ({
    page,
  }) => {
    await openLoggedIn(page, demo.camila.rut, '/');
    const summary = summaryOf(page);
    const ytd = summary.getByRole('radio', { name: 'Año en Curso' });
    await expect(summary.getByText('Rentabilidad Año en Curso')).toBeVisible();
    await pressUntilFocused(page, ytd);

    for (const [periodo, slug] of [
      ['Últimos 12 Meses', 'ultimos12Meses'],
      ['Mes en Curso', 'mesEnCurso'],
    ] as const) {
      const answer = answerOf(page, '/dashboard/rentabilidad', { periodo });
      await page.keyboard.press('ArrowRight');
      await expect(summary.getByRole('radio', { name: periodo })).toBeFocused();
      await page.keyboard.press('Space');
      const body = (await (await answer).json()) as { periodo: string; percent: number };
      expect(body.periodo).toBe(periodo);
      await expect(summary.getByText(`Rentabilidad ${periodo}`)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`periodo=${slug}`));
    }

    // Período Seleccionado: its dates, typed dd/mm/aaaa.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    const from = summary.getByRole('group', { name: /^Desde/ });
    const to = summary.getByRole('group', { name: /^Hasta/ });
    await pressUntilFocused(page, from.getByRole('spinbutton').first());
    await page.keyboard.type('01092026');
    await pressUntilFocused(page, to.getByRole('spinbutton').first());
    await page.keyboard.type('10092026');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/dashboard/rentabilidad')) asked.push(request.url());
    });
    await press(page, summary.getByRole('button', { name: 'Consultar' }));
    await expect(
      summary.getByText('El período seleccionado debe ser de al menos 15 días.'),
    ).toBeVisible();
    expect(asked).toEqual([]);

    await pressUntilFocused(page, to.getByRole('spinbutton').first());
    await page.keyboard.type('31102026');
    const answer = answerOf(page, '/dashboard/rentabilidad', {
      periodo: 'Período Seleccionado',
      fechaInicio: '20260901',
      fechaTermino: '20261031',
    });
    await press(page, summary.getByRole('button', { name: 'Consultar' }));
    expect((await answer).ok()).toBe(true);
    await expect(summary.getByText('Rentabilidad Período Seleccionado')).toBeVisible();
    await expect(summary.getByText('Del 01/09/2026 al 31/10/2026')).toBeVisible();
    await expectAxeClean(page);

    // A reload keeps the period the URL names.
    await page.reload();
    await expect(summaryOf(page).getByText('Rentabilidad Período Seleccionado')).toBeVisible();
    await expect(summaryOf(page).getByText('Del 01/09/2026 al 31/10/2026')).toBeVisible();
  });

  test('Camila edits her shortcuts from the keyboard and they persist after a reload', async ({
    page,
  }) => {
    await openLoggedIn(page, demo.camila.rut, '/');
    const shortcuts = () =>
      page.getByRole('main').getByRole('region', { name: 'Accesos directos' });
    await expect(shortcuts().getByRole('link').first()).toBeVisible();
    const before = await shortcuts().getByRole('list').getByRole('link').allInnerTexts();

    await press(page, shortcuts().getByRole('button', { name: 'Editar accesos' }));
    const offered = shortcuts().getByRole('checkbox');
    // The first shortcut she does not have yet.
    const labels = await offered.evaluateAll((boxes) =>
      boxes.map((box) => ({
        name: box.closest('label')?.textContent?.trim() ?? '',
        checked: (box as HTMLInputElement).checked,
      })),
    );
    // One of hers out, one she has not in (at most 6: the one out frees the place).
    const removed = labels.filter((label) => label.checked).at(-1)!.name;
    const added = labels.find((label) => !label.checked && label.name)!.name;
    await toggle(page, shortcuts().getByRole('checkbox', { name: removed }));
    await toggle(page, shortcuts().getByRole('checkbox', { name: added }));
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/dashboard/accesosDirectos') &&
        response.request().method() === 'PUT',
    );
    await press(page, shortcuts().getByRole('button', { name: 'Guardar' }));
    expect((await saved).ok()).toBe(true);
    await expect(shortcuts().getByRole('link', { name: added })).toBeVisible();
    await expect(shortcuts().getByRole('link', { name: removed })).toHaveCount(0);
    await expect(shortcuts().getByRole('button', { name: 'Editar accesos' })).toBeFocused();
    await expectAxeClean(page);

    await page.reload();
    await expect(shortcuts().getByRole('link', { name: added })).toBeVisible();
    await expect(shortcuts().getByRole('link', { name: removed })).toHaveCount(0);

    // Back as she had them (other tests read her home).
    await press(page, shortcuts().getByRole('button', { name: 'Editar accesos' }));
    await toggle(page, shortcuts().getByRole('checkbox', { name: added }));
    await toggle(page, shortcuts().getByRole('checkbox', { name: removed }));
    await press(page, shortcuts().getByRole('button', { name: 'Guardar' }));
    await expect(shortcuts().getByRole('link', { name: removed })).toBeVisible();
    expect(await shortcuts().getByRole('list').getByRole('link').allInnerTexts()).toEqual(before);
  });

  test('Valentina, who has nothing invested yet, is led to invest instead of seeing zeros', async ({
    page,
  }) => {
    await login(page, demo.valentina.rut);
    // Her onboarding opens over the home (a modal: the page behind is inert, not hidden). It is
    // left open: closing it would touch the onboarding state onboarding-journey.spec.ts walks.
    await expect(page.getByRole('dialog', { name: /bienvenida/i })).toBeVisible();
    const main = page.locator('main');
    const summary = main.locator('section', { hasText: 'Mi patrimonio' }).first();
    await expect(summary.getByText('Aún no tiene inversiones')).toBeVisible();
    await expect(summary.locator('a[href="/ffmm/invertir"]')).toHaveText('Invertir');
    await expect(main.locator('h1')).toHaveText('Mi patrimonio');
    await expect(main.getByText('Dólar Observado')).toBeVisible();
    await expect(main.getByText('Total invertido')).toHaveCount(0);
    await expect(main.getByText(/^Distribución/)).toHaveCount(0);
    await expect(main.getByText(/^\$\s0$/)).toHaveCount(0);
    await expectAxeClean(page);
  });

  test('Rodrigo as the supervisor of Inversiones Cordillera SpA sees the company’s total, not his own', async ({
    page,
  }) => {
    await login(page, demo.rodrigo.rut);
    const company = answerOf(page, '/dashboard/estadoCuenta');
    await page.getByRole('button', { name: /Ingresar.*Inversiones Cordillera SpA/ }).click();
    await expectShell(page, 'Inversiones Cordillera SpA');
    const companyStatement = (await (await company).json()) as { total: { amount: number } };
    const summary = summaryOf(page, 'Patrimonio de la empresa');
    expect(await shownTotal(summary)).toBe(companyStatement.total.amount);
    await expect(summaryOf(page)).toHaveCount(0);
    await expectAxeClean(page);

    // His own profile answers another total.
    await page.goto('/seleccionarCuenta');
    const own = answerOf(page, '/dashboard/estadoCuenta');
    await page.getByRole('button', { name: new RegExp(`Ingresar.*${demo.rodrigo.name}`) }).click();
    await expectShell(page, demo.rodrigo.name);
    const ownStatement = (await (await own).json()) as { total: { amount: number } };
    expect(ownStatement.total.amount).not.toBe(companyStatement.total.amount);
    expect(await shownTotal(summaryOf(page))).toBe(ownStatement.total.amount);
  });
});
