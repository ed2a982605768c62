import { expect, test, type Page } from '@playwright/test';
import { choose, press, pressUntilFocused, select, typeInto } from './keyboard.ts';
import { fillConcepcionAddress } from './address.ts';
import { demo, expectAxeClean, submitLogin } from './portal.ts';

// An onboarding client completes EBDATOSPERSONALESCLIENTE with the keyboard only,
// through validation errors, a 409 and a failed save, and finds her data after logging out.
// The API runs on a fresh in-memory database per run: this test owns Ignacia's onboarding
// (Valentina's whole journey belongs to onboarding-journey.spec.ts).

const WIZARD_DATA = '**/api/enrolamientoBco/wizards/EBDATOSPERSONALESCLIENTE/data';
const CONFLICT = 'Los datos cambiaron en otra sesión. Revise el formulario y vuelva a guardar.';
const SAVE_ERROR = 'Ha ocurrido un error, por favor intente más tarde...';
const REQUIRED = 'Este campo es requerido';

/** Logs in from /login with the keyboard; no missing-data notice: her wizard asks for the data. */
async function loginIgnacia(page: Page) {
  await page.goto('/login');
  await submitLogin(page, demo.ignacia.rut, 'Demo.2026');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'DATOS FALTANTES' })).toHaveCount(0);
}

