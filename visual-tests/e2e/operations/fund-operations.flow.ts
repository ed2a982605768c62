import { expect, test, type Page } from '@playwright/test';
import {
  choose,
  pickRadio,
  press,
  pressUntilFocused,
  select,
  toggle,
  typeInto,
} from '../keyboard.ts';
import { demo, expectAxeClean, login } from '../portal.ts';

// Against the operations API (its own database, clock from Friday 27/11/2026 13:20): between
// the money market's 13:00 cut-off and the others' 14:00. Keyboard only, axe clean.

const main = (page: Page) => page.getByRole('main');

/** Comprar's data step, filled from the keyboard. */
async function fillInvestment(
  page: Page,
  { fund, amount, payment }: { fund: RegExp; amount: string; payment: RegExp },
) {
  const form = main(page).getByRole('form', { name: 'Datos de la inversión' });
  await expect(form).toBeVisible();
  await choose(page, select(form, 'Fondo'), fund);
  await pickRadio(
    page,
    form.getByRole('radiogroup', { name: /Forma de pago/ }),
    form.getByRole('radio', { name: payment }),
  );
  await typeInto(page, form.getByRole('textbox', { name: /Monto a invertir/ }), amount);
  await press(page, form.getByRole('button', { name: 'Continuar' }));
}

