import type { ChangeEvent, InputHTMLAttributes, ReactNode, RefObject } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useTextField, type AriaTextFieldOptions } from 'react-aria/useTextField';
import {
  FieldErrorText,
  FieldHint,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from './Field.tsx';
import { fieldParts } from './field-parts.ts';

export interface TextInputFrameProps
  extends
    Pick<
      FieldBaseProps,
      | 'label'
      | 'labelStrong'
      | 'labelSmall'
      | 'help'
      | 'tooltip'
      | 'description'
      | 'necessityIndicator'
    >,
    Omit<
      AriaTextFieldOptions<'input'>,
      | 'label'
      | 'description'
      | 'errorMessage'
      | 'validate'
      | 'validationBehavior'
      | 'inputElementType'
    > {
  /** The text shown while invalid (the field's own state decides it; the form's errors otherwise). */
  errorText: ReactNode;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Extra attributes and handlers of the native input (key filters, paste handling). */
  inputExtras?: InputHTMLAttributes<HTMLInputElement>;
  /** The input holds its value (`value` is only the initial one): typing renders nothing. */
  quiet?: boolean;
  /** Beside the input (PasswordField's show/hide button), in a row laid out by `rowClassName`. */
  trailing?: ReactNode;
  rowClassName?: string;
  inputClassName?: string;
}

/**
 * The label row, native input, hint and error of the single-line text fields, wired by React
 * Aria's `useTextField` hook. Controlled, a keystroke re-renders this one component and its input,
 * none of the component version's context providers and slot consumers; quiet, it renders nothing.
 */
export function TextInputFrame(allProps: TextInputFrameProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(allProps);
  const {
    errorText,
    inputRef,
    inputExtras,
    quiet = false,
    trailing,
    rowClassName,
    inputClassName,
    ...props
  } = rest;
  const { labelProps, inputProps, descriptionProps, errorMessageProps, ...validation } =
    useTextField(
      { ...props, ...valueProps, label: labelRow.label, validationBehavior: 'aria' },
      inputRef,
    );
  const nativeProps = quiet
    ? {
        ...inputProps,
        value: undefined,
        defaultValue: valueProps.value,
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          valueProps.onChange?.(event.target.value),
      }
    : inputProps;
  const input = (
    <input
      {...mergeProps(nativeProps, inputExtras)}
      ref={inputRef}
      className={`${fieldStyles.controlBox()} ${fieldStyles.containedInput}${inputClassName ? ` ${inputClassName}` : ''}`}
    />
  );
  return (
    <div className={fieldStyles.root}>
      <FieldLabel
        {...labelRow}
        id={labelProps.id}
        htmlFor={inputProps.id}
        isRequired={props.isRequired}
      />
      <div className={fieldStyles.inputSlot}>
        {trailing ? (
          <div className={rowClassName}>
            {input}
            {trailing}
          </div>
        ) : (
          input
        )}
      </div>
      <FieldHint {...hint} id={descriptionProps.id} />
      <FieldErrorText id={errorMessageProps.id} validation={validation} errorMessage={errorText} />
    </div>
  );
}
