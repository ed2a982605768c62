// Items of a form step that show content and store nothing the user edits (wizard-spec 2).
import type { wizardConfig } from '@inversiones/contract';
import { ParagraphCurrency, SafeHtml, Text } from '@inversiones/design-system';
import { currencyOf } from '../form-values.ts';

type Question = wizardConfig.Question;

export function ParagraphItem({ question }: { question: Question }) {
  return (
    <div>
      {question.label ? <Text>{question.label}</Text> : null}
      {question.html ? <SafeHtml html={question.html} /> : null}
    </div>
  );
}

/** A read-only amount; its raw value travels with the answers (hidden value). */
export function ParagraphCurrencyItem({ question, value }: { question: Question; value: unknown }) {
  return (
    <ParagraphCurrency
      label={question.label}
      value={typeof value === 'number' ? value : null}
      currency={currencyOf(question)}
      name={question.key}
    />
  );
}
