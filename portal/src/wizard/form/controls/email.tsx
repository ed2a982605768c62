// An e-mail: registered like free text unless masked (a masked one must never reach the DOM).
import { EmailField } from '@inversiones/design-system';
import {
  baseProps,
  type FieldAdapterProps,
  questionProps,
  type RegisteredFieldAdapterProps,
} from '../field-adapter.ts';
import { fieldRuleError } from './control-rules.ts';
import { stringOf, textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

export function EmailAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <EmailField
      {...baseProps<string>(question, controller)}
      value={stringOf(controller.field.value)}
      placeholder={question.placeholder}
      obfuscated={question.obfuscated === true}
    />
  );
}

/** An unmasked e-mail: registered like free text (a masked one uses EmailAdapter). */
export function RegisteredEmailAdapter({ question, registration }: RegisteredFieldAdapterProps) {
  return (
    <EmailField {...questionProps(question)} {...registration} placeholder={question.placeholder} />
  );
}

export const emailControl = defineControl({
  name: 'email',
  elements: INPUT_ELEMENTS,
  matches: (query) => query.rule === 'email' || query.type === 'email',
  view: {
    as: 'field',
    Field: EmailAdapter,
    registeredOf: (question) => (question.obfuscated === true ? undefined : RegisteredEmailAdapter),
  },
  toAnswer: (key, value) => ({ [key]: textOf(value).trim() }),
  rule: (question, value) => fieldRuleError('email', question, value),
  shell: { control: 'text', inputMode: 'email' },
});
