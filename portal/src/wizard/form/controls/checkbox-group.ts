// Several options: the list of chosen keys, the configured selection by default.
import { CheckboxGroupAdapter } from '../fields/choice-adapters.tsx';
import { keyList, selectedKeys } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { hasSpecify } from './specify-selection.ts';

export const checkboxGroupControl = defineControl({
  name: 'checkbox-group',
  elements: ['checkbox-group'],
  matches: (query) => !hasSpecify(query),
  view: { as: 'field', Field: CheckboxGroupAdapter },
  initialValue: (question, given) =>
    given === undefined ? selectedKeys(question) : keyList(given),
  isEmpty: (value) => !Array.isArray(value) || value.length === 0,
});
