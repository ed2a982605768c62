// A bank account number: digits only, bounded by min and max (wizard-spec 5).
import { BankAccountAdapter } from '../fields/text-adapters.tsx';
import { fieldRuleError } from './control-rules.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

export const bankAccountControl = defineControl({
  name: 'bank_account',
  elements: INPUT_ELEMENTS,
  matches: (query) => query.rule === 'bank_account' || query.rule === 'bankaccount',
  view: { as: 'field', Field: BankAccountAdapter },
  rule: (question, value) => fieldRuleError('bank_account', question, value),
});
