import { useContext, useRef, useState, type FocusEvent } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { esClMessages } from '@inversiones/es-cl';
import type { FieldBaseProps } from './Field.tsx';
import { FieldErrorTimingContext } from './error-timing.ts';

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
  /** The form's message while invalid; a function is React Aria's business and is ignored here. */
  errorMessage?: FieldBaseProps['errorMessage'];
  /**
   * When uncontrolled, keep the value in the DOM control (`defaultValue`) and render only when
   * touched, dirty or the error change, not per keystroke (text fields in long forms).
   */
  quiet?: boolean;
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
  quiet = false,
}: FieldStateOptions<T, E>) {
  const isQuiet = quiet && controlled === undefined;
  const [initial] = useState(() => (defaultValue ?? emptyValue) as Exclude<T, undefined>);
  // Quiet: the latest typed value, read when rendering; the control itself holds it.
  const latest = useRef<T>(initial);
  const [stateValue, setStateValue] = useControlledState<T>(
    (isQuiet ? initial : controlled) as Exclude<T, undefined> | undefined,
    initial,
    isQuiet ? undefined : onChange,
  );
  const [touched, setTouched] = useState(false);
  const [dirtyState, setDirty] = useState(false);
  // Quiet: changed-ness and the error as of the last keystroke live in refs, and a render happens
  // only when that error changes (a same-value state update can still cost a render).
  const quietDirty = useRef(false);
  const [, setTypedError] = useState<string | null>(null);
  const typedError = useRef<string | null>(null);
  const dirty = isQuiet ? quietDirty.current : dirtyState;

  const timing = useContext(FieldErrorTimingContext);
  const errorOf = (current: T, isTouched: boolean, isDirty: boolean) =>
    isEmpty(current)
      ? isRequired && isTouched && (timing === 'touched' || isDirty)
        ? esClMessages.required
        : null
      : isTouched || isDirty
        ? (validate?.(current) ?? null)
        : null;
  const value = isQuiet ? latest.current : stateValue;
  const ownError = errorOf(value, touched, dirty);
  const isInvalid = invalidByForm || ownError !== null;
  const ownMessage = typeof errorMessage === 'function' ? undefined : errorMessage;

  return {
    /** The value to render: in quiet mode the initial one, for the control's `defaultValue`. */
    value: isQuiet ? initial : value,
    /** The control is uncontrolled and renders per error change only. */
    isQuiet,
    setValue: (next: T) => {
      if (!isQuiet) {
        setDirty(true);
        setStateValue(next);
        return;
      }
      latest.current = next;
      quietDirty.current = true;
      const error = errorOf(next, touched, true);
      if (error !== typedError.current) {
        typedError.current = error;
        setTypedError(error);
      }
      onChange?.(next);
    },
    /** Marks the field touched (its errors may show); call from the control's blur. */
    onBlur: (event: FocusEvent<E>) => {
      setTouched(true);
      onBlur?.(event);
    },
    touched,
    isInvalid,
    /** The text to show while invalid: the form's message, else the rule's, else the spec's. */
    error: isInvalid ? (ownMessage ?? ownError ?? esClMessages.invalidData) : null,
  };
}
