// An identity-card serial number (wizard-spec 5): letters and digits, not the entered rut, then the
// service's check.
import { common } from '@inversiones/contract';
import { SerialNumberField } from '@inversiones/design-system';
import { normalizeSerial, serialEqualsRut } from '@inversiones/design-system/es-cl';
import { useWatch } from 'react-hook-form';
import { apiSend } from '../../../http/client.ts';
import * as messages from '../../../messages.ts';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { fieldRuleError, hasSpecial } from './control-rules.ts';
import { stringOf, textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

/** The identity-card check (wizard-spec 5 and 7): status 200 with stateIdentityCard 1. */
async function checkSerial(serialNumber: string): Promise<boolean> {
  const answer = await apiSend(common.serialValidation, { serialNumber }, { onError: false });
  return answer.stateIdentityCard === 1;
}

export function SerialAdapter({ question, controller, control, services }: FieldAdapterProps) {
  const rut = useWatch({ control, name: services.rutKey ?? '__none__' }) as unknown;
  const key = question.key!;
  const withService = hasSpecial(question, 'serieNumber');
  return (
    <SerialNumberField
      {...baseProps<string>(question, controller)}
      value={stringOf(controller.field.value)}
      placeholder={question.placeholder}
      rut={services.rutKey ? stringOf(rut) : undefined}
      validate={withService ? checkSerial : undefined}
      onCheckStatusChange={(status) => services.setSerialStatus(key, status)}
    />
  );
}

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
