import type { Ref } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { useObjectRef } from 'react-aria/useObjectRef';
import { fieldError, FREE_TEXT_MAX, keyFilters, mapCaret } from '@inversiones/es-cl';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { TextInputFrame } from '../Field/TextInputFrame.tsx';
import { useFieldState } from '../Field/use-field-state.ts';
import { useCaretAfterCommit } from '../../hooks/use-caret-after-commit.ts';

/** The es-CL rules of digit-only fields (portal-spec 5). */
export type DigitsRule = 'numeric' | 'numericRanges' | 'bank_account';

export interface NumericFieldProps
  extends
    FieldBaseProps,
    Omit<
      AriaTextFieldProps,
      | 'children'
      | 'className'
      | 'style'
      | 'validate'
      | 'type'
      | 'validationBehavior'
      | 'minLength'
      | 'maxLength'
      | 'pattern'
    > {
  /** The digits typed, as text (leading zeros kept). */
  value?: string;
  defaultValue?: string;
  /** `numeric` (default), `numericRanges` (no leading zero) or `bank_account`. */
  rule?: DigitsRule;
  /** Fewest digits (default 1). */
  minLength?: number;
  /** Most digits (default 256, or 20 for a bank account); typing stops there. */
  maxLength?: number;
  /** An extra check run after the rule: return a Spanish error or null. */
  validate?: (value: string) => string | null | undefined;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
  /** Accepted for react-hook-form's adapter; the field always shows errors as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

const isDigit = (char: string) => /\d/.test(char);

/** Longest value of each rule (the kit's bounds). */
const ruleMax: Record<DigitsRule, number> = {
  numeric: FREE_TEXT_MAX,
  numericRanges: FREE_TEXT_MAX,
  bank_account: 20,
};

/**
 * A field of digits only (wizard-spec 5): other keys are refused except Tab, arrows, Backspace,
 * Escape and editing shortcuts; pasted text keeps its digits. Out of bounds shows the rule's
 * range caption.
 */
export function NumericField({
  errorMessage,
  rule = 'numeric',
  minLength,
  maxLength = ruleMax[rule],
  validate,
  placeholder,
  ref,
  value: controlledValue,
  defaultValue,
  onChange,
  onBlur,
  isInvalid: invalidByForm,
  inputMode = 'numeric',
  autoComplete = 'off',
  ...props
}: NumericFieldProps) {
  const inputRef = useObjectRef(ref);
  const setCaret = useCaretAfterCommit(inputRef);
  const field = useFieldState<string, HTMLInputElement>({
    value: controlledValue,
    defaultValue,
    onChange,
    onBlur,
    emptyValue: '',
    isEmpty: (value) => value.trim() === '',
    isRequired: props.isRequired,
    isInvalid: invalidByForm,
    errorMessage: typeof errorMessage === 'function' ? undefined : errorMessage,
    validate: (value) =>
      fieldError(rule, value, { min: minLength, max: maxLength, optional: true }) ??
      validate?.(value),
    quiet: true,
  });
  /** Takes the digits as the new value and puts the caret after the same ones as before. */
  const commit = (input: HTMLInputElement, digits: string, caret: number) => {
    if (field.isQuiet) {
      // The input holds the value: fix it in place, nothing renders.
      if (input.value !== digits) input.value = digits;
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
    } else setCaret(caret);
    field.setValue(digits);
  };
  const filter = rule === 'bank_account' ? keyFilters.bankAccount : keyFilters.numeric;
  return (
    <TextInputFrame
      {...props}
      placeholder={placeholder}
      value={field.value}
      onChange={(raw) => {
        const input = inputRef.current;
        const digits = raw.replace(/\D/g, '').slice(0, maxLength);
        if (!input) {
          field.setValue(digits);
          return;
        }
        commit(input, digits, mapCaret(raw, input.selectionStart ?? raw.length, digits, isDigit));
      }}
      onBlur={field.onBlur}
      isInvalid={field.isInvalid || undefined}
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={maxLength}
      errorText={field.error}
      inputRef={inputRef}
      quiet={field.isQuiet}
      inputExtras={{
        onKeyDown: (event) => {
          if (!filter(event)) event.preventDefault();
        },
        onPaste: (event) => {
          const input = event.currentTarget;
          if (input.readOnly || input.disabled) return;
          // Digits are kept before the length limit applies (`1.234.567` fits in 7).
          event.preventDefault();
          const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
          const current = input.value;
          const start = input.selectionStart ?? current.length;
          const end = input.selectionEnd ?? start;
          const room = maxLength - current.length + (end - start);
          const inserted = pasted.slice(0, Math.max(0, room));
          commit(
            input,
            current.slice(0, start) + inserted + current.slice(end),
            start + inserted.length,
          );
        },
      }}
    />
  );
}
