// A toggle (single-label or toggle-label mode): a flag, required means on.
import { Toggle } from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { flagOf } from './control-values.ts';
import { defineControl } from './form-control.ts';

/** `toggleLabel` "No|Si" gives the side texts of toggle-label mode. */
function toggleLabelsOf(toggleLabel: string | undefined) {
  const parts = (toggleLabel ?? '').split(/[|/]/).map((part) => part.trim());
  return parts.length === 2 && parts[0] && parts[1] ? { off: parts[0], on: parts[1] } : undefined;
}

export function ToggleAdapter({ question, controller }: FieldAdapterProps) {
  const labels = toggleLabelsOf(question.toggleLabel);
  return (
    <Toggle
      {...baseProps<boolean>(question, controller)}
      value={controller.field.value === true}
      mode={question.toggleLabel ? 'toggle-label' : 'single-label'}
      {...(labels ? { toggleLabels: labels } : {})}
    />
  );
}

export const toggleControl = defineControl({
  name: 'toggle',
  elements: ['toggle'],
  view: { as: 'field', Field: ToggleAdapter },
  initialValue: (_question, given) => flagOf(given),
  isEmpty: (value) => value !== true,
});
