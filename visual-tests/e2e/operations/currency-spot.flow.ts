import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickRadio, press, typeInto } from '../keyboard.ts';
import { parsePesos, parseShownAmount } from '../money.ts';
import { demo, expectAxeClean, login } from '../portal.ts';

// Against the operations API (after the bank payments, its clock Friday 27/11/2026 13:20, the FX
// desk open): Camila's current accounts move to the peso and the cent. Keyboard only.

const main = (page: Page) => page.getByRole('main');

/** What each current account has available, as the page's summary shows it: pesos, cents. */
async function balances(page: Page) {
  const summary = main(page).getByRole('region', { name: 'Saldo disponible en Cuenta Corriente' });
  const pesos = await summary.getByText(/^\$\s[\d.]+$/).innerText();
  const dollars = await summary.getByText(/^US\$\s[\d.]+,\d{2}$/).innerText();
  return { pesos: parsePesos(pesos), cents: parseShownAmount(dollars).minor };
}

/** A figure of the quote card ('Usted paga'), read exactly. */
async function quoteFigure(quote: Locator, label: string) {
  const term = quote.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
  return parseShownAmount(await term.locator('xpath=following-sibling::dd[1]').innerText());
}

/** Chooses the operation and the amount, and asks for a quote. */
async function askQuote(
  page: Page,
  operation: 'Comprar dólares' | 'Vender dólares',
  amount: string,
) {
  const form = main(page).getByRole('form', { name: 'Datos de la operación' });
  await pickRadio(
    page,
    form.getByRole('radiogroup', { name: /Operación/ }),
    form.getByRole('radio', { name: operation }),
  );
  await typeInto(page, form.getByRole('textbox', { name: /Monto en dólares/ }), amount);
  await press(page, form.getByRole('button', { name: 'Cotizar' }));
  const quote = main(page).getByRole('region', { name: 'Cotización' });
  await expect(quote.getByText('Cotización vigente')).toBeVisible();
  return quote;
}

test('Camila sells US$ 200, then buys US$ 1.000: a quote expires and is re-quoted, and she downloads the receipt', async ({
  page,
}) => {
  // The browser's clock runs as usual; the test moves it 61 s at once where she waits a quote out.
  await page.clock.install();
  await login(page, demo.camila.rut);
  await page.goto('/compraVentaDivisas');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compra y Venta de Divisas' }),
  ).toBeVisible();
  await expect(
    main(page).getByText(/^Precio referencial: \$\s[\d.]+,\d{2} por dólar/),
  ).toBeVisible();
  await expectAxeClean(page);
  const start = await balances(page);

  // A sale: the dollars leave, the quoted pesos arrive.
  let quote = await askQuote(page, 'Vender dólares', '200');
  const received = await quoteFigure(quote, 'Usted recibe');
  await press(page, main(page).getByRole('button', { name: 'Confirmar venta' }));
  await expect(
    main(page).getByRole('heading', { name: 'Venta de dólares realizada' }),
  ).toBeFocused();
  await expect
    .poll(() => balances(page))
    .toEqual({ pesos: start.pesos + received.minor, cents: start.cents - 200_00n });
  const afterSale = await balances(page);

  // A purchase: the first quote is let expire (nothing can confirm it), then quoted again.
  await press(page, main(page).getByRole('button', { name: 'Nueva operación' }));
  quote = await askQuote(page, 'Comprar dólares', '1000');
  await expect(quote.getByRole('timer')).toHaveText(/^Vence en 0:[0-5]\d$/);
  await page.clock.fastForward(61_000);
  await expect(quote.getByText('Cotización vencida')).toBeVisible();
  await expect(
    quote.getByText('La cotización venció. Cotice de nuevo para continuar.'),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Confirmar compra' })).toHaveCount(0);
  await expectAxeClean(page);
  await press(page, quote.getByRole('button', { name: 'Cotizar de nuevo' }));
  await expect(quote.getByText('Cotización vigente')).toBeVisible();
  expect(await quoteFigure(quote, 'Usted compra')).toEqual(parseShownAmount('US$ 1.000,00'));
  const paid = await quoteFigure(quote, 'Usted paga');
  await press(page, main(page).getByRole('button', { name: 'Confirmar compra' }));
  const voucher = main(page).getByRole('heading', { name: 'Compra de dólares realizada' });
  await expect(voucher).toBeFocused();
  const folio = /Folio N° (\d+)/.exec(await main(page).innerText())?.[1];
  expect(folio).toMatch(/^\d+$/);
  await expect
    .poll(() => balances(page))
    .toEqual({ pesos: afterSale.pesos - paid.minor, cents: afterSale.cents + 1000_00n });

  // The receipt is a PDF under the operation's folio.
  const download = page.waitForEvent('download');
  await press(page, main(page).getByRole('button', { name: 'Descargar comprobante (PDF)' }));
  const file = await download;
  expect(file.suggestedFilename()).toBe(`comprobante-divisas-${folio}.pdf`);
  expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Both operations are listed, newest first, each with its receipt.
  const list = main(page).getByRole('table', { name: 'Mis operaciones de divisas' });
  await expect(list.getByRole('rowheader')).toHaveText(['Compra de dólares', 'Venta de dólares']);
  await expect(
    list.getByRole('button', { name: `Descargar comprobante N° ${folio}` }),
  ).toBeVisible();
  await expectAxeClean(page);

  // Her current account's statement shows the purchase at the quoted pesos.
  await page.goto('/ccm/saldos');
  const statement = main(page).getByRole('table', { name: 'Movimientos' });
  const purchase = statement
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Compra de dólares', exact: true }) });
  await expect(purchase.getByRole('cell', { name: /^[−-]\$\s[\d.]+$/ })).toHaveText(
    new RegExp(`^[−-]\\$\\s${paid.minor.toLocaleString('de-DE')}$`),
  );
});
