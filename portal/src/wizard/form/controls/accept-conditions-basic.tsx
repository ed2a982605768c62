// The plain acceptance list: the same rules as accept-conditions, drawn without its frame.
import { AcceptConditionsBasic } from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { conditionItems } from '../selection-options.ts';
import { keysOf } from './control-values.ts';
import { acceptanceRules } from './accept-conditions.tsx';
import { defineControl } from './form-control.ts';

export function AcceptConditionsBasicAdapter({ question, controller }: FieldAdapterProps) {
  return (
    <AcceptConditionsBasic
      {...baseProps<string[]>(question, controller)}
      isRequired
      items={conditionItems(question)}
      value={keysOf(controller.field.value)}
    />
  );
}

export const acceptConditionsBasicControl = defineControl({
  name: 'accept-conditions-basic',
  elements: ['accept-conditions-basic'],
  view: { as: 'field', Field: AcceptConditionsBasicAdapter },
  ...acceptanceRules,
});
