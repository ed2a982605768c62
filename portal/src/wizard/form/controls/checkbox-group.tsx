// Several options: the list of chosen keys, the configured selection by default.
import { CheckboxGroup } from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { choiceOptions } from '../selection-options.ts';
import { keyList, keysOf, selectedKeys } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { hasSpecify } from './specify-selection.ts';

export function CheckboxGroupAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <CheckboxGroup
      {...baseProps<string[]>(question, controller)}
      options={choiceOptions(question)}
      value={keysOf(controller.field.value)}
      orientation={question.inline ? 'horizontal' : 'vertical'}
    />
  );
}

export const checkboxGroupControl = defineControl({
  name: 'checkbox-group',
  elements: ['checkbox-group'],
  matches: (query) => !hasSpecify(query),
  view: { as: 'field', Field: CheckboxGroupAdapter },
  initialValue: (question, given) =>
    given === undefined ? selectedKeys(question) : keyList(given),
  isEmpty: (value) => !Array.isArray(value) || value.length === 0,
});
