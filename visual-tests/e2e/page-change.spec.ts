import { expect, test } from '@playwright/test';
import { seriousViolations } from '../src/axe.ts';
import { demo, login } from './portal.ts';

// WCAG 2.4.2 and 2.4.3: each page names itself in the title and announces itself on arrival.
test.describe('changing page', () => {
  test('each page has its own title, and following a menu link focuses the new heading', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Ingreso de clientes | Portal de Clientes | Inversiones');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveTitle(/^Error: Ingreso de clientes \| /);

    await login(page, demo.camila.rut);
    await expect(page).toHaveTitle('Inicio | Portal de Clientes | Inversiones');
    // At 1280 px Cartolas is among what the bar keeps under Más.
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('button', { name: 'Más' })
      .click();
    await page.getByRole('menuitem', { name: 'Cartolas' }).click();
    await expect(page).toHaveTitle('Cartolas | Portal de Clientes | Inversiones');
    await expect(page.getByRole('heading', { level: 1, name: 'Cartolas' })).toBeFocused();
  });

  test('right after a mouse login, the home page holds no announcement of the login button', async ({
    page,
  }) => {
    await login(page, demo.camila.rut);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // No wait for React Aria's announcer to time out: the route change has cleared it.
    const violations = await seriousViolations(page, undefined, {
      bestPractice: true,
      frameless: true,
    });
    expect(violations, violations.join('\n')).toEqual([]);
  });
});
