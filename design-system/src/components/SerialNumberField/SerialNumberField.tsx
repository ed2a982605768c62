import { type FocusEvent, type Ref } from 'react';
import {
  Input as AriaInput,
  TextField as AriaTextField,
  VisuallyHidden,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useObjectRef } from 'react-aria/useObjectRef';
import {
  esClMessages,
  keyFilters,
  mapCaret,
  normalizeSerial,
  serialEqualsRut,
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
import * as styles from './SerialNumberField.css.ts';
import { useAsyncCheck, type AsyncCheckStatus } from './use-async-check.ts';

export interface SerialNumberFieldProps
  extends
    FieldBaseProps,
    Omit<
      AriaTextFieldProps,
      'children' | 'className' | 'style' | 'validate' | 'type' | 'validationBehavior'
    > {
  /** The text shown: letters upper-cased as typed; dots and spaces removed when the field is left. */
  value?: string;
  defaultValue?: string;
  /** The rut entered in the same form: a serial equal to it is the rutEntered error. */
  rut?: string;
  /**
   * The identity-card service check, run when the field is left with a new value: true when the
   * card is valid (status 200 and stateIdentityCard 1). False or a rejection shows serieNumber.
   */
  validate?: (serial: string) => Promise<boolean>;
  /** Follows the service check, for example to keep the form from submitting while pending. */
  onCheckStatusChange?: (status: AsyncCheckStatus) => void;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
  /** Accepted for react-hook-form's adapter; the field always shows errors as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

const isSerialChar = (char: string) => /[A-Za-z\d.]/.test(char);

/**
 * The identity card's serial number (numeroSerie, wizard-spec 5): letters, digits and dots typed,
 * dots removed when left, rutEntered when equal to the rut, then the service's check with a
 * polite `Validando...` while it runs.
 */
export function SerialNumberField(allProps: SerialNumberFieldProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(allProps);
  const {
    rut,
    validate,
    onCheckStatusChange,
    placeholder,
    ref,
    autoComplete = 'off',
    ...props
  } = rest;
  const inputRef = useObjectRef(ref);
  const setCaret = useCaretAfterCommit(inputRef);
  const check = useAsyncCheck(validate, onCheckStatusChange);
  const field = useFieldState<string, HTMLInputElement>({
    ...valueProps,
    emptyValue: '',
    isEmpty: (value) => value.trim() === '',
    isRequired: props.isRequired,
    validate: (value) => (rut && serialEqualsRut(value, rut) ? esClMessages.rutEntered : null),
  });

  const handleChange = (raw: string) => {
    const caret = inputRef.current?.selectionStart ?? raw.length;
    const next = raw.replace(/[^A-Za-z\d.]/g, '').toUpperCase();
    check.reset();
    field.setValue(next);
    setCaret(mapCaret(raw, caret, next, isSerialChar));
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const serial = normalizeSerial(field.value);
    // A read-only serial is shown as given and not sent to the service.
    if (!props.isReadOnly && !props.isDisabled) {
      if (serial !== field.value) field.setValue(serial);
      if (serial !== '' && !(rut && serialEqualsRut(serial, rut))) check.run(serial);
    }
    field.onBlur(event);
  };

  // The service's answer only counts for the value it was asked about.
  const status = check.value === normalizeSerial(field.value) ? check.status : 'idle';
  const serviceRejected = status === 'invalid' && !field.isInvalid;
  return (
    <AriaTextField
      {...props}
      value={field.value}
      onChange={handleChange}
      onBlur={handleBlur}
      isInvalid={field.isInvalid || serviceRejected}
      validationBehavior="aria"
      autoComplete={autoComplete}
      className={fieldStyles.root}
    >
      <FieldLabel {...labelRow} isRequired={props.isRequired} />
      <AriaInput
        ref={inputRef}
        placeholder={placeholder}
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        onKeyDown={(event) => {
          if (!keyFilters.serial(event)) event.preventDefault();
        }}
        className={fieldStyles.controlBox()}
      />
      <FieldHint {...hint} />
      {status === 'pending' ? (
        // Seen here; said by the live region below (kept in the DOM so it is always tracked).
        <div className={styles.status} aria-hidden="true">
          <span className={styles.spinner} />
          {messages.serialNumberField.checking}
        </div>
      ) : null}
      {/* A bare polite region: the field's own remark, not a status message of the page. */}
      <VisuallyHidden>
        <span aria-live="polite" aria-atomic="true">
          {status === 'pending' ? messages.serialNumberField.checking : null}
          {status === 'valid' ? messages.serialNumberField.accepted : null}
          {/* The field was left already: the service's refusal is said, not only shown. */}
          {serviceRejected ? esClMessages.serieNumber : null}
        </span>
      </VisuallyHidden>
      <FieldErrorText
        errorMessage={
          field.isInvalid ? field.error : serviceRejected ? esClMessages.serieNumber : null
        }
      />
    </AriaTextField>
  );
}
