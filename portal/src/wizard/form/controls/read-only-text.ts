// A value shown read-only; it travels with the answers.
import { ReadOnlyTextAdapter } from '../fields/text-adapters.tsx';
import { defineControl } from './form-control.ts';

export const readOnlyTextControl = defineControl({
  name: 'read-only-text',
  elements: ['read-only-text', 'read-only', 'readonly'],
  view: { as: 'field', Field: ReadOnlyTextAdapter },
});