test.describe('wizard engine', () => {
  test('Ignacia completes her personal data with the keyboard, through errors, a 409 and a failed save', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await loginIgnacia(page);

    // The controller opens the enrolment's first wizard as a modal labelled by its title.
    const wizard = page.getByRole('dialog', { name: 'Datos personales' });
    await expect(wizard).toBeVisible();
    const title = wizard.getByRole('heading', { name: 'Datos personales' });
    await expect(title).toBeFocused();
    // Focus moved there by the wizard, not by Tab: no ring on the title.
    await expect(title).toHaveCSS('outline-style', 'none');
    await expect(wizard).toContainText('1 / 3');
    await expect(wizard).toContainText(
      'Sus datos se guardan en cada paso: puede continuar más tarde.',
    );
    // Sexo is required and errors as required: marked (*) like the other fields.
    await expect(wizard.getByRole('radiogroup', { name: /^Sexo/ })).toContainText('(*)');

    // Tabbing through the empty form turns nothing red (errors wait for a change or Continuar).
    await pressUntilFocused(page, wizard.getByRole('textbox', { name: /^Nombres/ }));
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await expect(wizard.getByText(REQUIRED)).toHaveCount(0);

    // Continuar with nothing typed: a plain button (not aria-disabled); the error summary takes
    // the focus, linked to the fields.
    const next = wizard.getByRole('button', { name: 'Continuar', exact: true });
    await expect(next).not.toHaveAttribute('aria-disabled');
    await press(page, next);
    const summary = wizard.getByRole('heading', {
      name: 'Revise los siguientes datos antes de continuar',
    });
    await expect(summary).toBeVisible();
    await expect(wizard.getByRole('link', { name: /Nombres/ })).toBeVisible();
    await expect(wizard.getByText(REQUIRED).first()).toBeVisible();
    await expectAxeClean(page);

    const names = wizard.getByRole('textbox', { name: /^Nombres/ });
    await typeInto(page, names, 'Ignacia Belén');
    await typeInto(page, wizard.getByRole('textbox', { name: /^Apellido paterno/ }), 'Torres');
    await typeInto(page, wizard.getByRole('textbox', { name: /^Apellido materno/ }), 'Araya');
    const rut = wizard.getByRole('textbox', { name: /^RUT/ });
    await typeInto(page, rut, '182345679');
    // Valid on blur: it keeps the dotted form people read on their card (issue 18).
    await expect(rut).toHaveValue('18.234.567-9');

    // An expired identity card (the demo service says so for 999...): the serieNumber error.
    const serial = wizard.getByRole('textbox', { name: /^Número de serie de la cédula/ });
    await typeInto(page, serial, '999000111');
    await expect(
      wizard.getByText(
        'El número de serie de su cédula de identidad no es válido. Por favor, contacte a su Ejecutivo de Inversiones',
        // The field's own message (the error summary's link repeats it after the label).
        { exact: true },
      ),
    ).toBeVisible();
    await typeInto(page, serial, '123456789');
    await expect(
      wizard.getByText('El número de serie de su cédula de identidad no es válido', {
        exact: false,
      }),
    ).toHaveCount(0);

    // Birth date by its segments (DD/MM/YYYY).
    const birth = wizard.getByRole('group', { name: /Fecha de nacimiento/ });
    await pressUntilFocused(page, birth.getByRole('spinbutton').first());
    await page.keyboard.type('15031998');
    await page.keyboard.press('Tab');

    // Sex: arrows move the choice inside the radio group.
    await pressUntilFocused(page, wizard.getByRole('radio', { name: 'Masculino' }));
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(wizard.getByRole('radio', { name: 'Femenino' })).toBeChecked();

    const phone = wizard.getByRole('group', { name: /Teléfono celular/ });
    await choose(page, select(phone, 'Código de país'), /\+56/);
    await typeInto(page, phone.getByRole('textbox', { name: /Número/ }), '912345678');

    const email = wizard.getByRole('textbox', { name: /^Correo electrónico/ });
    await typeInto(page, email, 'ignacia.torres@');
    await expect(
      wizard.getByText('Ingrese un correo electrónico válido.', { exact: true }),
    ).toBeVisible();
    await typeInto(page, email, 'ignacia.torres@correo-demo.cl');
    await expect(
      wizard.getByText('Ingrese un correo electrónico válido.', { exact: true }),
    ).toHaveCount(0);

    // First save: the server answers 409 once. Its message is shown; nothing typed is lost.
    let conflicts = 1;
    await page.route(WIZARD_DATA, (route) =>
      route.request().method() === 'PUT' && conflicts-- > 0
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ message: CONFLICT, status: 409, path: ['templateVersion'] }),
          })
        : route.fallback(),
    );
    await press(page, wizard.getByRole('button', { name: 'Continuar', exact: true }));
    await expect(wizard.getByText(CONFLICT)).toBeVisible();
    await press(page, wizard.getByRole('button', { name: 'Volver al paso' }));
    await expect(names).toHaveValue('Ignacia Belén');
    await expect(rut).toHaveValue('18.234.567-9');
    await expect(email).toHaveValue('ignacia.torres@correo-demo.cl');
    await expect(wizard.getByRole('radio', { name: 'Femenino' })).toBeChecked();
    await expect(wizard.getByRole('alert').filter({ hasText: CONFLICT })).toBeVisible();

    // Second save: the network fails once. Reintentar (one attempt allowed) saves.
    let failures = 1;
    await page.route(WIZARD_DATA, (route) =>
      route.request().method() === 'PUT' && failures-- > 0
        ? route.abort('failed')
        : route.fallback(),
    );
    await press(page, wizard.getByRole('button', { name: 'Continuar', exact: true }));
    await expect(wizard.getByText(SAVE_ERROR)).toBeVisible();
    await press(page, wizard.getByRole('button', { name: 'Reintentar' }));
    await page.unrouteAll({ behavior: 'wait' });

    // Step 2: the address cascade, country -> region -> city -> commune, from the API's lists.
    const address = page.getByRole('dialog', { name: 'Dirección particular' });
    await expect(address.getByRole('heading', { name: 'Dirección particular' })).toBeFocused();
    await expect(address).toContainText('2 / 3');
    await fillConcepcionAddress(page, address);
    await press(page, address.getByRole('button', { name: 'Continuar', exact: true }));

    // Step 3: employment; continue later saves what is typed and closes.
    const work = page.getByRole('dialog', { name: 'Trabajo y familia' });
    await expect(work.getByRole('heading', { name: 'Trabajo y familia' })).toBeFocused();
    await expect(work.getByRole('textbox', { name: /^Empleador/ })).toHaveCount(0);
    await choose(page, select(work, 'Situación laboral'), /Trabajador\(a\) dependiente/);
    await typeInto(page, work.getByRole('textbox', { name: /^Empleador/ }), 'Forestal Biobío S.A.');
    await press(page, work.getByRole('button', { name: 'Continuar más tarde' }));
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Log out with the keyboard (profile menu, confirmation).
    await pressUntilFocused(
      page,
      page.getByRole('banner').getByRole('button', { name: /Mi cuenta/ }),
    );
    await page.keyboard.press('Enter');
    await pressUntilFocused(
      page,
      page.getByRole('menuitem', { name: 'Cerrar Sesión' }),
      'ArrowDown',
    );
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Cerrar Sesión' });
    await press(page, confirm.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(page).toHaveURL(/\/sitio-publico$/);

    // Back again: the wizard reopens (not finished) with everything saved.
    await loginIgnacia(page);
    const again = page.getByRole('dialog', { name: 'Datos personales' });
    await expect(again.getByRole('textbox', { name: /^Nombres/ })).toHaveValue('Ignacia Belén');
    await expect(again.getByRole('textbox', { name: /^RUT/ })).toHaveValue('18.234.567-9');
    await expect(again.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue(
      'ignacia.torres@correo-demo.cl',
    );
    await expect(again.getByRole('radio', { name: 'Femenino' })).toBeChecked();
    await expect(again.getByRole('group', { name: /Fecha de nacimiento/ })).toContainText('1998');

    // On a phone the dialog fills the screen and its actions stack full width in Tab order.
    await page.setViewportSize({ width: 375, height: 720 });
    const box = await again.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 720 });
    const actions = again.getByRole('group', { name: 'Acciones del paso' }).getByRole('button');
    const boxes = await Promise.all((await actions.all()).map((button) => button.boundingBox()));
    for (const [i, actionBox] of boxes.entries()) {
      expect(actionBox!.width).toBeGreaterThan(375 - 2 * 24);
      if (i > 0) expect(actionBox!.y).toBeGreaterThan(boxes[i - 1]!.y);
    }
    await expect(actions.last()).toHaveText('Continuar');
    await page.setViewportSize({ width: 1280, height: 800 });
    await press(page, again.getByRole('button', { name: 'Continuar', exact: true }));

    const addressAgain = page.getByRole('dialog', { name: 'Dirección particular' });
    await expect(select(addressAgain, 'Comuna')).toContainText('Concepción');
    await expect(addressAgain.getByRole('textbox', { name: /^Calle y número/ })).toHaveValue(
      'Calle Barros Arana 541',
    );
    await press(page, addressAgain.getByRole('button', { name: 'Continuar', exact: true }));

    const workAgain = page.getByRole('dialog', { name: 'Trabajo y familia' });
    await expect(select(workAgain, 'Situación laboral')).toContainText('Trabajador(a) dependiente');
    await expect(workAgain.getByRole('textbox', { name: /^Empleador/ })).toHaveValue(
      'Forestal Biobío S.A.',
    );

    // Married: the spouse's fields appear; her own rut is refused for the spouse (sameRut).
    await expect(workAgain.getByRole('textbox', { name: /^RUT del cónyuge/ })).toHaveCount(0);
    await choose(page, select(workAgain, 'Estado civil'), /Casado\(a\)/);
    const spouseRut = workAgain.getByRole('textbox', { name: /^RUT del cónyuge/ });
    await typeInto(page, spouseRut, '182345679');
    // The field's message (a hidden live region repeats it for screen readers).
    await expect(
      workAgain.getByText('No puede ingresar su propio RUT', { exact: true }).first(),
    ).toBeVisible();
    await expect(spouseRut).toHaveValue('');
    await typeInto(page, spouseRut, '123456785');
    await typeInto(
      page,
      workAgain.getByRole('textbox', { name: /^Nombre completo del cónyuge/ }),
      'Martín Soto Vera',
    );
    await press(page, workAgain.getByRole('button', { name: 'Continuar', exact: true }));

    // The last step saved: the result, then the controller opens the declaration in place.
    await expect(page.getByText('Los datos se han guardado con éxito.')).toBeVisible();
    await press(
      page,
      page.getByRole('dialog').getByRole('button', { name: 'Continuar', exact: true }),
    );
    await expect(page.getByRole('dialog', { name: 'Declaración de inversionista' })).toBeVisible();
    await expectAxeClean(page);
  });

  test('the /wizard/:wizardId route shows a wizard embedded in the page', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, demo.camila.rut, 'Demo.2026');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/wizard/DECLARACIONINVERSIONISTA');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Declaración de inversionista' })).toBeVisible();
    await expect(main.getByRole('checkbox', { name: /actividades lícitas/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAxeClean(page);
  });
});
