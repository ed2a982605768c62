import { wizard } from '@inversiones/contract';
import { Hono, type Context, type Handler } from 'hono';
import {
  activeRut,
  requireChannel,
  requireSession,
  type AppEnv,
  type Deps,
} from '../auth/guard.ts';
import { ApiError, body } from '../http.ts';
import { messages } from '../messages.ts';
import { documentGroups } from '../pdf/document-status.ts';
import { signatureServiceDown } from '../pdf/signature-service.ts';
import { documentsToSign, recordSignatures } from '../pdf/signatures.ts';

/** MandataryTypes id of a natural person (portal-spec section 3). */
const NATURAL_PERSON_TYPE = 0;

type Ctx = Context<AppEnv>;
const param = (c: Ctx, name: string) => c.req.param(name) ?? '';

/** The context of a wizard path: `/api/wizards/...` is the base one. */
function contextOf(c: Ctx): wizard.WizardContext {
  const context = c.req.param('context');
  if (context === undefined) return 'base';
  if ((wizard.wizardContexts as readonly string[]).includes(context) && context !== 'base') {
    return context as wizard.WizardContext;
  }
  throw new ApiError(404, messages.contextNotFound);
}

// The poll moved to ./poll.ts; re-exported for the existing wizard tests.
export { profileFromAnswers } from './poll.ts';

const ddmmyyyy = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};

