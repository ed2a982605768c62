import type { FocusEvent, Ref } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { FieldErrorText, FieldHint, fieldStyles, type FieldBaseProps } from '../Field/Field.tsx';
import { fieldParts } from '../Field/field-parts.ts';
import { useFieldState } from '../Field/use-field-state.ts';
import * as styles from '../private/choice.css.ts';
import { CheckMark } from '../private/CheckMark.tsx';
import { InlineLabel } from '../Field/InlineLabel.tsx';
import { LabelTip } from '../Field/LabelTip.tsx';

export interface CheckboxProps extends FieldBaseProps {
  name?: string;
  id?: string;
  /** Ticked or not (controlled). */
  value?: boolean;
  defaultValue?: boolean;
  /** Called with the new state; forms use it to show or hide the questions it triggers. */
  onChange?: (value: boolean) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Required means it must be ticked (wizard-spec 5: a checkbox needs a non-empty value). */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Invalid by decision of the form (for example react-hook-form). */
  isInvalid?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** Accepted for react-hook-form's adapter; errors always show as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

/** A single labelled checkbox; Space toggles it. */
export function Checkbox(allProps: CheckboxProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(allProps);
  const { isRequired = false, ref, ...props } = rest;
  const field = useFieldState<boolean>({
    ...valueProps,
    emptyValue: false,
    isEmpty: (ticked) => !ticked,
    isRequired,
  });
  return (
    <CheckboxField
      {...props}
      isSelected={field.value}
      onChange={field.setValue}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isInvalid={field.isInvalid || undefined}
      validationBehavior="aria"
      inputRef={ref}
      className={fieldStyles.root}
    >
      <div className={styles.row}>
        <CheckboxButton className={styles.option}>
          <span className={styles.box}>
            <CheckMark />
          </span>
          <span className={styles.optionText}>
            <InlineLabel {...labelRow} isRequired={isRequired} />
          </span>
        </CheckboxButton>
        <LabelTip label={labelRow.label} tooltip={labelRow.tooltip} />
      </div>
      <FieldHint {...hint} />
      <FieldErrorText errorMessage={field.error} />
    </CheckboxField>
  );
}
