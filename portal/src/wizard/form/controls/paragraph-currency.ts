// A read-only amount whose raw value travels with the answers (wizard-spec 2).
import { parseAmountInput } from '@inversiones/design-system/es-cl';
import { ParagraphCurrencyItem } from '../fields/display-items.tsx';
import { textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';

export const paragraphCurrencyControl = defineControl({
  name: 'paragraph-currency',
  elements: ['paragraph-currency'],
  view: { as: 'display', Display: ParagraphCurrencyItem },
  initialValue: (_question, given) =>
    typeof given === 'number' ? given : parseAmountInput(textOf(given)),
});
