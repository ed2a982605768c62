// The form controls (wizard-spec 2), in the order a question is matched: the first control of its
// element that matches it. A new control is one module and one line here.
import type { wizardConfig } from '@inversiones/contract';
import { acceptConditionsBasicControl } from './accept-conditions-basic.ts';
import { acceptConditionsControl } from './accept-conditions.ts';
import { bankAccountControl } from './bank-account.ts';
import { chatControl } from './chat.ts';
import { checkboxGroupSpecifyControl } from './checkbox-group-specify.ts';
import { checkboxGroupControl } from './checkbox-group.ts';
import { checkboxListControl } from './checkbox-list.ts';
import { checkboxControl } from './checkbox.ts';
import { currencyControl } from './currency.ts';
import { dateControl } from './date.ts';
import { emailControl } from './email.ts';
import { fileControl } from './file.ts';
import type { ControlQuery, FormControl } from './form-control.ts';
import { hiddenControl } from './hidden.ts';
import { linkedGroupControl } from './linked-group.ts';
import { numberControl } from './number.ts';
import { paragraphCurrencyControl } from './paragraph-currency.ts';
import { paragraphControl } from './paragraph.ts';
import { phoneControl } from './phone.ts';
import { radioListControl } from './radio-list.ts';
import { radioSpecifyControl } from './radio-specify.ts';
import { radioControl } from './radio.ts';
import { readOnlyTextControl } from './read-only-text.ts';
import { rutControl } from './rut.ts';
import { selectControl } from './select.ts';
import { serialNumberControl } from './serial-number.ts';
import { textControl } from './text.ts';
import { textareaControl } from './textarea.ts';
import { toggleControl } from './toggle.ts';

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
