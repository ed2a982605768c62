// The typed input (wizard-spec 2): element `input`, or `text` as configurations also spell it, split
// into controls by its type and validation type.
import type { ControlQuery } from './form-control.ts';

/** The element names of a typed input. */
export const INPUT_ELEMENTS = ['input', 'text'] as const;

export const isInput = (query: ControlQuery) =>
  query.element === 'input' || query.element === 'text';

/** A control of its own element, also reached as an input of the given type. */
export const ownElementOrInputType = (type: string) => (query: ControlQuery) =>
  !isInput(query) || query.type === type;
