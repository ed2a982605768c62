// One option with a 'specify' text for the last one.
import { RadioGroupWithSpecify, type RadioSpecifyValue } from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { choiceOptions, specifyLabelOf } from '../selection-options.ts';
import { defineControl } from './form-control.ts';
import {
  hasSpecify,
  specifyInitialValue,
  specifyIsEmpty,
  specifyRule,
} from './specify-selection.ts';

export function RadioSpecifyAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <RadioGroupWithSpecify
      {...baseProps<RadioSpecifyValue>(question, controller)}
      options={choiceOptions(question)}
      value={controller.field.value as RadioSpecifyValue}
      specifyLabel={specifyLabelOf(question)}
      orientation={question.inline ? 'horizontal' : 'vertical'}
    />
  );
}

export const radioSpecifyControl = defineControl({
  name: 'radio-specify',
  elements: ['radio', 'radio-group'],
  matches: hasSpecify,
  view: { as: 'field', Field: RadioSpecifyAdapter },
  initialValue: specifyInitialValue(false),
  isEmpty: specifyIsEmpty,
  rule: specifyRule,
});
