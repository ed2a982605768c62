import { useEffect, useId, useRef, useState, type FocusEvent, type Ref } from 'react';
import { mergeRefs } from 'react-aria/mergeRefs';
import { useFocusWithin } from 'react-aria/useFocusWithin';
import {
  FieldErrorContext,
  Input as AriaInput,
  LabelContext,
  Provider,
  TextContext,
  TextField as AriaTextField,
} from 'react-aria-components';
import {
  CHILE_PHONE_DIGITS,
  keyFilters,
  phoneLengthError,
  phoneNationalNumber,
} from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { MaskedField } from '../private/MaskedField.tsx';
import {
  FieldErrorText,
  FieldHint,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field.tsx';
import { fieldParts } from '../Field/field-parts.ts';
import { useFieldState } from '../Field/use-field-state.ts';
import { Select } from '../Select/index.ts';
import type { SelectOption } from '../Select/index.ts';
import { maskPhone } from './mask-phone.ts';
import * as styles from './PhoneField.css.ts';

/** A phone: the prefix option's key and the number's digits. */
export interface PhoneValue {
  prefix: string;
  number: string;
}

const EMPTY: PhoneValue = { prefix: '', number: '' };

/** Chilean numbers have 9 digits (mobile 9XXXXXXXX, landlines area code + number) since 2016. */
export { CHILE_PHONE_DIGITS };

export interface PhoneFieldProps extends FieldBaseProps {
  /** Country prefixes, e.g. `{ key: '56', value: '+56' }`; the text shows, the key travels. */
  prefixes: readonly SelectOption[];
  value?: PhoneValue;
  defaultValue?: PhoneValue;
  onChange?: (value: PhoneValue) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Fewest and most digits of the number (default 9 and 9: Chile). */
  minDigits?: number;
  maxDigits?: number;
  /** Shows the stored phone masked but its last 3 digits, with a Modificar button. */
  obfuscated?: boolean;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  /** Goes to the number input (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
  /** Accepted for react-hook-form's adapter; errors always show as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

const invalidDetails: ValidityState = {
  badInput: false,
  customError: true,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: false,
  valueMissing: false,
};

/**
 * A phone as one labelled group (wizard-spec 2: "group of selects or text in one row"): the
 * country prefix (`Código de país`) and the number (`Número`, digits only, bounded length).
 */
export function PhoneField(props: PhoneFieldProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(props);
  const {
    prefixes,
    minDigits = CHILE_PHONE_DIGITS,
    maxDigits = CHILE_PHONE_DIGITS,
    obfuscated = false,
    name,
    isRequired = false,
    isDisabled = false,
    isReadOnly = false,
    ref,
  } = rest;
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const numberRef = useRef<HTMLInputElement>(null);
  const [revealed, setRevealed] = useState(false);
  // Choosing a prefix moves focus into its list: that is not leaving the field.
  const prefixOpen = useRef(false);

  const field = useFieldState<PhoneValue, Element>({
    ...valueProps,
    emptyValue: EMPTY,
    isEmpty: (phone) => !phone || phone.number === '',
    isRequired,
    validate: (phone) => {
      const lengthError = phoneLengthError(phone.number, minDigits, maxDigits);
      if (lengthError) return lengthError;
      if (!phone.prefix) return messages.phoneField.prefixMissing;
      return null;
    },
  });
  const phone = field.value ?? EMPTY;

  // After Modificar the new empty number takes the focus the button had.
  useEffect(() => {
    if (revealed) numberRef.current?.focus();
  }, [revealed]);
  const { focusWithinProps } = useFocusWithin({
    onBlurWithin: (event) => {
      if (!prefixOpen.current) field.onBlur(event);
    },
  });

  if (obfuscated && !revealed && phone.number !== '') {
    const prefixText =
      prefixes.find((option) => option.key === phone.prefix)?.value ?? phone.prefix;
    const modifyLabel =
      typeof labelRow.label === 'string'
        ? messages.phoneField.modifyLabel(labelRow.label)
        : messages.phoneField.modify;
    return (
      <MaskedField
        {...labelRow}
        help={hint.help}
        masked={maskPhone(prefixText, phone.number)}
        hint={
          <>
            {messages.phoneField.maskedHint}
            {hint.description ? <> {hint.description}</> : null}
          </>
        }
        modifyText={messages.phoneField.modify}
        modifyLabel={modifyLabel}
        onModify={() => {
          setRevealed(true);
          // Keeps the prefix: only the number is private; the new one is typed from scratch.
          field.setValue({ prefix: phone.prefix, number: '' });
        }}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        inputRef={ref}
      />
    );
  }

  const hasHint = Boolean(hint.help || hint.description);
  const describedBy = [hasHint ? hintId : null, field.isInvalid ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const validation = {
    isInvalid: field.isInvalid,
    validationErrors: [],
    validationDetails: field.isInvalid
      ? invalidDetails
      : { ...invalidDetails, customError: false, valid: true },
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy || undefined}
      aria-disabled={isDisabled || undefined}
      className={fieldStyles.root}
      {...focusWithinProps}
    >
      <Provider values={[[LabelContext, { id: labelId, elementType: 'span' }]]}>
        <FieldLabel {...labelRow} isRequired={isRequired} />
      </Provider>
      <div className={styles.row}>
        <div className={styles.prefix}>
          <Select
            label={messages.phoneField.prefix}
            labelVisuallyHidden
            necessityIndicator="none"
            options={prefixes}
            placeholder={messages.phoneField.prefixPlaceholder}
            value={phone.prefix || null}
            onChange={(key) => field.setValue({ ...phone, prefix: key ?? '' })}
            onOpenChange={(isOpen) => {
              prefixOpen.current = isOpen;
            }}
            isRequired={isRequired}
            isDisabled={isDisabled}
            isReadOnly={isReadOnly}
            isInvalid={field.isInvalid || undefined}
            errorMessage={field.error}
          />
        </div>
        <AriaTextField
          aria-label={messages.phoneField.number}
          aria-describedby={describedBy || undefined}
          value={phone.number}
          // A typed or pasted country code is dropped, never a digit of the number: a wrong
          // length stays to be reported instead of being silently cut.
          onChange={(text) =>
            field.setValue({ ...phone, number: phoneNationalNumber(text, phone.prefix, maxDigits) })
          }
          inputMode="numeric"
          autoComplete="tel-national"
          isRequired={isRequired}
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
          isInvalid={field.isInvalid || undefined}
          validationBehavior="aria"
          className={styles.number}
        >
          <AriaInput
            ref={mergeRefs(ref, numberRef)}
            type="tel"
            onKeyDown={(event) => {
              // Digits only (wizard-spec 5); pasted text is cleaned in onChange.
              if (!keyFilters.numeric(event)) event.preventDefault();
            }}
            className={fieldStyles.controlBox()}
          />
        </AriaTextField>
      </div>
      {name ? (
        <>
          <input type="hidden" name={`${name}.prefix`} value={phone.prefix} />
          <input type="hidden" name={`${name}.number`} value={phone.number} />
        </>
      ) : null}
      <Provider
        values={[
          [TextContext, { slots: { description: { id: hintId }, errorMessage: { id: errorId } } }],
          [FieldErrorContext, validation],
        ]}
      >
        <FieldHint {...hint} />
        <FieldErrorText errorMessage={field.error} />
      </Provider>
    </div>
  );
}
