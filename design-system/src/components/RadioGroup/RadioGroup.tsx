import type { FocusEvent, Ref } from 'react';
import { RadioGroup as AriaRadioGroup } from 'react-aria-components';
import type { ChoiceOption } from '../CheckboxGroup/choice-option.ts';
import * as groupStyles from '../CheckboxGroup/CheckboxGroup.css.ts';
import {
  FieldErrorText,
  FieldHint,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field.tsx';
import { fieldParts } from '../Field/field-parts.ts';
import { useFieldState } from '../Field/use-field-state.ts';
import { focusTargetKey } from './focus-target.ts';
import { RadioOption } from './RadioOption.tsx';

export interface RadioGroupProps extends FieldBaseProps {
  options: readonly ChoiceOption[];
  name?: string;
  id?: string;
  /** The key of the chosen option, or null (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Called when focus leaves the group. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Required means an option must be chosen. */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Invalid by decision of the form (for example react-hook-form). */
  isInvalid?: boolean;
  orientation?: 'vertical' | 'horizontal';
  /** Goes to the chosen (else the first enabled) radio, so a form can focus the group. */
  ref?: Ref<HTMLInputElement>;
  /** Accepted for react-hook-form's adapter; errors always show as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

/**
 * A labelled group of radios: Tab enters at the chosen option, arrows move and choose.
 * Radios are never marked `(*)` (wizard-spec 2); an optional group still says `Opcional`,
 * so the absence of the word tells the eye it is required (the group is aria-required).
 */
export function RadioGroup(allProps: RadioGroupProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(allProps);
  const { options, isRequired = false, orientation = 'vertical', ref, ...props } = rest;
  const field = useFieldState<string | null>({
    ...valueProps,
    emptyValue: null,
    isEmpty: (key) => key === null || key === '',
    isRequired,
  });
  const target = focusTargetKey(options, field.value);
  return (
    <AriaRadioGroup
      {...props}
      value={field.value}
      onChange={field.setValue}
      onBlur={field.onBlur}
      orientation={orientation}
      isRequired={isRequired}
      isInvalid={field.isInvalid || undefined}
      validationBehavior="aria"
      className={fieldStyles.root}
    >
      <FieldLabel
        {...labelRow}
        isRequired={isRequired}
        // Radios are never marked (*) (wizard-spec 2).
        necessityIndicator={labelRow.necessityIndicator ?? (isRequired ? 'none' : 'auto')}
      />
      <div className={groupStyles.options[orientation]}>
        {options.map((option) => (
          <RadioOption
            key={option.key}
            option={option}
            inputRef={option.key === target ? ref : undefined}
          />
        ))}
      </div>
      <FieldHint {...hint} />
      <FieldErrorText errorMessage={field.error} />
    </AriaRadioGroup>
  );
}
