import type { FocusEvent, ReactNode, Ref } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { CheckboxGroup, type CheckboxGroupProps } from '../CheckboxGroup/index.ts';
import { specifyKey, type SpecifySelection } from '../private/specify-selection.ts';
import { SpecifyText } from '../private/SpecifyText.tsx';

export type CheckboxSpecifyValue = SpecifySelection<string[]>;

export interface CheckboxGroupWithSpecifyProps extends Omit<
  CheckboxGroupProps,
  'value' | 'defaultValue' | 'onChange' | 'ref' | 'children'
> {
  /** Stored selection version B: `{ value, extraDescription }` (controlled). */
  value?: CheckboxSpecifyValue;
  defaultValue?: CheckboxSpecifyValue;
  onChange?: (value: CheckboxSpecifyValue) => void;
  /** Label of the text the last option enables (default `Especifique`). */
  specifyLabel?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const NOTHING: CheckboxSpecifyValue = { value: [], extraDescription: '' };

/**
 * A multiple choice whose last option ("Otro") enables a text: ticking it enables the text,
 * unticking clears and disables it (wizard-spec 4).
 */
export function CheckboxGroupWithSpecify({
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
}: CheckboxGroupWithSpecifyProps) {
  const [selection, setSelection] = useControlledState(value, defaultValue ?? NOTHING, onChange);
  const last = specifyKey(props.options);
  const enabled = last !== undefined && selection.value.includes(last) && !props.isDisabled;
  // A form's error caused by the missing text belongs to the text, not to the options.
  const textMissing = enabled && selection.extraDescription.trim() === '';
  const errorOnText = isInvalid && textMissing;
  const blur = (event: FocusEvent<Element>) => onBlur?.(event);
  return (
    <CheckboxGroup
      {...props}
      value={selection.value}
      onChange={(keys) =>
        setSelection({
          value: keys,
          extraDescription:
            last !== undefined && keys.includes(last) ? selection.extraDescription : '',
        })
      }
      onBlur={blur}
      isReadOnly={isReadOnly}
      isInvalid={isInvalid && !errorOnText}
      errorMessage={errorOnText ? undefined : errorMessage}
      ref={errorOnText ? undefined : ref}
    >
      <SpecifyText
        label={specifyLabel}
        value={selection.extraDescription}
        onChange={(text) => setSelection({ ...selection, extraDescription: text })}
        isEnabled={enabled}
        isReadOnly={isReadOnly}
        isInvalid={errorOnText}
        errorMessage={errorOnText && typeof errorMessage !== 'function' ? errorMessage : undefined}
        ref={errorOnText ? ref : undefined}
      />
    </CheckboxGroup>
  );
}
