// Long free text: trimmed on the wire, bounded by min and max.
import { TextAreaAdapter } from '../fields/text-adapters.tsx';
import { fieldRuleError } from './control-rules.ts';
import { textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS, ownElementOrInputType } from './input-query.ts';

export const textareaControl = defineControl({
  name: 'textarea',
  elements: ['textarea', ...INPUT_ELEMENTS],
  matches: ownElementOrInputType('textarea'),
  view: { as: 'field', Field: TextAreaAdapter },
  toAnswer: (key, value) => ({ [key]: textOf(value).trim() }),
  rule: (question, value) => fieldRuleError('text', question, value),
});
