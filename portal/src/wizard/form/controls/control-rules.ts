// What the rules of several controls share: the failed-rule message, the length bounds and the
// es-CL field rules (wizard-spec 5).
import type { wizardConfig } from '@inversiones/contract';
import { validateField, type FieldType } from '@inversiones/design-system/es-cl';
import * as messages from '../../../messages.ts';
import { numberOf, textOf } from './control-values.ts';

type Question = wizardConfig.Question;

/** The failed-rule message: the configured caption, else the spec's generic one (read-only: 'Invalid'). */
export const ruleMessage = (question: Question) =>
  question.readonly
    ? messages.wizardForm.readOnlyInvalid
    : question.validation?.caption || messages.wizardForm.invalidData;

/** Whether the question lists a special validation (sameRut, serieNumber), case-insensitive. */
export const hasSpecial = (question: Question, name: string) =>
  (question.validation?.specialValidations ?? []).some(
    (v) => v.toLowerCase() === name.toLowerCase(),
  );

/** Length bounds of the generic rules: the question's min and max, when numbers. */
export const boundsOf = (question: Question) => ({
  min: numberOf(question.min),
  max: numberOf(question.max),
});

/** The es-CL field rule's error for a filled value: the rule message, or null when it passes. */
export function fieldRuleError(rule: FieldType, question: Question, value: unknown): string | null {
  return validateField(rule, textOf(value), { ...boundsOf(question), optional: true }).ok
    ? null
    : ruleMessage(question);
}

/** Blank text (strings and numbers) is an empty answer. */
export const isBlank = (value: unknown) => textOf(value).trim() === '';
