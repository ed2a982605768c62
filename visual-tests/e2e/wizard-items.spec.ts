import { expect, test, type Page } from '@playwright/test';
import { press, toggle } from './keyboard.ts';
import { demo, expectAxeClean, login } from './portal.ts';
import { expectNoSidewaysScroll } from './reflow.ts';

// The form display items. Camila opens the DEMOCONTENIDOS content step, where every
// item kind renders, and a rawHtml configuration carrying a script and handlers stays inert.

const DEMO = '/wizard/DEMOCONTENIDOS';

/** Fails the test on any browser dialog; collects console lines and page errors. */
function watchSideEffects(page: Page) {
  const dialogs: string[] = [];
  const console: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => console.push(message.text()));
  page.on('pageerror', (error) => console.push(error.message));
  return { dialogs, console };
}

test.describe('wizard display items', () => {
  test('Camila sees every content item of DEMOCONTENIDOS, operates them by keyboard, axe clean', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    await page.goto(DEMO);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Antes de invertir' })).toBeVisible();

    // paragraph and info-message
    await expect(
      main.getByText(/antes de realizar su primer aporte en fondos mutuos/),
    ).toBeVisible();
    await expect(main.getByText('Horario de operaciones')).toBeVisible();
    await expect(main.getByText('14:00 horas')).toBeVisible();

    // alerts: the warning with its hidden-field overlay, the centred success
    await expect(main.getByRole('img', { name: 'Advertencia' })).toBeVisible();
    const why = main.getByRole('button', { name: '¿Por qué le mostramos este aviso?' });
    await press(page, why);
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByText(/exige informar que los valores de las cuotas/)).toBeVisible();
    const success = main.getByText('Su documentación está al día');
    await expect(success).toBeVisible();
    await expect(main.locator('[data-centered]')).toContainText('No tiene documentos pendientes');

    // bullet and rawHtml
    const bullets = main.getByRole('list').filter({ hasText: 'cédula de identidad vigente' });
    await expect(bullets.getByRole('listitem')).toHaveCount(3);
    await expect(main.getByRole('link', { name: 'contacto@inversiones.cl' })).toHaveAttribute(
      'href',
      'mailto:contacto@inversiones.cl',
    );

    // info-download: two documents under their heading
    await expect(
      main.getByRole('heading', { name: 'Documentos de su relación con nosotros' }),
    ).toBeVisible();
    const documents = main.getByRole('list', { name: 'Documentos de su relación con nosotros' });
    await expect(documents.getByRole('listitem')).toHaveCount(2);

    // download-single-doc (spelled donwload-single-doc): the PDF arrives named by the spec
    const single = main.getByRole('button', {
      name: 'Descargar Documento Contrato de Uso de Canal Digital',
    });
    const downloading = page.waitForEvent('download');
    await press(page, single);
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^contrato-de-uso-de-canal-digital-\d{8}-\d{6}\.pdf$/,
    );

    // message-block: shown only once 'Sí' is chosen
    await expect(main.getByRole('heading', { name: 'Cartola electrónica' })).toHaveCount(0);
    await toggle(page, main.getByRole('radio', { name: 'Sí' }));
    await expect(main.getByRole('heading', { name: 'Cartola electrónica' })).toBeVisible();
    await expect(
      main.getByRole('button', { name: 'Descargar Documento Contrato General de Fondos' }).last(),
    ).toBeVisible();

    // state message and flow response
    await expect(
      main.getByRole('heading', { name: 'Su perfil de inversionista está vigente' }),
    ).toBeVisible();
    await expect(
      main.getByRole('heading', { name: 'Solicitud de actualización recibida' }),
    ).toBeVisible();
    await expect(main.getByText(/Folio N° 2026-004512/)).toBeVisible();

    // No item fell back to the unknown-field block.
    await expect(main.getByText('Campo no disponible')).toHaveCount(0);
    await expectAxeClean(page);

    // 320 CSS px (200% zoom of 640): every item reflows without a horizontal scroll.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(main.getByRole('heading', { name: 'Cartola electrónica' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('a rawHtml configuration carrying a script and an onerror handler renders inert', async ({
    page,
  }) => {
    const effects = watchSideEffects(page);
    await page.route('**/api/wizards/DEMOCONTENIDOS/template/*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          id: 'DEMOCONTENIDOS',
          version: 1,
          config: { heading: { title: 'Contenido' }, modal: false, closable: true },
          steps: [
            {
              config: { type: 'form', title: 'Contenido de prueba', root: 'contenidos' },
              items: [
                {
                  element: 'rawHtml',
                  html:
                    '<p>Contenido seguro</p>' +
                    '<script>window.__pwned = true; console.log("pwned-script")</script>' +
                    '<img id="xss-img" src="x" onerror="window.__pwned = true; alert(\'pwned\')">' +
                    '<a id="xss-link" href="javascript:window.__pwned=true">Ver más</a>' +
                    '<svg onload="window.__pwned = true"></svg>' +
                    '<iframe srcdoc="<script>parent.__pwned = true</script>"></iframe>',
                },
              ],
            },
          ],
        }),
      }),
    );
    await login(page, demo.camila.rut);
    await page.goto(DEMO);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Contenido de prueba' })).toBeVisible();
    await expect(main.getByText('Contenido seguro')).toBeVisible();

    // Nothing executable reached the DOM.
    await expect(main.locator('script, iframe, svg[onload], [onerror], [onload]')).toHaveCount(0);
    await expect(page.locator('#xss-img')).toHaveCount(0);
    const link = main.getByText('Ver más');
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).toBeNull();
    // The link goes nowhere when used.
    await link.click();

    // Give a late handler (image error, load events) time to fire before concluding.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(effects.dialogs).toEqual([]);
    expect(effects.console.filter((line) => /pwned/.test(line))).toEqual([]);
  });
});
