// One option of a list with descriptions: its key, the configured selection by default.
import { RadioList } from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { choiceOptions } from '../selection-options.ts';
import { chosenKeyOf, singleKeyOf } from './control-values.ts';
import { defineControl } from './form-control.ts';

export function RadioListAdapter({ question, controller }: FieldAdapterProps) {
  const options = choiceOptions(question).map((option, index) => ({
    ...option,
    description: question.options?.[index]?.descripcion,
  }));
  return (
    <RadioList
      {...baseProps<string | null>(question, controller)}
      options={options}
      value={chosenKeyOf(controller.field.value)}
    />
  );
}

export const radioListControl = defineControl({
  name: 'radio-list',
  elements: ['radio-list'],
  view: { as: 'field', Field: RadioListAdapter },
  initialValue: singleKeyOf,
});
