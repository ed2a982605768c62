// A bank account number: digits only, bounded by min and max (wizard-spec 5).
import { BankAccountField } from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { fieldRuleError } from './control-rules.ts';
import { numberOf, stringOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

export function BankAccountAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <BankAccountField
      {...baseProps<string>(question, controller)}
      value={stringOf(controller.field.value)}
      placeholder={question.placeholder}
      minLength={numberOf(question.min)}
      maxLength={numberOf(question.max)}
    />
  );
}

export const bankAccountControl = defineControl({
  name: 'bank_account',
  elements: INPUT_ELEMENTS,
  matches: (query) => query.rule === 'bank_account' || query.rule === 'bankaccount',
  view: { as: 'field', Field: BankAccountAdapter },
  rule: (question, value) => fieldRuleError('bank_account', question, value),
});
