// A single checkbox: a flag, required means ticked (wizard-spec 5).
import { CheckboxAdapter } from '../fields/choice-adapters.tsx';
import { flagOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS, ownElementOrInputType } from './input-query.ts';

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
