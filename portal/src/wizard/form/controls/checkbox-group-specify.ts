// Several options with a 'specify' text for the last one.
import { CheckboxGroupSpecifyAdapter } from '../fields/choice-adapters.tsx';
import { defineControl } from './form-control.ts';
import {
  hasSpecify,
  specifyInitialValue,
  specifyIsEmpty,
  specifyRule,
} from './specify-selection.ts';

export const checkboxGroupSpecifyControl = defineControl({
  name: 'checkbox-group-specify',
  elements: ['checkbox-group'],
  matches: hasSpecify,
  view: { as: 'field', Field: CheckboxGroupSpecifyAdapter },
  initialValue: specifyInitialValue(true),
  isEmpty: specifyIsEmpty,
  rule: specifyRule,
});
