import { useState, type ClipboardEvent, type FocusEvent, type Ref } from 'react';
import {
  Input as AriaInput,
  TextField as AriaTextField,
  VisuallyHidden,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useObjectRef } from 'react-aria/useObjectRef';
import {
  cleanRut,
  esClMessages,
  formatRut,
  formatRutPartial,
  isValidRut,
  keyFilters,
  RUT_MAX_LENGTH,
} from '@inversiones/es-cl';
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

export interface RutFieldProps
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
      | 'maxLength'
      | 'minLength'
      | 'pattern'
    > {
  /**
   * The value as the user sees it: `12.345.678-5`, while typing and after a valid blur.
   * `onChange` receives the same text; use `onCleanChange` (or `cleanRut`) for `123456785`.
   */
  value?: string;
  /** The initial text when uncontrolled; formatted as if typed. */
  defaultValue?: string;
  /** Called with the value without dots or hyphen and with an upper-case K (`12345678K`). */
  onCleanChange?: (clean: string) => void;
  /**
   * The signed-in client's own rut (sameRut rule): typing it clears the field with
   * `No puede ingresar su propio RUT`. Compared ignoring dots, hyphen and case.
   */
  ownRut?: string;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
  /** Accepted for react-hook-form's adapter; the field always shows errors as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

const sameRut = (value: string, ownRut: string | undefined) =>
  !!ownRut && cleanRut(value) !== '' && cleanRut(value) === cleanRut(ownRut);

/**
 * Backspace just after (or Delete just before) a dot or hyphen erases the digit beyond it: the
 * separator alone would come straight back with the formatting.
 */
function skipSeparator(input: HTMLInputElement, key: string) {
  const { selectionStart: start, selectionEnd: end, value } = input;
  if (start === null || start !== end || input.readOnly) return;
  if (key === 'Backspace' && /[.-]/.test(value[start - 1] ?? '')) {
    input.setSelectionRange(start - 1, start - 1);
  } else if (key === 'Delete' && /[.-]/.test(value[start] ?? '')) {
    input.setSelectionRange(start + 1, start + 1);
  }
}

/**
 * A Chilean rut field: takes digits, K, dot and hyphen, formats `12.345.678-5` as the user types
 * (keeping the caret after the same digit), checks the modulo-11 digit and shows `12345678-5`
 * once left valid. The invalid message is the spec's generic input error `Este campo es inválido`
 * (portal-spec 5); pass `errorMessage` for a configured caption.
 */
export function RutField(allProps: RutFieldProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(allProps);
  const {
    ownRut,
    onCleanChange,
    placeholder,
    ref,
    // Not numeric: a rut may end in K, which phone number pads do not have.
    inputMode = 'text',
    autoComplete = 'off',
    ...props
  } = rest;
  const inputRef = useObjectRef(ref);
  const setCaret = useCaretAfterCommit(inputRef);
  // Errors show once the field was left or pasted into, then follow every keystroke (keyup):
  // a rut is incomplete, so invalid, until its last digit, and must not be flagged mid-typing.
  const [checked, setChecked] = useState(false);
  const [sameRutError, setSameRutError] = useState(false);
  // Each sameRut clearing is a new live announcement, even with the same text.
  const [announcement, setAnnouncement] = useState(0);
  const field = useFieldState<string, HTMLInputElement>({
    ...valueProps,
    defaultValue:
      valueProps.defaultValue === undefined
        ? undefined
        : formatRutPartial(valueProps.defaultValue).value,
    emptyValue: '',
    isEmpty: (value) => value.trim() === '',
    isRequired: props.isRequired,
    validate: (value) => (checked && !isValidRut(value) ? esClMessages.invalid : null),
  });

  const update = (next: string) => {
    setSameRutError(false);
    if (next === field.value) return;
    const clean = cleanRut(next);
    const cleanChanged = clean !== cleanRut(field.value);
    field.setValue(next);
    if (cleanChanged) onCleanChange?.(clean);
  };

  /** sameRut (wizard-spec 5): checked on blur and paste only, as a shorter rut can prefix a longer one. */
  const rejectOwnRut = (value: string) => {
    if (!sameRut(value, ownRut)) return false;
    update('');
    setSameRutError(true);
    setAnnouncement((count) => count + 1);
    return true;
  };

  const handleChange = (raw: string) => {
    const caret = inputRef.current?.selectionStart ?? raw.length;
    const next = formatRutPartial(raw, caret);
    update(next.value);
    setCaret(next.caret);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.readOnly || input.disabled) return;
    // Pasted text is cleaned here, not cut by maxLength first (`  12.345.678-5 ` fits).
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/[^\dkK.-]/g, '');
    const start = input.selectionStart ?? field.value.length;
    const end = input.selectionEnd ?? start;
    const raw = field.value.slice(0, start) + pasted + field.value.slice(end);
    const next = formatRutPartial(raw, start + pasted.length);
    setChecked(true);
    if (rejectOwnRut(next.value)) return;
    update(next.value);
    setCaret(next.caret);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setChecked(true);
    // A read-only rut is shown as given.
    const editable = !props.isReadOnly && !props.isDisabled;
    // Valid: shown dotted, as on the card (issue 18 over wizard-spec 5); storing strips the dots.
    if (editable && !rejectOwnRut(field.value) && isValidRut(field.value)) {
      update(formatRut(field.value));
    }
    field.onBlur(event);
  };

  const isInvalid = sameRutError || field.isInvalid;
  return (
    <AriaTextField
      {...props}
      value={field.value}
      onChange={handleChange}
      onBlur={handleBlur}
      isInvalid={isInvalid || undefined}
      validationBehavior="aria"
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={RUT_MAX_LENGTH}
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
          if (!keyFilters.rut(event)) event.preventDefault();
          else skipSeparator(event.currentTarget, event.key);
        }}
        onPaste={handlePaste}
        className={fieldStyles.controlBox()}
      />
      <FieldHint {...hint} />
      <FieldErrorText errorMessage={sameRutError ? esClMessages.sameRut : field.error} />
      {/* The field empties itself: say why, also when focus has already moved on (a bare polite
      region: the field's own remark, not a status message of the page). */}
      <VisuallyHidden>
        <span aria-live="polite" aria-atomic="true">
          {sameRutError ? <span key={announcement}>{esClMessages.sameRut}</span> : null}
        </span>
      </VisuallyHidden>
    </AriaTextField>
  );
}
