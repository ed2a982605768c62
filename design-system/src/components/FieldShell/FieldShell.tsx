import { useId } from 'react';
import * as messages from '../../messages.ts';
import { FieldHint, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field/Field.tsx';
import * as checkboxStyles from '../private/choice.css.ts';
import { CheckMark } from '../private/CheckMark.tsx';
import { InlineLabel } from '../Field/InlineLabel.tsx';
import * as dateStyles from '../private/date-picker-group.css.ts';
import { deferredInfoTip } from '../../lazy/deferred-parts.ts';
import { Icon } from '../Icon/index.ts';
import * as selectStyles from '../private/select-trigger.css.ts';
import * as styles from './FieldShell.css.ts';

export interface FieldShellProps extends Pick<
  FieldBaseProps,
  'label' | 'labelStrong' | 'labelSmall' | 'help' | 'tooltip' | 'description' | 'necessityIndicator'
> {
  /** The field it stands for: a text input, a select trigger, a date input or a checkbox. */
  control: 'text' | 'select' | 'date' | 'checkbox';
  /** What the field shows now: the text, the chosen option's text or the date as dd / mm / aaaa. */
  value?: string;
  placeholder?: string;
  /** The keyboard a phone shows for the text (e-mail, digits). */
  inputMode?: 'text' | 'email' | 'numeric';
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Checkbox: whether it is ticked. */
  isSelected?: boolean;
  /** Checkbox: ticked or unticked by a click on its label (the full field then takes over). */
  onSelectedChange?: (isSelected: boolean) => void;
  /** The person reached the field (it got the focus): mount the full field in its place. */
  onActivate: () => void;
  /** Id of the shell's outer element (what an error summary links to). */
  id?: string;
}

/**
 * A field's light stand-in for very long forms: the same label, box and value as the full field,
 * as native elements without React Aria's machinery, so a 200-field step paints fast. It is
 * labelled and described like the field it stands for, and hands over when it gets the focus
 * (a pointer's too: handing over on pointer-down would let the browser's mousedown focus a
 * detached element and blur the full field).
 */
export function FieldShell({
  control,
  value = '',
  placeholder,
  inputMode,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  isSelected = false,
  onSelectedChange,
  onActivate,
  id: rootId,
  help,
  description,
  ...labelProps
}: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const hasHint = Boolean(help || description);
  const common = {
    id,
    'aria-describedby': hasHint ? hintId : undefined,
    disabled: isDisabled,
    onFocus: onActivate,
  };
  const input = (className: string) => (
    <input
      {...common}
      // Inputs only: aria-required is not allowed on the select's button (axe aria-allowed-attr).
      aria-required={isRequired || undefined}
      className={className}
      value={value}
      // Typing never reaches the shell: focus hands over first. This keeps React's contract.
      onChange={onActivate}
      readOnly={isReadOnly}
      placeholder={placeholder ?? (control === 'date' ? messages.dateField.placeholder : undefined)}
      inputMode={inputMode === 'text' ? undefined : inputMode}
      type={inputMode === 'email' ? 'email' : 'text'}
    />
  );
  if (control === 'checkbox')
    return (
      <div id={rootId} className={`${fieldStyles.root} ${styles.root}`} data-field-shell={control}>
        <div className={checkboxStyles.row}>
          <label
            className={checkboxStyles.option}
            data-selected={isSelected || undefined}
            data-disabled={isDisabled || undefined}
            data-readonly={isReadOnly || undefined}
          >
            <input
              id={id}
              type="checkbox"
              className={styles.checkInput}
              checked={isSelected}
              disabled={isDisabled}
              aria-describedby={hasHint ? hintId : undefined}
              aria-required={isRequired || undefined}
              aria-readonly={isReadOnly || undefined}
              // A click on the label ticks the native box: the tick is kept, then handed over.
              onChange={(event) => {
                if (!isReadOnly) onSelectedChange?.(event.target.checked);
              }}
              // Only keyboard focus hands over, a task later: a click that focuses first (a
              // label's, a screen reader's) must tick this box before it is replaced.
              onFocus={(event) => {
                if (event.target.matches(':focus-visible')) setTimeout(onActivate);
              }}
            />
            <span className={checkboxStyles.box}>
              <CheckMark />
            </span>
            <span className={checkboxStyles.optionText}>
              <InlineLabel
                label={labelProps.label}
                labelStrong={labelProps.labelStrong}
                labelSmall={labelProps.labelSmall}
                isRequired={isRequired}
                necessityIndicator={labelProps.necessityIndicator}
              />
            </span>
          </label>
          {labelProps.tooltip ? (
            <deferredInfoTip.Component
              label={
                typeof labelProps.label === 'string'
                  ? messages.field.moreInfoAbout(labelProps.label)
                  : messages.tooltip.moreInfo
              }
            >
              {labelProps.tooltip}
            </deferredInfoTip.Component>
          ) : null}
        </div>
        {hasHint ? <FieldHint help={help} description={description} id={hintId} /> : null}
      </div>
    );
  return (
    <div id={rootId} className={`${fieldStyles.root} ${styles.root}`} data-field-shell={control}>
      <FieldLabel {...labelProps} isRequired={isRequired} htmlFor={id} id={`${id}-label`} />
      {control === 'text' ? input(fieldStyles.controlBox()) : null}
      {control === 'select' ? (
        <button
          {...common}
          type="button"
          aria-haspopup="listbox"
          // Named by its value and label, as the full select's trigger is.
          aria-labelledby={`${id}-value ${id}-label`}
          className={`${fieldStyles.controlBox()} ${selectStyles.trigger}`}
          data-readonly={isReadOnly || undefined}
        >
          <span
            id={`${id}-value`}
            className={selectStyles.value}
            data-placeholder={value ? undefined : true}
          >
            {value || placeholder || messages.select.placeholder}
          </span>
          <span className={selectStyles.chevron}>
            <Icon name="chevronDown" size="md" />
          </span>
        </button>
      ) : null}
      {control === 'date' ? (
        <div className={`${fieldStyles.controlBox()} ${dateStyles.group}`}>
          {input(`${fieldStyles.innerInput} ${styles.dateInput}`)}
          <span className={styles.calendarIcon} aria-hidden="true">
            <Icon name="calendar" />
          </span>
        </div>
      ) : null}
      {hasHint ? <FieldHint help={help} description={description} id={hintId} /> : null}
    </div>
  );
}
