import { expect, test, type Page } from '@playwright/test';
import { tefeAccessMessages } from '@inversiones/contract/tefe-messages';
import { choose, press, toggle, typeInto } from './keyboard.ts';
import { demo, expectAxeClean, expectShell, login, openLoggedIn } from './portal.ts';

// TEFE's beneficiaries (issue 27): Camila, a natural person, opens the list from the header's
// menu and registers a beneficiary with an intermediary bank by keyboard, axe clean at 1280 and
// 375 px, and watches compliance approve it; a company profile without TEFE reads spec 6's
// refusal instead.

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
  // Her list holds what the other test registers meanwhile: the search looks for no one's name.
  const search = main(page).getByRole('search', { name: 'Buscar beneficiarios' });
  await search.getByRole('textbox', { name: 'Nombre o alias' }).focus();
  await page.keyboard.type('Laura');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tefe\/beneficiarios\?nombre=Laura$/);
  await expect(main(page).getByText('0 beneficiarios')).toBeVisible();
  await expect(
    main(page).getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
  ).toBeVisible();
  await expectAxeClean(page);
  await shot(page, 'beneficiarios');
});

test('Camila registers a beneficiary with an intermediary bank and sees compliance approve it', async ({
  page,
}) => {
  await openLoggedIn(page, demo.camila.rut, '/tefe/beneficiarios');
  await press(page, main(page).getByRole('link', { name: 'Agregar beneficiario' }));
  await expect(page).toHaveURL(/\/tefe\/beneficiarios\/nuevo$/);
  const form = main(page).getByRole('form', { name: 'Nuevo beneficiario' });
  const field = (name: RegExp, scope = form) => scope.getByRole('textbox', { name });

  // Sent empty: the summary says what is missing and takes the focus; nothing is saved.
  await press(page, form.getByRole('button', { name: 'Registrar beneficiario' }));
  const summary = form.getByRole('group', {
    name: 'Revise los siguientes datos antes de continuar',
  });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Nombres: Ingrese el nombre.');
  await expect(page).toHaveTitle(/^Error: /);

  await typeInto(page, field(/^Nombres/), 'Emily');
  await typeInto(page, field(/^Apellido paterno/), 'Carter');
  await typeInto(page, field(/^Alias/), 'Emily NY');
  await choose(page, form.getByRole('button', { name: /País de residencia/ }), /^Estados Unidos$/);
  await typeInto(page, field(/^Dirección(?! del banco)/), '250 West 57th Street, New York');
  await typeInto(page, field(/^Código de país del teléfono/), '1');
  // A letter in the phone is refused when the field is left, in Spanish.
  await typeInto(page, field(/^Teléfono/), '212555O123');
  await expect(field(/^Teléfono/)).toHaveAccessibleDescription(/Ingrese solo dígitos/);
  await typeInto(page, field(/^Teléfono/), '2125550123');
  await typeInto(page, field(/^Correo electrónico/), 'emily.carter@example.com');

  const bank = form.getByRole('region', { name: 'Banco del beneficiario' });
  await typeInto(page, field(/^Código SWIFT/, bank), 'chasus33');
  await press(page, bank.getByRole('button', { name: 'Buscar banco del beneficiario' }));
  await expect(bank.getByText(/^Encontramos JPMorgan Chase Bank, N\.A\./)).toBeVisible();
  await expect(field(/^Nombre del banco/, bank)).toHaveValue('JPMorgan Chase Bank, N.A.');
  await typeInto(page, field(/^Número de cuenta/, bank), '000987654321');
  await typeInto(page, field(/^Código ABA/, bank), '021000021');

  const intermediary = form.getByRole('region', { name: 'Banco intermediario' });
  await toggle(page, intermediary.getByRole('checkbox', { name: /banco intermediario/ }));
  await typeInto(page, field(/^Código SWIFT/, intermediary), 'CITIUS33');
  await press(page, intermediary.getByRole('button', { name: 'Buscar banco intermediario' }));
  await expect(field(/^Nombre del banco/, intermediary)).toHaveValue('Citibank N.A.');
  await typeInto(page, field(/^Número de cuenta/, intermediary), '36001122');
  await typeInto(page, field(/^Código ABA/, intermediary), '021000089');
  await expect(summary).toHaveCount(0);
  await expectAxeClean(page);
  await shot(page, 'beneficiario-nuevo');

  await press(page, form.getByRole('button', { name: 'Registrar beneficiario' }));
  await expect(page).toHaveURL(/\/tefe\/beneficiarios$/);
  await expect(
    main(page).getByText(/^Emily Carter quedó registrado y pendiente de aprobación/),
  ).toBeVisible();
  const card = main(page).getByRole('article', { name: 'Emily Carter' });
  await expect(card).toContainText('Pendiente de aprobación');
  // Compliance decides 20 s after the save; the list reads the status again on its own.
  await expect(card).toContainText('Aprobado', { timeout: 45_000 });
  await expectAxeClean(page);
  await shot(page, 'beneficiarios-emily');

  // Her page: both banks, and the way to change it.
  await press(page, card.getByRole('link', { name: 'Ver a Emily Carter' }));
  await expect(main(page).getByRole('heading', { level: 1, name: 'Emily Carter' })).toBeVisible();
  await expect(main(page)).toContainText('Citibank N.A.');
  await expect(main(page).getByRole('link', { name: 'Modificar a Emily Carter' })).toBeVisible();
  await expectAxeClean(page);
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
