// The chat question (wizard-spec 5): one select per sub-question, each to be answered.
import { Select, Stack } from '@inversiones/design-system';
import * as messages from '../../../messages.ts';
import type { FieldAdapterProps } from '../field-adapter.ts';
import { selectOptions } from '../selection-options.ts';
import { chosenKeyOf, textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';

/** Chat question: one select per sub-question, all to be answered (wizard-spec 5). */
export function ChatAdapter({ question, controller }: FieldAdapterProps) {
  const answers = (controller.field.value ?? {}) as Record<string, unknown>;
  const subs = (question.questions ?? []).filter((sub) => sub.key);
  const { onChange, onBlur, ref } = controller.field;
  const invalid = controller.fieldState.invalid;
  return (
    <Stack gap="sm" role="group" aria-label={question.label}>
      {subs.map((sub, index) => {
        const chosen = chosenKeyOf(answers[sub.key!]);
        return (
          <Select
            key={sub.key}
            ref={index === 0 ? ref : undefined}
            label={sub.label ?? ''}
            isRequired
            options={selectOptions(sub)}
            value={chosen}
            onChange={(key) => onChange({ ...answers, [sub.key!]: key ?? '' })}
            onBlur={onBlur}
            isInvalid={invalid && chosen === null}
            errorMessage={invalid && chosen === null ? messages.wizardForm.required : undefined}
            isDisabled={question.disabled === true}
          />
        );
      })}
    </Stack>
  );
}

export const chatControl = defineControl({
  name: 'chat',
  elements: ['chat'],
  view: { as: 'field', Field: ChatAdapter },
  initialValue: (question, given) => {
    const record =
      given !== null && typeof given === 'object' ? (given as Record<string, unknown>) : {};
    return Object.fromEntries(
      (question.questions ?? [])
        .filter((q) => q.key)
        .map((q) => [q.key!, textOf(record[q.key!] ?? q.value)]),
    );
  },
  isEmpty: (value) =>
    Object.values(value as Record<string, unknown>).every((v) => textOf(v) === ''),
  rule: (question, value) => {
    const answers = value as Record<string, unknown>;
    const subs = (question.questions ?? []).filter((q) => q.key);
    return subs.every((q) => textOf(answers[q.key!]) !== '') ? null : messages.wizardForm.required;
  },
});
