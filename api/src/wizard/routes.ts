import { wizard } from '@inversiones/contract';
import { Hono, type Context } from 'hono';
import { messages } from '../messages.ts';
import { displayDate, documentGroups } from '../pdf/document-status.ts';
import { signatureServiceDown } from '../pdf/signature-service.ts';
import { documentsToSign, recordSignatures } from '../pdf/signatures.ts';
import {
  consumeSigningAuthorization,
  issueSigningAuthorization,
} from '../pdf/signing-authorizations.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';

/** Wizard templates and data, save-section, jarvis, flow-wizard and contract signing. */
export function wizardRoutes(deps: Deps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);

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

  implement(wizard.getWizardData, async (c, { params: { context, id } }) => {
    const { version } = await template(id);
    const rut = activeRut(c);
    const row = await storedData(rut, context, id);
    return {
      rut,
      templateVersion: row?.template_version ?? version,
      jsonData: row?.json_data ?? {},
    };
  });

  implement(wizard.getWizardTemplate, async (_c, { params: { id, x } }) => {
    const row = await template(id);
    if (/^\d+$/.test(x) && Number(x) !== row.version && x !== '0') {
      throw new ApiError(404, messages.wizardNotFound);
    }
    return row.body;
  });

  implement(wizard.putWizardData, async (c, { params: { context, id }, request: payload }) => {
    const { version } = await template(id);
    if (payload.templateVersion !== version) {
      throw new ApiError(409, messages.wizardVersionConflict, ['templateVersion']);
    }
    const rut = activeRut(c);
    await saveData(rut, context, id, version, payload.jsonData);
    const row = await storedData(rut, context, id);
    return { rut, templateVersion: version, jsonData: row?.json_data ?? {} };
  });

  implement(wizard.procesarWizard, async (c, { params: { context }, request }) => {
    const { WizardCode, jsonData } = request;
    const { version } = await template(WizardCode);
    const rut = activeRut(c);
    if (jsonData) await saveData(rut, context, WizardCode, version, jsonData);
    await markProcessed(rut, context, WizardCode);
    return { ok: true as const, status: 'procesado' };
  });

  implement(wizard.saveSection, async (c, { params: { context, id }, request: section }) => {
    const { version } = await template(id);
    const rut = activeRut(c);
    const current = (await storedData(rut, context, id))?.json_data ?? {};
    await saveData(rut, context, id, version, { ...current, ...section });
    return { ok: true as const };
  });

  // The company variant: saved for the company the session acts for.
  implement(wizard.saveCompanySection, async (c, { params: { context, id }, request: section }) => {
    const { version } = await template(id);
    const rut = activeRut(c);
    const current = (await storedData(rut, context, id))?.json_data ?? {};
    await saveData(rut, context, id, version, { ...current, ...section });
    return { ok: true as const };
  });

  implement(wizard.getSection, async (c, { params: { context, id } }) => {
    await template(id);
    return (await storedData(activeRut(c), context, id))?.json_data ?? {};
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

  implement(wizard.jarvis, async (c, { params: { context } }) => ({
    response: await evaluate(activeRut(c), context),
  }));

  implement(wizard.jarvisAction, async (c, { params: { context, action } }) => {
    const rut = activeRut(c);
    const finished = c.req.query('wizard');
    if (action === 'next' && finished) {
      await template(finished);
      await markProcessed(rut, context, finished);
    }
    return { response: await evaluate(rut, context) };
  });

  implement(wizard.flowWizard, async (c, { params: { code } }) => {
    const rut = activeRut(c);
    const rules = await db.query<{ wizard_id: string }>(
      `SELECT wizard_id FROM jarvis_rules WHERE rut = $1 AND context = $2 AND wizard_id IS NOT NULL
       ORDER BY position`,
      [rut, code],
    );
    const response = await evaluate(rut, code);
    const next = /^open wizard (\S+)$/.exec(response)?.[1] ?? null;
    return { code, wizards: rules.map((r) => r.wizard_id), next };
  });

  // flow-wizard/{code}/{x}?action={a}: 'next' marks wizard x processed, then evaluates.
  implement(wizard.flowWizardStep, async (c, { params: { code, x } }) => {
    const rut = activeRut(c);
    if (c.req.query('action') === 'next') {
      await template(x);
      await markProcessed(rut, code, x);
    }
    return { response: await evaluate(rut, code) };
  });

  const signingScope = (
    c: Context<AppEnv>,
    context: string,
    contractId: string,
    keys: string[],
  ) => ({
    tokenHash: c.get('session').tokenHash,
    rut: activeRut(c),
    context,
    contractId,
    keys,
  });

  // The authorization a signing spends (single use, short-lived, for these documents only).
  implement(wizard.authorizeSigning, async (c, { params, request }) => {
    const { context, contractId } = params;
    const keys = documentsToSign(contractId, request.documentos);
    if (!keys) throw new ApiError(404, messages.contractNotFound);
    return issueSigningAuthorization(db, signingScope(c, context, contractId, keys), now());
  });

  // Sign by contract id (also under a wizard context): records each document with its date.
  implement(wizard.signContractDocuments, async (c, { params, request }) => {
    const { context, contractId } = params;
    const { authorizationId, documentos } = request;
    const rut = activeRut(c);
    const keys = documentsToSign(contractId, documentos);
    if (!keys) throw new ApiError(404, messages.contractNotFound);
    // Down before spending: the authorization still serves the retry.
    if (signatureServiceDown(rut, context, keys)) {
      return c.json({ message: messages.signatureServiceDown, status: 503 }, 503);
    }
    const scope = signingScope(c, context, contractId, keys);
    if (!(await consumeSigningAuthorization(db, authorizationId, scope, now()))) {
      throw new ApiError(403, messages.signingUnauthorized);
    }
    await markProcessed(rut, 'contratos', `${contractId}:${authorizationId}`);
    await recordSignatures(db, rut, keys, now());
    return {
      firmado: true,
      fechaAutorizacion: displayDate(now()),
      documentos: (await documentGroups(db, rut, contractId)) ?? [],
    };
  });

  return app;
}
