// Long free text: trimmed on the wire, bounded by min and max.
import { TextArea } from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { fieldRuleError } from './control-rules.ts';
import { numberOf, stringOf, textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS, ownElementOrInputType } from './input-query.ts';

export function TextAreaAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <TextArea
      {...baseProps<string>(question, controller)}
      value={stringOf(controller.field.value)}
      placeholder={question.placeholder}
      ruleOptions={{ min: numberOf(question.min) }}
      maxLength={numberOf(question.max)}
    />
  );
}

export const textareaControl = defineControl({
  name: 'textarea',
  elements: ['textarea', ...INPUT_ELEMENTS],
  matches: ownElementOrInputType('textarea'),
  view: { as: 'field', Field: TextAreaAdapter },
  toAnswer: (key, value) => ({ [key]: textOf(value).trim() }),
  rule: (question, value) => fieldRuleError('text', question, value),
});
