// The form controls (wizard-spec 2), in the order a question is matched: the first control of its
// element that matches it. A new control is one module and one line here.
import type { wizardConfig } from '@inversiones/contract';
import { acceptConditionsBasicControl } from './accept-conditions-basic.tsx';
import { acceptConditionsControl } from './accept-conditions.tsx';
import { bankAccountControl } from './bank-account.tsx';
import { chatControl } from './chat.tsx';
import { checkboxGroupSpecifyControl } from './checkbox-group-specify.tsx';
import { checkboxGroupControl } from './checkbox-group.tsx';
import { checkboxListControl } from './checkbox-list.tsx';
import { checkboxControl } from './checkbox.tsx';
import { currencyControl } from './currency.tsx';
import { dateControl } from './date.tsx';
import { emailControl } from './email.tsx';
import { fileControl } from './file.tsx';
import type { ControlQuery, FormControl } from './form-control.ts';
import { hiddenControl } from './hidden.ts';
import { linkedGroupControl } from './linked-group.ts';
import { numberControl } from './number.tsx';
import { paragraphCurrencyControl } from './paragraph-currency.tsx';
import { paragraphControl } from './paragraph.tsx';
import { phoneControl } from './phone.tsx';
import { radioListControl } from './radio-list.tsx';
import { radioSpecifyControl } from './radio-specify.tsx';
import { radioControl } from './radio.tsx';
import { readOnlyTextControl } from './read-only-text.tsx';
import { rutControl } from './rut.tsx';
import { selectControl } from './select.tsx';
import { serialNumberControl } from './serial-number.tsx';
import { textControl } from './text.tsx';
import { textareaControl } from './textarea.tsx';
import { toggleControl } from './toggle.tsx';

type Question = wizardConfig.Question;

/** An input is tried in this order: its type, then its validation type, then free text. */
export const FORM_CONTROLS: readonly FormControl[] = [
  hiddenControl,
  fileControl,
  checkboxControl,
  textareaControl,
  rutControl,
  serialNumberControl,
  emailControl,
  bankAccountControl,
  currencyControl,
  numberControl,
  dateControl,
  textControl,
  phoneControl,
  checkboxGroupSpecifyControl,
  checkboxGroupControl,
  checkboxListControl,
  radioSpecifyControl,
  radioControl,
  radioListControl,
  selectControl,
  toggleControl,
  acceptConditionsControl,
  acceptConditionsBasicControl,
  readOnlyTextControl,
  chatControl,
  linkedGroupControl,
  paragraphControl,
  paragraphCurrencyControl,
];

/** The controls of each element name, in registry order. */
const byElement = new Map<string, FormControl[]>();
for (const control of FORM_CONTROLS) {
  for (const element of control.elements) {
    byElement.set(element, [...(byElement.get(element) ?? []), control]);
  }
}

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** The question as controls match it; a question without element is read by its type. */
function queryOf(question: Question): ControlQuery {
  const element = lower(question.element);
  return {
    question,
    element: element || 'input',
    type: lower(element ? question.type : (question.type ?? 'text')),
    rule: lower(question.validation?.type),
    mask: lower(question.validation?.mask),
  };
}

/**
 * The control of a question, or undefined when its element/type is unknown (the form shows a
 * visible error block for it).
 */
export function controlOf(question: Question): FormControl | undefined {
  const query = queryOf(question);
  return byElement.get(query.element)?.find((control) => control.matches?.(query) ?? true);
}

/** Whether the question's answer is stored: its control stores one and it has a key. */
export const storesAnswer = (control: FormControl, question: Question): boolean =>
  control.storesAnswer && typeof question.key === 'string' && question.key !== '';
