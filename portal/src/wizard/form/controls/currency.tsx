// An amount in CLP, USD or EUR (wizard-spec 5): a number, within min and max.
import { CurrencyField } from '@inversiones/design-system';
import { parseAmountInput } from '@inversiones/design-system/es-cl';
import * as messages from '../../../messages.ts';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { currencyOf } from '../form-values.ts';
import { boundsOf, ruleMessage } from './control-rules.ts';
import { textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

export function CurrencyAdapter({ question, controller }: FieldAdapterProps) {
  const value = controller.field.value;
  return (
    <CurrencyField
      {...baseProps<number | null>(question, controller)}
      value={typeof value === 'number' ? value : null}
      placeholder={question.placeholder}
      currency={currencyOf(question)}
    />
  );
}

/** Currency masks of the configuration (wizard-spec 5: CLP default, USD, EUR). */
const CURRENCY_MASKS = new Set(['currency', 'clp', 'usd', 'eur', 'moneda', 'monto']);

export const currencyControl = defineControl({
  name: 'currency',
  elements: INPUT_ELEMENTS,
  matches: (query) =>
    query.rule === 'currency' || CURRENCY_MASKS.has(query.mask) || query.type === 'currency',
  view: { as: 'field', Field: CurrencyAdapter },
  initialValue: (question, given) =>
    typeof given === 'number' ? given : parseAmountInput(textOf(given), currencyOf(question)),
  rule: (question, value) => {
    const amount = typeof value === 'number' ? value : Number.NaN;
    if (!Number.isFinite(amount)) return ruleMessage(question);
    const { min, max } = boundsOf(question);
    if ((min !== undefined && amount < min) || (max !== undefined && amount > max))
      return question.validation?.caption || messages.wizardForm.amountRange;
    return null;
  },
});
