import { useEffect, useMemo, useState, type FocusEvent, type RefObject } from 'react';
import { toCalendarDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { esClMessages, isAdultBirthDate } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { useFieldState } from '../Field/use-field-state.ts';
import {
  birthDateBounds,
  calendarDateToWire,
  displayCalendarDate,
  earlierOf,
  laterOf,
  todayOr,
  wireToCalendarDate,
} from './wire-date.ts';

/** The value and rules every date field shares; dates travel as the kit's wire `YYYYMMDD`. */
export interface WireDateOptions {
  /** The date as `YYYYMMDD` ('' when empty). */
  value?: string;
  defaultValue?: string;
  /** Called with `YYYYMMDD`, or '' when the date is cleared. */
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Earliest date allowed, `YYYYMMDD`. */
  minDate?: string;
  /** Latest date allowed, `YYYYMMDD`. */
  maxDate?: string;
  /** A loaded date whose year is not above this is discarded (wizard-spec 5). */
  minYear?: number;
  /** Birth date: 18 to 110 years before today, counted from the first day of the month. */
  birthDate?: boolean;
  /** Today as `YYYYMMDD` for the birth-date window; the browser's today when omitted. */
  today?: string;
  isRequired?: boolean;
  /** Invalid by decision of the form (for example react-hook-form). */
  isInvalid?: boolean;
  /** The form's message while invalid (a function is React Aria's business and is ignored). */
  errorMessage?: FieldBaseProps['errorMessage'];
}

/** The focusable parts of a date field: its day, month and year segments. */
function segmentsOf(group: RefObject<HTMLElement | null>): HTMLElement[] {
  return [...(group.current?.querySelectorAll<HTMLElement>('[role="spinbutton"]') ?? [])];
}

/**
 * Wire value, touched state, bounds and errors of a date field. `group` is the element holding
 * the segments: on blur a half-typed date (some segments empty) gets the kit's date error.
 */
export function useWireDate(options: WireDateOptions, group: RefObject<HTMLElement | null>) {
  const { minYear, birthDate = false } = options;
  // The last value the user chose: minYear discards loaded dates only, never one being typed.
  const [chosen, setChosen] = useState<string | null>(null);
  const [halfTyped, setHalfTyped] = useState(false);
  const dateOf = (wire: string) =>
    wire === chosen ? wireToCalendarDate(wire) : wireToCalendarDate(wire, minYear);

  const now = todayOr(options.today);
  const birth = birthDate ? birthDateBounds(now) : null;
  const min = laterOf(wireToCalendarDate(options.minDate), birth?.min ?? null);
  const max = earlierOf(wireToCalendarDate(options.maxDate), birth?.max ?? null);

  const field = useFieldState<string, Element>({
    value: options.value,
    defaultValue: options.defaultValue,
    onChange: options.onChange,
    onBlur: options.onBlur,
    emptyValue: '',
    isEmpty: (wire) => !wire || dateOf(wire) === null,
    isRequired: options.isRequired,
    isInvalid: options.isInvalid || halfTyped,
    errorMessage: options.errorMessage ?? (halfTyped ? esClMessages.date : undefined),
    validate: (wire) => {
      const date = wireToCalendarDate(wire);
      if (!date) return esClMessages.date;
      if (birthDate && !isAdultBirthDate(wire, now.toString())) return esClMessages.birthDate;
      if (min && date.compare(min) < 0) return messages.dateField.minDate(displayCalendarDate(min));
      if (max && date.compare(max) > 0) return messages.dateField.maxDate(displayCalendarDate(max));
      return null;
    },
  });

  // One object per value: React Aria re-syncs its segments whenever the date's identity changes.
  const wire = field.value;
  const date = useMemo(
    () =>
      !wire ? null : wire === chosen ? wireToCalendarDate(wire) : wireToCalendarDate(wire, minYear),
    [wire, chosen, minYear],
  );
  // A loaded date at or below minYear is dropped from the form's value too, not only hidden.
  const discarded = field.value !== '' && date === null && wireToCalendarDate(field.value) !== null;
  const { setValue } = field;
  // Once per loaded value, so a parent that keeps passing it does not loop.
  const [dropped, setDropped] = useState<string | null>(null);
  useEffect(() => {
    if (!discarded || dropped === wire) return;
    setDropped(wire);
    setValue('');
  }, [discarded, dropped, wire, setValue]);

  return {
    wire: field.value,
    date,
    min,
    max,
    isInvalid: field.isInvalid,
    error: field.error,
    onChange: (next: DateValue | null) => {
      const wire = next ? calendarDateToWire(toCalendarDate(next) as CalendarDate) : '';
      setHalfTyped(false);
      setChosen(wire);
      field.setValue(wire);
    },
    onBlur: (event: FocusEvent<Element>) => {
      const segments = segmentsOf(group);
      const filled = segments.filter((segment) => !segment.hasAttribute('data-placeholder'));
      setHalfTyped(filled.length > 0 && filled.length < segments.length);
      field.onBlur(event);
    },
    /** Focuses the first segment (react-hook-form's ref focuses the first invalid field). */
    focus: () => segmentsOf(group)[0]?.focus(),
  };
}
