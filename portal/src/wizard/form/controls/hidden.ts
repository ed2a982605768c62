// A hidden value: it travels with the answers under its key and shows nothing.
import { defineControl } from './form-control.ts';
import { INPUT_ELEMENTS, ownElementOrInputType } from './input-query.ts';

export const hiddenControl = defineControl({
  name: 'hidden',
  elements: ['hidden', ...INPUT_ELEMENTS],
  matches: ownElementOrInputType('hidden'),
  view: { as: 'none' },
});
