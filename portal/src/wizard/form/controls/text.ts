// Free text (also what an input of no special type is), registered: typing renders nothing.
import { TextAdapter } from '../fields/text-adapters.tsx';
import { textRuleOf } from '../question-rules.ts';
import { fieldRuleError } from './control-rules.ts';
import { textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

const TEXT_TYPES = new Set(['', 'text', 'default', 'custom', 'tel']);

export const textControl = defineControl({
  name: 'text',
  elements: INPUT_ELEMENTS,
  matches: (query) => TEXT_TYPES.has(query.type),
  view: { as: 'registered', Registered: TextAdapter },
  toAnswer: (key, value) => ({ [key]: textOf(value).trim() }),
  rule: (question, value) => fieldRuleError(textRuleOf(question), question, value),
  shell: { control: 'text', inputMode: 'text' },
});
