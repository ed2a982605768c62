// Free text (also what an input of no special type is), registered: typing renders nothing.
import type { wizardConfig } from '@inversiones/contract';
import { TextField } from '@inversiones/design-system';
import type { FieldType } from '@inversiones/design-system/es-cl';
import { questionProps, type RegisteredFieldAdapterProps } from '../field-adapter.ts';
import { fieldRuleError } from './control-rules.ts';
import { numberOf, textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

const TEXT_RULES = new Set<FieldType>(['text', 'alphanumeric', 'range']);

/** The es-CL rule of a text input: its validation type when it names a text rule, else free text. */
export function textRuleOf(question: wizardConfig.Question): FieldType {
  const type = question.validation?.type as FieldType | undefined;
  return type && TEXT_RULES.has(type) ? type : 'text';
}

/** Free text: registered, so typing renders the field only when its error changes. */
export function TextAdapter({ question, registration }: RegisteredFieldAdapterProps) {
  return (
    <TextField
      {...questionProps(question)}
      {...registration}
      placeholder={question.placeholder}
      rule={textRuleOf(question)}
      ruleOptions={{ min: numberOf(question.min), max: numberOf(question.max) }}
    />
  );
}

const TEXT_TYPES = new Set(['', 'text', 'default', 'custom', 'tel']);

export const textControl = defineControl({
  name: 'text',
  elements: INPUT_ELEMENTS,
  matches: (query) => TEXT_TYPES.has(query.type),
  view: { as: 'registered', Registered: TextAdapter },
  toAnswer: (key, value) => ({ [key]: textOf(value).trim() }),
  rule: (question, value) => fieldRuleError(textRuleOf(question), question, value),
  shell: { control: 'text', inputMode: 'text' },
});
