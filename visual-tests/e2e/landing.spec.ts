import { REQUIRED_HEADERS } from '@inversiones/contract/wire';
import { expect, test, type Page } from '@playwright/test';
import { press, toggle } from './keyboard.ts';
import { demo, expectAxeClean, login, openLoggedIn } from './portal.ts';
import { expectNoSidewaysScroll } from './reflow.ts';

// The welcome landing BIENVENIDA greets Camila by her first name; 'No volver a mostrar'
// closes it and the API no longer offers it; the campaign wizard shows its hero, the streamed
// video and the YouTube step. Keyboard only inside the wizards. The API's database is shared by
// the files of one run: this file only suppresses Camila's landing (deep links still open it).

/** The channel headers every API call carries. */
const CHANNEL = REQUIRED_HEADERS;

/** The landing the API offers the logged-in client, read with the browser's session. */
async function offeredLanding(page: Page) {
  const response = await page.request.get('/api/landing', { headers: CHANNEL });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { wizardId: string | null; suprimidos: string[] } })
    .data;
}

test.describe('landing and campaign steps', () => {
  test('BIENVENIDA greets Camila; No volver a mostrar closes it and it is not offered again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await login(page, demo.camila.rut);
    expect((await offeredLanding(page)).wizardId).toBe('BIENVENIDA');

    await page.goto('/wizard/BIENVENIDA');
    const main = page.getByRole('main');
    const stepTitle = main.getByRole('heading', { level: 1, name: 'Le damos la bienvenida' });
    await expect(stepTitle).toBeFocused();
    // The first name, lower-cased in the page and capitalised by the style.
    const greeting = main.getByRole('heading', { level: 2, name: /^Hola, camila$/i });
    await expect(greeting).toBeVisible();
    expect(await greeting.innerText()).toBe('Hola, Camila');
    await expect(
      main.getByText('Para operar en el portal necesitamos completar algunos datos.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Comenzar' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Continuar más tarde' })).toBeVisible();
    await expectAxeClean(page);

    const suppressed = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/landing/BIENVENIDA/no-mostrar') && r.request().method() === 'POST',
    );
    await press(page, main.getByRole('button', { name: 'No volver a mostrar' }));
    expect((await suppressed).status()).toBe(200);
    // Embedded, the closed wizard leaves for the home page.
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect(main.getByRole('heading', { name: 'Le damos la bienvenida' })).toHaveCount(0);

    const offered = await offeredLanding(page);
    expect(offered).toEqual({ wizardId: null, suprimidos: ['BIENVENIDA'] });
    const controller = await page.request.get('/api/jarvis', { headers: CHANNEL });
    expect(((await controller.json()) as { response: string }).response).not.toBe(
      'open wizard BIENVENIDA',
    );
    // A new visit of the home page opens no landing over it.
    await page.reload();
    await expect(page.getByRole('banner')).toContainText(demo.camila.name);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the campaign wizard opens: hero, streamed video and the YouTube step, keyboard only', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openLoggedIn(page, demo.camila.rut, '/wizard/CAMPANAINVERSION');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Invierta desde $\u00a05.000' }),
    ).toBeFocused();
    await expect(main.getByRole('img', { name: /Ilustración de la cordillera/ })).toBeVisible();
    const hero = main.getByRole('heading', { level: 2, name: /su ahorro puede trabajar/ });
    expect(await hero.innerText()).toBe('Camila, su ahorro puede trabajar todos los días');
    await expectAxeClean(page);

    await press(page, main.getByRole('button', { name: 'Ver el video' }));
    await expect(
      main.getByRole('heading', { level: 1, name: 'Fondos mutuos en 2 minutos' }),
    ).toBeFocused();
    // The section's title (detail1) names the player; the stream is set 500 ms after the data.
    const video = main.locator('video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAccessibleName('Fondos mutuos: su ahorro trabajando todos los días');
    await expect(video).toHaveAttribute('controls', '');
    // The project runs with prefers-reduced-motion: the stream does not start by itself.
    expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(false);
    // The stream comes from the API (hls.js) and plays from the keyboard: Space on the player.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
      .toBeGreaterThanOrEqual(2);
    await toggle(page, video);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0.5);
    await expect(main.getByText(/No es posible reproducir/)).toHaveCount(0);
    await expectAxeClean(page);

    await press(page, main.getByRole('button', { name: 'Continuar', exact: true }));
    await expect(
      main.getByRole('heading', { level: 1, name: 'Más sobre fondos mutuos' }),
    ).toBeFocused();
    await expect(main.getByTitle('Cómo funcionan los fondos mutuos')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );

    await press(page, main.getByRole('button', { name: 'Continuar', exact: true }));
    await press(page, main.getByRole('button', { name: 'Finalizar' }));
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  });

  test('the landing fits a 320 px wide screen (200 % zoom) without sideways scrolling', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/wizard/LANDINGNUEVO');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: /conozca lo nuevo/i })).toBeVisible();
    await expect(main.getByRole('button', { name: 'No volver a mostrar' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
  });
});
