import { useState, type Ref } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useObjectRef } from 'react-aria/useObjectRef';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import type { TextFieldProps } from '../TextField/index.ts';
import { TextInputFrame } from '../Field/TextInputFrame.tsx';
import { useFieldState } from '../Field/use-field-state.ts';
import * as styles from './PasswordField.css.ts';

/**
 * The longest password a field takes (OWASP ASVS 5.0: at least 64 allowed, none truncated); the
 * contract's PASSWORD_MAX_LENGTH, which the server enforces, is the same.
 */
export const PASSWORD_FIELD_MAX_LENGTH = 128;

export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'rule' | 'ruleOptions' | 'autoComplete' | 'placeholder'
> {
  /** `current-password` to sign in or confirm the current one; `new-password` to create one. */
  autoComplete: 'current-password' | 'new-password';
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password entry: labelled, with a 'Mostrar clave' / 'Ocultar clave' button whose change is
 * announced, the browser's password manager hints, and no truncation below the server's maximum.
 * Controlled or uncontrolled like TextField; no es-CL rule (any character is allowed).
 */
export function PasswordField({
  errorMessage,
  validate,
  ref,
  value: controlledValue,
  defaultValue,
  onChange,
  onBlur,
  isInvalid: invalidByForm,
  maxLength = PASSWORD_FIELD_MAX_LENGTH,
  autoComplete,
  ...props
}: PasswordFieldProps) {
  const m = messages.passwordField;
  const inputRef = useObjectRef(ref);
  const [visible, setVisible] = useState(false);
  const [toggled, setToggled] = useState(false);
  const field = useFieldState<string, HTMLInputElement>({
    value: controlledValue,
    defaultValue,
    onChange,
    onBlur,
    emptyValue: '',
    // A password of spaces is still a password: only nothing at all is empty.
    isEmpty: (value) => value === '',
    isRequired: props.isRequired,
    isInvalid: invalidByForm,
    errorMessage: typeof errorMessage === 'function' ? undefined : errorMessage,
    validate: (value) => validate?.(value),
    quiet: true,
  });
  return (
    <TextInputFrame
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      maxLength={maxLength}
      value={field.value}
      onChange={field.setValue}
      onBlur={field.onBlur}
      isInvalid={field.isInvalid || undefined}
      errorText={field.error}
      inputRef={inputRef}
      quiet={field.isQuiet}
      inputExtras={{ autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }}
      inputClassName={styles.input}
      rowClassName={styles.row}
      trailing={
        <>
          <Button
            variant="secondary"
            isDisabled={props.isDisabled}
            onPress={() => {
              setVisible((shown) => !shown);
              setToggled(true);
            }}
          >
            {visible ? m.hide : m.show}
          </Button>
          <VisuallyHidden>
            <span aria-live="polite">{toggled ? (visible ? m.shown : m.hidden) : null}</span>
          </VisuallyHidden>
        </>
      }
    />
  );
}
