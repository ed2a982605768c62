import type { FocusEvent, Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  VisuallyHidden,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  fieldError,
  FREE_TEXT_MAX,
  type FieldRuleOptions,
  type FieldType,
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
import * as styles from './TextArea.css.ts';
import { usePoliteCount } from './use-polite-count.ts';

export interface TextAreaProps
  extends
    FieldBaseProps,
    Omit<
      AriaTextFieldProps,
      'children' | 'className' | 'style' | 'validate' | 'type' | 'validationBehavior' | 'onBlur'
    > {
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** The es-CL rule the text follows (default `text`, the free-text rule); `null` for none. */
  rule?: FieldType | null;
  /** Lower length bound of the rule; the upper one is `maxLength`. */
  ruleOptions?: Pick<FieldRuleOptions, 'min'>;
  /** Most characters accepted, shown by the counter (default 256, the free-text maximum). */
  maxLength?: number;
  /** Hides the `n de 256 caracteres` counter. */
  hideCounter?: boolean;
  /** An extra check run after the rule: return a Spanish error or null. */
  validate?: (value: string) => string | null | undefined;
  /** Visible lines (default 4); the user may make it taller. */
  rows?: number;
  placeholder?: string;
  ref?: Ref<HTMLTextAreaElement>;
  /** Accepted for react-hook-form's adapter; the field always shows errors as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

/**
 * A multi-line free-text field with a character counter: the count is visible, part of the
 * description read on focus, and announced politely only after a pause near the maximum.
 */
export function TextArea(allProps: TextAreaProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(allProps);
  const {
    rule = 'text',
    ruleOptions,
    maxLength = FREE_TEXT_MAX,
    hideCounter = false,
    validate,
    rows = 4,
    placeholder,
    ref,
    ...props
  } = rest;
  const count = usePoliteCount(hideCounter ? undefined : maxLength);
  const field = useFieldState<string, HTMLTextAreaElement>({
    ...valueProps,
    emptyValue: '',
    isEmpty: (value) => value.trim() === '',
    isRequired: props.isRequired,
    validate: (value) =>
      // Line breaks are spaces for the free-text rule, which is written for one line.
      (rule
        ? fieldError(rule, value.replace(/\r?\n/g, ' '), {
            ...ruleOptions,
            max: maxLength,
            optional: true,
          })
        : null) ?? validate?.(value),
  });
  const counter = hideCounter ? null : (
    <span className={styles.counter}>
      {messages.textArea.counter(field.value.length, maxLength)}
    </span>
  );
  return (
    <AriaTextField
      {...props}
      value={field.value}
      onChange={(next) => {
        field.setValue(next);
        count.onLengthChange(next.length);
      }}
      // React Aria types its field's events for an input; here they come from the textarea.
      onBlur={field.onBlur as unknown as AriaTextFieldProps['onBlur']}
      isInvalid={field.isInvalid || undefined}
      validationBehavior="aria"
      maxLength={maxLength}
      className={fieldStyles.root}
    >
      <FieldLabel {...labelRow} isRequired={props.isRequired} />
      <AriaTextArea
        ref={ref}
        rows={rows}
        placeholder={placeholder}
        className={fieldStyles.controlBox({ multiline: true })}
      />
      <FieldHint
        help={hint.help}
        description={
          hint.description || counter ? (
            <>
              {hint.description}
              {hint.description && counter ? ' ' : null}
              {counter}
            </>
          ) : undefined
        }
      />
      <FieldErrorText errorMessage={field.error} />
      {/* A bare polite region: the field's own remark, not a status message of the page. */}
      <VisuallyHidden>
        <span aria-live="polite" aria-atomic="true">
          {count.announcement}
        </span>
      </VisuallyHidden>
    </AriaTextField>
  );
}
