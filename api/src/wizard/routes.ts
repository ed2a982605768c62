import { entityTag, ETAG_HEADER, IF_MATCH_HEADER, wizard } from '@inversiones/contract';
import { Hono, type Context } from 'hono';
import { messages } from '../messages.ts';
import { refuseOwnRutAuthorised } from './authorised-persons.ts';
import { repeatsBankAccount } from './bank-accounts.ts';
import { displayDate, documentGroups } from '../pdf/document-status.ts';
import { signatureServiceDown } from '../pdf/signature-service.ts';
import { contracts, catalogueDocument } from '../pdf/catalogue.ts';
import { documentsToSign, recordSignatures, signedRecords } from '../pdf/signatures.ts';
import {
  consumeSigningAuthorization,
  issueSigningAuthorization,
} from '../pdf/signing-authorizations.ts';
import { allows } from '@inversiones/contract';
import { roleFacts } from '../platform/access.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import {
  answerProblems,
  onlyDeclared,
  problemsMessage,
  undeclaredKeys,
} from './template-answers.ts';
import { wizardAnswerLimits } from '../platform/limits.ts';
import { mergeWizardSection, readWizardData, replaceWizardData } from './wizard-data.ts';

/** The version an If-Match names (`"3"`, or weak `W/"3"`); null when it names none. */
function versionOf(ifMatch: string): number | null {
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(ifMatch.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The wizards that hold a person's own data (Mis Datos Personales' tabs): spec 6's personalData
 * rule, so a mandatary acting for a company neither reads nor writes them (403).
 */
export const PERSONAL_WIZARDS: ReadonlySet<string> = new Set([
  'EBDATOSPERSONALESCLIENTE',
  'EBAUTORIZACIONESCLIENTE',
]);

function requirePersonalOwner(c: Context<AppEnv>, id: string) {
  if (PERSONAL_WIZARDS.has(id) && !allows('personalData', roleFacts(c))) {
    throw new ApiError(403, messages.roleForbidden);
  }
}

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

  /**
   * Saved data holds only the template's keys. Refused (400 naming the first key) rather than
   * dropped: a caller whose answer would silently vanish learns it at once.
   */
  function refuseUndeclared(body: wizard.WizardTemplate, data: Record<string, unknown>) {
    const extra = undeclaredKeys(body, data);
    if (extra.length > 0) {
      throw new ApiError(400, messages.wizardUnknownKeys(extra), extra[0]!.split('.'));
    }
  }

  /**
   * A wizard is done only when its stored answers meet the template's rules: 422 with the
   * fields missing or invalid otherwise (the portal shows the message).
   */
  async function requireComplete(rut: string, context: string, id: string) {
    const { body } = await template(id);
    const data = (await readWizardData(db, dataKey(rut, context, id)))?.jsonData ?? {};
    const signed = new Set((await signedRecords(db, rut)).map((record) => record.key));
    const problems = answerProblems(body, data, {
      ownRut: rut,
      unsignedMandatory: (contractId) => {
        const contract = contracts[contractId];
        if (!contract) return null;
        return contract.documentos.filter(
          (key) => catalogueDocument(key)?.obligatorio && !signed.has(key),
        );
      },
    });
    if (problems.length > 0) {
      throw new ApiError(422, problemsMessage(problems), problems[0]!.path);
    }
  }

  /** A bank account listed twice is refused with the spec's message (portal-spec 5). */
  function refuseRepeatedAccount(body: wizard.WizardTemplate, data: unknown) {
    if (repeatsBankAccount(body, data)) throw new ApiError(409, messages.duplicateBankAccount);
  }

  // Wizard answers carry files as base64: they get the larger limits.
  const answers = { limits: wizardAnswerLimits };
  const dataKey = (rut: string, context: string, wizardId: string) => ({ rut, context, wizardId });

  /** The stored version as the data's ETag (`"0"` while nothing is stored). */
  const tagged = (c: Context<AppEnv>, version: number) => c.header(ETAG_HEADER, entityTag(version));

  implement(wizard.getWizardData, async (c, { params: { context, id } }) => {
    requirePersonalOwner(c, id);
    const { version, body } = await template(id);
    const rut = activeRut(c);
    const row = await readWizardData(db, dataKey(rut, context, id));
    tagged(c, row?.version ?? 0);
    return {
      rut,
      templateVersion: row?.templateVersion ?? version,
      // Keys saved before templates bounded them are not handed back (the PUT would refuse them).
      jsonData: onlyDeclared(body, row?.jsonData ?? {}),
      version: row?.version ?? 0,
    };
  });

  implement(wizard.getWizardTemplate, async (_c, { params: { id, x } }) => {
    const row = await template(id);
    if (/^\d+$/.test(x) && Number(x) !== row.version && x !== '0') {
      throw new ApiError(404, messages.wizardNotFound);
    }
    return row.body;
  });

  implement(
    wizard.putWizardData,
    async (c, { params: { context, id }, request: payload }) => {
      requirePersonalOwner(c, id);
      const { version, body } = await template(id);
      if (payload.templateVersion !== version) {
        throw new ApiError(409, messages.wizardVersionConflict, ['templateVersion']);
      }
      refuseUndeclared(body, payload.jsonData);
      const rut = activeRut(c);
      refuseOwnRutAuthorised(id, payload.jsonData, rut);
      const ifMatch = c.req.header(IF_MATCH_HEADER);
      // Without If-Match the replace is unconditional (older callers); the portal always sends it.
      const expected = ifMatch === undefined ? undefined : versionOf(ifMatch);
      if (expected === null) throw new ApiError(409, messages.wizardDataChanged);
      const key = dataKey(rut, context, id);
      const row = await replaceWizardData(db, key, version, payload.jsonData, now(), expected);
      if (!row) throw new ApiError(409, messages.wizardDataChanged);
      tagged(c, row.version);
      return { rut, templateVersion: version, jsonData: row.jsonData, version: row.version };
    },
    answers,
  );

  implement(
    wizard.procesarWizard,
    async (c, { params: { context }, request }) => {
      const { WizardCode, jsonData } = request;
      requirePersonalOwner(c, WizardCode);
      const { version, body } = await template(WizardCode);
      const rut = activeRut(c);
      refuseRepeatedAccount(body, jsonData);
      if (jsonData) {
        refuseUndeclared(body, jsonData);
        refuseOwnRutAuthorised(WizardCode, jsonData, rut);
        await replaceWizardData(db, dataKey(rut, context, WizardCode), version, jsonData, now());
      }
      await requireComplete(rut, context, WizardCode);
      await markProcessed(rut, context, WizardCode);
      return { ok: true as const, status: 'procesado' };
    },
    answers,
  );

  /** save-section: the section joins the stored data in one statement, keys checked first. */
  async function saveSection(
    rut: string,
    context: string,
    id: string,
    section: Record<string, unknown>,
  ) {
    const { version, body } = await template(id);
    refuseUndeclared(body, section);
    refuseOwnRutAuthorised(id, section, rut);
    refuseRepeatedAccount(body, section);
    await mergeWizardSection(db, dataKey(rut, context, id), version, section, now());
    return { ok: true as const };
  }

  implement(
    wizard.saveSection,
    (c, { params: { context, id }, request }) => {
      requirePersonalOwner(c, id);
      return saveSection(activeRut(c), context, id, request);
    },
    answers,
  );

  // The company variant: saved for the company the session acts for.
  implement(
    wizard.saveCompanySection,
    (c, { params: { context, id }, request }) => {
      requirePersonalOwner(c, id);
      return saveSection(activeRut(c), context, id, request);
    },
    answers,
  );

  implement(wizard.getSection, async (c, { params: { context, id } }) => {
    requirePersonalOwner(c, id);
    const { body } = await template(id);
    return onlyDeclared(
      body,
      (await readWizardData(db, dataKey(activeRut(c), context, id)))?.jsonData ?? {},
    );
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

  /** The client's wizards in rule order from the base context, following its asks (once each). */
  async function journeyWizards(rut: string): Promise<string[]> {
    const wizards: string[] = [];
    const visited = new Set<string>();
    const walk = async (context: string, depth: number): Promise<void> => {
      if (visited.has(context) || depth > 3) return;
      visited.add(context);
      const rules = await db.query<{ response: string; wizard_id: string | null }>(
        `SELECT response, wizard_id FROM jarvis_rules WHERE rut = $1 AND context = $2
         ORDER BY position`,
        [rut, context],
      );
      for (const rule of rules) {
        if (rule.wizard_id && !wizards.includes(rule.wizard_id)) wizards.push(rule.wizard_id);
        const ask = /^ask (\w+)$/.exec(rule.response);
        if (ask) await walk(ask[1]!, depth + 1);
      }
    };
    await walk('base', 0);
    return wizards;
  }

  /** The controller's answer; an opened wizard comes with the journey it belongs to. */
  async function answer(rut: string, context: string) {
    const response = await evaluate(rut, context);
    if (!response.startsWith('open wizard')) return { response };
    const wizards = await journeyWizards(rut);
    return wizards.length > 0 ? { response, journey: { wizards } } : { response };
  }

  implement(wizard.jarvis, async (c, { params: { context } }) => answer(activeRut(c), context));

  implement(wizard.jarvisAction, async (c, { params: { context, action } }) => {
    const rut = activeRut(c);
    const finished = c.req.query('wizard');
    if (action === 'next' && finished) {
      await requireComplete(rut, context, finished);
      await markProcessed(rut, context, finished);
    }
    return answer(rut, context);
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
      await requireComplete(rut, code, x);
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
