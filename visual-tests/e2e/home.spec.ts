import { expect, test } from '@playwright/test';
import { bundledFontLoaded } from '../src/fonts.ts';
import { demo, expectAxeClean, openLoggedIn } from './portal.ts';
import { expectNoSidewaysScroll } from './reflow.ts';

test.describe('the portal served by the reference API', () => {
  test('opens the home page: the dashboard of the client, from the API', async ({ page }) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
    });

    // The home page is behind the login guard.
    await openLoggedIn(page, demo.camila.rut, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi patrimonio' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Mi patrimonio' }).getByText('Total invertido'),
    ).toBeVisible();
    expect(await bundledFontLoaded(page), 'the bundled font is loaded').toBe(true);

    await expectAxeClean(page);
    expect(cspViolations, 'the strict CSP blocks nothing the portal needs').toEqual([]);
  });

  test('the chat sits in the executive banner: inside a landmark, over no content', async ({
    page,
  }) => {
    await openLoggedIn(page, demo.camila.rut, '/');
    const banner = page.getByRole('complementary', { name: 'Su ejecutivo de inversiones' });
    await expect(banner.getByRole('link', { name: /Chat con un ejecutivo/ })).toBeVisible();
    const position = await banner
      .getByRole('link', { name: /Chat con un ejecutivo/ })
      .evaluate((link) => getComputedStyle(link).position);
    expect(position).toBe('static');
  });

  test('on a phone the banner is one row; Contactar shows the booking and the chat', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openLoggedIn(page, demo.camila.rut, '/');
    const banner = page.getByRole('complementary', { name: 'Su ejecutivo de inversiones' });
    const contact = banner.getByRole('button', { name: /^Contactar a su ejecutivo, / });
    await expect(contact).toHaveAttribute('aria-expanded', 'false');
    // One row (about 60 px), not the whole band (about 220 px) above every page.
    expect((await banner.boundingBox())?.height).toBeLessThan(80);
    await expect(banner.getByRole('link', { name: 'Agendar reunión online' })).toBeHidden();
    await contact.focus();
    await page.keyboard.press('Enter');
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByRole('link', { name: /Chat con un ejecutivo/ })).toBeVisible();
    await expectAxeClean(page);
    await banner.getByRole('link', { name: 'Agendar reunión online' }).click();
    await expect(page).toHaveURL(/\/reunionOnline\/landing$/);
    // Folded again: the booking page starts near the top.
    await expect(contact).toHaveAttribute('aria-expanded', 'false');
  });

  for (const width of [1280, 320]) {
    test(`without a banner the chat covers nothing at the end of the home page (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 720 });
      // The chat is enabled, but the client record names no executive (so no banner hosts it).
      await page.route(/\/client$/, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, Ejecutivos: [] } });
      });
      await openLoggedIn(page, demo.camila.rut, '/');
      const chat = page.getByRole('complementary', { name: 'Chat' }).getByRole('link');
      await expect(chat).toBeVisible();
      // The lower sections mount one by one, Novedades last: the page ends once its banners are in.
      await expect(
        page.getByRole('region', { name: 'Novedades' }).getByRole('heading', { level: 3 }).first(),
      ).toBeVisible();
      // Sections off screen are laid out at an estimated height (content-visibility) until the
      // scroll brings them near: scroll to the end until the page's height holds for two frames.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const before = document.documentElement.scrollHeight;
            window.scrollTo(0, before);
            for (let frame = 0; frame < 2; frame += 1)
              await new Promise((done) => requestAnimationFrame(done));
            return document.documentElement.scrollHeight === before;
          }),
        )
        .toBe(true);
      const overlaps = await chat.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const parts = document.querySelectorAll<HTMLElement>(
          'main a, main button, main input, main select, main textarea, main [tabindex], main h1, main h2, main h3, main p, main li, footer a, footer p',
        );
        return [...parts]
          .filter((el) => el !== document.querySelector('main'))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) return false;
            return (
              r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
            );
          })
          .map((el) => `${el.tagName} ${el.textContent?.trim().slice(0, 40) ?? ''}`);
      });
      expect(overlaps).toEqual([]);
    });
  }

  test('sends the strict security headers', async ({ request }) => {
    const response = await request.get('/');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('reflows at 200% zoom (a 1280-px window is 640 CSS px wide) without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    await openLoggedIn(page, demo.camila.rut, '/');
    await expect(
      page.getByRole('region', { name: 'Mi patrimonio' }).getByText('Total invertido'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Indicadores' }).getByText('UF')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('redirects an unknown path to the home page, which asks for the login first', async ({
    page,
  }) => {
    await page.goto('/una/ruta/que/no/existe');
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ingreso de clientes' }),
    ).toBeVisible();
  });
});
