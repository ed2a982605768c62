import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { health, pathOf, wizard, wizardConfig } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { loadWizardTemplates, type RefusedTemplate } from '../wizards.ts';
import { profileFromAnswers } from '../poll/investor-profile.ts';

const demo = useDemoApp();

/** Loads `dir` collecting what is refused instead of printing it. */
async function load(dir: string) {
  const logged: RefusedTemplate[] = [];
  const result = await loadWizardTemplates(demo.db, dir, Date.now(), (r) => logged.push(r));
  return { result, logged };
}

/** A complete, valid answer set of EBDATOSPERSONALESCLIENTE (single: no spouse fields). */
const personalData = {
  datos: {
    Nombre: 'Valentina Paz',
    ApellidoPaterno: 'Herrera',
    ApellidoMaterno: 'Díaz',
    Rut: '16789012-1',
    numeroSerie: 'A123456789',
    FechaNacimiento: '19900115',
    Sexo: 'F',
    Telefono: { prefix: '+56', number: '987654321' },
    Email: 'valentina@example.cl',
  },
  direccion: {
    codigoPais: 'CL',
    codigoRegion: '13',
    codigoCiudad: '131',
    codigoComuna: '13123',
    calle: 'Av. Providencia 1234',
  },
  laborales: { SituacionLaboral: 'DEP', Empleador: 'Constructora Andes', EstadoCivil: 'S' },
};

/** A poll answer as the portal saves it: each question with its chosen alternative marked. */
const answeredPoll = {
  encuesta: {
    preguntas: [1, 2, 3].map((numeroPregunta) => ({
      numeroPregunta,
      alternativas: [{ alternativa: 2, seleccionada: true }],
    })),
    perfilId: 2,
  },
};

