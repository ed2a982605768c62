import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose, press, select, typeInto } from './keyboard.ts';
import { demo, expectAxeClean, openLoggedIn } from './portal.ts';

// Manager mode: Camila manages her bank accounts in CUENTASBANCARIASCLIENTE (limit 3)
// with the keyboard only: add, edit, a duplicate refused, the limit, delete; placement agents
// are read-only. The API runs on a fresh in-memory database per run.

const WIZARD = '/wizard/CUENTASBANCARIASCLIENTE';
const LIMIT = 'No se pueden agregar más elemetos a la lista.';
const DUPLICATE = 'Cuenta ingresada ya existe, debe ingresar una cuenta nueva.';

interface Account {
  bank: RegExp;
  type: RegExp;
  currency: RegExp;
  number: string;
}

/** Fills the open sub-form with the keyboard and presses Guardar. */
async function fillAndSave(page: Page, form: Locator, account: Account) {
  await choose(page, select(form, 'Banco'), account.bank);
  await choose(page, select(form, 'Tipo de cuenta'), account.type);
  await choose(page, select(form, 'Moneda'), account.currency);
  await typeInto(page, form.getByRole('textbox', { name: /^Número de cuenta/ }), account.number);
  await press(page, form.getByRole('button', { name: 'Guardar' }));
}

const editButton = (main: Locator, name: string) =>
  main.getByRole('button', { name: `Editar cuenta ${name}` });

test.describe('bank accounts (manager mode)', () => {
  test('Camila adds, edits and deletes accounts with the keyboard, a duplicate is refused and the limit shows', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openLoggedIn(page, demo.camila.rut, WIZARD);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Cuentas bancarias y agentes colocadores' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Sin cuentas bancarias' })).toBeVisible();
    await expectAxeClean(page);

    // Add: the sub-form opens with its heading focused; Guardar returns to the new card.
    await press(page, main.getByRole('button', { name: 'Agregar' }));
    await expect(main.getByRole('heading', { name: 'Agregar cuenta bancaria' })).toBeFocused();
    const form = main.getByRole('form', { name: 'Agregar cuenta bancaria' });
    await fillAndSave(page, form, {
      bank: /^Banco de Chile$/,
      type: /^Cuenta corriente$/,
      currency: /^Pesos chilenos \(CLP\)$/,
      number: '12345678',
    });
    await expect(editButton(main, 'Banco de Chile terminada en 5678')).toBeFocused();
    await expect(
      main.getByText('Se agregó cuenta Banco de Chile terminada en 5678.'),
    ).toBeVisible();
    // The number is masked on the card.
    await expect(main.getByText('•••• 5678')).toBeVisible();
    await expect(main.getByText('12345678')).toHaveCount(0);

    // Edit: the stored answers come back; Guardar replaces the account.
    await press(page, editButton(main, 'Banco de Chile terminada en 5678'));
    const editForm = main.getByRole('form', { name: 'Editar cuenta bancaria' });
    const number = editForm.getByRole('textbox', { name: /^Número de cuenta/ });
    await expect(number).toHaveValue('12345678');
    await typeInto(page, number, '12340000');
    await press(page, editForm.getByRole('button', { name: 'Guardar' }));
    await expect(editButton(main, 'Banco de Chile terminada en 0000')).toBeFocused();
    await expect(editButton(main, 'Banco de Chile terminada en 5678')).toHaveCount(0);

    // Cancelar changes nothing and returns to Agregar.
    await press(page, main.getByRole('button', { name: 'Agregar' }));
    await press(page, main.getByRole('button', { name: 'Cancelar' }));
    await expect(main.getByRole('button', { name: 'Agregar' })).toBeFocused();

    // The same number, bank, currency and type again: refused before saving, announced.
    await press(page, main.getByRole('button', { name: 'Agregar' }));
    await fillAndSave(page, form, {
      bank: /^Banco de Chile$/,
      type: /^Cuenta corriente$/,
      currency: /^Pesos chilenos \(CLP\)$/,
      number: '12340000',
    });
    await expect(main.getByRole('alert')).toHaveText(DUPLICATE);
    await expectAxeClean(page);
    // Another account type is another account.
    await choose(page, select(form, 'Tipo de cuenta'), /^Cuenta vista$/);
    await press(page, form.getByRole('button', { name: 'Guardar' }));
    await expect(editButton(main, 'Banco de Chile terminada en 0000')).toHaveCount(2);

    // The third account reaches the demo's limit of 3: Agregar goes, the spec's message shows.
    await press(page, main.getByRole('button', { name: 'Agregar' }));
    await fillAndSave(page, form, {
      bank: /^Banco Security$/,
      type: /^Cuenta corriente$/,
      currency: /^Dólar estadounidense \(USD\)$/,
      number: '55556666',
    });
    await expect(editButton(main, 'Banco Security terminada en 6666')).toBeFocused();
    await expect(main.getByText(LIMIT)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Agregar' })).toHaveCount(0);
    await expectAxeClean(page);

    // Delete asks No / Si; Si removes it, saves, and Agregar is back.
    await press(
      page,
      main.getByRole('button', { name: 'Eliminar cuenta Banco Security terminada en 6666' }),
    );
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Banco Security terminada en 6666');
    await press(page, confirm.getByRole('button', { name: 'Si' }));
    await expect(confirm).toBeHidden();
    await expect(editButton(main, 'Banco Security terminada en 6666')).toHaveCount(0);
    await expect(main.getByText(LIMIT)).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Agregar' })).toBeVisible();
    // Focus moves to the neighbour card (the last one left), never lost to the page.
    await expect(editButton(main, 'Banco de Chile terminada en 0000').nth(1)).toBeFocused();

    // Everything was saved: a fresh load shows the two accounts.
    await page.reload();
    await expect(editButton(main, 'Banco de Chile terminada en 0000')).toHaveCount(2);
    await expect(editButton(main, 'Banco Security terminada en 6666')).toHaveCount(0);
  });

  test('placement agents are listed read-only: Ver opens them without anything to save', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    let saves = 0;
    // Agents are registered by the executive, not from the portal: the test gives Camila one.
    await page.route('**/api/wizards/CUENTASBANCARIASCLIENTE/data', async (route) => {
      if (route.request().method() !== 'GET') {
        saves += 1;
        return route.continue();
      }
      const response = await route.fetch();
      const body = (await response.json()) as { jsonData: Record<string, unknown> };
      body.jsonData.agentesColocadores = [
        {
          Nombre: 'Valores Andinos Corredores de Bolsa S.A.',
          Rut: '76.543.210-3',
          FechaInicio: '15/03/2021',
        },
      ];
      await route.fulfill({ response, json: body });
    });
    await openLoggedIn(page, demo.camila.rut, WIZARD);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: 'Agentes colocadores', exact: true }),
    ).toBeVisible();
    const view = main.getByRole('button', { name: 'Ver Valores Andinos Corredores de Bolsa S.A.' });
    await press(page, view);
    await expect(main.getByRole('heading', { name: 'Agente colocador' })).toBeFocused();
    await expect(main.getByText('76.543.210-3')).toBeVisible();
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await expectAxeClean(page);
    await press(page, main.getByRole('button', { name: 'Volver a la lista' }));
    await expect(view).toBeFocused();
    expect(saves).toBe(0);
  });
});
