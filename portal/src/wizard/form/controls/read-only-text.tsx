// A value shown read-only; it travels with the answers.
import { ReadOnlyText } from '@inversiones/design-system';
import { baseProps, type FieldAdapterProps } from '../field-adapter.ts';
import { defineControl } from './form-control.ts';

export function ReadOnlyTextAdapter({ question, controller }: FieldAdapterProps) {
  const {
    isReadOnly: _readOnly,
    isRequired: _required,
    ...props
  } = baseProps<never>(question, controller);
  const value = controller.field.value;
  return (
    <ReadOnlyText
      {...props}
      value={typeof value === 'string' || typeof value === 'number' ? value : null}
    />
  );
}

export const readOnlyTextControl = defineControl({
  name: 'read-only-text',
  elements: ['read-only-text', 'read-only', 'readonly'],
  view: { as: 'field', Field: ReadOnlyTextAdapter },
});
