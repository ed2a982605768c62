import { useEffect, useRef, useState } from 'react';
import { mergeRefs } from 'react-aria/mergeRefs';
import { maskEmail } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { TextField, type TextFieldProps } from '../TextField/index.ts';
import { MaskedField } from '../private/MaskedField.tsx';

export interface EmailFieldProps extends Omit<
  TextFieldProps,
  'rule' | 'type' | 'autoComplete' | 'inputMode'
> {
  /**
   * Shows the stored e-mail masked (portal-spec 5: `jua***@g***.com`), read-only, with a
   * `Modificar` button that swaps it for an empty field; the real value never reaches the DOM.
   */
  obfuscated?: boolean;
}

/** An e-mail field with the kit's e-mail rule, the browser's e-mail keyboard and autofill. */
export function EmailField({
  obfuscated = false,
  value,
  defaultValue,
  onChange,
  ref,
  ruleOptions,
  ...props
}: EmailFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const stored = value ?? defaultValue ?? '';
  const masked = obfuscated && !revealed && stored !== '';

  // After Modificar the new empty field takes the focus the button had, so keyboard users go on.
  useEffect(() => {
    if (revealed) inputRef.current?.focus();
  }, [revealed]);

  if (masked) {
    const label = typeof props.label === 'string' ? props.label : null;
    return (
      <MaskedField
        label={props.label}
        labelStrong={props.labelStrong}
        labelSmall={props.labelSmall}
        tooltip={props.tooltip}
        help={props.help}
        necessityIndicator={props.necessityIndicator}
        masked={maskEmail(stored)}
        hint={
          <>
            {messages.emailField.maskedHint}
            {props.description ? <> {props.description}</> : null}
          </>
        }
        modifyText={messages.emailField.modify}
        modifyLabel={label ? messages.emailField.modifyLabel(label) : messages.emailField.modify}
        onModify={() => {
          setRevealed(true);
          onChange?.('');
        }}
        isRequired={props.isRequired}
        isDisabled={props.isDisabled}
        isReadOnly={props.isReadOnly}
        inputRef={ref}
      />
    );
  }

  return (
    <TextField
      {...props}
      rule="email"
      ruleOptions={ruleOptions}
      type="email"
      inputMode="email"
      autoComplete="email"
      value={value}
      defaultValue={revealed ? '' : defaultValue}
      onChange={onChange}
      ref={mergeRefs(ref, inputRef)}
    />
  );
}
