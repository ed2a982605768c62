import type { Ref } from 'react';

/** The parts of react-hook-form's `useController` / `Controller` render argument a field needs. */
export interface ControllerLike<TValue> {
  field: {
    name: string;
    value: TValue;
    onChange: (value: TValue) => void;
    onBlur: () => void;
    ref: Ref<never> | ((instance: unknown) => void);
    disabled?: boolean;
  };
  fieldState: { invalid: boolean; error?: { message?: string } | undefined };
}

/**
 * Maps a react-hook-form controller onto a design-system field's props:
 * `<Controller render={(c) => <RutField label="RUT" {...fieldControllerProps(c)} />} />`.
 * Typed structurally, so the design system does not depend on react-hook-form.
 */
export function fieldControllerProps<TValue>({ field, fieldState }: ControllerLike<TValue>) {
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    // RHF focuses the first invalid field through this ref.
    ref: field.ref as Ref<never>,
    isDisabled: field.disabled,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
    // The form decides validity: React Aria only shows it, without blocking native submit.
    validationBehavior: 'aria' as const,
  };
}
