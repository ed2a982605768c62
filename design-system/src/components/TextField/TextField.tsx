import type { Ref } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { useObjectRef } from 'react-aria/useObjectRef';
import { fieldError, type FieldRuleOptions, type FieldType } from '@inversiones/es-cl';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { TextInputFrame } from '../Field/TextInputFrame.tsx';
import { useFieldState } from '../Field/use-field-state.ts';

export interface TextFieldProps
  extends
    FieldBaseProps,
    Omit<
      AriaTextFieldProps,
      'children' | 'className' | 'style' | 'validate' | 'type' | 'validationBehavior'
    > {
  /** The es-CL rule the value follows (default `text`: the wizard's free-text rule); `null` for none. */
  rule?: FieldType | null;
  /** Length bounds of the rule, in counted characters. */
  ruleOptions?: Omit<FieldRuleOptions, 'optional'>;
  /** An extra check run after the rule: return a Spanish error or null. */
  validate?: (value: string) => string | null | undefined;
  /** The input's type; text by default. */
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'search';
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
  /** Accepted for react-hook-form's adapter; the field always shows errors as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

/**
 * A labelled single-line text field that validates with the spec's free-text rule by default.
 * Uncontrolled (`defaultValue`, or nothing), the input holds the value: typing renders the field
 * only when its error changes, which keeps long forms responsive.
 */
export function TextField({
  errorMessage,
  rule = 'text',
  ruleOptions,
  validate,
  placeholder,
  ref,
  value: controlledValue,
  defaultValue,
  onChange,
  onBlur,
  isInvalid: invalidByForm,
  ...props
}: TextFieldProps) {
  const inputRef = useObjectRef(ref);
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
      (rule ? fieldError(rule, value, { ...ruleOptions, optional: true }) : null) ??
      validate?.(value),
    quiet: true,
  });
  return (
    <TextInputFrame
      {...props}
      placeholder={placeholder}
      value={field.value}
      onChange={field.setValue}
      onBlur={field.onBlur}
      // Undefined when valid here, so errors of an enclosing Form (validationErrors) still show.
      isInvalid={field.isInvalid || undefined}
      errorText={field.error}
      inputRef={inputRef}
      quiet={field.isQuiet}
    />
  );
}
