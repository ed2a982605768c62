// A single checkbox: a flag, required means ticked (wizard-spec 5).
import { Checkbox } from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { flagOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS, ownElementOrInputType } from './input-query.ts';

export function CheckboxAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <Checkbox
      {...baseProps<boolean>(question, controller)}
      value={controller.field.value === true}
    />
  );
}

export const checkboxControl = defineControl({
  name: 'checkbox',
  elements: ['checkbox', ...INPUT_ELEMENTS],
  matches: ownElementOrInputType('checkbox'),
  view: { as: 'field', Field: CheckboxAdapter },
  initialValue: (_question, given) => flagOf(given),
  isEmpty: (value) => value !== true,
  shell: {
    control: 'checkbox',
    // The shell draws no info button: a checkbox with a tooltip mounts in full.
    standsFor: (question) => !(question.tooltip || question.tooltipText),
  },
});
