import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose, chooseTab, pickRadio, press, select, toggle, typeInto } from '../keyboard.ts';
import { parsePesos } from '../money.ts';
import { demo, expectAxeClean, login } from '../portal.ts';

// Against the operations API (last of its chain; its clock Friday 27/11/2026 13:20, the Santiago
// exchange in session): Camila buys and sells CHILE, keyboard only. Her money and shares agree
// from one screen to the next to the peso.

const main = (page: Page) => page.getByRole('main');

/** The figure next to a term of a description list, read as pesos. */
async function figure(scope: Locator, term: string) {
  const dt = scope.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) });
  return parsePesos(await dt.locator('xpath=following-sibling::dd[1]').innerText());
}

async function shot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/stock-orders/${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The ticket of `side` for CHILE, from the share's page. */
async function openTicket(page: Page, side: 'Comprar' | 'Vender') {
  await page.goto('/acciones/CHILE');
  await press(page, main(page).getByRole('link', { name: side, exact: true }));
  const ticket = main(page).getByRole('form', { name: `${side} CHILE` });
  await expect(ticket.getByText('Mercado abierto hasta las 16:00.')).toBeVisible();
  return ticket;
}

/** The ticket's 'Saldo disponible' of the way of payment chosen, in pesos. */
async function ticketAvailable(ticket: Locator) {
  const text = await ticket.getByText(/^Saldo disponible: /).innerText();
  return parsePesos(text.replace('Saldo disponible: ', ''));
}

/**
 * From the ticket to the voucher: Continuar, the confirm step, the confirm button. A purchase is
 * above Camila's profile (Moderado, up to level 4; a share is 6): she ticks the declaration.
 */
async function placeOrder(page: Page, ticket: Locator, confirm: string, look = false) {
  await press(page, ticket.getByRole('button', { name: 'Continuar' }));
  await expect(main(page).getByRole('heading', { name: 'Confirme su orden' })).toBeFocused();
  const declaration = main(page).getByRole('checkbox', {
    name: /esta acción tiene un riesgo mayor al de mi perfil/,
  });
  if (confirm === 'Confirmar compra') {
    await expect(
      main(page).getByText(/tiene nivel de riesgo 6 de 7; su perfil de inversionista Moderado/),
    ).toBeVisible();
    await toggle(page, declaration);
    if (look) {
      await expectAxeClean(page);
      await shot(page, 'confirm');
    }
  } else {
    await expect(declaration).toHaveCount(0);
  }
  await press(page, main(page).getByRole('button', { name: confirm }));
}

test('Camila buys 100 CHILE at market, cancels a limit order and sells no more than she holds', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, demo.camila.rut);

  // A purchase at market: the API's cost as she types, filled at once.
  let ticket = await openTicket(page, 'Comprar');
  const available = parsePesos(
    (await ticket.getByText(/^Saldo disponible: /).innerText()).replace('Saldo disponible: ', ''),
  );
  await typeInto(page, ticket.getByRole('textbox', { name: /Cantidad de acciones/ }), '100');
  const cost = ticket.getByRole('region', { name: 'Costo estimado' });
  await expect(cost.getByRole('term').filter({ hasText: 'Total a pagar' })).toBeVisible();
  await expectAxeClean(page);
  await shot(page, 'ticket');
  await placeOrder(page, ticket, 'Confirmar compra', true);
  const voucher = main(page).getByRole('article');
  await expect(main(page).getByRole('heading', { name: 'Compra ejecutada' })).toBeFocused();
  await expect(page).toHaveURL(/\/acciones\/comprobante\/\d+$/);
  const folio = /\/(\d+)$/.exec(page.url())![1]!;
  const paid = await figure(voucher, 'Total a pagar');
  // The total is the gross plus commission, exchange fee and VAT, as shown.
  expect(paid).toBe(
    (await figure(voucher, 'Monto bruto')) +
      (await figure(voucher, 'Comisión')) +
      (await figure(voucher, 'Derechos de bolsa')) +
      (await figure(voucher, 'IVA')),
  );
  await expectAxeClean(page);
  await shot(page, 'voucher');
  const download = page.waitForEvent('download');
  await press(page, main(page).getByRole('button', { name: 'Descargar comprobante (PDF)' }));
  const file = await download;
  expect(file.suggestedFilename()).toBe(`comprobante-orden-${folio}.pdf`);
  expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Mis Órdenes lists it, filled.
  await press(page, main(page).getByRole('link', { name: 'Ver mis órdenes' }));
  const orders = main(page).getByRole('table', { name: /Mis órdenes/i });
  const filled = orders.getByRole('row').filter({ hasText: `Folio ${folio}` });
  await expect(filled).toContainText('Ejecutada');
  await expectAxeClean(page);

  // A limit order at the band's floor waits; its reserve and the purchase leave the balance.
  ticket = await openTicket(page, 'Comprar');
  await expect(ticket.getByText(/^Saldo disponible: /)).not.toHaveText(/^$/);
  const after = parsePesos(
    (await ticket.getByText(/^Saldo disponible: /).innerText()).replace('Saldo disponible: ', ''),
  );
  expect(after).toBe(available - paid);
  await typeInto(page, ticket.getByRole('textbox', { name: /Cantidad de acciones/ }), '10');
  await pickRadio(
    page,
    ticket.getByRole('radiogroup', { name: /Tipo de orden/ }),
    ticket.getByRole('radio', { name: 'Con precio límite' }),
  );
  const limit = ticket.getByRole('textbox', { name: /Precio límite/ });
  const floor = /Entre \$\s([\d.,]+) y/.exec(await ticket.getByText(/^Entre \$/).innerText())![1]!;
  await typeInto(page, limit, floor);
  await expect(ticket.getByRole('region', { name: 'Costo de la orden' })).toContainText(
    'Total a pagar',
  );
  await placeOrder(page, ticket, 'Confirmar compra');
  await expect(
    main(page).getByRole('heading', { name: 'Orden de compra ingresada' }),
  ).toBeFocused();
  const pendingFolio = /\/(\d+)$/.exec(page.url())![1]!;

  // She cancels it from Mis Órdenes; it moves to Órdenes Anuladas.
  await press(page, main(page).getByRole('link', { name: 'Ver mis órdenes' }));
  await press(page, main(page).getByRole('button', { name: `Anular orden ${pendingFolio}` }));
  const dialog = page.getByRole('alertdialog');
  await press(page, dialog.getByRole('button', { name: 'Anular orden' }));
  await expect(
    main(page).getByText(
      `La orden ${pendingFolio} fue anulada. La encontrará en Órdenes Anuladas.`,
    ),
  ).toBeVisible();
  await chooseTab(page, main(page).getByRole('tab', { name: 'Órdenes Anuladas' }));
  await expect(
    main(page)
      .getByRole('row')
      .filter({ hasText: `Folio ${pendingFolio}` }),
  ).toContainText('Anulada');
  await expectAxeClean(page);

  // A sale: no more than the 100 she holds; then 40 at market.
  ticket = await openTicket(page, 'Vender');
  await expect(ticket.getByText(/Disponibles: 100 acciones/)).toBeVisible();
  const quantity = ticket.getByRole('textbox', { name: /Cantidad de acciones/ });
  await typeInto(page, quantity, '101');
  await expect(
    ticket.getByText(
      'Usted tiene 100 acciones disponibles para vender: ingrese esa cantidad o menos.',
    ),
  ).toBeVisible();
  await typeInto(page, quantity, '40');
  await expect(ticket.getByRole('region', { name: 'Costo estimado' })).toContainText(
    'Total a recibir',
  );
  await placeOrder(page, ticket, 'Confirmar venta');
  await expect(main(page).getByRole('heading', { name: 'Venta ejecutada' })).toBeFocused();
  ticket = await openTicket(page, 'Vender');
  await expect(ticket.getByText(/Disponibles: 60 acciones/)).toBeVisible();

  // Her custody, first on Acciones: the 60 left, valued by the API.
  await page.goto('/acciones');
  const custody = main(page).getByRole('table', { name: 'Mis acciones' });
  await expect(custody.getByRole('row', { name: /^CHILE\s/ })).toContainText('60');
  await expectAxeClean(page);
  await shot(page, 'custody');

  // The home counts her shares as Mis acciones values them, to the peso: both read at the price
  // of one 10-second step (read again if a step fell between them).
  await expect
    .poll(
      async () => {
        await page.goto('/acciones');
        const shares = await figure(main(page), 'Saldo total en pesos');
        await page.goto('/');
        const byProduct = main(page).getByRole('region', { name: 'Distribución por producto' });
        const row = byProduct.getByRole('row', { name: /^Acciones/ });
        const home = parsePesos(await row.locator('td').first().innerText());
        return home - shares;
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(0n);
});

test('Camila pays a purchase with her investment line and asks for a larger one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, demo.camila.rut);
  await page.goto('/acciones');
  await press(page, main(page).getByRole('link', { name: 'Línea de inversión' }));
  const summary = main(page).getByRole('region', { name: /^Línea N° / });
  const usedBefore = await figure(summary, 'Utilizado');
  const free = await figure(summary, 'Disponible para comprar');
  expect(await figure(summary, 'Monto aprobado')).toBe(usedBefore + free);

  // 10 CHILE at market, paid with the line: the ticket says what the line has left.
  const ticket = await openTicket(page, 'Comprar');
  const cash = await ticketAvailable(ticket);
  await choose(page, select(ticket, 'Forma de pago'), /^Línea de inversión LI-/);
  await expect.poll(() => ticketAvailable(ticket)).toBe(free);
  await typeInto(page, ticket.getByRole('textbox', { name: /Cantidad de acciones/ }), '10');
  await expect(ticket.getByRole('region', { name: 'Costo estimado' })).toContainText(
    'Total a pagar',
  );
  await placeOrder(page, ticket, 'Confirmar compra');
  const voucher = main(page).getByRole('article');
  await expect(main(page).getByRole('heading', { name: 'Compra ejecutada' })).toBeFocused();
  const paid = await figure(voucher, 'Total a pagar');

  // The line lent the total, to the peso; her current account is as it was.
  await page.goto('/acciones/lineaInversion');
  await expect(summary).toBeVisible();
  expect(await figure(summary, 'Utilizado')).toBe(usedBefore + paid);
  expect(await figure(summary, 'Disponible para comprar')).toBe(free - paid);
  expect(await ticketAvailable(await openTicket(page, 'Comprar'))).toBe(cash);

  // A larger line: an amount not above hers is said at the field; then the request is sent.
  await page.goto('/acciones/lineaInversion');
  const form = main(page).getByRole('region', { name: 'Solicitar un monto mayor' });
  const amount = form.getByRole('textbox', { name: /Monto de la línea que solicita/ });
  await typeInto(page, amount, '10000000');
  await press(page, form.getByRole('button', { name: 'Enviar solicitud' }));
  await expect(
    form.getByText('Debe ser mayor que su línea actual, de $ 10.000.000.'),
  ).toBeVisible();
  await expect(amount).toBeFocused();
  await typeInto(page, amount, '15000000');
  await expectAxeClean(page);
  await shot(page, 'investment-line');
  await press(page, form.getByRole('button', { name: 'Enviar solicitud' }));
  await expect(
    main(page).getByText(
      'Recibimos su solicitud de una línea de $ 15.000.000. Su ejecutivo le informará el resultado.',
    ),
  ).toBeVisible();
  // Read again, the request is in evaluation and no second one can be sent.
  await page.reload();
  await expect(
    main(page).getByText(/^Su solicitud de una línea de \$\s15\.000\.000, del /),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Enviar solicitud' })).toHaveCount(0);
  await expectAxeClean(page);
});