/** Wizard templates and data, save-section, jarvis, flow-wizard, poll and contract signing. */
export function wizardRoutes(deps: Deps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const guard = requireSession(deps);
  const on = (method: 'get' | 'put' | 'post', paths: string[], handler: Handler<AppEnv>) => {
    for (const path of paths) {
      app.use(path, requireChannel, guard);
      app[method](path, handler);
    }
  };
  /** Base context and `/:context` variant of a wizard path. */
  const both = (path: string) => [path, `/:context${path}`];

  async function template(id: string) {
    const [row] = await db.query<{ version: number; body: wizard.WizardTemplate }>(
      'SELECT version, body FROM wizard_templates WHERE id = $1',
      [id],
    );
    if (!row) throw new ApiError(404, messages.wizardNotFound);
    return row;
  }

  async function storedData(rut: string, context: string, id: string) {
    const [row] = await db.query<{ template_version: number; json_data: Record<string, unknown> }>(
      `SELECT template_version, json_data FROM wizard_data
       WHERE rut = $1 AND context = $2 AND wizard_id = $3`,
      [rut, context, id],
    );
    return row;
  }

  async function saveData(
    rut: string,
    context: string,
    id: string,
    version: number,
    data: unknown,
  ) {
    await db.query(
      `INSERT INTO wizard_data (rut, context, wizard_id, template_version, json_data, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)
       ON CONFLICT (rut, context, wizard_id)
       DO UPDATE SET template_version = $4, json_data = $5::jsonb, updated_at = $6`,
      // undefined becomes null (spec: "user data as JSON, undefined turned to null").
      [
        rut,
        context,
        id,
        version,
        JSON.stringify(data, (_k, v: unknown) => (v === undefined ? null : v)),
        now(),
      ],
    );
  }

  on('get', both('/wizards/:id/data'), async (c) => {
    const context = contextOf(c);
    const id = param(c, 'id');
    const { version } = await template(id);
    const rut = activeRut(c);
    const row = await storedData(rut, context, id);
    return c.json({
      rut,
      templateVersion: row?.template_version ?? version,
      jsonData: row?.json_data ?? {},
    });
  });

  on('get', both('/wizards/:id/template/:x'), async (c) => {
    contextOf(c);
    const row = await template(param(c, 'id'));
    const x = param(c, 'x');
    if (/^\d+$/.test(x) && Number(x) !== row.version && x !== '0') {
      throw new ApiError(404, messages.wizardNotFound);
    }
    return c.json(row.body);
  });

  on('put', both('/wizards/:id/data'), async (c) => {
    const context = contextOf(c);
    const id = param(c, 'id');
    const payload = await body(c, wizard.putWizardData.request);
    const { version } = await template(id);
    if (payload.templateVersion !== version) {
      throw new ApiError(409, messages.wizardVersionConflict, ['templateVersion']);
    }
    const rut = activeRut(c);
    await saveData(rut, context, id, version, payload.jsonData);
    const row = await storedData(rut, context, id);
    return c.json({ rut, templateVersion: version, jsonData: row?.json_data ?? {} });
  });

  on('put', both('/wizards/procesar'), async (c) => {
    const context = contextOf(c);
    const { WizardCode, jsonData } = await body(c, wizard.procesarWizard.request);
    const { version } = await template(WizardCode);
    const rut = activeRut(c);
    if (jsonData) await saveData(rut, context, WizardCode, version, jsonData);
    await markProcessed(rut, context, WizardCode);
    return c.json({ ok: true as const, status: 'procesado' });
  });

  on('put', both('/wizards/save-section/:id'), async (c) => {
    const context = contextOf(c);
    const id = param(c, 'id');
    const section = await body(c, wizard.saveSection.request);
    const { version } = await template(id);
    const rut = activeRut(c);
    const current = (await storedData(rut, context, id))?.json_data ?? {};
    await saveData(rut, context, id, version, { ...current, ...section });
    return c.json({ ok: true as const });
  });

  // The company variant: only while the session acts for a company (not as a natural person).
  on('put', both('/wizards/save-section/:id/empresa'), async (c) => {
    const { active } = c.get('account');
    if (active.MandataryTypes.some((type) => type.Id === NATURAL_PERSON_TYPE)) {
      throw new ApiError(403, messages.companyOnly);
    }
    const context = contextOf(c);
    const id = param(c, 'id');
    const section = await body(c, wizard.saveCompanySection.request);
    const { version } = await template(id);
    const current = (await storedData(active.Rut, context, id))?.json_data ?? {};
    await saveData(active.Rut, context, id, version, { ...current, ...section });
    return c.json({ ok: true as const });
  });

  on('get', both('/wizards/save-section/:id'), async (c) => {
    const context = contextOf(c);
    const id = param(c, 'id');
    await template(id);
    return c.json((await storedData(activeRut(c), context, id))?.json_data ?? {});
  });

  async function markProcessed(rut: string, context: string, wizardId: string) {
    await db.query(
      `INSERT INTO wizard_processed (rut, context, wizard_id, processed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (rut, context, wizard_id) DO NOTHING`,
      [rut, context, wizardId, now()],
    );
  }

  /** The first rule of the client and context still pending, or 'none'. */
  async function evaluate(rut: string, context: string, depth = 0): Promise<string> {
    const rules = await db.query<{ response: string; wizard_id: string | null }>(
      `SELECT r.response, r.wizard_id FROM jarvis_rules r
       WHERE r.rut = $1 AND r.context = $2 AND (r.wizard_id IS NULL OR NOT EXISTS (
         SELECT 1 FROM wizard_processed p
         WHERE p.rut = r.rut AND p.context = r.context AND p.wizard_id = r.wizard_id))
       ORDER BY r.position`,
      [rut, context],
    );
    for (const rule of rules) {
      const ask = /^ask (\w+)$/.exec(rule.response);
      if (ask && depth < 3) {
        // Asking another context only makes sense while it still opens a wizard.
        const next = await evaluate(rut, ask[1]!, depth + 1);
        if (!next.startsWith('open wizard')) continue;
      }
      return rule.response;
    }
    return 'none';
  }

  on('get', both('/jarvis'), async (c) => {
    const context = contextOf(c);
    return c.json({ response: await evaluate(activeRut(c), context) });
  });

  on('get', both('/jarvis/:action'), async (c) => {
    const context = contextOf(c);
    const rut = activeRut(c);
    const finished = c.req.query('wizard');
    if (param(c, 'action') === 'next' && finished) {
      await template(finished);
      await markProcessed(rut, context, finished);
    }
    return c.json({ response: await evaluate(rut, context) });
  });

  on('get', ['/flow-wizard/:code'], async (c) => {
    const code = param(c, 'code');
    const rut = activeRut(c);
    const rules = await db.query<{ wizard_id: string }>(
      `SELECT wizard_id FROM jarvis_rules WHERE rut = $1 AND context = $2 AND wizard_id IS NOT NULL
       ORDER BY position`,
      [rut, code],
    );
    const response = await evaluate(rut, code);
    const next = /^open wizard (\S+)$/.exec(response)?.[1] ?? null;
    return c.json({ code, wizards: rules.map((r) => r.wizard_id), next });
  });

  // flow-wizard/{code}/{x}?action={a}: 'next' marks wizard x processed, then evaluates.
  on('get', ['/flow-wizard/:code/:x'], async (c) => {
    const code = param(c, 'code');
    const x = param(c, 'x');
    const rut = activeRut(c);
    if (c.req.query('action') === 'next') {
      await template(x);
      await markProcessed(rut, code, x);
    }
    return c.json({ response: await evaluate(rut, code) });
  });

  // Sign by contract id (also under a wizard context): records each document with its date.
  on('post', both('/contratos/:contractId/firma'), async (c) => {
    const context = contextOf(c);
    const { authorizationId, documentos } = await body(c, wizard.signContractDocuments.request);
    const rut = activeRut(c);
    const contractId = param(c, 'contractId');
    const keys = documentsToSign(contractId, documentos);
    if (!keys) throw new ApiError(404, messages.contractNotFound);
    if (signatureServiceDown(rut, context, keys)) {
      return c.json({ message: messages.signatureServiceDown, status: 503 }, 503);
    }
    await markProcessed(rut, 'contratos', `${contractId}:${authorizationId}`);
    await recordSignatures(db, rut, keys, now());
    return c.json({
      firmado: true,
      fechaAutorizacion: ddmmyyyy(now()),
      documentos: (await documentGroups(db, rut, contractId)) ?? [],
    });
  });

  return app;
}
