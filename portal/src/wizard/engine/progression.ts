import type { wizardConfig } from '@inversiones/contract';

type WizardStep = wizardConfig.WizardStep;
type TemplateConfig = wizardConfig.TemplateConfig;

export type JsonData = Readonly<Record<string, unknown>>;
export type StepState = 'current' | 'remaining' | 'completed' | 'error';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The data after a step: `answers` merged into the node `root` names (the top level without
 * one), minus the `omit` keys (fields hidden by showWhen are not saved). Never mutates `data`.
 */
export function mergeAnswers(
  data: JsonData,
  root: string | undefined,
  answers: Readonly<Record<string, unknown>>,
  omit: readonly string[] = [],
): Record<string, unknown> {
  const base = root ? (isRecord(data[root]) ? data[root] : {}) : data;
  const merged: Record<string, unknown> = { ...base, ...answers };
  for (const key of omit) delete merged[key];
  return root ? { ...data, [root]: merged } : merged;
}

/** Step types with nothing to save (spec 4: back saves "unless the step is info or not saveable"). */
const NOTHING_TO_SAVE: ReadonlySet<string> = new Set(['info', 'success', 'saveOk', 'error']);

/** Whether leaving the step with these answers saves (a `saveable: false` step never does). */
export function savesAnswers(step: WizardStep, answers: unknown): boolean {
  if (step.config.saveable === false) return false;
  if (NOTHING_TO_SAVE.has(step.config.type)) return false;
  return answers !== undefined;
}

/** The index of steps: before the current one completed, the current one current (or error). */
export function indexStates(count: number, current: number, failed: boolean): StepState[] {
  const at = Math.min(current, count - 1);
  return Array.from({ length: count }, (_, i) => {
    if (i < at) return 'completed';
    if (i > at) return 'remaining';
    return failed ? 'error' : 'current';
  });
}

/** The template's action flags (absent means off). */
export function templateFlags(config: TemplateConfig) {
  return {
    noback: config.noback === true,
    notPostPone: config.notPostPone === true,
    database: config.database === true,
  };
}

/** The pinned message to show, if the template declares one with text. */
export function pinnedMessageOf(config: TemplateConfig) {
  const pinned = config.pinnedMessage;
  if (!pinned?.text) return undefined;
  return {
    isVisible: pinned.display !== false,
    html: pinned.text,
    // 1, 2, 3 or a name: the Alert maps it (anything unknown shows as info, as the spec says).
    priority: pinned.priority,
  };
}
