// A selection list with extra fields (wizard-spec 3 version A and 5): one entry per option; an
// optional list still checks what was entered.
import {
  CheckboxList,
  type CheckboxListEntry,
  checkboxListError,
} from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { checkboxListOptions } from '../selection-options.ts';
import { textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';

export function CheckboxListAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <CheckboxList
      {...baseProps<CheckboxListEntry[]>(question, controller)}
      options={checkboxListOptions(question)}
      variant={question.radioType || question.type === 'radio' ? 'radio' : 'checkbox'}
      value={controller.field.value as CheckboxListEntry[]}
    />
  );
}

export const checkboxListControl = defineControl({
  name: 'checkbox-list',
  elements: ['checkbox-list'],
  view: { as: 'field', Field: CheckboxListAdapter },
  initialValue: (question, given) => {
    const entries = Array.isArray(given) ? (given as Partial<CheckboxListEntry>[]) : [];
    return (question.options ?? []).map((option) => {
      const entry = entries.find((e) => String(e.id) === String(option.key));
      // A stored list is the answer; without one, the options' own flags are the default.
      const selected = Array.isArray(given) ? entry?.selected === true : option.selected === true;
      return {
        id: String(option.key),
        selected,
        extraDescription: selected
          ? textOf(entry?.extraDescription ?? option.extraDescription?.value)
          : '',
      };
    });
  },
  isEmpty: (value) =>
    !Array.isArray(value) || !(value as CheckboxListEntry[]).some((e) => e.selected),
  checksEmpty: true,
  rule: (question, value) =>
    checkboxListError(
      checkboxListOptions(question),
      value as CheckboxListEntry[],
      question.required === true,
    ),
});
