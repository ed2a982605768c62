import { expect, test, type Page } from '@playwright/test';
import { press, toggle, typeInto } from './keyboard.ts';
import { DEMO_PASSWORD, demo, expectAxeClean, expectShell } from './portal.ts';

// Mis Datos Personales (its four tabs by deep link) and the contact validation after login, by
// keyboard only. Paula is this file's own client: no other spec logs in as her.
const client = demo.paula;

async function keyboardLogin(page: Page) {
  await page.goto('/login');
  await typeInto(page, page.getByRole('textbox', { name: /^RUT/ }), client.rut);
  await typeInto(page, page.getByLabel(/^Clave/), DEMO_PASSWORD);
  await press(page, page.getByRole('button', { name: 'Ingresar' }));
  await expect(page).not.toHaveURL(/\/login/);
  await expectShell(page, client.name);
}

/** A full-page screenshot at 1280 and at 375 px, kept with the test's results to look at. */
async function screenshots(page: Page, name: string) {
  const info = test.info();
  await page.screenshot({ path: info.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: info.outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const TABS = [
  ['', 'Datos Personales', 'Nombre y contacto'],
  ['/identificacion', 'Identificación', 'Identificación'],
  ['/autorizacion', 'Autorización y Clase de Órdenes', 'Clase de órdenes'],
  [
    '/cuentasBancarias',
    'Cuentas Bancarias y Formas de Pago',
    'Cuentas bancarias y agentes colocadores',
  ],
] as const;

test.describe('Mis Datos Personales and contact validation', () => {
  test.describe.configure({ timeout: 120_000 });

  test('each tab opens by deep link, back moves between tabs, and a saved datum survives a reload', async ({
    page,
  }) => {
    await keyboardLogin(page);
    for (const [path, tab, section] of TABS) {
      await page.goto(`/miPerfil/misDatosPersonales${path}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Mis Datos Personales' }),
      ).toBeVisible();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expectAxeClean(page);
      await screenshots(page, `tab${path.replace('/', '-') || '-datosPersonales'}`);
    }
    // The browser's back returns to the tab before.
    await page.goBack();
    await expect(page).toHaveURL(/\/miPerfil\/misDatosPersonales\/autorizacion$/);
    await expect(
      page.getByRole('tab', { name: 'Autorización y Clase de Órdenes' }),
    ).toHaveAttribute('aria-selected', 'true');

    // The order classes and channels she accepts: chosen and saved with the keyboard.
    const orders = page.getByRole('region', { name: 'Clase de órdenes' });
    const web = orders.getByRole('checkbox', { name: 'Portal web' });
    const subscriptions = orders.getByRole('checkbox', {
      name: 'Suscripciones (inversiones) en fondos mutuos',
    });
    await expect(web).not.toBeChecked();
    await toggle(page, subscriptions);
    await toggle(page, web);
    await press(page, orders.getByRole('button', { name: 'Guardar cambios' }));
    await expect(orders.getByText('Sus datos fueron guardados.')).toBeVisible();
    await expectAxeClean(page);

    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Clase de órdenes' });
    await expect(reloaded.getByRole('checkbox', { name: 'Portal web' })).toBeChecked();
    await expect(
      reloaded.getByRole('checkbox', { name: 'Suscripciones (inversiones) en fondos mutuos' }),
    ).toBeChecked();

    // Her own RUT cannot be an authorised person (spec 5).
    const authorised = page.getByRole('region', { name: 'Personas autorizadas para dar órdenes' });
    await expect(authorised).toBeVisible();
  });

  test('Paula validates her e-mail and mobile with the codes from the outbox', async ({
    page,
    context,
  }) => {
    await keyboardLogin(page);
    const form = page.getByRole('form', { name: 'Valide sus datos de contacto' });
    await expect(form).toBeVisible();
    await expectAxeClean(page);
    await screenshots(page, 'contact-form');

    // A phone that is not a mobile is refused on the spot.
    await typeInto(
      page,
      form.getByRole('textbox', { name: /^Correo electrónico/ }),
      'paula.mendez@correo-demo.cl',
    );
    const phone = form.getByRole('group', { name: /Teléfono celular/ });
    await typeInto(page, phone.getByRole('textbox', { name: /Número/ }), '223456789');
    await press(page, form.getByRole('button', { name: 'Enviar códigos' }));
    await expect(
      form.getByText('Ingrese un celular de 9 dígitos que empiece con 9.').last(),
    ).toBeVisible();
    await typeInto(page, phone.getByRole('textbox', { name: /Número/ }), '977771234');
    await press(page, form.getByRole('button', { name: 'Enviar códigos' }));
    await expect(
      form.getByText(/^Enviamos un código a p\*+@correo-demo\.cl y otro a \+56 9 \*\*\*\* 1234\./),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Código recibido por correo/ })).toBeFocused();
    await expectAxeClean(page);
    await screenshots(page, 'contact-codes');

    // Her inbox and her phone: the demo outbox, filtered by her RUT.
    const outbox = await context.newPage();
    await outbox.goto('/demo/bandeja');
    await typeInto(outbox, outbox.getByRole('textbox', { name: /^Filtrar por RUT/ }), client.rut);
    await press(outbox, outbox.getByRole('button', { name: 'Ver mensajes' }));
    const emailRow = outbox
      .getByRole('row')
      .filter({ hasText: 'Valide su correo electrónico' })
      .filter({ hasText: '@' });
    const smsRow = outbox.getByRole('row').filter({ hasText: 'validar este celular' });
    await expect(emailRow.first()).toBeVisible();
    const emailCode = /\b(\d{6})\b/.exec(await emailRow.first().innerText())?.[1] ?? '';
    const smsCode = /\b(\d{6})\b/.exec(await smsRow.first().innerText())?.[1] ?? '';
    expect(emailCode).toMatch(/^\d{6}$/);
    expect(smsCode).toMatch(/^\d{6}$/);
    await outbox.close();

    // A wrong code first: refused without saying which.
    const wrong = String((Number(smsCode) + 1) % 1_000_000).padStart(6, '0');
    await typeInto(
      page,
      form.getByRole('textbox', { name: /^Código recibido por correo/ }),
      emailCode,
    );
    await typeInto(page, form.getByRole('textbox', { name: /^Código recibido por SMS/ }), wrong);
    await press(page, form.getByRole('button', { name: 'Validar' }));
    await expect(form.getByRole('alert')).toContainText('Los códigos no son válidos');
    await expectAxeClean(page);

    await typeInto(page, form.getByRole('textbox', { name: /^Código recibido por SMS/ }), smsCode);
    await press(page, form.getByRole('button', { name: 'Validar' }));
    await expect(page.getByText('Datos de contacto validados')).toBeVisible();
    await expectAxeClean(page);
    await screenshots(page, 'contact-done');

    // Saved server-side: the next visit does not ask again.
    await page.reload();
    await expectShell(page, client.name);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Valide sus datos de contacto' })).toHaveCount(0);
  });
});
