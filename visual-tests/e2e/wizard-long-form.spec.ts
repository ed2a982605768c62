import { expect, test } from '@playwright/test';
import { choose, isFocused, press, select, toggle, typeInto } from './keyboard.ts';
import { demo, expectAxeClean, login } from './portal.ts';

// A very long step (DEMOFORMULARIOLARGO, 43 fields) paints its fields as light shells;
// each becomes the full field when reached, by keyboard or pointer, and the step saves through
// the API like any other.

const DEMO = '/wizard/DEMOFORMULARIOLARGO';

test.describe('a very long wizard step', () => {
  test('Camila fills far fields by keyboard and pointer, sees a far error, and continues', async ({
    page,
  }) => {
    // About forty Tab presses, each mounting the field it reaches.
    test.setTimeout(90_000);
    await login(page, demo.camila.rut);
    await page.goto(DEMO);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: 'Antecedentes patrimoniales y de origen de fondos' }),
    ).toBeVisible();
    const shells = main.locator('[data-field-shell]');
    await expect(shells).toHaveCount(43);
    await expectAxeClean(page);

    // Pointer: a click on a shell hands the focus to the full field, which takes the typing.
    const name = main.getByRole('textbox', { name: /^Nombre completo/ });
    await name.click();
    await expect(name).toBeFocused();
    await page.keyboard.type('Camila Rojas');
    await expect(name).toHaveValue('Camila Rojas');
    await expect(shells).toHaveCount(42);

    // Keyboard: Tab reaches the next shell, which becomes the full field with the focus.
    await page.keyboard.press('Tab');
    const job = main.getByRole('textbox', { name: /^Profesión u oficio/ });
    expect(await isFocused(job)).toBe(true);
    await page.keyboard.type('Ingeniera comercial');
    await expect(job).toHaveValue('Ingeniera comercial');

    // A select and a date far down the step, reached by keyboard.
    await choose(page, select(main, 'Región de residencia'), /^Valparaíso/);
    const firstDeposit = main.getByRole('group', { name: /^Fecha estimada de su primer aporte/ });
    // The date's shell is a text box until reached, then the segments of the full field (the
    // first date after the region).
    const inSegment = () =>
      page.evaluate(() => document.activeElement?.getAttribute('role') === 'spinbutton');
    for (let i = 0; i < 20 && !(await inSegment()); i++) await page.keyboard.press('Tab');
    await expect(firstDeposit.getByRole('spinbutton').first()).toBeFocused();
    await page.keyboard.type('15032027');
    await expect(firstDeposit).toContainText('2027');

    // A checkbox shell ticked by a click on its label keeps the tick.
    const lawful = main.getByRole('checkbox', { name: /fondos provienen de actividades lícitas/ });
    await main.getByText('Declaro que los fondos provienen de actividades lícitas').click();
    await expect(lawful).toBeChecked();

    // Continuar (unavailable: aria-disabled) with two required fields left: their errors show.
    await press(page, main.getByRole('button', { name: 'Continuar', exact: true }));
    const origin = main.getByRole('textbox', { name: /^Origen de los fondos/ });
    await expect(origin).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByRole('link', { name: /Origen de los fondos/ })).toBeVisible();

    await typeInto(page, origin, 'Ahorro de remuneraciones');
    await toggle(page, main.getByRole('checkbox', { name: /información entregada es verdadera/ }));
    await main.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(main.getByRole('heading', { name: 'Confirmación' })).toBeVisible();
  });
});
