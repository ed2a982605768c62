import { securityPass } from '@inversiones/contract';
import { expect } from 'vitest';
import { read, type TestBrowser } from './browser.ts';

/**
 * Enrols an authenticator app on the browser's session and confirms it with `codeOf` (a code
 * of the secret at the test's clock); answers the secret.
 */
export async function enrolApp(
  browser: TestBrowser,
  codeOf: (secret: string) => Promise<string>,
): Promise<string> {
  const enrol = securityPass.crontoEnrol.response.parse(
    await read(await browser.get('/securityPass/cronto')),
  );
  const confirmed = await browser.call('POST', '/securityPass/cronto', {
    body: { codigo: await codeOf(enrol.secreto), proposito: 'enrolamiento' },
  });
  expect(confirmed.status).toBe(200);
  return enrol.secreto;
}
