// An e-mail: registered like free text unless masked (a masked one must never reach the DOM).
import { EmailAdapter, RegisteredEmailAdapter } from '../fields/text-adapters.tsx';
import { fieldRuleError } from './control-rules.ts';
import { textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

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
