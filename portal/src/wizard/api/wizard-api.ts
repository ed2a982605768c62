import { entityTag, IF_MATCH_HEADER, wizard, wizardConfig } from '@inversiones/contract';
import { z } from 'zod';
import { apiGet, apiSend } from '../../http/client.ts';
import { reportSessionLoss } from './session-loss.ts';

export type WizardContext = wizard.WizardContext;
export type WizardData = wizard.WizardData;
export type WizardConfig = wizardConfig.WizardConfig;

/** A template that does not parse: `message` names the bad property (`steps[1].items[0].key: ...`). */
export class WizardConfigError extends Error {
  override readonly name = 'WizardConfigError';
  readonly wizardId: string;
  /** `steps[1].items[3].options[0].key`; '' for the whole body. */
  readonly path: string;

  constructor(wizardId: string, message: string, path: string) {
    super(message);
    this.wizardId = wizardId;
    this.path = path;
  }
}

// The template is fetched unparsed so a bad one becomes a WizardConfigError naming its path
// (the client's own validation would only say "unavailable").
const rawTemplate = { ...wizard.getWizardTemplate, response: z.unknown() };

/** The current template (x = 0 asks for the one in force). */
const CURRENT_TEMPLATE = 0;

/** The wizard's template (validated by the versioned schema) and the client's data so far. */
export async function loadWizard(
  context: WizardContext,
  wizardId: string,
  signal?: AbortSignal,
): Promise<{ config: WizardConfig; data: WizardData }> {
  const [template, data] = await Promise.all([
    apiGet(rawTemplate, {
      signal,
      onError: false,
      params: { context, id: wizardId, x: CURRENT_TEMPLATE },
    }),
    apiGet(wizard.getWizardData, { signal, onError: false, params: { context, id: wizardId } }),
  ]).catch(reportSessionLoss);
  const parsed = wizardConfig.parseWizardConfig(template);
  if (!parsed.success) throw new WizardConfigError(wizardId, parsed.message, parsed.path);
  return { config: parsed.data, data };
}

/** Spec 7: "user data as JSON (undefined turned to null)" — JSON.stringify would drop the key. */
function undefinedToNull(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(undefinedToNull);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, undefinedToNull(v)]),
    );
  }
  return value;
}

/**
 * Saves the wizard's whole jsonData. `version` is the stored data's version this screen read:
 * sent as If-Match, so a save made elsewhere in between is not overwritten. A 409 (the data or
 * the template changed) and any other failure reject with the ApiError, whose message is the
 * server's when it sent one; the caller keeps what the user typed.
 */
export async function saveWizardData(
  context: WizardContext,
  wizardId: string,
  {
    templateVersion,
    jsonData,
    version,
  }: { templateVersion: number; jsonData: Record<string, unknown>; version?: number },
  signal?: AbortSignal,
): Promise<WizardData> {
  return apiSend(
    wizard.putWizardData,
    { templateVersion, jsonData: undefinedToNull(jsonData) as Record<string, unknown> },
    {
      signal,
      onError: false,
      params: { context, id: wizardId },
      ...(version === undefined ? {} : { headers: { [IF_MATCH_HEADER]: entityTag(version) } }),
    },
  ).catch(reportSessionLoss);
}

/** Marks the wizard processed (PUT /{context}/wizards/procesar), optionally with its data. */
export async function processWizard(
  context: WizardContext,
  wizardId: string,
  options: { action?: string; jsonData?: Record<string, unknown> } = {},
  signal?: AbortSignal,
): Promise<{ ok: true; status: string }> {
  const { action, jsonData } = options;
  return apiSend(
    wizard.procesarWizard,
    {
      WizardCode: wizardId,
      ...(action ? { action } : {}),
      ...(jsonData ? { jsonData: undefinedToNull(jsonData) as Record<string, unknown> } : {}),
    },
    { signal, onError: false, params: { context } },
  ).catch(reportSessionLoss);
}
