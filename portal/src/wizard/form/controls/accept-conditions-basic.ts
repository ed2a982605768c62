// The plain acceptance list: the same rules as accept-conditions, drawn without its frame.
import { AcceptConditionsBasicAdapter } from '../fields/choice-adapters.tsx';
import { acceptanceRules } from './accept-conditions.ts';
import { defineControl } from './form-control.ts';

export const acceptConditionsBasicControl = defineControl({
  name: 'accept-conditions-basic',
  elements: ['accept-conditions-basic'],
  view: { as: 'field', Field: AcceptConditionsBasicAdapter },
  ...acceptanceRules,
});
