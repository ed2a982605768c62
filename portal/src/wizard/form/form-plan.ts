// What a form step renders, computed once per step: each question's control, validator, DOM id
// and starting value from the step's root (wizard-spec 3 and 5).
import type { wizardConfig } from '@inversiones/contract';
import type { FormValues } from './field-adapter.ts';
import { answerOf, initialValueOf, rootData } from './form-values.ts';
import { controlOf, storesAnswer, type ControlKind } from './question-kind.ts';
import {
  linkedGroupError,
  validatorOf,
  type RuleContext,
  type Validator,
} from './question-rules.ts';
import { serviceSources, type ServiceSource } from './service-url.ts';
import { isShown } from './show-when.ts';

type Question = wizardConfig.Question;
type WizardStep = wizardConfig.WizardStep;

export interface PlanEntry {
  /** Id of the element wrapping the field (the error summary links to it). */
  id: string;
  question: Question;
  /** undefined: unknown element/type (a visible error block). */
  kind: ControlKind | undefined;
  /** The answer key, when the control stores one. */
  key?: string;
  showWhen?: wizardConfig.ShowWhen;
  validate?: Validator;
  /** Other keys validated again when this one changes (linked group). */
  deps?: string[];
}

export interface FormPlan {
  entries: PlanEntry[];
  defaults: FormValues;
  /** The answers loaded from the step's root (restored when a hidden field shows again). */
  loaded: FormValues;
  rutKey?: string;
  services: Map<string, ServiceSource>;
  /** The step's root of the loaded data, as stored (display items read their value here). */
  stored: Readonly<Record<string, unknown>>;
  /** The wizard's whole jsonData. */
  data: Readonly<Record<string, unknown>>;
}

const domId = (prefix: string, key: string, index: number) =>
  `${prefix}-${index}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The three inputs of a linked group (wizard-spec 5), validated together. */
function linkedEntries(group: Question, prefix: string, index: number): PlanEntry[] {
  const items = (group.questions ?? group.items ?? []).filter((q) => q.key).slice(0, 3);
  if (items.length !== 3)
    return [{ id: domId(prefix, 'group', index), question: group, kind: undefined }];
  const keys = items.map((q) => q.key!) as [string, string, string];
  return items.map((item, position) => ({
    id: domId(prefix, item.key!, index * 10 + position),
    question: { ...item, required: group.required === true && position === 0 },
    kind: 'text' as const,
    key: item.key!,
    showWhen: group.showWhen,
    validate: (_value, values) =>
      linkedGroupError(keys, group.required === true, position as 0 | 1 | 2, values) ?? true,
    deps: keys.filter((key) => key !== item.key),
  }));
}

export function buildPlan(
  step: WizardStep,
  data: Readonly<Record<string, unknown>>,
  prefix: string,
  context: RuleContext,
): FormPlan {
  const stored = rootData(data, step.config.root);
  const questions = step.items;
  const rutKey = questions.find((q) => q.key && controlOf(q) === 'rut')?.key;
  const ruleContext: RuleContext = { ...context, rutKey };
  const entries: PlanEntry[] = [];
  questions.forEach((question, index) => {
    const kind = controlOf(question);
    if (kind === 'linked-group') {
      entries.push(...linkedEntries(question, prefix, index));
      return;
    }
    const key = kind && storesAnswer(kind, question) ? question.key : undefined;
    entries.push({
      id: domId(prefix, question.key ?? 'item', index),
      question,
      kind,
      key,
      showWhen: question.showWhen,
      validate: key && kind ? validatorOf(question, kind, ruleContext) : undefined,
    });
  });
  const loaded: FormValues = {};
  for (const entry of entries) {
    if (entry.key && entry.kind)
      loaded[entry.key] = initialValueOf(entry.question, entry.kind, stored);
  }
  return {
    entries,
    defaults: { ...loaded },
    loaded,
    rutKey,
    services: serviceSources(questions),
    stored,
    data,
  };
}

/** The answers of the shown questions, and the keys of the hidden ones (dropped from the data). */
export function collectAnswers(
  plan: FormPlan,
  values: Readonly<FormValues>,
): { answers: Record<string, unknown>; omit: string[] } {
  const answers: Record<string, unknown> = {};
  const omit: string[] = [];
  for (const entry of plan.entries) {
    if (!entry.key || !entry.kind) continue;
    if (!isShown(entry.showWhen, (key) => values[key])) {
      omit.push(entry.key);
      if (entry.kind === 'file') omit.push(`${entry.key}Ext`);
      continue;
    }
    Object.assign(answers, answerOf(entry.question, entry.kind, values[entry.key]));
  }
  return { answers, omit };
}
