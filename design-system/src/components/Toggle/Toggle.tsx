import { useId, type FocusEvent, type ReactNode, type Ref } from 'react';
import { SwitchButton, SwitchField } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { InlineLabel } from '../Field/InlineLabel.tsx';
import { LabelTip } from '../Field/LabelTip.tsx';
import { FieldErrorText, FieldHint, fieldStyles, type FieldBaseProps } from '../Field/Field.tsx';
import { fieldParts } from '../Field/field-parts.ts';
import { useFieldState } from '../Field/use-field-state.ts';
import * as styles from './Toggle.css.ts';

export interface ToggleProps extends FieldBaseProps {
  /**
   * `single-label`: the label beside the switch. `toggle-label`: the label above and a text on
   * each side (`No` / `Si` by default); the label stays the switch's accessible name.
   */
  mode?: 'single-label' | 'toggle-label';
  /** The side texts of `toggle-label` mode (the spec's toggleLabel). */
  toggleLabels?: { off: ReactNode; on: ReactNode };
  name?: string;
  id?: string;
  /** On or off (controlled). */
  value?: boolean;
  defaultValue?: boolean;
  onChange?: (value: boolean) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Required means it must be on, as a required checkbox must be ticked (wizard-spec 5). */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
  validationBehavior?: 'aria';
}

/** A switch (role switch, Space toggles) in single-label or toggle-label mode. */
export function Toggle(allProps: ToggleProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(allProps);
  const {
    mode = 'single-label',
    toggleLabels = { off: messages.choiceField.toggleOff, on: messages.choiceField.toggleOn },
    isRequired = false,
    ref,
    ...props
  } = rest;
  const questionId = useId();
  const field = useFieldState<boolean>({
    ...valueProps,
    emptyValue: false,
    isEmpty: (on) => !on,
    isRequired,
  });
  const text = <InlineLabel {...labelRow} isRequired={isRequired} />;
  const tip = <LabelTip label={labelRow.label} tooltip={labelRow.tooltip} />;
  const track = (
    <span className={styles.track}>
      <span className={styles.thumb} />
    </span>
  );
  const toggleLabel = mode === 'toggle-label';
  return (
    <SwitchField
      {...props}
      aria-labelledby={toggleLabel ? questionId : undefined}
      isSelected={field.value}
      onChange={field.setValue}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isInvalid={field.isInvalid || undefined}
      validationBehavior="aria"
      inputRef={ref}
      className={fieldStyles.root}
    >
      {toggleLabel ? (
        <>
          <div className={styles.row}>
            <span id={questionId} className={styles.question}>
              {text}
            </span>
            {tip}
          </div>
          <div>
            <SwitchButton className={styles.control}>
              {/* The switch announces on/off itself: the side texts are for the eye. */}
              <span className={styles.side} data-side="off" aria-hidden="true">
                {toggleLabels.off}
              </span>
              {track}
              <span className={styles.side} data-side="on" aria-hidden="true">
                {toggleLabels.on}
              </span>
            </SwitchButton>
          </div>
        </>
      ) : (
        <div className={styles.row}>
          <SwitchButton className={styles.control}>
            {track}
            {text}
          </SwitchButton>
          {tip}
        </div>
      )}
      <FieldHint {...hint} />
      <FieldErrorText errorMessage={field.error} />
    </SwitchField>
  );
}
