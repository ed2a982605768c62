import type { FocusEvent, ReactNode, Ref } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text as AriaText,
} from 'react-aria-components';
import * as messages from '../../messages.ts';
import * as checkboxStyles from '../Checkbox/Checkbox.css.ts';
import type { ChoiceOption } from '../CheckboxGroup/choice-option.ts';
import {
  FieldErrorText,
  FieldHint,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field.tsx';
import { fieldParts } from '../Field/field-parts.ts';
import { useFieldState } from '../Field/use-field-state.ts';
import { InfoTip } from '../InfoTip/InfoTip.tsx';
import { focusTargetKey } from '../RadioGroup/focus-target.ts';
import * as radioStyles from '../RadioGroup/RadioGroup.css.ts';
import * as styles from './RadioList.css.ts';

export interface RadioListOption extends ChoiceOption {
  /** A longer text under the option, read as the radio's description. */
  description?: ReactNode;
}

export interface RadioListProps extends FieldBaseProps {
  options: readonly RadioListOption[];
  name?: string;
  id?: string;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  ref?: Ref<HTMLInputElement>;
  validationBehavior?: 'aria';
}

/**
 * A radio group shown as a list of cards with descriptions (the poll's list theme). Like every
 * radio group it is never marked `(*)`; an optional one says `Opcional`.
 */
export function RadioList(allProps: RadioListProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(allProps);
  const { options, isRequired = false, ref, ...props } = rest;
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
        // Radios are never marked (*) (wizard-spec 2).
        necessityIndicator={labelRow.necessityIndicator ?? (isRequired ? 'none' : 'auto')}
      />
      <div className={styles.list}>
        {options.map((option) => (
          <RadioField
            key={option.key}
            value={option.key}
            isDisabled={option.isDisabled}
            inputRef={option.key === target ? ref : undefined}
            className={styles.card}
          >
            <div className={checkboxStyles.row}>
              <RadioButton className={`${checkboxStyles.option} ${styles.stretch}`}>
                <span className={radioStyles.radio} />
                <span className={`${checkboxStyles.optionText} ${styles.title}`}>
                  {option.value}
                </span>
              </RadioButton>
              {option.tooltip ? (
                <span className={styles.tip}>
                  <InfoTip label={messages.field.moreInfoAbout(option.value)}>
                    {option.tooltip}
                  </InfoTip>
                </span>
              ) : null}
            </div>
            {option.description ? (
              <AriaText slot="description" elementType="div" className={styles.cardDescription}>
                {option.description}
              </AriaText>
            ) : null}
          </RadioField>
        ))}
      </div>
      <FieldHint {...hint} />
      <FieldErrorText errorMessage={field.error} />
    </AriaRadioGroup>
  );
}
