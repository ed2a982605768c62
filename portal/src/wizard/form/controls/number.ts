// Digits only (numeric, or numericRanges bounds), registered: the input holds them.
import { NumberAdapter } from '../fields/text-adapters.tsx';
import { fieldRuleError } from './control-rules.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

const NUMBER_RULES = new Set(['numeric', 'numericranges', 'number']);

export const numberControl = defineControl({
  name: 'number',
  elements: INPUT_ELEMENTS,
  matches: (query) => NUMBER_RULES.has(query.rule) || query.type === 'number',
  view: { as: 'registered', Registered: NumberAdapter },
  rule: (question, value) =>
    fieldRuleError(
      question.validation?.type === 'numericRanges' ? 'numericRanges' : 'numeric',
      question,
      value,
    ),
  shell: { control: 'text', inputMode: 'numeric' },
});
