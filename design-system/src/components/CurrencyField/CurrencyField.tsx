import { useState, type FocusEvent, type Ref } from 'react';
import {
  Input as AriaInput,
  TextField as AriaTextField,
  VisuallyHidden,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useObjectRef } from 'react-aria/useObjectRef';
import {
  type Currency,
  currencyDecimals,
  currencySymbols,
  formatAmountInputPartial,
  formatCurrency,
  keyFilters,
} from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import {
  FieldErrorText,
  FieldHint,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field.tsx';
import { fieldParts } from '../Field/field-parts.ts';
import { useFieldState } from '../Field/use-field-state.ts';
import { useCaretAfterCommit } from '../../hooks/use-caret-after-commit.ts';
import { amountToText, MAX_WHOLE_DIGITS, textToAmount, wholeDigits } from './amount-text.ts';

export interface CurrencyFieldProps
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
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'onBlur'
      | 'minLength'
      | 'maxLength'
      | 'pattern'
    > {
  /**
   * CLP (default, whole pesos), USD or EUR (up to 2 decimals after a comma). Fixed for the
   * field's life: to switch, remount it with a `key` and the amount in the new currency.
   */
  currency?: Currency;
  /** Decimals other than the currency's: 2 for a share price in pesos ($ 1.298,50). */
  decimals?: 0 | 2;
  /** The amount as a number (`1234567`), or null when empty or incomplete. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the amount typed, as a number, or null. */
  onChange?: (value: number | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Least amount accepted, in the currency's units. */
  minValue?: number;
  /** Largest amount accepted, in the currency's units. */
  maxValue?: number;
  /** An extra check run after the bounds: return a Spanish error or null. */
  validate?: (value: number) => string | null | undefined;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
  /** Accepted for react-hook-form's adapter; the field always shows errors as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

/**
 * An amount in CLP, USD or EUR: thousands dots as the user types (caret kept after the same
 * digit), a number out, the currency said in the accessible name and not only shown as a prefix.
 */
export function CurrencyField(allProps: CurrencyFieldProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(allProps);
  const {
    currency = 'CLP',
    decimals = currencyDecimals[currency],
    minValue,
    maxValue,
    validate,
    placeholder,
    ref,
    name,
    autoComplete = 'off',
    ...props
  } = rest;
  const inputRef = useObjectRef(ref);
  const setCaret = useCaretAfterCommit(inputRef);
  // Bounds are checked once the field is left, then as the amount changes.
  const [checked, setChecked] = useState(false);
  const field = useFieldState<number | null, HTMLInputElement>({
    ...valueProps,
    emptyValue: null,
    isRequired: props.isRequired,
    validate: (amount) => {
      if (amount === null || !checked) return null;
      if (minValue !== undefined && amount < minValue)
        return messages.currencyField.min(formatCurrency(minValue, currency, { decimals }));
      if (maxValue !== undefined && amount > maxValue)
        return messages.currencyField.max(formatCurrency(maxValue, currency, { decimals }));
      return validate?.(amount) ?? null;
    },
  });

  const [text, setText] = useState(() => amountToText(field.value, currency, decimals));
  // A new amount from outside (a form reset, a controlled value) replaces the text typed.
  const [shown, setShown] = useState(field.value);
  if (!Object.is(field.value, shown)) {
    setShown(field.value);
    if (textToAmount(text, currency, decimals) !== field.value)
      setText(amountToText(field.value, currency, decimals));
  }

  const handleChange = (raw: string) => {
    const caret = inputRef.current?.selectionStart ?? raw.length;
    const next = formatAmountInputPartial(raw, currency, caret, decimals);
    if (wholeDigits(next.value) > MAX_WHOLE_DIGITS) {
      // Too long: the keystroke or paste is undone, the caret goes back where it was.
      setText(text);
      setCaret(Math.max(0, caret - (raw.length - text.length)));
      return;
    }
    const amount = textToAmount(next.value, currency, decimals);
    setText(next.value);
    setShown(amount);
    field.setValue(amount);
    setCaret(next.caret);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setChecked(true);
    // Left as it will be read back: `1.234,` -> `1.234`, `12,5` -> `12,50` (USD, EUR).
    if (field.value !== null) setText(amountToText(field.value, currency, decimals));
    field.onBlur(event);
  };

  const filter = decimals ? keyFilters.amountWithDecimals : keyFilters.amount;
  return (
    <AriaTextField
      {...props}
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      isInvalid={field.isInvalid || undefined}
      validationBehavior="aria"
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete={autoComplete}
      className={fieldStyles.root}
    >
      <FieldLabel
        {...labelRow}
        label={
          <>
            {labelRow.label}
            {/* The prefix is only seen: the name says the currency. */}
            <VisuallyHidden> {messages.currencyField.currencyLabel[currency]}</VisuallyHidden>
          </>
        }
        isRequired={props.isRequired}
      />
      <div
        className={fieldStyles.controlBox()}
        data-invalid={field.isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
        data-readonly={props.isReadOnly || undefined}
      >
        {/* The kit's symbol, the box's gap standing for the space the display writes. */}
        <span className={fieldStyles.affix} aria-hidden="true">
          {currencySymbols[currency]}
        </span>
        <AriaInput
          ref={inputRef}
          placeholder={placeholder}
          onKeyDown={(event) => {
            if (!filter(event)) event.preventDefault();
          }}
          className={fieldStyles.innerInput}
        />
      </div>
      {/* Forms posting natively get the plain amount, dots stripped (wizard-spec 5). */}
      {name ? <input type="hidden" name={name} value={field.value ?? ''} /> : null}
      <FieldHint {...hint} />
      <FieldErrorText errorMessage={field.error} />
    </AriaTextField>
  );
}
