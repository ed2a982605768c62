import type { FocusEvent, ReactNode, Ref } from 'react';
import { RadioGroup as AriaRadioGroup } from 'react-aria-components';
import type { ChoiceOption } from './choice-option.ts';
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

/** What every radio group takes, whatever the look of its options. */
export interface SingleChoiceProps<Option extends ChoiceOption> extends FieldBaseProps {
  options: readonly Option[];
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
  /** Goes to the chosen (else the first enabled) radio, so a form can focus the group. */
  ref?: Ref<HTMLInputElement>;
  /** Accepted for react-hook-form's adapter; errors always show as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

interface SingleChoiceGroupProps<Option extends ChoiceOption> extends SingleChoiceProps<Option> {
  orientation?: 'vertical' | 'horizontal';
  /** Lays the options out; `refOf(key)` is the ref of the radio a form focuses. */
  children: (refOf: (key: string) => Ref<HTMLInputElement> | undefined) => ReactNode;
}

/**
 * The wiring the radio groups share: the chosen key's state and errors, the label row (`(*)`
 * when required, `Opcional` otherwise), the hint and the error line.
 */
export function SingleChoiceGroup<Option extends ChoiceOption>(
  allProps: SingleChoiceGroupProps<Option>,
) {
  const { labelRow, hint, valueProps, rest } = fieldParts(allProps);
  const { options, isRequired = false, ref, children, ...props } = rest;
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
      isRequired={isRequired}
      isInvalid={field.isInvalid || undefined}
      validationBehavior="aria"
      className={fieldStyles.root}
    >
      <FieldLabel
        {...labelRow}
        isRequired={isRequired}
        necessityIndicator={labelRow.necessityIndicator ?? 'auto'}
      />
      {children((key) => (key === target ? ref : undefined))}
      <FieldHint {...hint} />
      <FieldErrorText errorMessage={field.error} />
    </AriaRadioGroup>
  );
}
