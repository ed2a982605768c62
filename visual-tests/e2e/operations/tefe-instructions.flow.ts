import { expect, test, type Page } from '@playwright/test';
import { choose, press, typeInto } from '../keyboard.ts';
import { parseShownAmount } from '../money.ts';
import { demo, DEMO_PASSWORD, expectAxeClean } from '../portal.ts';
import { freshCode } from '../totp.ts';
import { enrolledApps, type EnrolledApp } from './enrolled-apps.ts';

// Against the operations API (after the order signing, which enrolled Camila's authenticator
// app; its clock Friday 27/11/2026 past the desk's 13:00 cut-off, so her transfers wait for
// Monday's): she instructs US$ 2.000 to her son with her second factor, downloads the receipt,
// and cancels a second transfer, which frees its dollars. Keyboard only.

const main = (page: Page) => page.getByRole('main');

async function shot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/tefe/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A code of her app no earlier flow can have used: the step after the API's next one. */
async function unusedCode(page: Page, app: EnrolledApp) {
  const now = Math.floor((Date.now() + app.offset) / 30_000);
  return (await freshCode(page, app.secret, app.offset, now + 1)).code;
}

/** The free dollars the data step shows beside the amount, in cents. */
async function freeCents(page: Page) {
  const term = main(page)
    .getByRole('term')
    .filter({ hasText: /^Saldo disponible$/ });
  await expect(term).toBeVisible();
  return parseShownAmount(await term.locator('xpath=following-sibling::dd[1]').innerText()).minor;
}

/** The data step, from the keyboard: her son, the amount and the compliance questions. */
async function fillData(page: Page, amount: string) {
  const form = main(page).getByRole('form', { name: 'Datos de la transferencia' });
  await choose(page, form.getByRole('button', { name: /Beneficiario/ }), /^Martín Pérez Rojas/);
  await typeInto(page, form.getByRole('textbox', { name: /^Monto a transferir/ }), amount);
  await choose(
    page,
    form.getByRole('button', { name: /Propósito de la transferencia/ }),
    /^Pago de estudios$/,
  );
  await choose(
    page,
    form.getByRole('button', { name: /Origen de los fondos/ }),
    /^Ahorros personales$/,
  );
  await choose(
    page,
    form.getByRole('button', { name: /Volumen anual estimado/ }),
    /^Entre US\$ 10\.001 y US\$ 50\.000$/,
  );
  return form;
}

/** The confirm step with a fresh code of her app; answers the voucher. */
async function confirmWithCode(page: Page, app: EnrolledApp) {
  const confirm = main(page).getByRole('form', { name: 'Confirme la transferencia' });
  await typeInto(
    page,
    confirm.getByRole('textbox', { name: /^Código de verificación/ }),
    await unusedCode(page, app),
  );
  await press(page, confirm.getByRole('button', { name: 'Confirmar transferencia' }));
  const voucher = main(page).getByRole('article', { name: 'Transferencia instruida' });
  await expect(voucher).toBeVisible();
  return voucher;
}

test.describe('TEFE instructions', () => {
  test('Camila instructs US$ 2.000 with her second factor, downloads its receipt, and cancels a second transfer', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const app = enrolledApps.get(demo.camila.rut);
    expect(app, 'the order-signing flow enrolled her app').toBeDefined();

    // Her login now asks for her app's code.
    await page.goto('/login');
    await typeInto(page, page.getByRole('textbox', { name: /^RUT/ }), demo.camila.rut);
    await typeInto(page, page.getByLabel(/^Clave/), DEMO_PASSWORD);
    await press(page, page.getByRole('button', { name: 'Ingresar' }));
    await expect(page).toHaveURL(/\/clavePrimaria$/);
    await typeInto(
      page,
      page.getByRole('textbox', { name: /^Código de verificación/ }),
      await unusedCode(page, app!),
    );
    await press(page, page.getByRole('button', { name: 'Continuar' }));
    await expect(page).toHaveURL(/\/$/);

    // From the header's menu.
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await press(page, nav.getByRole('button', { name: 'Transferencias Internacionales' }));
    await expect(page.getByRole('menuitem', { name: 'Instruir Transferencia' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tefe\/instruir$/);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Instruir transferencia' }),
    ).toBeVisible();
    const before = await freeCents(page);

    // US$ 2.000 to Martín: US$ 25 of commission (no intermediary bank), US$ 2.025 in all.
    const form = await fillData(page, '2000');
    await expect(
      form.getByRole('definition').filter({ hasText: /^US\$\s2\.025,00$/ }),
    ).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'instruir-datos');
    await press(page, form.getByRole('button', { name: 'Continuar' }));

    const confirm = main(page).getByRole('region', { name: 'Confirme la transferencia' });
    await expect(confirm).toContainText('Bank of America, N.A. (SWIFT BOFAUS3N)');
    await expect(confirm).toContainText('terminada en 6789');
    await expect(confirm).toContainText('Cuenta corriente en dólares N° 100234-04');
    await expectAxeClean(page);
    await shot(page, 'instruir-confirmar');
    const voucher = await confirmWithCode(page, app!);
    await expect(voucher).toContainText('Ingresada');
    await expect(voucher).toContainText('US$ 2.025,00');
    const folio = /Folio N° (\d+)/.exec(await voucher.innerText())?.[1];
    expect(folio).toBeDefined();

    // Its receipt.
    const download = page.waitForEvent('download');
    await press(page, voucher.getByRole('button', { name: 'Descargar comprobante' }));
    expect((await download).suggestedFilename()).toBe(`transferencia-${folio}.pdf`);
    await expectAxeClean(page);
    await shot(page, 'instruir-comprobante');

    // The list has it, entered; the held dollars left the free balance to the cent.
    const list = main(page).getByRole('table', { name: 'Sus transferencias' });
    await expect(list.getByRole('row', { name: /US\$ 2\.000,00/ })).toContainText('Ingresada');

    // A second one, then cancelled from the list: its dollars are free again.
    await press(page, voucher.getByRole('button', { name: 'Instruir otra transferencia' }));
    await fillData(page, '300');
    expect(await freeCents(page)).toBe(before - 202_500n);
    await press(page, main(page).getByRole('button', { name: 'Continuar' }));
    await confirmWithCode(page, app!);
    const cancel = list.getByRole('button', {
      name: 'Anular la transferencia de US$ 300,00 a Martín Pérez Rojas',
    });
    await press(page, cancel);
    const dialog = page.getByRole('alertdialog', { name: 'Anular transferencia' });
    await expect(dialog).toContainText('US$ 325,00');
    await press(page, dialog.getByRole('button', { name: 'Anular' }));
    await expect(
      main(page).getByText(
        'La transferencia a Martín Pérez Rojas fue anulada y su monto liberado.',
      ),
    ).toBeVisible();
    await expect(list.getByRole('row', { name: /US\$ 300,00/ })).toContainText(
      'Rechazada por el usuario',
    );
    await expect(list.getByRole('row', { name: /US\$ 2\.000,00/ })).toContainText('Ingresada');
    await expectAxeClean(page);
    await shot(page, 'instruir-lista');

    await press(page, main(page).getByRole('button', { name: 'Instruir otra transferencia' }));
    expect(await freeCents(page)).toBe(before - 202_500n);
  });
});
