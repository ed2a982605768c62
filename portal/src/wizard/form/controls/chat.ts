// The chat question (wizard-spec 5): one select per sub-question, each to be answered.
import * as messages from '../../../messages.ts';
import { ChatAdapter } from '../fields/select-adapters.tsx';
import { textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';

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
