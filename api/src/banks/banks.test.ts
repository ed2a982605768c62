import { wizard } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';

const demo = useDemoApp();

describe('GET /common/bancos', () => {
  it('lists the banks by name, SEC among them, for a logged-in client', async () => {
    const browser = new TestBrowser(demo.app);
    expect((await browser.login('12.345.678-5')).response.status).toBe(200);
    const response = await browser.get(wizard.bankList.path);
    expect(response.status).toBe(200);
    const banks = wizard.bankList.response.parse(await read(response));
    expect(banks.map((bank) => bank.Codigo)).toContain('SEC');
    const names = banks.map((bank) => bank.Nombre);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('refuses a caller without a session', async () => {
    const response = await new TestBrowser(demo.app).get(wizard.bankList.path);
    expect(response.status).toBe(401);
  });
});
