import { TextField } from '../TextField/index.ts';
import { extraRuleError, type ExtraDescriptionConfig } from './checkbox-list-value.ts';
import * as styles from './CheckboxList.css.ts';

export interface ExtraDescriptionFieldProps {
  config: ExtraDescriptionConfig;
  value: string;
  onChange: (text: string) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/** The extra text of a ticked option: required only when configured, checked by its own rule. */
export function ExtraDescriptionField({
  config,
  value,
  onChange,
  isDisabled,
  isReadOnly,
}: ExtraDescriptionFieldProps) {
  return (
    <div className={styles.extra}>
      <TextField
        label={config.label}
        isRequired={config.required ?? false}
        // Only the configured rule applies, so the list's own check (checkboxListError) agrees.
        rule={null}
        validate={(text) => extraRuleError(config, text)}
        value={value}
        onChange={onChange}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
      />
    </div>
  );
}
