import { expect, test, type Page } from '@playwright/test';
import {
  choose,
  pickRadio,
  press,
  pressToClose,
  pressUntilFocused,
  select,
  typeInto,
} from '../keyboard.ts';
import { readHome } from '../home.ts';
import { demo, expectAxeClean, login } from '../portal.ts';

// Against the operations API (after the fund operations' file, its clock Friday 27/11/2026
// 13:20): the demo banks' pages run in the popup, the whole loop on one machine. Keyboard only.

const main = (page: Page) => page.getByRole('main');
const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

/** Camila's pesos current-account balance, as the page's summary shows it. */
async function pesosBalance(page: Page): Promise<number> {
  const summary = main(page).getByRole('region', { name: 'Saldo disponible en Cuenta Corriente' });
  const text = await summary
    .getByText(/^\$\s[\d.]+$/)
    .first()
    .innerText();
  return Number(text.replace(/\D/g, ''));
}

/** Chooses a bank and an amount, presses 'Ir a pagar' and answers the bank's popup. */
async function startPayment(page: Page, bank: string, amount: string) {
  await typeInto(page, main(page).getByRole('textbox', { name: /Monto a abonar/ }), amount);
  await press(page, main(page).getByRole('button', { name: `Elegir ${bank}` }));
  const popup = page.waitForEvent('popup');
  await press(page, main(page).getByRole('button', { name: 'Ir a pagar' }));
  const bankPage = await popup;
  await expect(bankPage.getByRole('heading', { name: bank })).toBeVisible();
  await expect(main(page).getByText(`Complete el pago en la ventana de ${bank}`)).toBeVisible();
  return bankPage;
}

