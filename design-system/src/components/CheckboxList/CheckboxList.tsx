import type { FocusEvent, Ref } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  RadioGroup as AriaRadioGroup,
} from 'react-aria-components';
import * as groupStyles from '../private/choice-options.css.ts';
import { CheckboxOption } from '../private/CheckboxOption.tsx';
import {
  FieldErrorText,
  FieldHint,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field.tsx';
import { fieldParts } from '../Field/field-parts.ts';
import { useFieldState } from '../Field/use-field-state.ts';
import { focusTargetKey } from '../private/focus-target.ts';
import { RadioOption } from '../private/RadioOption.tsx';
import {
  hasExtraField,
  toEntries,
  type CheckboxListEntry,
  type CheckboxListOption,
} from './checkbox-list-value.ts';
import * as styles from './CheckboxList.css.ts';
import { ExtraDescriptionField } from './ExtraDescriptionField.tsx';

export interface CheckboxListProps extends FieldBaseProps {
  options: readonly CheckboxListOption[];
  /** `checkbox`: several options; `radio`: one, and only the chosen one is marked selected. */
  variant?: 'checkbox' | 'radio';
  name?: string;
  id?: string;
  /** Stored selection version A: `[{ id, selected, extraDescription }]` (controlled). */
  value?: CheckboxListEntry[];
  defaultValue?: CheckboxListEntry[];
  /** Called with one entry per option, in the options' order. */
  onChange?: (value: CheckboxListEntry[]) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Required means at least one option selected (and no failing extra text). */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Invalid by decision of the form: pair with `checkboxListError` in the form's rules. */
  isInvalid?: boolean;
  ref?: Ref<HTMLInputElement>;
  validationBehavior?: 'aria';
}

const NO_ENTRIES: CheckboxListEntry[] = [];

/**
 * A selection list whose options may ask for an extra text: ticking shows it, unticking hides
 * and clears it (wizard-spec 4). A required list is marked `(*)`, radios too.
 */
export function CheckboxList(allProps: CheckboxListProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(allProps);
  const {
    options,
    variant = 'checkbox',
    isRequired = false,
    isDisabled,
    isReadOnly,
    ref,
    ...props
  } = rest;
  const field = useFieldState<CheckboxListEntry[]>({
    ...valueProps,
    emptyValue: NO_ENTRIES,
    isEmpty: (entries) => !entries.some((entry) => entry.selected),
    isRequired,
  });
  const entries = toEntries(options, field.value);
  const selectedKeys = entries.filter((entry) => entry.selected).map((entry) => entry.id);

  const select = (keys: readonly string[]) =>
    field.setValue(
      entries.map((entry) => {
        const selected = keys.includes(entry.id);
        // Unticking hides the extra text and clears it (wizard-spec 4).
        return { ...entry, selected, extraDescription: selected ? entry.extraDescription : '' };
      }),
    );
  const setText = (id: string, text: string) =>
    field.setValue(
      entries.map((entry) => (entry.id === id ? { ...entry, extraDescription: text } : entry)),
    );
  const extraField = (option: CheckboxListOption, entry: CheckboxListEntry) =>
    entry.selected && hasExtraField(option) ? (
      <ExtraDescriptionField
        config={option.extraDescription!}
        value={entry.extraDescription}
        onChange={(text) => setText(option.key, text)}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
      />
    ) : null;

  const fieldLabel = (
    <FieldLabel
      {...labelRow}
      isRequired={isRequired}
      // Radios too are marked (*) when required (issue 18 overrides wizard-spec 2: WCAG 3.3.2).
      necessityIndicator={labelRow.necessityIndicator ?? 'auto'}
    />
  );
  const groupProps = {
    ...props,
    onBlur: field.onBlur,
    isRequired,
    isDisabled,
    isReadOnly,
    isInvalid: field.isInvalid,
    validationBehavior: 'aria' as const,
    className: fieldStyles.root,
  };

  if (variant === 'radio') {
    const chosen = selectedKeys[0] ?? null;
    const target = focusTargetKey(options, chosen);
    const chosenIndex = options.findIndex((option) => option.key === chosen);
    return (
      <div className={styles.stack}>
        <AriaRadioGroup {...groupProps} value={chosen} onChange={(key) => select(key ? [key] : [])}>
          {fieldLabel}
          <div className={groupStyles.options.vertical}>
            {options.map((option) => (
              <RadioOption
                key={option.key}
                option={option}
                inputRef={option.key === target ? ref : undefined}
              />
            ))}
          </div>
          <FieldHint {...hint} />
          <FieldErrorText errorMessage={field.error} />
        </AriaRadioGroup>
        {/* After the group, not inside it: arrow keys in the text must not change the choice. */}
        {chosenIndex >= 0 ? extraField(options[chosenIndex]!, entries[chosenIndex]!) : null}
      </div>
    );
  }

  const firstEnabled = options.findIndex((option) => !option.isDisabled);
  return (
    <AriaCheckboxGroup {...groupProps} value={selectedKeys} onChange={select}>
      {fieldLabel}
      <div className={groupStyles.options.vertical}>
        {options.map((option, index) => (
          <div key={option.key} className={styles.item}>
            <CheckboxOption option={option} inputRef={index === firstEnabled ? ref : undefined} />
            {extraField(option, entries[index]!)}
          </div>
        ))}
      </div>
      <FieldHint {...hint} />
      <FieldErrorText errorMessage={field.error} />
    </AriaCheckboxGroup>
  );
}
