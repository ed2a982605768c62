import type { FocusEvent, Ref } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { FieldErrorText, FieldHint, fieldStyles, type FieldBaseProps } from '../Field/Field.tsx';
import { useFieldState } from '../Field/use-field-state.ts';
import { InfoTip } from '../InfoTip/InfoTip.tsx';
import * as styles from './Checkbox.css.ts';
import { CheckMark } from './CheckMark.tsx';
import { InlineLabel } from './InlineLabel.tsx';

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
export function Checkbox({
  label,
  labelStrong,
  labelSmall,
  help,
  tooltip,
  description,
  errorMessage,
  necessityIndicator,
  value,
  defaultValue,
  onChange,
  onBlur,
  isInvalid,
  isRequired = false,
  ref,
  ...props
}: CheckboxProps) {
  const field = useFieldState<boolean>({
    value,
    defaultValue,
    onChange,
    onBlur,
    emptyValue: false,
    isEmpty: (ticked) => !ticked,
    isRequired,
    isInvalid,
    errorMessage: typeof errorMessage === 'function' ? undefined : errorMessage,
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
            <InlineLabel
              label={label}
              labelStrong={labelStrong}
              labelSmall={labelSmall}
              isRequired={isRequired}
              necessityIndicator={necessityIndicator}
            />
          </span>
        </CheckboxButton>
        {tooltip ? (
          <InfoTip
            label={
              typeof label === 'string'
                ? messages.field.moreInfoAbout(label)
                : messages.tooltip.moreInfo
            }
          >
            {tooltip}
          </InfoTip>
        ) : null}
      </div>
      <FieldHint help={help} description={description} />
      <FieldErrorText errorMessage={field.error} />
    </CheckboxField>
  );
}
