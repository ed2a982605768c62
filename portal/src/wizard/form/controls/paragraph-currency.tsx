// A read-only amount whose raw value travels with the answers (wizard-spec 2).
import type { wizardConfig } from '@inversiones/contract';
import { ParagraphCurrency } from '@inversiones/design-system';
import { parseAmountInput } from '@inversiones/design-system/es-cl';
import { currencyOf } from '../form-values.ts';
import { textOf } from './control-values.ts';
import { defineControl } from './form-control.ts';

/** A read-only amount; its raw value travels with the answers (hidden value). */
export function ParagraphCurrencyItem({
  question,
  value,
}: {
  question: wizardConfig.Question;
  value: unknown;
}) {
  return (
    <ParagraphCurrency
      label={question.label}
      value={typeof value === 'number' ? value : null}
      currency={currencyOf(question)}
      name={question.key}
    />
  );
}

export const paragraphCurrencyControl = defineControl({
  name: 'paragraph-currency',
  elements: ['paragraph-currency'],
  view: { as: 'display', Display: ParagraphCurrencyItem },
  initialValue: (_question, given) =>
    typeof given === 'number' ? given : parseAmountInput(textOf(given)),
});
