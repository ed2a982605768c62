// The validation of one question (wizard-spec 5): a zod schema built from the question (required,
// then its control's rule), after its control's rule between answers. Run per field, never per step.
import type { wizardConfig } from '@inversiones/contract';
import { linkedGroupRule } from '@inversiones/design-system/es-cl';
import { z } from 'zod';
import * as messages from '../../messages.ts';
import { isBlank } from './controls/control-rules.ts';
import { textOf } from './controls/control-values.ts';
import type { FormControl } from './controls/form-control.ts';

type Question = wizardConfig.Question;

/** Where the serial-number service check of a field stands (set by its adapter). */
export type SerialStatus = 'idle' | 'pending' | 'valid' | 'invalid';

export interface RuleContext {
  /** The logged-in client's rut (sameRut). */
  ownRut?: string | null;
  /** Today as YYYYMMDD (birth date); the browser's today when absent. */
  today?: string;
  /** The service check of a serial-number field, by key. */
  serialStatus?: (key: string) => SerialStatus | undefined;
  /** The key of the step's rut field, whose value a serial number must differ from. */
  rutKey?: string;
  /** Whether a rut field was just emptied because the client's own rut was typed (sameRut). */
  sameRutCleared?: (key: string) => boolean;
}

/** A question's validator: true when valid, else the Spanish message (react-hook-form's shape). */
export type Validator = (
  value: unknown,
  values: Readonly<Record<string, unknown>>,
) => true | string;

/** Whether an answer of a control counts as empty (checkbox and file: no value, wizard-spec 5). */
export function isEmptyAnswer(control: FormControl, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return control.isEmpty ? control.isEmpty(value) : isBlank(value);
}

/** The error of a question's own answer: required first, then its control's rule; null when valid. */
function answerError(
  question: Question,
  control: FormControl,
  value: unknown,
  context: RuleContext,
): string | null {
  if (isEmptyAnswer(control, value)) {
    const emptyError = control.emptyError?.(question, context) ?? null;
    if (emptyError !== null) return emptyError;
    if (question.required || control.alwaysRequired) return messages.wizardForm.required;
    if (!control.checksEmpty) return null;
  }
  return control.rule?.(question, value, context) ?? null;
}

/**
 * The zod schema of a question's answer (wizard-spec 5): required (checkbox and file mean a
 * value), then its control's rule with the configured caption or the spec's generic message.
 */
export function questionSchemaOf(
  question: Question,
  control: FormControl,
  context: RuleContext = {},
): z.ZodType<unknown> {
  return z.unknown().superRefine((value, issues) => {
    const message = answerError(question, control, value, context);
    if (message !== null) issues.addIssue({ code: 'custom', message });
  });
}

/**
 * The validator react-hook-form runs for one field: the control's rule between answers, then
 * the question's schema on its own answer.
 */
export function validatorOf(
  question: Question,
  control: FormControl,
  context: RuleContext = {},
): Validator {
  const schema = questionSchemaOf(question, control, context);
  const { betweenAnswers } = control;
  return (value, values) => {
    const between = betweenAnswers?.(value, values, context) ?? null;
    if (between !== null) return between;
    const result = schema.safeParse(value);
    return result.success || (result.error.issues[0]?.message ?? messages.wizardForm.invalidData);
  };
}

/**
 * The linked 3-item group (wizard-spec 5): the error of item `index` for the current answers of
 * the group's keys; null when valid.
 */
export function linkedGroupError(
  keys: readonly [string, string, string],
  required: boolean,
  index: 0 | 1 | 2,
  values: Readonly<Record<string, unknown>>,
): string | null {
  const result = linkedGroupRule(
    [textOf(values[keys[0]]), textOf(values[keys[1]]), textOf(values[keys[2]])],
    { required },
  );
  const error = result.errors[index];
  return error === null ? null : error;
}