test.describe('fund operations', () => {
  test('Camila invests above her profile: accepts the fit, gets the voucher and its PDF, sees it in transit; a second confirm of the same step records nothing more', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    await page.goto('/ffmm/invertir');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Invertir en Fondos Mutuos' }),
    ).toBeVisible();
    await fillInvestment(page, {
      fund: /^Fondo Mutuo Acciones Chile \(Riesgo 6 de 7\)/,
      amount: '300000',
      payment: /Transferencia bancaria/,
    });

    // The confirm step: what will happen, and the profile fit to accept.
    await expect(page).toHaveURL(/\/ffmm\/invertir\/confirmar\?.*clave=/);
    const confirmUrl = page.url();
    await expect(main(page).getByText('$ 300.000').first()).toBeVisible();
    await expect(main(page).getByText('27/11/2026').first()).toBeVisible();
    await expect(
      main(page).getByText('Este fondo tiene un riesgo mayor al de su perfil'),
    ).toBeVisible();
    await expectAxeClean(page);
    // Confirmar without the acceptance: the declaration is asked for, nothing is sent.
    await press(page, main(page).getByRole('button', { name: 'Confirmar' }));
    await expect(main(page).getByText('Para continuar, acepte la declaración.')).toBeVisible();
    await toggle(page, main(page).getByRole('checkbox', { name: /Declaro que fui informado/ }));
    // A double submit: Enter twice on Confirmar sends once.
    await pressUntilFocused(page, main(page).getByRole('button', { name: 'Confirmar' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/ffmm\/invertir\/comprobante\/\d+$/);
    const folio = /comprobante\/(\d+)$/.exec(page.url())?.[1] ?? '';
    await expect(main(page).getByRole('heading', { name: 'Inversión ingresada' })).toBeFocused();
    await expect(main(page).getByText(folio).first()).toBeVisible();
    await expectAxeClean(page);
    const download = page.waitForEvent('download');
    await press(page, main(page).getByRole('button', { name: /Descargar comprobante/ }));
    expect((await download).suggestedFilename()).toBe(`comprobante-${folio}.pdf`);

    // The confirm step opened again (a reload, the history): its key answers the same voucher.
    await page.goto(confirmUrl);
    await toggle(page, main(page).getByRole('checkbox', { name: /Declaro que fui informado/ }));
    await press(page, main(page).getByRole('button', { name: 'Confirmar' }));
    await expect(page).toHaveURL(new RegExp(`/ffmm/invertir/comprobante/${folio}$`));

    // In transit, once: the double submit and the second confirm recorded one movement.
    await press(page, main(page).getByRole('link', { name: 'Ver Movimientos en Tránsito' }));
    await expect(page).toHaveURL(/\/ffmm\/misFondos\/enTransito$/);
    await expect(main(page).getByRole('cell', { name: folio, exact: true })).toHaveCount(1);
    const contributions = main(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Aporte' }) })
      .filter({ hasText: 'Fondo Mutuo Acciones Chile (Serie A)' });
    await expect(contributions).toHaveCount(1);
  });

  test('Camila redeems part of a fund, then a partial redemption over the limit gets the message', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    await page.goto('/ffmm/invertir/vender');
    const form = main(page).getByRole('form', { name: 'Datos del rescate' });
    await choose(page, select(form, 'Fondo a rescatar'), /Fondo Mutuo Renta Chile, Serie A/);
    await pickRadio(
      page,
      form.getByRole('radiogroup', { name: /Tipo de rescate/ }),
      form.getByRole('radio', { name: 'Parcial por monto' }),
    );
    await typeInto(page, form.getByRole('textbox', { name: /Monto a rescatar/ }), '150000');
    await choose(page, select(form, 'Destino de los fondos'), /Cuenta corriente en pesos/);
    await press(page, form.getByRole('button', { name: 'Continuar' }));
    await expect(page).toHaveURL(/\/ffmm\/invertir\/vender\/confirmar\?/);
    await expect(main(page).getByText('Fecha de pago')).toBeVisible();
    await expectAxeClean(page);
    await press(page, main(page).getByRole('button', { name: 'Confirmar' }));
    await expect(page).toHaveURL(/\/ffmm\/invertir\/vender\/comprobante\/\d+$/);
    await expect(main(page).getByRole('heading', { name: 'Rescate ingresado' })).toBeFocused();

    // Over the partial limit: the spec's message, on the amount, and the data kept.
    await press(page, main(page).getByRole('link', { name: 'Nuevo rescate' }));
    const again = main(page).getByRole('form', { name: 'Datos del rescate' });
    await choose(page, select(again, 'Fondo a rescatar'), /Fondo Mutuo Renta Chile, Serie A/);
    await pickRadio(
      page,
      again.getByRole('radiogroup', { name: /Tipo de rescate/ }),
      again.getByRole('radio', { name: 'Parcial por monto' }),
    );
    await typeInto(page, again.getByRole('textbox', { name: /Monto a rescatar/ }), '999999999');
    await choose(page, select(again, 'Destino de los fondos'), /Cuenta bancaria registrada/);
    await press(page, again.getByRole('button', { name: 'Continuar' }));
    await expect(
      again.getByText(
        'El monto ingresado excede el límite para realizar un rescate parcial. Le solicitamos modificar el monto o hacer un rescate total.',
      ),
    ).toBeVisible();
    await expect(again.getByRole('textbox', { name: /Monto a rescatar/ })).toHaveValue(
      /999\.999\.999/,
    );
    await expectAxeClean(page);
  });

  test('after the 13:00 cut-off Camila is told the order waits for Monday, and cancels it', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    await page.goto('/ffmm/invertir');
    await fillInvestment(page, {
      fund: /^Fondo Mutuo Liquidez Pesos/,
      amount: '45000',
      payment: /Saldo en cuenta corriente/,
    });
    await expect(
      main(page).getByText(
        'Su operación ingresa fuera del horario de corte: se procesará el siguiente día hábil bancario, 30/11/2026.',
      ),
    ).toBeVisible();
    await press(page, main(page).getByRole('button', { name: 'Confirmar' }));
    await expect(page).toHaveURL(/\/comprobante\/\d+$/);
    const folio = /comprobante\/(\d+)$/.exec(page.url())?.[1] ?? '';

    // The tabs from the keyboard: the arrows move and open them (each a route).
    await pressUntilFocused(page, main(page).getByRole('tab', { name: 'Comprar' }));
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/ffmm\/invertir\/vender$/);
    await expect(main(page).getByRole('tab', { name: 'Vender' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/ffmm\/invertir\/pac$/);
    await expect(main(page).getByRole('tab', { name: 'Aporte mensual (PAC)' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/ffmm\/invertir\/fueraDeHorario$/);
    await expect(
      main(page).getByRole('tab', { name: 'Movimientos fuera de horario' }),
    ).toBeFocused();
    const table = main(page).getByRole('table', { name: 'Movimientos fuera de horario' });
    await expect(table.getByRole('rowheader', { name: folio })).toBeVisible();
    await expectAxeClean(page);
    await press(
      page,
      table.getByRole('button', { name: /Anular aporte en Fondo Mutuo Liquidez Pesos/ }),
    );
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('$ 45.000');
    await press(page, dialog.getByRole('button', { name: 'Anular movimiento' }));
    await expect(main(page).getByText(`Movimiento folio ${folio} anulado.`)).toBeVisible();
    await expect(table.getByRole('rowheader', { name: folio })).toHaveCount(0);
  });

  test('Camila simulates a plan by objective, takes the suggested monthly amount, saves it, opens a fund of it to invest, and deletes it', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    await page.goto('/ffmm/inviertePorObjetivos');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inversión por Objetivos' }),
    ).toBeVisible();
    const form = main(page).getByRole('form', { name: 'Su plan' });
    await choose(page, select(form, 'Objetivo'), /^Comprar una vivienda$/);
    await typeInto(page, form.getByRole('textbox', { name: /^Meta/ }), '30000000');
    await typeInto(page, form.getByRole('textbox', { name: /^Plazo en años/ }), '5');
    await typeInto(page, form.getByRole('textbox', { name: /^Inversión inicial/ }), '2000000');
    await typeInto(page, form.getByRole('textbox', { name: /^Aporte mensual/ }), '100000');
    // Her profile comes chosen: Moderado.
    await expect(form.getByRole('radio', { name: 'Moderado (su perfil)' })).toBeChecked();
    await press(page, form.getByRole('button', { name: 'Simular' }));

    await expect(page).toHaveURL(/objetivo=vivienda&meta=30000000&plazo=5/);
    const result = main(page).getByRole('region', { name: 'Resultado de la simulación' });
    await expect(
      result.getByText(/Para alcanzar su meta, aporte \$\s[\d.]+ al mes\./),
    ).toBeVisible();
    await expect(result.getByRole('img', { name: 'Proyección de su inversión' })).toBeVisible();
    await expect(
      result.getByRole('table', { name: 'Proyección año a año' }).getByRole('row'),
    ).toHaveCount(7);
    await expect(result.getByText(/Rentabilidades pasadas no garantizan/)).toBeVisible();
    await expectAxeClean(page);

    await press(page, result.getByRole('button', { name: 'Usar el aporte sugerido' }));
    await expect(result.getByText(/alcanza su meta\./)).toBeVisible();
    await typeInto(
      page,
      result.getByRole('textbox', { name: /Nombre de la estrategia/ }),
      'Pie del departamento',
    );
    await press(page, result.getByRole('button', { name: 'Guardar estrategia' }));
    await expect(result.getByText('Estrategia «Pie del departamento» guardada.')).toBeVisible();
    const saved = main(page).getByRole('region', { name: 'Mis estrategias' });
    await expect(saved.getByText('Pie del departamento')).toBeVisible();

    // A fund of the suggested portfolio opens the invest flow, prefilled.
    await press(page, result.getByRole('link', { name: /^Invertir en Fondo Mutuo Renta Chile/ }));
    await expect(page).toHaveURL(/\/ffmm\/invertir\?fundId=FM-RENTA-CHILE&serieId=A&monto=\d+/);
    await expect(select(main(page), 'Fondo')).toContainText('Fondo Mutuo Renta Chile');
    await page.goBack();

    const again = main(page).getByRole('region', { name: 'Mis estrategias' });
    await press(
      page,
      again.getByRole('button', { name: 'Eliminar la estrategia Pie del departamento' }),
    );
    await press(
      page,
      page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar estrategia' }),
    );
    await expect(again.getByText('Estrategia «Pie del departamento» eliminada.')).toBeVisible();
    await expect(again.getByText('Aún no ha guardado estrategias.')).toBeVisible();
  });

  test('Camila creates a monthly PAC, signs its mandate, sees it in force until day 5, and cancels it', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    await page.goto('/ffmm/invertir/pac');
    const form = main(page).getByRole('form', { name: 'Nuevo PAC' });
    await choose(page, select(form, 'Fondo'), /^Fondo Mutuo Renta Chile \(/);
    await typeInto(page, form.getByRole('textbox', { name: /^Aporte mensual/ }), '50000');
    await press(page, form.getByRole('button', { name: 'Crear PAC' }));
    await expect(form.getByText(/PAC creado\./)).toBeVisible();

    const table = main(page).getByRole('table', { name: 'Mis PAC' });
    const row = table.getByRole('row').filter({ hasText: 'Pendiente de firma' });
    await expect(row).toHaveCount(1);
    await expectAxeClean(page);
    await press(
      page,
      row.getByRole('button', { name: /^Firmar el mandato PAC de Fondo Mutuo Renta Chile/ }),
    );
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Declaro haber leído y entendido el mandato');
    await press(page, dialog.getByRole('button', { name: 'Firmar mandato' }));
    await expect(main(page).getByText('Mandato firmado: su PAC está vigente.')).toBeVisible();
    const inForce = table.getByRole('row').filter({ hasText: 'Vigente' });
    await expect(inForce).toContainText('07/12/2026');

    // Its performance before the first debit, and its certificate.
    await press(
      page,
      inForce.getByRole('button', { name: /^Rentabilidad del PAC de Fondo Mutuo Renta Chile/ }),
    );
    const performance = page.getByRole('dialog', { name: 'Rentabilidad del PAC' });
    await expect(performance.getByText('Aún no hay cargos')).toBeVisible();
    await expect(performance.getByText('$ 0').first()).toBeVisible();
    await expectAxeClean(page);
    const certificate = page.waitForEvent('download');
    await press(page, performance.getByRole('button', { name: 'Descargar certificado (PDF)' }));
    expect((await certificate).suggestedFilename()).toMatch(/^certificado-pac-[0-9a-f]{8}\.pdf$/);
    await press(page, performance.getByRole('button', { name: 'Cerrar', exact: true }));
    await expect(performance).toBeHidden();

    await press(
      page,
      inForce.getByRole('button', { name: /^Anular el PAC de Fondo Mutuo Renta Chile/ }),
    );
    await press(page, page.getByRole('alertdialog').getByRole('button', { name: 'Anular PAC' }));
    await expect(main(page).getByText('PAC anulado.')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Anulado' })).toHaveCount(1);
  });

  // Last: from here on Camila has two fund accounts, and the invest form asks which one.
  test('Camila opens a sub-account for a goal, invests in it from its link, and Mis Fondos shows it apart', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    await page.goto('/ffmm/misFondos');
    const section = main(page).getByRole('region', { name: 'Mis subcuentas' });
    await expect(section.getByRole('table', { name: 'Mis subcuentas' })).toBeVisible();
    await press(page, section.getByRole('button', { name: 'Abrir subcuenta' }));
    const dialog = page.getByRole('dialog', { name: 'Abrir una subcuenta' });
    await typeInto(
      page,
      dialog.getByRole('textbox', { name: /Nombre de la subcuenta/ }),
      'Vacaciones',
    );
    await expectAxeClean(page);
    await press(page, dialog.getByRole('button', { name: 'Abrir subcuenta' }));
    await expect(dialog).toBeHidden();
    await expect(
      section.getByText('Subcuenta Vacaciones abierta con el número 100234-06.'),
    ).toBeVisible();
    const row = section.getByRole('row').filter({ hasText: '100234-06' });
    await expect(row).toContainText('Vacaciones');
    await expectAxeClean(page);

    await press(page, section.getByRole('link', { name: 'Invertir en esta subcuenta' }));
    await expect(page).toHaveURL(/\/ffmm\/invertir\?cuentaId=100234-06$/);
    const form = main(page).getByRole('form', { name: 'Datos de la inversión' });
    await expect(select(form, 'Cuenta de inversión')).toContainText('Vacaciones N° 100234-06');
    await fillInvestment(page, {
      fund: /^Fondo Mutuo Renta Chile \(/,
      amount: '120000',
      payment: /Transferencia bancaria/,
    });
    await press(page, main(page).getByRole('button', { name: 'Confirmar' }));
    await expect(main(page).getByRole('heading', { name: 'Inversión ingresada' })).toBeFocused();

    await page.goto('/ffmm/misFondos');
    await expect(
      main(page)
        .getByRole('region', { name: 'Mis subcuentas' })
        .getByRole('row')
        .filter({ hasText: '100234-06' }),
    ).toContainText('$ 120.000');
  });
});
