// A paragraph of text or HTML: content only, no answer.
import type { wizardConfig } from '@inversiones/contract';
import { SafeHtml, Text } from '@inversiones/design-system';
import { defineControl } from './form-control.ts';

export function ParagraphItem({ question }: { question: wizardConfig.Question }) {
  return (
    <div>
      {question.label ? <Text>{question.label}</Text> : null}
      {question.html ? <SafeHtml html={question.html} /> : null}
    </div>
  );
}

export const paragraphControl = defineControl({
  name: 'paragraph',
  elements: ['paragraph'],
  view: { as: 'display', Display: ParagraphItem },
});
