import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { press, typeInto } from './keyboard.ts';

const STEP_S = 30;

/** The API's clock (CLOCK_NOW runs on from the start) minus ours, in ms: codes follow it. */
export async function apiOffsetMs(page: Page): Promise<number> {
  const before = Date.now();
  const response = await page.request.get('/api/health');
  const { time } = (await response.json()) as { time: string };
  return Date.parse(time) - (before + Date.now()) / 2;
}

/**
 * A code of the app for the step after the API's current one (accepted: one step of drift),
 * later than `usedStep`, the last one the API accepted (a code is never accepted twice).
 */
export async function freshCode(page: Page, secret: string, offsetMs: number, usedStep: number) {
  const current = () => Math.floor((Date.now() + offsetMs) / 1000 / STEP_S);
  while (current() + 1 <= usedStep) await page.waitForTimeout(1000);
  const step = current() + 1;
  return { code: await generate({ secret, epoch: step * STEP_S }), step };
}

/** A six-digit code that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * Enrols an authenticator app in Mi Perfil > Administrar dispositivos from the keyboard, as a
 * client reads the key shown to type by hand: its secret, the API's offset and the step used.
 */
export async function enrolAuthenticatorApp(page: Page) {
  const offset = await apiOffsetMs(page);
  await page.goto('/miPerfil/administrarDispositivos');
  const section = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await press(page, section.getByRole('button', { name: 'Agregar aplicación de autenticación' }));
  const secretText = await section
    .getByRole('definition')
    .filter({ hasText: /^[A-Z2-7 ]{16,}$/ })
    .first()
    .innerText();
  const secret = secretText.replace(/\s/g, '');
  const enrol = await freshCode(page, secret, offset, -1);
  await typeInto(
    page,
    section.getByRole('textbox', { name: /^Código de verificación/ }),
    enrol.code,
  );
  await press(page, section.getByRole('button', { name: 'Activar' }));
  await expect(section.getByRole('alert').or(section.getByRole('status')).first()).toContainText(
    'Aplicación de autenticación: activado.',
  );
  return { secret, offset, step: enrol.step };
}
