// A date (wizard-spec 5): YYYYMMDD on the wire, above minYear, within minDate and maxDate, and an
// adult's for a birth date.
import { fromWireDate, isAdultBirthDate } from '@inversiones/design-system/es-cl';
import * as messages from '../../../messages.ts';
import { DateAdapter } from '../fields/text-adapters.tsx';
import { isBirthDate } from '../question-rules.ts';
import { ruleMessage } from './control-rules.ts';
import { numberOf, textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS, isInput } from './input-query.ts';

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
