import { expect } from '@playwright/test';
import { pickRadio, press, toggle, typeInto } from './keyboard.ts';
import { test } from './market-opening.ts';
import { demo, expectAxeClean, login } from './portal.ts';

// Against an API of its own whose clock starts 45 s before Monday's opening: a limit order
// entered while the exchange is closed is scheduled, and fills when the clock reaches the
// opening; its voucher follows it there. Keyboard only.

test('Camila schedules a limit purchase before the opening and sees it fill when the market opens', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  await login(page, demo.camila.rut);
  await page.goto('/acciones/CHILE/comprar');
  const ticket = main.getByRole('form', { name: 'Comprar CHILE' });
  await expect(
    ticket.getByText(
      'La Bolsa de Santiago está cerrada. Puede ingresar su orden ahora: quedará programada para la apertura del 30/11/2026 09:30.',
    ),
  ).toBeVisible();
  await typeInto(page, ticket.getByRole('textbox', { name: /Cantidad de acciones/ }), '10');
  await pickRadio(
    page,
    ticket.getByRole('radiogroup', { name: /Tipo de orden/ }),
    ticket.getByRole('radio', { name: 'Con precio límite' }),
  );
  // The band's ceiling: any opening price within the band reaches it.
  const ceiling = / y \$\s([\d.,]+)$/.exec(await ticket.getByText(/^Entre \$/).innerText())![1]!;
  await typeInto(page, ticket.getByRole('textbox', { name: /Precio límite/ }), ceiling);
  await expect(ticket.getByRole('region', { name: 'Costo de la orden' })).toContainText(
    'Total a pagar',
  );
  await press(page, ticket.getByRole('button', { name: 'Continuar' }));
  await expect(main.getByRole('heading', { name: 'Confirme su orden' })).toBeFocused();
  await expect(main.getByText('Programada para la apertura del 30/11/2026 09:30')).toBeVisible();
  // A share is above her profile (Moderado): she declares it.
  await toggle(page, main.getByRole('checkbox', { name: /esta acción tiene un riesgo mayor/ }));
  await press(page, main.getByRole('button', { name: 'Confirmar compra' }));

  await expect(main.getByRole('heading', { name: 'Orden de compra ingresada' })).toBeFocused();
  await expect(main.getByText('Pendiente de ejecución')).toBeVisible();
  await expectAxeClean(page);
  // The opening: the voucher reads the order again each price step and shows its fill.
  await expect(main.getByRole('heading', { name: 'Compra ejecutada' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    main.getByText('Su orden se ejecutó: el comprobante muestra el precio y los montos finales.'),
  ).toBeVisible();
  await expect(main.getByText('Precio de ejecución')).toBeVisible();
  await expect(main.getByText(/^30\/11\/2026 09:30 \(hora de Santiago\)$/)).toBeVisible();
  await expectAxeClean(page);
});
