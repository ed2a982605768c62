import type { FocusEvent, ReactNode, Ref } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup/index.ts';
import * as styles from './RadioGroupWithSpecify.css.ts';
import { specifyKey, type SpecifySelection } from '../private/specify-selection.ts';
import { SpecifyText } from '../private/SpecifyText.tsx';

export type RadioSpecifyValue = SpecifySelection<string | null>;

export interface RadioGroupWithSpecifyProps extends Omit<
  RadioGroupProps,
  'value' | 'defaultValue' | 'onChange' | 'ref'
> {
  /** Stored selection version B: `{ value, extraDescription }` (controlled). */
  value?: RadioSpecifyValue;
  defaultValue?: RadioSpecifyValue;
  onChange?: (value: RadioSpecifyValue) => void;
  /** Label of the text the last option enables (default `Especifique`). */
  specifyLabel?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const NOTHING: RadioSpecifyValue = { value: null, extraDescription: '' };

/**
 * A single choice whose last option ("Otro") enables a text: choosing it enables the text,
 * any other option clears and disables it (wizard-spec 4).
 */
export function RadioGroupWithSpecify({
  value,
  defaultValue,
  onChange,
  onBlur,
  specifyLabel,
  isInvalid = false,
  errorMessage,
  isReadOnly,
  ref,
  ...props
}: RadioGroupWithSpecifyProps) {
  const [selection, setSelection] = useControlledState(value, defaultValue ?? NOTHING, onChange);
  const last = specifyKey(props.options);
  const enabled = last !== undefined && selection.value === last && !props.isDisabled;
  // A form's error caused by the missing text belongs to the text, not to the options.
  const textMissing = enabled && selection.extraDescription.trim() === '';
  const errorOnText = isInvalid && textMissing;
  const blur = (event: FocusEvent<Element>) => onBlur?.(event);
  return (
    <div className={styles.stack}>
      <RadioGroup
        {...props}
        value={selection.value}
        onChange={(key) =>
          setSelection({
            value: key,
            extraDescription: key === last ? selection.extraDescription : '',
          })
        }
        onBlur={blur}
        isReadOnly={isReadOnly}
        isInvalid={isInvalid && !errorOnText}
        errorMessage={errorOnText ? undefined : errorMessage}
        ref={errorOnText ? undefined : ref}
      />
      <SpecifyText
        label={specifyLabel}
        value={selection.extraDescription}
        onChange={(text) => setSelection({ ...selection, extraDescription: text })}
        onBlur={blur}
        isEnabled={enabled}
        isReadOnly={isReadOnly}
        isInvalid={errorOnText}
        errorMessage={errorOnText && typeof errorMessage !== 'function' ? errorMessage : undefined}
        ref={errorOnText ? ref : undefined}
      />
    </div>
  );
}
