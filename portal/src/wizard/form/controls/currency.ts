// An amount in CLP, USD or EUR (wizard-spec 5): a number, within min and max.
import { parseAmountInput } from '@inversiones/design-system/es-cl';
import * as messages from '../../../messages.ts';
import { CurrencyAdapter } from '../fields/text-adapters.tsx';
import { currencyOf } from '../form-values.ts';
import { boundsOf, ruleMessage } from './control-rules.ts';
import { textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS } from './input-query.ts';

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
