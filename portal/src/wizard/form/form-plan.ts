// What a form step renders, computed once per step: each question's control, validator, DOM id
// and starting value from the step's root (wizard-spec 3 and 5).
import type { wizardConfig } from '@inversiones/contract';
import type { FormControl } from './controls/form-control.ts';
import { controlOf, storesAnswer } from './controls/registry.ts';
import { rutControl } from './controls/rut.tsx';
import type { FormValues } from './field-adapter.ts';
import { answerOf, initialValueOf, rootData } from './form-values.ts';
import { validatorOf, type RuleContext, type Validator } from './question-rules.ts';
import { serviceSources, type ServiceSource } from './service-url.ts';
import { isShown } from './show-when.ts';

type Question = wizardConfig.Question;
type WizardStep = wizardConfig.WizardStep;

export interface PlanEntry {
  /** Id of the element wrapping the field (the error summary links to it). */
  id: string;
  question: Question;
  /** undefined: unknown element/type (a visible error block). */
  control: FormControl | undefined;
  /** The answer key, when the control stores one. */
  key?: string;
  showWhen?: wizardConfig.ShowWhen;
  /** What the form runs: its failures show only once the field may show them (error-reveal.ts). */
  validate?: Validator;
  /** The field's real verdict, shown or not (whether the step may go on). */
  check?: Validator;
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

export function buildPlan(
  step: WizardStep,
  data: Readonly<Record<string, unknown>>,
  prefix: string,
  context: RuleContext,
): FormPlan {
  const stored = rootData(data, step.config.root);
  const questions = step.items;
  const rutKey = questions.find((q) => q.key && controlOf(q) === rutControl)?.key;
  const ruleContext: RuleContext = { ...context, rutKey };
  const entries: PlanEntry[] = [];
  questions.forEach((question, index) => {
    const control = controlOf(question);
    if (control?.entriesOf) {
      const entryId = (key: string, position?: number) =>
        domId(prefix, key, position === undefined ? index : index * 10 + position);
      entries.push(...control.entriesOf(question, entryId));
      return;
    }
    const key = control && storesAnswer(control, question) ? question.key : undefined;
    entries.push({
      id: domId(prefix, question.key ?? 'item', index),
      question,
      control,
      key,
      showWhen: question.showWhen,
      validate: key && control ? validatorOf(question, control, ruleContext) : undefined,
    });
  });
  const loaded: FormValues = {};
  for (const entry of entries) {
    if (entry.key && entry.control)
      loaded[entry.key] = initialValueOf(entry.question, entry.control, stored);
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
    if (!entry.key || !entry.control) continue;
    if (!isShown(entry.showWhen, (key) => values[key])) {
      omit.push(...(entry.control.answerKeys?.(entry.key) ?? [entry.key]));
      continue;
    }
    Object.assign(answers, answerOf(entry.question, entry.control, values[entry.key]));
  }
  return { answers, omit };
}
