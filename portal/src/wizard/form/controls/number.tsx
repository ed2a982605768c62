// Digits only (numeric, or numericRanges bounds), registered: the input holds them.
import { NumericField } from '@inversiones/design-system';
import { questionProps, type RegisteredFieldAdapterProps } from '../field-adapter.ts';
import { fieldRuleError } from './control-rules.ts';
import { numberOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

/** Digits only: registered, the input holds them (the field strips anything else in place). */
export function NumberAdapter({ question, registration }: RegisteredFieldAdapterProps) {
  return (
    <NumericField
      {...questionProps(question)}
      {...registration}
      placeholder={question.placeholder}
      rule={question.validation?.type === 'numericRanges' ? 'numericRanges' : 'numeric'}
      minLength={numberOf(question.min)}
      maxLength={numberOf(question.max)}
    />
  );
}

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
