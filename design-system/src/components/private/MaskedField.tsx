import type { ReactNode, Ref } from 'react';
import { Input as AriaInput, TextField as AriaTextField } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { FieldHint, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field/Field.tsx';
import { fieldParts, type LabelRowProps } from '../Field/field-parts.ts';
import * as styles from './MaskedField.css.ts';

export interface MaskedFieldProps extends LabelRowProps, Pick<FieldBaseProps, 'help'> {
  /** The masked text: the real value never reaches the DOM. */
  masked: string;
  /** Says why only part of the value shows (joins the accessible description). */
  hint: ReactNode;
  /** The visible text and accessible name of the button that asks for a new value. */
  modifyText: string;
  modifyLabel: string;
  onModify: () => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Hides the Modificar button (a read-only form). */
  isReadOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The obfuscated display shared by the e-mail and phone fields: a read-only box with the masked
 * value, named by the field's label, and a button that replaces it with an empty editable field.
 */
export function MaskedField(props: MaskedFieldProps) {
  const { labelRow, hint, rest } = fieldParts({ ...props, description: props.hint });
  const {
    masked,
    modifyText,
    modifyLabel,
    onModify,
    isRequired,
    isDisabled,
    isReadOnly,
    inputRef,
  } = rest;
  return (
    <AriaTextField
      value={masked}
      isReadOnly
      isDisabled={isDisabled}
      isRequired={isRequired}
      className={fieldStyles.root}
    >
      <FieldLabel {...labelRow} isRequired={isRequired} />
      <div className={styles.row}>
        <AriaInput ref={inputRef} className={`${fieldStyles.controlBox()} ${styles.value}`} />
        {isReadOnly ? null : (
          <Button
            variant="secondary"
            aria-label={modifyLabel}
            isDisabled={isDisabled}
            onPress={onModify}
          >
            {modifyText}
          </Button>
        )}
      </div>
      <FieldHint {...hint} />
    </AriaTextField>
  );
}
