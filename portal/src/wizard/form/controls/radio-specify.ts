// One option with a 'specify' text for the last one.
import { RadioSpecifyAdapter } from '../fields/choice-adapters.tsx';
import { defineControl } from './form-control.ts';
import {
  hasSpecify,
  specifyInitialValue,
  specifyIsEmpty,
  specifyRule,
} from './specify-selection.ts';

export const radioSpecifyControl = defineControl({
  name: 'radio-specify',
  elements: ['radio', 'radio-group'],
  matches: hasSpecify,
  view: { as: 'field', Field: RadioSpecifyAdapter },
  initialValue: specifyInitialValue(false),
  isEmpty: specifyIsEmpty,
  rule: specifyRule,
});
