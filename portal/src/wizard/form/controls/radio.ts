// One option of a radio group: its key, the configured selection by default.
import { RadioAdapter } from '../fields/choice-adapters.tsx';
import { singleKeyOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { hasSpecify } from './specify-selection.ts';

export const radioControl = defineControl({
  name: 'radio',
  elements: ['radio', 'radio-group'],
  matches: (query) => !hasSpecify(query),
  view: { as: 'field', Field: RadioAdapter },
  initialValue: singleKeyOf,
});
