// Several options with a 'specify' text for the last one.
import { CheckboxGroupWithSpecify, type CheckboxSpecifyValue } from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { choiceOptions, specifyLabelOf } from '../selection-options.ts';
import { defineControl } from './form-control.ts';
import {
  hasSpecify,
  specifyInitialValue,
  specifyIsEmpty,
  specifyRule,
} from './specify-selection.ts';

export function CheckboxGroupSpecifyAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <CheckboxGroupWithSpecify
      {...baseProps<CheckboxSpecifyValue>(question, controller)}
      options={choiceOptions(question)}
      value={controller.field.value as CheckboxSpecifyValue}
      specifyLabel={specifyLabelOf(question)}
    />
  );
}

export const checkboxGroupSpecifyControl = defineControl({
  name: 'checkbox-group-specify',
  elements: ['checkbox-group'],
  matches: hasSpecify,
  view: { as: 'field', Field: CheckboxGroupSpecifyAdapter },
  initialValue: specifyInitialValue(true),
  isEmpty: specifyIsEmpty,
  rule: specifyRule,
});
