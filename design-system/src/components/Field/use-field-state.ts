import { useState, type FocusEvent, type ReactNode } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { esClMessages } from '../../es-cl/messages.ts';

export interface FieldStateOptions<T, E extends Element = Element> {
  value?: T;
  defaultValue?: T;
  onChange?: (value: T) => void;
  onBlur?: (event: FocusEvent<E>) => void;
  /** The empty value of the field ('' for text). */
  emptyValue: T;
  isEmpty?: (value: T) => boolean;
  isRequired?: boolean;
  /** The field's own rule: a Spanish error, or null when valid (only checked when not empty). */
  validate?: (value: T) => string | null | undefined;
  /** Invalid by decision of the form (for example react-hook-form). */
  isInvalid?: boolean;
  errorMessage?: ReactNode;
}

/**
 * Value (controlled or not), touched/dirty tracking and the spec's error rules (wizard-spec 5):
 * required shows when touched; a rule's caption shows when invalid and touched or changed.
 */
export function useFieldState<T, E extends Element = Element>({
  value: controlled,
  defaultValue,
  onChange,
  onBlur,
  emptyValue,
  isEmpty = (v) => v === emptyValue || v === null || v === undefined,
  isRequired = false,
  validate,
  isInvalid: invalidByForm = false,
  errorMessage,
}: FieldStateOptions<T, E>) {
  const [value, setValue] = useControlledState<T>(
    controlled as Exclude<T, undefined> | undefined,
    (defaultValue ?? emptyValue) as Exclude<T, undefined>,
    onChange,
  );
  const [touched, setTouched] = useState(false);
  const [dirty, setDirty] = useState(false);

  const empty = isEmpty(value);
  const ownError = empty
    ? isRequired && touched
      ? esClMessages.required
      : null
    : touched || dirty
      ? (validate?.(value) ?? null)
      : null;
  const isInvalid = invalidByForm || ownError !== null;

  return {
    value,
    setValue: (next: T) => {
      setDirty(true);
      setValue(next);
    },
    /** Marks the field touched (its errors may show); call from the control's blur. */
    onBlur: (event: FocusEvent<E>) => {
      setTouched(true);
      onBlur?.(event);
    },
    touched,
    isInvalid,
    /** The text to show while invalid: the form's message, else the rule's, else the spec's. */
    error: isInvalid ? (errorMessage ?? ownError ?? esClMessages.invalidData) : null,
  };
}
