import { useMemo, useState, type FocusEvent, type Ref } from 'react';
import {
  Button as AriaButton,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  Popover as AriaPopover,
  Select as AriaSelect,
  VisuallyHidden,
  type Key,
} from 'react-aria-components';
import * as messages from '../../messages.ts';
import {
  FieldErrorText,
  FieldHint,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field.tsx';
import { fieldParts } from '../Field/field-parts.ts';
import { useFieldState } from '../Field/use-field-state.ts';
import { Icon } from '../Icon/index.ts';
import * as styles from './Select.css.ts';
import { SelectValueText } from './SelectValueText.tsx';
import {
  selectOptionAccessors,
  type OptionAccessors,
  type OptionFormatter,
  type SelectOption,
} from './select-options.ts';

export interface SelectBaseProps<T> extends FieldBaseProps {
  /** The options, in order. Empty (and not loading): 'Sin opciones', disabled or hidden. */
  options: readonly T[];
  /** The text of each option (default: its text); see `formatCountryOption`, `formatCodedOption`. */
  formatOption?: OptionFormatter<T>;
  /** The chosen option's key (controlled); null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (key: string | null) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Submitted with a native form through a hidden select. */
  name?: string;
  id?: string;
  /** Goes to the trigger button, the focusable element (react-hook-form focuses it on error). */
  ref?: Ref<HTMLButtonElement>;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Shows the value, stays focusable, cannot be changed. */
  isReadOnly?: boolean;
  /** Invalid by decision of the form. */
  isInvalid?: boolean;
  /**
   * Options are on their way: the trigger says 'Cargando...' (announced politely) and cannot open,
   * but keeps its place in the tab order so a keyboard user moving on is not sent past it.
   */
  isLoading?: boolean;
  /** With no options: `disable` (default) shows 'Sin opciones' disabled; `hide` renders nothing. */
  whenEmpty?: 'hide' | 'disable';
  /** Keeps the label for screen readers only (a phone prefix beside its number, for example). */
  labelVisuallyHidden?: boolean;
  /** Default 'Seleccione una opción'. */
  placeholder?: string;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Accepted for react-hook-form's adapter; errors always show as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

/** `SelectOption` items need no accessors; any other item type says how to read key and text. */
export type SelectAccessorProps<T> = [T] extends [SelectOption]
  ? Partial<OptionAccessors<T>>
  : OptionAccessors<T>;

export type SelectProps<T = SelectOption> = SelectBaseProps<T> & SelectAccessorProps<T>;

interface OptionItem {
  key: string;
  label: string;
  isDisabled: boolean;
}

function CheckMark() {
  return (
    <svg
      className={styles.check}
      viewBox="0 0 16 16"
      width={16}
      height={16}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m3 8.5 3.2 3L13 4.5" />
    </svg>
  );
}

/**
 * A labelled select (React Aria: a button opening a listbox). Keyboard: type-ahead, arrows, Enter,
 * Escape. Value in and out is the option's key.
 */
export function Select<T = SelectOption>(props: SelectProps<T>) {
  const { labelRow, hint } = fieldParts(props);
  const {
    errorMessage,
    options,
    formatOption,
    value: controlledValue,
    defaultValue,
    onChange,
    onBlur,
    name,
    id,
    ref,
    isRequired = false,
    isDisabled = false,
    isReadOnly = false,
    isInvalid: invalidByForm,
    isLoading = false,
    whenEmpty = 'disable',
    labelVisuallyHidden = false,
    placeholder = messages.select.placeholder,
    defaultOpen,
    onOpenChange,
  } = props;
  const accessors = props as Partial<OptionAccessors<T>>;
  const getKey =
    accessors.getKey ?? (selectOptionAccessors.getKey as unknown as (item: T) => string);
  const getText =
    accessors.getText ?? (selectOptionAccessors.getText as unknown as (item: T) => string);
  const getDisabled =
    accessors.getDisabled ??
    (accessors.getKey
      ? undefined
      : (selectOptionAccessors.getDisabled as unknown as (item: T) => boolean));

  const field = useFieldState<string | null>({
    value: controlledValue,
    defaultValue,
    onChange,
    onBlur,
    emptyValue: null,
    isRequired,
    isInvalid: invalidByForm,
    errorMessage: typeof errorMessage === 'function' ? undefined : errorMessage,
  });

  const items = useMemo<OptionItem[]>(
    () =>
      options.map((item) => {
        const key = getKey(item);
        const text = getText(item);
        return {
          key,
          label: formatOption ? formatOption({ key, text, item }) : text,
          isDisabled: getDisabled?.(item) ?? false,
        };
      }),
    [options, getKey, getText, getDisabled, formatOption],
  );

  // A long generated form mounts dozens of selects: each builds its option collection when first
  // reached (focus, hover, open), holding only the chosen option before (its trigger text).
  const [reached, setReached] = useState(defaultOpen === true);
  const reach = () => {
    if (!reached) setReached(true);
  };
  const collection = useMemo(
    () => (reached ? items : items.filter((item) => item.key === field.value)),
    [reached, items, field.value],
  );

  const selected = items.find((item) => item.key === field.value);

  const isEmpty = !isLoading && items.length === 0;
  const isInert = isReadOnly || isLoading;
  if (isEmpty && whenEmpty === 'hide') return null;

  const triggerText = (isPlaceholder: boolean, selectedText: string) => {
    if (isLoading) return messages.select.loading;
    if (isEmpty) return messages.select.empty;
    return isPlaceholder ? placeholder : selectedText;
  };
  const statusText = isLoading
    ? typeof labelRow.label === 'string'
      ? messages.select.loadingStatus(labelRow.label)
      : messages.select.loading
    : '';
  const description =
    hint.description || isReadOnly ? (
      <>
        {hint.description}
        {isReadOnly ? <VisuallyHidden>{messages.select.readOnly}</VisuallyHidden> : null}
      </>
    ) : null;

  const fieldLabel = <FieldLabel {...labelRow} isRequired={isRequired} />;

  return (
    <AriaSelect
      id={id}
      name={name}
      value={field.value}
      onChange={(key: Key | null) => {
        // Read-only or loading: arrows and type-ahead on the closed trigger change nothing.
        if (!isInert) field.setValue(key === null ? null : String(key));
      }}
      onBlur={field.onBlur}
      onFocus={reach}
      isOpen={isInert ? false : undefined}
      defaultOpen={defaultOpen}
      onOpenChange={(isOpen) => {
        if (isOpen) reach();
        onOpenChange?.(isOpen);
      }}
      isRequired={isRequired}
      isDisabled={isDisabled || isEmpty}
      isInvalid={field.isInvalid || undefined}
      validationBehavior="aria"
      placeholder={placeholder}
      className={fieldStyles.root}
    >
      {labelVisuallyHidden ? <VisuallyHidden>{fieldLabel}</VisuallyHidden> : fieldLabel}
      <AriaButton
        ref={ref}
        className={`${fieldStyles.controlBox()} ${styles.trigger}`}
        data-invalid={field.isInvalid || undefined}
        data-readonly={isReadOnly || undefined}
        data-loading={isLoading || undefined}
        onHoverStart={reach}
      >
        <SelectValueText className={styles.value} isPlaceholder={selected === undefined}>
          {triggerText(selected === undefined, selected?.label ?? '')}
        </SelectValueText>
        <span className={styles.chevron}>
          <Icon name="chevronDown" size="md" />
        </span>
      </AriaButton>
      {/* Always in the page, so screen readers notice when 'Cargando...' arrives. */}
      <VisuallyHidden>
        <span role="status">{statusText}</span>
      </VisuallyHidden>
      <FieldHint help={hint.help} description={description} />
      <FieldErrorText errorMessage={field.error} />
      <AriaPopover className={styles.popover} offset={4}>
        <AriaListBox className={styles.listBox} items={collection}>
          {(item) => (
            <AriaListBoxItem
              id={item.key}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={styles.option}
            >
              <span className={styles.optionText}>{item.label}</span>
              <CheckMark />
            </AriaListBoxItem>
          )}
        </AriaListBox>
      </AriaPopover>
    </AriaSelect>
  );
}
