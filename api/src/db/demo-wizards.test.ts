import { pathOf, wizard } from '@inversiones/contract';
import { isValidRut } from '@inversiones/es-cl';
import { describe, expect, it } from 'vitest';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { demoClients, demoJarvisRules } from './demo-data.ts';

/** Every wizard named in wizard-spec section 1, plus the test service LANDINGNUEVO. */
const NAMED_WIZARDS = [
  'BIENVENIDA',
  'UCDSHOWCONTRACT',
  'UCDSHOWCONTRACTNOTMAIL',
  'DECLARACIONINVERSIONISTA',
  'EBDATOSPERSONALESCLIENTE',
  'CUENTASBANCARIASCLIENTE',
  'EBCUENTASBANCARIASCLIENTE',
  'ONBCUENTASBANCARIASCLIENTE',
  'PERFILINVERSIONISTA',
  'EBPERFILINVERSIONISTA',
  'LANDINGNUEVO',
];

const demo = useDemoApp();

describe('demo wizards', () => {
  it.each(NAMED_WIZARDS)('%s has a template loaded, served to a logged-in client', async (id) => {
    const [row] = await demo.db.query<{ id: string }>(
      'SELECT id FROM wizard_templates WHERE id = $1',
      [id],
    );
    expect(row?.id, `api/wizards/${id}.json`).toBe(id);
    const browser = new TestBrowser(demo.app);
    expect((await browser.login('12345678-5')).response.status).toBe(200);
    const body = await read(
      await browser.get(pathOf(wizard.getWizardTemplate, { context: 'base', id, x: 0 })),
    );
    const template = wizard.getWizardTemplate.response.parse(body);
    expect(template.id).toBe(id);
    expect(template.steps.length).toBeGreaterThan(0);
  });

  it('every wizard a jarvis rule opens has a template, and each rule belongs to a demo login', async () => {
    const templates = new Set(
      (await demo.db.query<{ id: string }>('SELECT id FROM wizard_templates')).map((row) => row.id),
    );
    const logins = new Set(demoClients.map((client) => client.rut));
    for (const rule of demoJarvisRules) {
      expect(logins, rule.rut).toContain(rule.rut);
      if (rule.wizardId) expect(templates, rule.response).toContain(rule.wizardId);
      else expect(rule.response).toMatch(/^(ask \w+|redirect_onboarding|none)$/);
    }
  });

  it('the onboarding logins have valid ruts and do not share rules', () => {
    const onboarding = demoClients.filter((client) => client.pendingWizards);
    expect(onboarding.map((client) => client.rut)).toEqual(['16789012-1', '18234567-9']);
    for (const client of onboarding) {
      expect(isValidRut(client.rut), client.rut).toBe(true);
      expect(demoJarvisRules.some((rule) => rule.rut === client.rut)).toBe(true);
    }
  });
});
