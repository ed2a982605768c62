// A toggle (single-label or toggle-label mode): a flag, required means on.
import { ToggleAdapter } from '../fields/choice-adapters.tsx';
import { flagOf } from './control-values.ts';
import { defineControl } from './form-control.ts';

export const toggleControl = defineControl({
  name: 'toggle',
  elements: ['toggle'],
  view: { as: 'field', Field: ToggleAdapter },
  initialValue: (_question, given) => flagOf(given),
  isEmpty: (value) => value !== true,
});
