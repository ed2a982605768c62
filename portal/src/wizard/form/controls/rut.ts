// A rut (wizard-spec 5): check digit, not the client's own with sameRut, stored without dots.
import { cleanRut, formatRut, isValidRut } from '@inversiones/design-system/es-cl';
import * as messages from '../../../messages.ts';
import { RutAdapter } from '../fields/text-adapters.tsx';
import { hasSpecial, ruleMessage } from './control-rules.ts';
import { textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

export const rutControl = defineControl({
  name: 'rut',
  elements: INPUT_ELEMENTS,
  matches: (query) => query.rule === 'rut',
  view: { as: 'field', Field: RutAdapter },
  toAnswer: (key, value) => {
    const rut = textOf(value);
    return { [key]: rut.trim() === '' ? '' : formatRut(cleanRut(rut), { dots: false }) };
  },
  rule: (question, value, context) => {
    const rut = textOf(value);
    if (!isValidRut(rut)) return ruleMessage(question);
    if (
      hasSpecial(question, 'sameRut') &&
      context.ownRut &&
      cleanRut(rut) === cleanRut(context.ownRut)
    )
      return messages.wizardForm.sameRut;
    return null;
  },
  // The field empties itself on the client's own rut: the error is sameRut, not required.
  emptyError: (question, context) =>
    question.key && context.sameRutCleared?.(question.key) ? messages.wizardForm.sameRut : null,
});
