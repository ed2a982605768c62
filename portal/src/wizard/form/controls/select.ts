// A select of static or service-fed options (wizard-spec 4): the chosen key.
import { SelectAdapter } from '../fields/select-adapters.tsx';
import { selectOptions } from '../selection-options.ts';
import { singleKeyOf, textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';

export const selectControl = defineControl({
  name: 'select',
  elements: ['select', 'select1', 'list'],
  view: { as: 'field', Field: SelectAdapter },
  initialValue: singleKeyOf,
  shell: {
    control: 'select',
    // A service-fed select loads its options on mount: it mounts in full.
    standsFor: (question, services) => !(question.key && services.has(question.key)),
    textOf: (question, value) =>
      selectOptions(question).find((option) => option.key === textOf(value))?.value ?? '',
  },
});
