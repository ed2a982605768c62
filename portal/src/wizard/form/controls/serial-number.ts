// An identity-card serial number (wizard-spec 5): letters and digits, not the entered rut, then the
// service's check.
import { normalizeSerial, serialEqualsRut } from '@inversiones/design-system/es-cl';
import * as messages from '../../../messages.ts';
import { SerialAdapter } from '../fields/text-adapters.tsx';
import { fieldRuleError } from './control-rules.ts';
import { textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

const SERIAL_RULES = new Set(['nserie', 'numeroserie', 'serie']);

export const serialNumberControl = defineControl({
  name: 'nserie',
  elements: INPUT_ELEMENTS,
  matches: (query) => SERIAL_RULES.has(query.rule),
  view: { as: 'field', Field: SerialAdapter },
  toAnswer: (key, value) => ({ [key]: normalizeSerial(textOf(value)) }),
  rule: (question, value, context) => {
    const error = fieldRuleError('nserie', question, value);
    if (error !== null) return error;
    const status = question.key ? context.serialStatus?.(question.key) : undefined;
    if (status === 'invalid') return messages.wizardForm.serieNumber;
    if (status === 'pending') return messages.wizardForm.seriePending;
    return null;
  },
  // Equal to the entered rut is rutEntered, before any other check of the serial.
  betweenAnswers: (value, values, context) => {
    if (!context.rutKey) return null;
    const serial = normalizeSerial(textOf(value));
    const rut = textOf(values[context.rutKey]);
    return serial && rut && serialEqualsRut(serial, rut) ? messages.wizardForm.rutEntered : null;
  },
});
