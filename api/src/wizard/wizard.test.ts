import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathOf, wizard, wizardConfig } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { loadWizardTemplates } from '../wizards.ts';
import { profileFromAnswers } from '../poll/investor-profile.ts';

const demo = useDemoApp();

describe('wizard templates', () => {
  it('are loaded from api/wizards; a second load changes nothing', async () => {
    const again = await loadWizardTemplates(demo.db);
    expect(again.loaded).toEqual([]);
    expect(again.unchanged).toEqual(
      expect.arrayContaining(['BIENVENIDA', 'EBDATOSPERSONALESCLIENTE', 'EBPERFILINVERSIONISTA']),
    );
  });

  it('refuse a file that does not match the contract', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wizards-'));
    try {
      await writeFile(join(dir, 'MALO.json'), JSON.stringify({ id: 'MALO', steps: [] }));
      await expect(loadWizardTemplates(demo.db, dir)).rejects.toThrow(/MALO\.json/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuse a bad property with the message the portal shows, naming its path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wizards-'));
    const template = {
      id: 'MALO',
      version: 1,
      config: {},
      steps: [
        { config: { type: 'info' }, items: [] },
        {
          config: { type: 'form' },
          items: [{ key: 'Sexo', element: 'radio', options: [{ value: 'Masculino' }] }],
        },
      ],
    };
    const parsed = wizardConfig.parseWizardConfig(template);
    expect(parsed).toMatchObject({ success: false, path: 'steps[1].items[0].options[0].key' });
    try {
      await writeFile(join(dir, 'MALO.json'), JSON.stringify(template));
      await expect(loadWizardTemplates(demo.db, dir)).rejects.toThrow(
        `Plantilla de asistente no válida en MALO.json: ${parsed.success ? '' : parsed.message}`,
      );
      // Nothing of a refused template reaches the database.
      const rows = await demo.db.query('SELECT id FROM wizard_templates WHERE id = $1', ['MALO']);
      expect(rows).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('are served by id, in the base context and in the named ones', async () => {
    const browser = await demo.as('16789012-1');
    for (const context of wizard.wizardContexts) {
      const response = await browser.get(
        pathOf(wizard.getWizardTemplate, { context, id: 'BIENVENIDA', x: 1 }),
      );
      expect(response.status).toBe(200);
      expect(wizard.getWizardTemplate.response.parse(await response.json()).id).toBe('BIENVENIDA');
    }
    expect(
      (
        await browser.get(
          pathOf(wizard.getWizardTemplate, { context: 'base', id: 'NOEXISTE', x: 1 }),
        )
      ).status,
    ).toBe(404);
    expect((await browser.get('/otroContexto/wizards/BIENVENIDA/data')).status).toBe(404);
  });
});

describe('wizard data', () => {
  it('starts empty, stores { rut, templateVersion, jsonData } per context, and reads it back', async () => {
    const browser = await demo.as('16789012-1');
    const path = pathOf(wizard.getWizardData, {
      context: 'enrolamientoBco',
      id: 'EBDATOSPERSONALESCLIENTE',
    });
    const empty = wizard.getWizardData.response.parse(await read(await browser.get(path)));
    expect(empty).toEqual({ rut: '16789012-1', templateVersion: 1, jsonData: {} });
    const jsonData = { datos: { Nombre: 'Valentina Paz', Sexo: 'F' }, email: null };
    const saved = await browser.call('PUT', path, { body: { templateVersion: 1, jsonData } });
    expect(saved.status).toBe(200);
    expect(wizard.putWizardData.response.parse(await saved.json()).jsonData).toEqual(jsonData);
    expect(await read(await browser.get(path))).toEqual({
      rut: '16789012-1',
      templateVersion: 1,
      jsonData,
    });
    // Another context keeps its own record.
    const base = await read(
      await browser.get(
        pathOf(wizard.getWizardData, { context: 'base', id: 'EBDATOSPERSONALESCLIENTE' }),
      ),
    );
    expect(base.jsonData).toEqual({});
  });

  it('answers 409 with the server message on a template version conflict', async () => {
    const browser = await demo.as('16789012-1');
    const response = await browser.call(
      'PUT',
      pathOf(wizard.getWizardData, { context: 'base', id: 'BIENVENIDA' }),
      {
        body: { templateVersion: 7, jsonData: {} },
      },
    );
    expect(response.status).toBe(409);
    const body = await read(response);
    expect(body.message).toMatch(/Recargue el asistente/);
    expect(body.status).toBe(409);
  });

  it('answers 400 to a malformed body and 403 without XSRF', async () => {
    const browser = await demo.as('16789012-1');
    const path = pathOf(wizard.getWizardData, { context: 'base', id: 'BIENVENIDA' });
    const bad = await browser.call('PUT', path, { body: { templateVersion: 'uno', jsonData: {} } });
    expect(bad.status).toBe(400);
    expect((await read(bad)).path).toEqual(['templateVersion']);
    const noXsrf = await browser.call('PUT', path, {
      body: { templateVersion: 1, jsonData: {} },
      xsrf: false,
    });
    expect(noXsrf.status).toBe(403);
    expect((await new TestBrowser(demo.app).get(path)).status).toBe(401);
  });

  it('merges sections with save-section and reads them back', async () => {
    const browser = await demo.as('12345678-5');
    const path = pathOf(wizard.saveSection, { context: 'usoCanalDigital', id: 'UCDSHOWCONTRACT' });
    expect((await browser.call('PUT', path, { body: { a: 1 } })).status).toBe(200);
    expect((await browser.call('PUT', path, { body: { b: 2 } })).status).toBe(200);
    expect(await read(await browser.get(`${path}?staging=false`))).toEqual({ a: 1, b: 2 });
  });

  it('saves a company section only while acting for a company', async () => {
    const rodrigo = await demo.as('15432198-5', '2001');
    const path = pathOf(wizard.saveCompanySection, { context: 'base', id: 'BIENVENIDA' });
    const asHimself = await rodrigo.call('PUT', path, { body: { giro: 'Asesorías' } });
    expect(asHimself.status).toBe(403);
    expect((await read(asHimself)).message).toMatch(/a nombre de una empresa/);

    expect((await rodrigo.get('/contextualize/2002')).status).toBe(200);
    expect((await rodrigo.call('PUT', path, { body: { giro: 'Asesorías' } })).status).toBe(200);
    expect((await rodrigo.call('PUT', path, { body: { empleados: 12 } })).status).toBe(200);
    const saved = await read(
      await rodrigo.get(pathOf(wizard.saveSection, { context: 'base', id: 'BIENVENIDA' })),
    );
    expect(saved).toEqual({ giro: 'Asesorías', empleados: 12 });
  });
});

describe('jarvis and flow-wizard', () => {
  it("walks Valentina's journey: welcome, the bank enrolment, then the digital-channel contracts", async () => {
    const browser = await demo.as('16789012-1');
    const ask = async (context: wizard.WizardContext) =>
      wizard.jarvis.response.parse(
        await read(await browser.get(pathOf(wizard.jarvis, { context }))),
      ).response;
    /** The portal's call when wizard `id` ends: GET /{context}/jarvis/next?wizard=id. */
    const finish = async (context: wizard.WizardContext, id: string) =>
      wizard.jarvis.response.parse(
        await read(
          await browser.get(
            `${pathOf(wizard.jarvisAction, { context, action: 'next' })}?step=0&wizard=${id}`,
          ),
        ),
      ).response;
    expect(await ask('base')).toBe('open wizard BIENVENIDA');
    // The enrolment context still opens a wizard: the base context hands over to it.
    expect(await finish('base', 'BIENVENIDA')).toBe('ask enrolamientoBco');
    expect(await ask('enrolamientoBco')).toBe('open wizard EBDATOSPERSONALESCLIENTE');
    expect(await finish('enrolamientoBco', 'EBDATOSPERSONALESCLIENTE')).toBe(
      'open wizard EBCUENTASBANCARIASCLIENTE',
    );
    // Logging in again half-way resumes where she left, through the base context's ask.
    expect(await ask('base')).toBe('ask enrolamientoBco');
    expect(await finish('enrolamientoBco', 'EBCUENTASBANCARIASCLIENTE')).toBe(
      'open wizard EBPERFILINVERSIONISTA',
    );
    expect(await finish('enrolamientoBco', 'EBPERFILINVERSIONISTA')).toBe(
      'open wizard DECLARACIONINVERSIONISTA',
    );
    expect(await finish('enrolamientoBco', 'DECLARACIONINVERSIONISTA')).toBe('ask usoCanalDigital');
    expect(await ask('usoCanalDigital')).toBe('open wizard UCDSHOWCONTRACT');
    // The enrolment is done: from the base context, its ask is skipped for the contracts' one.
    expect(await ask('base')).toBe('ask usoCanalDigital');
    // procesar marks a wizard processed too (the signing flow's way to end it).
    const procesar = await browser.call(
      'PUT',
      pathOf(wizard.procesarWizard, { context: 'usoCanalDigital' }),
      {
        body: { WizardCode: 'UCDSHOWCONTRACT' },
      },
    );
    expect(await read(procesar)).toEqual({ ok: true, status: 'procesado' });
    expect(await ask('usoCanalDigital')).toBe('none');
    expect(await ask('enrolamientoBco')).toBe('none');
    expect(await ask('base')).toBe('none');
  });

  it("walks Ignacia's enrolment: ask, open wizard, then redirect_onboarding; flow-wizard too", async () => {
    const browser = await demo.as('18234567-9');
    const ask = async (context: wizard.WizardContext) =>
      wizard.jarvis.response.parse(
        await read(await browser.get(pathOf(wizard.jarvis, { context }))),
      ).response;
    expect(await ask('base')).toBe('ask enrolamientoBco');
    expect(await ask('enrolamientoBco')).toBe('open wizard EBDATOSPERSONALESCLIENTE');
    const flow = wizard.flowWizard.response.parse(
      await read(await browser.get(pathOf(wizard.flowWizard, { code: 'enrolamientoBco' }))),
    );
    expect(flow).toEqual({
      code: 'enrolamientoBco',
      wizards: ['EBDATOSPERSONALESCLIENTE', 'DECLARACIONINVERSIONISTA'],
      next: 'EBDATOSPERSONALESCLIENTE',
    });
    const next = await read(
      await browser.get(
        `${pathOf(wizard.flowWizardStep, { code: 'enrolamientoBco', x: 'EBDATOSPERSONALESCLIENTE' })}?action=next`,
      ),
    );
    expect(next.response).toBe('open wizard DECLARACIONINVERSIONISTA');
    const afterDeclaration = await read(
      await browser.get(
        `${pathOf(wizard.jarvisAction, { context: 'enrolamientoBco', action: 'next' })}?step=0&wizard=DECLARACIONINVERSIONISTA`,
      ),
    );
    expect(afterDeclaration.response).toBe('redirect_onboarding');
    // The enrolment context opens nothing more: the base context skips its ask.
    expect(await ask('base')).toBe('none');
  });

  it('serves the demo wizards of the onboarding client, each parsing with the contract', async () => {
    const browser = await demo.as('16789012-1');
    for (const id of ['EBDATOSPERSONALESCLIENTE', 'DECLARACIONINVERSIONISTA']) {
      const body = await read(
        await browser.get(
          pathOf(wizard.getWizardTemplate, { context: 'enrolamientoBco', id, x: 0 }),
        ),
      );
      const parsed = wizardConfig.parseWizardConfig(body);
      expect(parsed.success, parsed.success ? '' : parsed.message).toBe(true);
    }
    const personal = wizardConfig.wizardConfigSchema.parse(
      await read(
        await browser.get(
          pathOf(wizard.getWizardTemplate, {
            context: 'enrolamientoBco',
            id: 'EBDATOSPERSONALESCLIENTE',
            x: 0,
          }),
        ),
      ),
    );
    const items = personal.steps.flatMap((step) => step.items);
    expect(items.find((q) => q.key === 'Sexo')?.options).toEqual([
      { key: 'M', value: 'Masculino' },
      { key: 'F', value: 'Femenino' },
    ]);
    expect(items.find((q) => q.key === 'NombreConyuge')?.showWhen).toEqual({
      key: 'EstadoCivil',
      value: 'C',
    });
    // Every `${field}` placeholder of the address cascade names a question of the same step.
    const address = personal.steps[1]!.items;
    const keys = new Set(address.map((q) => q.key));
    const urls = address.flatMap((q) => [
      q.service?.url,
      ...(q.update ?? []).map((u) => u.service?.url),
    ]);
    for (const url of urls.filter(Boolean)) {
      for (const [, field] of url!.matchAll(/\$\{(\w+)\}/g)) expect(keys).toContain(field);
    }
    // The cascade reaches real communes: Chile, Biobío, Concepción.
    const communes = await read(await browser.get('/pais/CL/ciudad/081/comunas'));
    expect(communes).toEqual(expect.arrayContaining([{ Codigo: '08101', Glosa: 'Concepción' }]));
  });

  it('answers none to a client without rules', async () => {
    const browser = await demo.as('12345678-5');
    expect(
      await read(await browser.get(`${pathOf(wizard.jarvis, { context: 'base' })}?step=0`)),
    ).toEqual({
      response: 'none',
    });
  });
});

describe('poll and contract signing', () => {
  it('computes the investor profile from the answers', () => {
    const answers = (...values: number[]) =>
      values.map((alternativa, i) => ({ pregunta: i, alternativa }));
    expect(profileFromAnswers(answers(1, 1, 2))).toBe(1);
    expect(profileFromAnswers(answers(2, 2, 2))).toBe(2);
    expect(profileFromAnswers(answers(3, 3, 2))).toBe(3);
  });

  it('POST preguntas stores the profile in the client record', async () => {
    const browser = await demo.as('12345678-5');
    const response = await browser.call('POST', '/perfilInversionista/encuesta', {
      body: {
        preguntas: [
          { pregunta: 1, alternativa: 3 },
          { pregunta: 2, alternativa: 3 },
        ],
      },
    });
    const body = wizard.poll.response.parse(await read(response));
    expect(body.PerfilInversionista.find((p) => p.Current)?.PerfilId).toBe(3);
    expect((await read(await browser.get('/client'))).Perfil).toBe('Agresivo');
    const empty = await browser.call('POST', '/perfilInversionista/encuesta', {
      body: { preguntas: [] },
    });
    expect(empty.status).toBe(400);
  });

  it('signs a contract by id with an authorizationId the server issued', async () => {
    const browser = await demo.as('12345678-5');
    const issued = await read(
      await browser.call('POST', '/contratos/CGF-2026/autorizacion', { body: {} }),
    );
    const response = await browser.call('POST', '/contratos/CGF-2026/firma', {
      body: { authorizationId: issued.authorizationId },
    });
    const body = wizard.signContractDocuments.response.parse(await read(response));
    expect(body.firmado).toBe(true);
    expect(body.fechaAutorizacion).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const missing = await browser.call('POST', '/contratos/CGF-2026/firma', { body: {} });
    expect((await read(missing)).path).toEqual(['authorizationId']);
  });
});
