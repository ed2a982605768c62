// A text question bound to react-hook-form by registration instead of a controller: the input
// keeps its value, so a keystroke reaches the form without rendering the field (long steps).
import { useState, type FocusEvent } from 'react';
import { get, useFormState, type UseFormReturn } from 'react-hook-form';
import type { FormValues } from './field-adapter.ts';
import type { PlanEntry } from './form-plan.ts';

/** What a registered text field takes from the form: name, initial value, handlers and error. */
export interface RegisteredTextField {
  name: string;
  defaultValue: string;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  validationBehavior: 'aria';
}

export function useRegisteredField(
  entry: PlanEntry & { key: string },
  form: UseFormReturn<FormValues>,
): RegisteredTextField {
  const { key } = entry;
  const { register, control, getValues } = form;
  // Registered once with the entry's rules; the input element becomes the field's reference.
  const [registration] = useState(() =>
    register(key, { validate: entry.validate, deps: entry.deps }),
  );
  const [initial] = useState(() => getValues(key) as unknown);
  // Only this field's errors render it (a values subscription would copy every value per key).
  const { errors } = useFormState({ control, name: key, exact: true });
  const message = (get(errors, key) as { message?: unknown } | undefined)?.message;
  return {
    name: key,
    defaultValue: typeof initial === 'string' ? initial : '',
    ref: registration.ref,
    onChange: (value) =>
      void registration.onChange({ target: { name: key, value }, type: 'change' }),
    onBlur: (event) => void registration.onBlur(event),
    isInvalid: get(errors, key) !== undefined,
    errorMessage: typeof message === 'string' ? message : undefined,
    validationBehavior: 'aria',
  };
}
