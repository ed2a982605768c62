import type { FocusEvent, ReactNode, Ref } from 'react';
import { CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import {
  FieldErrorText,
  FieldHint,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field.tsx';
import { fieldParts } from '../Field/field-parts.ts';
import { useFieldState } from '../Field/use-field-state.ts';
import * as styles from '../private/choice-options.css.ts';
import type { ChoiceOption } from '../private/choice-option.ts';
import { CheckboxOption } from '../private/CheckboxOption.tsx';

export interface CheckboxGroupProps extends FieldBaseProps {
  options: readonly ChoiceOption[];
  name?: string;
  id?: string;
  /** The keys of the ticked options (controlled). */
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  /** Called when focus leaves the group. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Required means at least one option ticked. */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Invalid by decision of the form (for example react-hook-form). */
  isInvalid?: boolean;
  orientation?: 'vertical' | 'horizontal';
  /** Goes to the first enabled checkbox, so a form can focus the group. */
  ref?: Ref<HTMLInputElement>;
  /** Accepted for react-hook-form's adapter; errors always show as React Aria's `aria`. */
  validationBehavior?: 'aria';
  /** Rendered after the options, inside the group (for example a "specify" text). */
  children?: ReactNode;
}

/** A labelled group of checkboxes; Tab reaches each one and Space toggles it. */
export function CheckboxGroup(allProps: CheckboxGroupProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(allProps);
  const { options, isRequired = false, orientation = 'vertical', ref, children, ...props } = rest;
  const field = useFieldState<string[]>({
    ...valueProps,
    emptyValue: [],
    isEmpty: (keys) => keys.length === 0,
    isRequired,
  });
  const firstEnabled = options.findIndex((option) => !option.isDisabled);
  return (
    <AriaCheckboxGroup
      {...props}
      value={field.value}
      onChange={field.setValue}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isInvalid={field.isInvalid || undefined}
      validationBehavior="aria"
      className={fieldStyles.root}
    >
      <FieldLabel {...labelRow} isRequired={isRequired} />
      <div className={styles.options[orientation]}>
        {options.map((option, index) => (
          <CheckboxOption
            key={option.key}
            option={option}
            inputRef={index === firstEnabled ? ref : undefined}
          />
        ))}
      </div>
      {children}
      <FieldHint {...hint} />
      <FieldErrorText errorMessage={field.error} />
    </AriaCheckboxGroup>
  );
}
