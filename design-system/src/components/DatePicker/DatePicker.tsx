import { useImperativeHandle, useRef, type FocusEvent } from 'react';
import {
  Button as AriaButton,
  DateInput as AriaDateInput,
  DatePicker as AriaDatePicker,
  Dialog as AriaDialog,
  Group as AriaGroup,
  I18nProvider,
  Popover as AriaPopover,
} from 'react-aria-components';
import * as messages from '../../messages.ts';
import type { DateFieldHandle, DateFieldProps } from '../DateField/index.ts';
import { renderDateSegment } from '../private/date-segments.tsx';
import { useWireDate } from '../private/use-wire-date.ts';
import { wireToCalendarDate } from '../private/wire-date.ts';
import { FieldErrorText, FieldHint, FieldLabel, fieldStyles } from '../Field/Field.tsx';
import { fieldParts } from '../Field/field-parts.ts';
import * as dateStyles from '../private/date-segments.css.ts';
import { Icon } from '../Icon/index.ts';
import { DatePickerCalendar } from './DatePickerCalendar.tsx';
import * as styles from './DatePicker.css.ts';

export interface DatePickerProps extends DateFieldProps {
  /** Opens the calendar on first render (stories). */
  defaultOpen?: boolean;
  /** `YYYYMMDD` of the month the calendar shows when empty (pass a fixed date in stories). */
  defaultFocusedDate?: string;
}

/** A date typed as dd/mm/aaaa or chosen from a Spanish calendar; value as the wire `YYYYMMDD`. */
export function DatePicker(props: DatePickerProps) {
  return (
    // Its own locale: Spanish names and Monday-first weeks even without an app provider.
    <I18nProvider locale="es-CL">
      <DatePickerInner {...props} />
    </I18nProvider>
  );
}

function DatePickerInner(props: DatePickerProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(props);
  const {
    name,
    isDisabled,
    isReadOnly,
    ref,
    validationBehavior: _validationBehavior,
    defaultOpen,
    defaultFocusedDate,
    ...options
  } = rest;
  const group = useRef<HTMLDivElement>(null);
  // Moving into the calendar is not leaving the field: it must not show "required" meanwhile.
  const open = useRef(defaultOpen ?? false);
  const date = useWireDate({ ...options, ...valueProps }, group);
  useImperativeHandle(ref, (): DateFieldHandle => ({ focus: date.focus }));
  return (
    <AriaDatePicker
      value={date.date}
      onChange={date.onChange}
      onBlur={(event: FocusEvent<Element>) => {
        if (!open.current) date.onBlur(event);
      }}
      onOpenChange={(isOpen) => {
        open.current = isOpen;
      }}
      defaultOpen={defaultOpen}
      granularity="day"
      isRequired={options.isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={date.isInvalid || undefined}
      validationBehavior="aria"
      className={fieldStyles.root}
    >
      <FieldLabel {...labelRow} isRequired={options.isRequired} />
      <AriaGroup ref={group} className={`${fieldStyles.controlBox()} ${styles.group}`}>
        <AriaDateInput className={dateStyles.segments}>{renderDateSegment}</AriaDateInput>
        <AriaButton aria-label={messages.dateField.openCalendar} className={styles.iconButton}>
          <Icon name="calendar" />
        </AriaButton>
      </AriaGroup>
      {name ? <input type="hidden" name={name} value={date.wire} /> : null}
      <FieldHint {...hint} />
      <FieldErrorText errorMessage={date.error} />
      <AriaPopover className={styles.popover} placement="bottom start" offset={4}>
        <AriaDialog className={styles.dialog} aria-label={messages.dateField.calendar}>
          <DatePickerCalendar
            minValue={date.min}
            maxValue={date.max}
            defaultFocusedValue={date.date ?? wireToCalendarDate(defaultFocusedDate)}
          />
        </AriaDialog>
      </AriaPopover>
    </AriaDatePicker>
  );
}
