// A rut (wizard-spec 5): check digit, not the client's own with sameRut, stored without dots.
import { RutField } from '@inversiones/design-system';
import { cleanRut, formatRut, isValidRut } from '@inversiones/design-system/es-cl';
import * as messages from '../../../messages.ts';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { hasSpecial, ruleMessage } from './control-rules.ts';
import { stringOf, textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

const dotted = (rut: string) => (isValidRut(rut) ? formatRut(rut) : rut);

export function RutAdapter({ question, controller, services }: FieldAdapterProps) {
  const ownRut = hasSpecial(question, 'sameRut') ? (services.ownRut ?? undefined) : undefined;
  const key = question.key!;
  const props = baseProps<string>(question, controller);
  return (
    <RutField
      {...props}
      // A stored rut (no dots) shows dotted like a typed one; the answer is stored without them.
      value={dotted(stringOf(controller.field.value))}
      placeholder={question.placeholder}
      ownRut={ownRut}
      onChange={(next) => {
        // The field empties itself when the client's own rut is typed: the form says why.
        const previous = stringOf(controller.field.value);
        const cleared = !!ownRut && next === '' && cleanRut(previous) === cleanRut(ownRut);
        services.setSameRut(key, cleared);
        props.onChange(next);
      }}
    />
  );
}

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
