// A paragraph of text or HTML: content only, no answer.
import { ParagraphItem } from '../fields/display-items.tsx';
import { defineControl } from './form-control.ts';

export const paragraphControl = defineControl({
  name: 'paragraph',
  elements: ['paragraph'],
  view: { as: 'display', Display: ParagraphItem },
});
