// A date (wizard-spec 5): YYYYMMDD on the wire, above minYear, within minDate and maxDate, and an
// adult's for a birth date.
import type { wizardConfig } from '@inversiones/contract';
import { DatePicker } from '@inversiones/design-system';
import { fromWireDate, isAdultBirthDate } from '@inversiones/design-system/es-cl';
import * as messages from '../../../messages.ts';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { ruleMessage } from './control-rules.ts';
import { numberOf, stringOf, textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS, isInput } from './input-query.ts';

/** Birth dates: by validation type, or by a key naming it (the configurations' habit). */
export const isBirthDate = (question: wizardConfig.Question) =>
  /^birth_?date$|^fechanacimiento$|nacimiento/i.test(question.validation?.type ?? '') ||
  /nacimiento|birth/i.test(question.key ?? '');

/** A configured date bound as YYYYMMDD, when it is written as one. */
const dateBound = (value: unknown) =>
  typeof value === 'string' && /^\d{8}$/.test(value.replace(/\D/g, ''))
    ? value.replace(/\D/g, '')
    : undefined;

export function DateAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <DatePicker
      {...baseProps<string>(question, controller)}
      value={stringOf(controller.field.value)}
      minDate={dateBound(question.minDate)}
      maxDate={dateBound(question.maxDate)}
      minYear={numberOf(question.minYear)}
      birthDate={isBirthDate(question)}
    />
  );
}

const wireOf = (value: unknown) => textOf(value).replace(/\D/g, '');

const dayFirst = (wire: string) =>
  /^\d{8}$/.test(wire) ? `${wire.slice(6, 8)} / ${wire.slice(4, 6)} / ${wire.slice(0, 4)}` : '';

export const dateControl = defineControl({
  name: 'date',
  elements: ['datepicker', 'date', ...INPUT_ELEMENTS],
  matches: (query) => !isInput(query) || query.rule === 'date' || query.type === 'date',
  view: { as: 'field', Field: DateAdapter },
  initialValue: (question, given) => {
    const wire = wireOf(given);
    // A loaded date whose year is not above minYear is discarded (wizard-spec 5).
    const minYear = Number(question.minYear);
    return fromWireDate(
      wire,
      Number.isFinite(minYear) && question.minYear !== undefined ? { minYear } : {},
    )
      ? wire
      : '';
  },
  toAnswer: (key, value) => ({ [key]: textOf(value) === '' ? null : textOf(value) }),
  rule: (question, value, context) => {
    const wire = wireOf(value);
    const minYear = numberOf(question.minYear);
    if (!fromWireDate(wire)) return ruleMessage(question);
    if (minYear !== undefined && Number(wire.slice(0, 4)) <= minYear) return ruleMessage(question);
    if (isBirthDate(question) && !isAdultBirthDate(wire, context.today))
      return messages.wizardForm.birthDate;
    const minDate = wireOf(question.minDate);
    const maxDate = wireOf(question.maxDate);
    if ((minDate.length === 8 && wire < minDate) || (maxDate.length === 8 && wire > maxDate))
      return question.validation?.caption || messages.wizardForm.dateRange;
    return null;
  },
  shell: { control: 'date', textOf: (_question, value) => dayFirst(textOf(value)) },
});
