// One option of a radio group: its key, the configured selection by default.
import { RadioGroup } from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { choiceOptions } from '../selection-options.ts';
import { chosenKeyOf, singleKeyOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { hasSpecify } from './specify-selection.ts';

export function RadioAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <RadioGroup
      {...baseProps<string | null>(question, controller)}
      options={choiceOptions(question)}
      value={chosenKeyOf(controller.field.value)}
      orientation={question.inline ? 'horizontal' : 'vertical'}
    />
  );
}

export const radioControl = defineControl({
  name: 'radio',
  elements: ['radio', 'radio-group'],
  matches: (query) => !hasSpecify(query),
  view: { as: 'field', Field: RadioAdapter },
  initialValue: singleKeyOf,
});
