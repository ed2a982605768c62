// An acceptance list (wizard-spec 5): every condition must be ticked, whatever its required flag.
import { AcceptConditions, allConditionsAccepted } from '@inversiones/design-system';
import * as messages from '../../../messages.ts';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { conditionItems } from '../selection-options.ts';
import { keyList, keysOf, selectedKeys } from './control-values.ts';
import { defineControl, type FormControlDefinition } from './form-control.ts';

export function AcceptConditionsAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <AcceptConditions
      {...baseProps<string[]>(question, controller)}
      isRequired
      items={conditionItems(question)}
      value={keysOf(controller.field.value)}
    />
  );
}

/** What both acceptance lists do with their value; they differ only in how they show. */
export const acceptanceRules = {
  initialValue: (question, given) =>
    given === undefined ? selectedKeys(question) : keyList(given),
  isEmpty: (value) => !Array.isArray(value) || value.length === 0,
  alwaysRequired: true,
  rule: (question, value) =>
    allConditionsAccepted(
      (question.options ?? []).map((o) => ({ key: String(o.key) })),
      value as string[],
    )
      ? null
      : messages.wizardForm.required,
} satisfies Partial<FormControlDefinition>;

export const acceptConditionsControl = defineControl({
  name: 'accept-conditions',
  elements: ['accept-conditions'],
  view: { as: 'field', Field: AcceptConditionsAdapter },
  ...acceptanceRules,
});
