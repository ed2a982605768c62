// One option of a list with descriptions: its key, the configured selection by default.
import { RadioListAdapter } from '../fields/choice-adapters.tsx';
import { singleKeyOf } from './control-values.ts';
import { defineControl } from './form-control.ts';

export const radioListControl = defineControl({
  name: 'radio-list',
  elements: ['radio-list'],
  view: { as: 'field', Field: RadioListAdapter },
  initialValue: singleKeyOf,
});
