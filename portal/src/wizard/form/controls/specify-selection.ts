// What the selections with a 'specify' text share (wizard-spec 3 version B and 5): the value is
// `{ value, extraDescription }`; at least one option, and the text when the last is chosen.
import type { wizardConfig } from '@inversiones/contract';
import { specifySelectionError } from '@inversiones/design-system';
import { keyList, selectedKeys, textOf } from './control-values.ts';
import type { ControlQuery, FormControlDefinition } from './form-control.ts';

type Question = wizardConfig.Question;

/** Whether the question asks for a 'specify' text beside its options. */
export const hasSpecify = (query: ControlQuery) =>
  query.question.extraDescription !== undefined && query.question.extraDescription !== false;

/** The starting value, of several options (`multiple`) or of one. */
export const specifyInitialValue =
  (multiple: boolean) =>
  (question: Question, given: unknown): unknown => {
    const record =
      given !== null && typeof given === 'object' && !Array.isArray(given)
        ? (given as Record<string, unknown>)
        : { value: given };
    const chosen = record.value ?? (multiple ? selectedKeys(question) : selectedKeys(question)[0]);
    return {
      value: multiple
        ? keyList(chosen)
        : chosen === undefined || chosen === null || chosen === ''
          ? null
          : String(chosen),
      extraDescription: textOf(record.extraDescription),
    };
  };

export const specifyIsEmpty = (value: unknown) => {
  const chosen = (value as { value?: unknown }).value;
  return chosen === null || chosen === undefined || (Array.isArray(chosen) && chosen.length === 0);
};

export const specifyRule: FormControlDefinition['rule'] = (question, value) =>
  specifySelectionError(
    (question.options ?? []).map((o) => ({ key: String(o.key) })),
    value as { value: string | null | string[]; extraDescription: string },
    question.required === true,
  );
