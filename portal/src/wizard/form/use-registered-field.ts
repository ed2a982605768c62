// A text question bound to react-hook-form by registration instead of a controller: the input
// keeps its value, so a keystroke reaches the form without rendering the field (long steps).
import { useEffect, useState, type FocusEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from './field-adapter.ts';
import type { FieldErrorListeners } from './field-error-listeners.ts';
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

interface ErrorView {
  isInvalid: boolean;
  errorMessage: string | undefined;
}

const errorViewOf = (error: { message?: unknown } | undefined): ErrorView => ({
  isInvalid: error !== undefined,
  errorMessage: typeof error?.message === 'string' ? error.message : undefined,
});

export function useRegisteredField(
  entry: PlanEntry & { key: string },
  form: UseFormReturn<FormValues>,
  errorListeners: FieldErrorListeners,
): RegisteredTextField {
  const { key } = entry;
  const { register, getValues, getFieldState } = form;
  // Registered once with the entry's rules; the input element becomes the field's reference.
  const [registration] = useState(() =>
    register(key, { validate: entry.validate, deps: entry.deps }),
  );
  const [initial] = useState(() => getValues(key) as unknown);
  // Only this field's error signals render it, and only when what it shows changes.
  const [error, setError] = useState(() => errorViewOf(getFieldState(key).error));
  useEffect(() => {
    const update = () => {
      const next = errorViewOf(getFieldState(key).error);
      setError((shown) =>
        shown.isInvalid === next.isInvalid && shown.errorMessage === next.errorMessage
          ? shown
          : next,
      );
    };
    // A signal between the first render and this effect is not lost.
    update();
    return errorListeners.listen(key, update);
  }, [errorListeners, key, getFieldState]);
  return {
    name: key,
    defaultValue: typeof initial === 'string' ? initial : '',
    ref: registration.ref,
    onChange: (value) =>
      void registration.onChange({ target: { name: key, value }, type: 'change' }),
    onBlur: (event) => void registration.onBlur(event),
    ...error,
    validationBehavior: 'aria',
  };
}