describe('wizard templates', () => {
  it('are loaded from api/wizards; a second load changes nothing', async () => {
    const again = await loadWizardTemplates(demo.db);
    expect(again.loaded).toEqual([]);
    expect(again.unchanged).toEqual(
      expect.arrayContaining(['BIENVENIDA', 'EBDATOSPERSONALESCLIENTE', 'EBPERFILINVERSIONISTA']),
    );
  });

  it('refuse a file that does not match the contract, or is not JSON, alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wizards-'));
    try {
      await writeFile(join(dir, 'MALO.json'), JSON.stringify({ id: 'MALO', steps: [] }));
      await writeFile(join(dir, 'ROTO.json'), '{ "id": "ROTO", ');
      const { result, logged } = await load(dir);
      expect(result.refused.map((r) => r.file)).toEqual([
        `${basename(dir)}/MALO.json`,
        `${basename(dir)}/ROTO.json`,
      ]);
      expect(result.refused[1]!.error).toMatch(/^JSON no válido/);
      expect(logged).toEqual(result.refused);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuse a bad property alone, with the path-precise message, and serve the others; health says so', async () => {
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
    const good = { ...template, id: 'BUENO', steps: [{ config: { type: 'info' }, items: [] }] };
    try {
      // Files load in name order: the bad one first, and the good one after it still loads.
      await writeFile(join(dir, 'A_MALO.json'), JSON.stringify(template));
      await writeFile(join(dir, 'BUENO.json'), JSON.stringify(good));
      const { result, logged } = await load(dir);
      const refused = {
        file: `${basename(dir)}/A_MALO.json`,
        error: parsed.success ? '' : parsed.message,
      };
      expect(refused.error).toBe('steps[1].items[0].options[0].key: es obligatorio');
      expect(result).toMatchObject({ loaded: ['BUENO'], refused: [refused] });
      expect(logged).toEqual([refused]);
      // Nothing of a refused template reaches the database; the good one is served.
      const rows = await demo.db.query('SELECT id FROM wizard_templates WHERE id = $1', ['MALO']);
      expect(rows).toEqual([]);
      const browser = await demo.as('16789012-1');
      const served = await browser.get(
        pathOf(wizard.getWizardTemplate, { context: 'base', id: 'BUENO', x: 0 }),
      );
      expect(served.status).toBe(200);
      // The health answer names the refused file: degraded, still 200.
      const app = createApp({ db: demo.db, version: 't', wizards: result });
      const response = await app.request('/api/health');
      expect(response.status).toBe(200);
      const body = health.response.parse(await response.json());
      expect(body).toMatchObject({
        status: 'degraded',
        wizards: { loaded: 1, refused: [refused] },
      });
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
    expect(empty).toEqual({ rut: '16789012-1', templateVersion: 1, jsonData: {}, version: 0 });
    const jsonData = { datos: { Nombre: 'Valentina Paz', Sexo: 'F', Email: null } };
    const saved = await browser.call('PUT', path, { body: { templateVersion: 1, jsonData } });
    expect(saved.status).toBe(200);
    expect(wizard.putWizardData.response.parse(await saved.json()).jsonData).toEqual(jsonData);
    expect(await read(await browser.get(path))).toEqual({
      rut: '16789012-1',
      templateVersion: 1,
      jsonData,
      version: 1,
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
    const first = { contratoId: 'UCD-2026' };
    const second = { fechaAutorizacion: '14/03/2026' };
    expect((await browser.call('PUT', path, { body: first })).status).toBe(200);
    expect((await browser.call('PUT', path, { body: second })).status).toBe(200);
    expect(await read(await browser.get(`${path}?staging=false`))).toEqual({ ...first, ...second });
  });

  it('refuses keys the template does not declare (save-section, its company variant, PUT data)', async () => {
    const browser = await demo.as('12345678-5');
    const section = pathOf(wizard.saveSection, { context: 'base', id: 'DECLARACIONINVERSIONISTA' });
    const junk = await browser.call('PUT', section, {
      body: { a: 1, declaracionInversionista: {} },
    });
    expect(junk.status).toBe(400);
    expect(await read(junk)).toMatchObject({
      path: ['a'],
      message: expect.stringMatching(/campo a/),
    });
    // Inside a form step's root too.
    const nested = await browser.call('PUT', section, {
      body: { declaracionInversionista: { INVFI_1: true, x: 'y' } },
    });
    expect(nested.status).toBe(400);
    expect((await read(nested)).path).toEqual(['declaracionInversionista', 'x']);
    const data = pathOf(wizard.putWizardData, { context: 'base', id: 'DECLARACIONINVERSIONISTA' });
    const put = await browser.call('PUT', data, {
      body: {
        templateVersion: 1,
        jsonData: { declaracionInversionista: { INVFI_1: true }, extra: 1 },
      },
    });
    expect(put.status).toBe(400);
    expect((await read(put)).path).toEqual(['extra']);
    // Nothing of the refused bodies was kept.
    expect(await read(await browser.get(section))).toEqual({});

    const rodrigo = await demo.as('15432198-5');
    expect((await rodrigo.get('/contextualize/2002')).status).toBe(200);
    const company = await rodrigo.call(
      'PUT',
      pathOf(wizard.saveCompanySection, { context: 'base', id: 'DECLARACIONINVERSIONISTA' }),
      { body: { giro: 'Asesorías' } },
    );
    expect(company.status).toBe(400);
  });

  it('refuses a bank account listed twice with the spec message, storing nothing', async () => {
    const browser = await demo.as('16789012-1');
    const path = pathOf(wizard.saveSection, { context: 'base', id: 'EBCUENTASBANCARIASCLIENTE' });
    const account = { CuentaBancaria: '00-123-4', Banco: '12', IdMoneda: '1', IdTipoCtaBanc: '1' };
    const twice = await browser.call('PUT', path, {
      body: { cuentasBancariasCliente: [account, { ...account, CuentaBancaria: '1234' }] },
    });
    expect(twice.status).toBe(409);
    expect((await read(twice)).message).toBe(
      'Cuenta ingresada ya existe, debe ingresar una cuenta nueva.',
    );
    expect(await read(await browser.get(path))).toEqual({});
    const other = { ...account, CuentaBancaria: '5678' };
    const once = await browser.call('PUT', path, {
      body: { cuentasBancariasCliente: [account, other] },
    });
    expect(once.status).toBe(200);
  });

  it('saves a company section only while acting for a company', async () => {
    const rodrigo = await demo.as('15432198-5', '2001');
    const path = pathOf(wizard.saveCompanySection, { context: 'base', id: 'DEMOFORMULARIOLARGO' });
    const giro = { ficha: { Empleador: 'Asesorías' } };
    const asHimself = await rodrigo.call('PUT', path, { body: giro });
    expect(asHimself.status).toBe(403);
    expect((await read(asHimself)).message).toMatch(/a nombre de una empresa/);

    expect((await rodrigo.get('/contextualize/2002')).status).toBe(200);
    expect((await rodrigo.call('PUT', path, { body: giro })).status).toBe(200);
    const more = { ficha: { Empleador: 'Asesorías', Cargo: 'Gerente' } };
    expect((await rodrigo.call('PUT', path, { body: more })).status).toBe(200);
    const saved = await read(
      await rodrigo.get(pathOf(wizard.saveSection, { context: 'base', id: 'DEMOFORMULARIOLARGO' })),
    );
    expect(saved).toEqual(more);
  });
});

/** What completes each onboarding wizard of the demo (the others ask for nothing). */
const completeData: Record<string, Record<string, unknown>> = {
  EBDATOSPERSONALESCLIENTE: personalData,
  EBPERFILINVERSIONISTA: answeredPoll,
  DECLARACIONINVERSIONISTA: { declaracionInversionista: { INVFI_1: true } },
};

/** Saves the complete answers of wizard `id`, as the portal's last Continuar does. */
async function complete(browser: TestBrowser, context: wizard.WizardContext, id: string) {
  const jsonData = completeData[id];
  if (!jsonData) return;
  const path = pathOf(wizard.putWizardData, { context, id });
  const saved = await browser.call('PUT', path, { body: { templateVersion: 1, jsonData } });
  expect(saved.status, JSON.stringify(await saved.clone().json())).toBe(200);
}

const ONBOARDING = [
  'BIENVENIDA',
  'EBDATOSPERSONALESCLIENTE',
  'EBCUENTASBANCARIASCLIENTE',
  'EBPERFILINVERSIONISTA',
  'DECLARACIONINVERSIONISTA',
  'UCDSHOWCONTRACT',
] as const;

describe('onboarding cannot be skipped (issue 19)', () => {
  it('procesar with no data refuses every wizard with required answers; the controller still opens one', async () => {
    const browser = await demo.as('18234567-9');
    const statuses: Record<string, number> = {};
    for (const id of ONBOARDING) {
      const context =
        id.startsWith('EB') || id === 'DECLARACIONINVERSIONISTA'
          ? 'enrolamientoBco'
          : id.startsWith('UCD')
            ? 'usoCanalDigital'
            : 'base';
      const response = await browser.call('PUT', pathOf(wizard.procesarWizard, { context }), {
        body: { WizardCode: id },
      });
      statuses[id] = response.status;
      if (response.status === 422) {
        expect((await read(response)).message).toMatch(/^No es posible dar por terminado/);
      }
    }
    // The welcome asks for nothing, and the template lets the bank list stay empty (the portal's
    // manager does too); every other one waits for its answers or signatures.
    expect(statuses).toEqual({
      BIENVENIDA: 200,
      EBDATOSPERSONALESCLIENTE: 422,
      EBCUENTASBANCARIASCLIENTE: 200,
      EBPERFILINVERSIONISTA: 422,
      DECLARACIONINVERSIONISTA: 422,
      UCDSHOWCONTRACT: 422,
    });
    const next = await read(
      await browser.get(pathOf(wizard.jarvis, { context: 'enrolamientoBco' })),
    );
    expect(next.response).toBe('open wizard EBDATOSPERSONALESCLIENTE');
  });

  it('names the missing personal data in Spanish, and refuses invalid answers', async () => {
    const browser = await demo.as('16789012-1');
    const procesar = pathOf(wizard.procesarWizard, { context: 'base' });
    const empty = await browser.call('PUT', procesar, {
      body: { WizardCode: 'EBDATOSPERSONALESCLIENTE' },
    });
    expect(empty.status).toBe(422);
    const body = await read(empty);
    expect(body.path).toEqual(['datos', 'Nombre']);
    expect(body.message).toContain('faltan datos obligatorios (Nombres, Apellido paterno');
    const badRut = {
      ...personalData,
      datos: { ...personalData.datos, Rut: '16789012-2', Sexo: 'X' },
    };
    const invalid = await browser.call('PUT', procesar, {
      body: { WizardCode: 'EBDATOSPERSONALESCLIENTE', jsonData: badRut },
    });
    expect(invalid.status).toBe(422);
    expect((await read(invalid)).message).toMatch(/hay datos no válidos \(RUT, Sexo\)/);
    // Complete data through procesar itself is accepted.
    const ok = await browser.call('PUT', procesar, {
      body: { WizardCode: 'EBDATOSPERSONALESCLIENTE', jsonData: personalData },
    });
    expect(await read(ok)).toEqual({ ok: true, status: 'procesado' });
  });

  it('jarvis/next and flow-wizard ?action=next refuse a wizard without its answers', async () => {
    const browser = await demo.as('18234567-9');
    const viaJarvis = await browser.get(
      `${pathOf(wizard.jarvisAction, { context: 'enrolamientoBco', action: 'next' })}?step=2&wizard=EBDATOSPERSONALESCLIENTE`,
    );
    expect(viaJarvis.status).toBe(422);
    const viaFlow = await browser.get(
      `${pathOf(wizard.flowWizardStep, { code: 'enrolamientoBco', x: 'EBDATOSPERSONALESCLIENTE' })}?action=next`,
    );
    expect(viaFlow.status).toBe(422);
    expect((await read(viaFlow)).message).toContain('Nombre');
    // Nothing was marked: the controller still opens the personal data.
    const still = await read(
      await browser.get(pathOf(wizard.jarvis, { context: 'enrolamientoBco' })),
    );
    expect(still.response).toBe('open wizard EBDATOSPERSONALESCLIENTE');
    // Other actions (back, push) mark nothing and are not refused.
    const back = await browser.get(
      `${pathOf(wizard.jarvisAction, { context: 'enrolamientoBco', action: 'back' })}?wizard=EBDATOSPERSONALESCLIENTE`,
    );
    expect(back.status).toBe(200);
  });
});

describe('jarvis and flow-wizard', () => {
  it("walks Valentina's journey: welcome, the bank enrolment, then the digital-channel contracts", async () => {
    const browser = await demo.as('16789012-1');
    const ask = async (context: wizard.WizardContext) =>
      wizard.jarvis.response.parse(
        await read(await browser.get(pathOf(wizard.jarvis, { context }))),
      ).response;
    /** The portal's call when wizard `id` ends (its answers saved): GET /{context}/jarvis/next?wizard=id. */
    const finish = async (context: wizard.WizardContext, id: string) => {
      await complete(browser, context, id);
      return wizard.jarvis.response.parse(
        await read(
          await browser.get(
            `${pathOf(wizard.jarvisAction, { context, action: 'next' })}?step=0&wizard=${id}`,
          ),
        ),
      ).response;
    };
    expect(await ask('base')).toBe('open wizard BIENVENIDA');
    // An opened wizard comes with her whole journey, in order, across the contexts asked.
    const opened = wizard.jarvis.response.parse(
      await read(await browser.get(pathOf(wizard.jarvis, { context: 'enrolamientoBco' }))),
    );
    expect(opened.journey?.wizards).toEqual([
      'BIENVENIDA',
      'EBDATOSPERSONALESCLIENTE',
      'EBCUENTASBANCARIASCLIENTE',
      'EBPERFILINVERSIONISTA',
      'DECLARACIONINVERSIONISTA',
      'UCDSHOWCONTRACT',
    ]);
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
    // procesar marks a wizard processed too (the signing flow's way to end it), once signed.
    const contract = { context: 'usoCanalDigital', contractId: 'UCD-2026' } as const;
    const { authorizationId } = wizard.authorizeSigning.response.parse(
      await read(
        await browser.call('POST', pathOf(wizard.authorizeSigning, contract), { body: {} }),
      ),
    );
    const sign = await browser.call('POST', pathOf(wizard.signContractDocuments, contract), {
      body: { authorizationId },
    });
    expect(sign.status).toBe(200);
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
    await complete(browser, 'enrolamientoBco', 'EBDATOSPERSONALESCLIENTE');
    const next = await read(
      await browser.get(
        `${pathOf(wizard.flowWizardStep, { code: 'enrolamientoBco', x: 'EBDATOSPERSONALESCLIENTE' })}?action=next`,
      ),
    );
    expect(next.response).toBe('open wizard DECLARACIONINVERSIONISTA');
    await complete(browser, 'enrolamientoBco', 'DECLARACIONINVERSIONISTA');
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
