import { useState } from 'react';
import * as messages from '../../messages.ts';
import { TextField, type TextFieldProps } from '../TextField/index.ts';

export interface OneTimeCodeFieldProps extends Omit<
  TextFieldProps,
  'rule' | 'ruleOptions' | 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'minLength'
> {
  /** How many digits the code has (6 by default: TOTP, SMS and e-mail codes, PINs). */
  length?: number;
  /** What the code is called in its caption: a code (default) or a PIN. */
  kind?: 'code' | 'pin';
}

/** A code of exactly `length` digits. */
export const isOneTimeCode = (value: string, length = 6) =>
  new RegExp(`^\\d{${length}}$`).test(value);

/**
 * A one-time code or PIN: digits only (anything else typed or pasted is dropped), the numeric
 * keyboard, the browser's and the phone's SMS code autofill, and a caption when left incomplete.
 */
export function OneTimeCodeField({
  length = 6,
  kind = 'code',
  value: controlledValue,
  defaultValue,
  onChange,
  validate,
  ...props
}: OneTimeCodeFieldProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const value = controlledValue ?? ownValue;
  return (
    <TextField
      {...props}
      rule={null}
      inputMode="numeric"
      autoComplete="one-time-code"
      // Longer pastes (a code with spaces, "123 456") are cut after the digits are kept.
      maxLength={length * 2}
      value={value}
      onChange={(typed) => {
        const digits = typed.replace(/\D/g, '').slice(0, length);
        if (controlledValue === undefined) setOwnValue(digits);
        onChange?.(digits);
      }}
      validate={(current) =>
        current !== '' && !isOneTimeCode(current, length)
          ? messages.oneTimeCodeField.incomplete(length, kind)
          : validate?.(current)
      }
    />
  );
}