test.describe('pay buttons', () => {
  // One after another: each reads Camila's balances before and after its own payment.
  test.describe.configure({ mode: 'default' });
  test('Camila pays $ 500.000 in through bank 3, approves in the popup, sees the credit and invests it', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    const home = await readHome(page);
    await page.goto('/ccm/bdp');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Abonar con Botón de Pago' }),
    ).toBeVisible();
    await expect(main(page).getByText('Banco Araucaria está en mantención')).toBeVisible();
    await expectAxeClean(page);
    const before = await pesosBalance(page);

    const bank = await startPayment(page, 'Banco Austral', '500000');
    await expect(bank.getByText(nbsp('$ 500.000'))).toBeVisible();
    await press(bank, bank.getByRole('button', { name: 'Aprobar pago' }));
    // The bank's redirect (cod and trx) shows its result after 1500 ms, in the popup.
    await expect(bank).toHaveURL(/\/ccm\/bdp\/resultado\/3\?cod=021&trx=\d+$/);
    await expect(
      bank.getByText(
        nbsp('Pago aprobado: $ 500.000 abonados en su Cuenta Corriente N° 100234-03.'),
      ),
    ).toBeVisible();
    await expectAxeClean(bank);
    // Back to the portal: the partner bank's window closes itself.
    await pressToClose(bank, bank.getByRole('button', { name: 'Volver al portal' }));

    // The portal noticed the closed window (every 4 s) and asked for the outcome.
    await expect(
      main(page).getByText(
        nbsp('Pago aprobado: $ 500.000 abonados en su Cuenta Corriente N° 100234-03.'),
      ),
    ).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => pesosBalance(page)).toBe(before + 500_000);
    const list = main(page).getByRole('table', { name: /Mis transacciones/ });
    await expect(list.getByRole('row').filter({ hasText: 'Banco Austral' }).first()).toContainText(
      'Abonada por el banco',
    );
    await expect(page.evaluate(() => sessionStorage.getItem('currentTrxBDP'))).resolves.toBeNull();
    await expectAxeClean(page);

    // Then she invests it from the current account.
    await press(page, main(page).getByRole('link', { name: 'Invertir el saldo abonado' }));
    const form = main(page).getByRole('form', { name: 'Datos de la inversión' });
    await choose(page, select(form, 'Fondo'), /^Fondo Mutuo Renta Chile/);
    // After the fund operations' file she has a sub-account too: the main account is chosen.
    await choose(page, select(form, 'Cuenta de inversión'), /N° 100234-01$/);
    await pickRadio(
      page,
      form.getByRole('radiogroup', { name: /Forma de pago/ }),
      form.getByRole('radio', { name: /Saldo en cuenta corriente/ }),
    );
    await typeInto(page, form.getByRole('textbox', { name: /Monto a invertir/ }), '500000');
    await press(page, form.getByRole('button', { name: 'Continuar' }));
    await pressUntilFocused(page, main(page).getByRole('button', { name: 'Confirmar' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ffmm\/invertir\/comprobante\/\d+$/);
    await page.goto('/ccm/bdp');
    await expect.poll(() => pesosBalance(page)).toBe(before);

    // Her current account's statement: the credit and the investment it paid.
    await page.goto('/ccm/saldos');
    const statement = main(page).getByRole('table', { name: 'Movimientos' });
    const row = (type: string) =>
      statement
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: type, exact: true }) });
    await expect(
      row('Abono con botón de pago').getByRole('cell', { name: /^\$\s500\.000$/ }),
    ).toHaveCount(1);
    await expect(
      row('Inversión en fondos mutuos').getByRole('cell', { name: /^[−-]\$\s500\.000$/ }),
    ).toHaveCount(1);
    await expectAxeClean(page);

    // The home agrees: the current account as it was, the funds and the total up by the payment
    // (her shares apart: the market moved them meanwhile, every 10 s).
    await page.goto('/');
    const after = await readHome(page);
    expect(after.products.get('Cuenta Corriente')).toBe(home.products.get('Cuenta Corriente'));
    expect(after.products.get('Fondos Mutuos')).toBe(
      (home.products.get('Fondos Mutuos') ?? 0n) + 500_000n,
    );
    const withoutShares = (read: typeof home) => read.total - (read.products.get('Acciones') ?? 0n);
    expect(withoutShares(after)).toBe(withoutShares(home) + 500_000n);
  });

  test('a rejected payment shows its status; a pending one is cancelled from the list', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    await page.goto('/ccm/bdp');
    const bank = await startPayment(page, 'Banco Andino', '20000');
    await press(bank, bank.getByRole('button', { name: 'Rechazar pago' }));
    await expect(bank.getByText('Banco Andino no aprobó el pago.')).toBeVisible();
    await pressToClose(bank, bank.getByRole('button', { name: 'Volver al portal' }));
    await expect(main(page).getByText(/Banco Andino no aprobó el pago/)).toBeVisible({
      timeout: 10_000,
    });
    const list = main(page).getByRole('table', { name: /Mis transacciones/ });
    await expect(list.getByRole('row').filter({ hasText: 'Banco Andino' }).first()).toContainText(
      'Rechazada por el banco',
    );

    // She opens another payment and closes the bank's window without answering: pending.
    const pending = await startPayment(page, 'Banco del Estado de Chile', '30000');
    await pending.close();
    await expect(main(page).getByText(/Su banco aún no confirma el pago/)).toBeVisible({
      timeout: 10_000,
    });
    await press(
      page,
      main(page).getByRole('button', {
        name: nbsp('Anular transacción de $ 30.000 en Banco del Estado de Chile'),
      }),
    );
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await press(page, dialog.getByRole('button', { name: 'Anular transacción' }));
    await expect(main(page).getByText('La transacción quedó anulada.')).toBeVisible();
    await expect(
      list.getByRole('row').filter({ hasText: 'Banco del Estado de Chile' }).first(),
    ).toContainText('Anulada');
    await expectAxeClean(page);
  });

  test('an investment paid by a payment button is made when the bank approves it', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    await page.goto('/ffmm/invertir');
    const form = main(page).getByRole('form', { name: 'Datos de la inversión' });
    await choose(page, select(form, 'Fondo'), /^Fondo Mutuo Renta Chile/);
    // After the fund operations' file she has a sub-account too: the main account is chosen.
    await choose(page, select(form, 'Cuenta de inversión'), /N° 100234-01$/);
    await pickRadio(
      page,
      form.getByRole('radiogroup', { name: /Forma de pago/ }),
      form.getByRole('radio', { name: 'Botón de pago' }),
    );
    await typeInto(page, form.getByRole('textbox', { name: /Monto a invertir/ }), '100000');
    await press(page, form.getByRole('button', { name: 'Continuar' }));
    await press(page, main(page).getByRole('button', { name: 'Continuar al pago en mi banco' }));

    await expect(page).toHaveURL(/\/ccm\/bdp\?/);
    await expect(
      main(page).getByText(nbsp('Pagará $ 100.000 para su inversión en Fondo Mutuo Renta Chile')),
    ).toBeVisible();
    await expectAxeClean(page);
    await press(page, main(page).getByRole('button', { name: 'Elegir Banco Austral' }));
    const popup = page.waitForEvent('popup');
    await press(page, main(page).getByRole('button', { name: 'Ir a pagar' }));
    const bank = await popup;
    await press(bank, bank.getByRole('button', { name: 'Aprobar pago' }));
    await expect(
      bank.getByText('Su inversión quedó ingresada con el saldo abonado.'),
    ).toBeVisible();
    await pressToClose(bank, bank.getByRole('button', { name: 'Volver al portal' }));

    await press(page, main(page).getByRole('link', { name: 'Ver comprobante de la inversión' }));
    await expect(page).toHaveURL(/\/ffmm\/invertir\/comprobante\/\d+$/);
    await expect(main(page).getByRole('heading', { name: 'Inversión ingresada' })).toBeVisible();
    await expect(main(page).getByText(nbsp('$ 100.000')).first()).toBeVisible();
  });
});
