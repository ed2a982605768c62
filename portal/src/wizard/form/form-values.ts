// Between the wizard's stored data and the form's values (wizard-spec 3 and 5): each control says
// how its stored answer reads and how its value is stored; this is where a step's root is found.
import type { wizardConfig } from '@inversiones/contract';
import { textOf } from './controls/control-values.ts';
import type { FormControl } from './controls/form-control.ts';

type Question = wizardConfig.Question;

type Stored = Readonly<Record<string, unknown>>;

/** The node of the wizard data a step reads and writes: `config.root`, or the top level. */
export function rootData(data: Stored, root: string | undefined): Stored {
  if (!root) return data;
  const node = data[root];
  return node !== null && typeof node === 'object' && !Array.isArray(node) ? (node as Stored) : {};
}

/** The value a control starts with: the stored answer, else the question's `value`, else empty. */
export function initialValueOf(question: Question, control: FormControl, stored: Stored): unknown {
  const key = question.key ?? '';
  const saved = key in stored ? stored[key] : undefined;
  const given = saved ?? question.value;
  return control.initialValue ? control.initialValue(question, given, stored) : textOf(given);
}

/** The currency of a currency-masked question (CLP by default). */
export function currencyOf(question: Question): 'CLP' | 'USD' | 'EUR' {
  const mask = (question.validation?.mask ?? '').toUpperCase();
  return mask === 'USD' || mask === 'EUR' ? mask : 'CLP';
}

/** The stored answer(s) of a control's value: usually `{ [key]: value }`. */
export function answerOf(
  question: Question,
  control: FormControl,
  value: unknown,
): Record<string, unknown> {
  const key = question.key!;
  return control.toAnswer ? control.toAnswer(key, value) : { [key]: value ?? null };
}
