import type { FocusEvent, ReactNode, Ref } from 'react';
import * as messages from '../../messages.ts';
import { TextField } from '../TextField/index.ts';
import * as styles from './SpecifyText.css.ts';

export interface SpecifyTextProps {
  label?: ReactNode;
  value: string;
  onChange: (text: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Enabled only while the last option is chosen. */
  isEnabled: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** The "specify" text of a selection: required while enabled, disabled (and empty) otherwise. */
export function SpecifyText({
  label = messages.choiceField.specify,
  isEnabled,
  ...props
}: SpecifyTextProps) {
  return (
    <div className={styles.specify}>
      <TextField
        {...props}
        label={label}
        rule={null}
        isRequired={isEnabled}
        isDisabled={!isEnabled}
        // A disabled text is neither required nor optional: no mark until it applies.
        necessityIndicator={isEnabled ? 'auto' : 'none'}
      />
    </div>
  );
}
