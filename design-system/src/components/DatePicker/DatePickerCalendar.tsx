import { useContext } from 'react';
import { endOfMonth, startOfMonth, type CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell as AriaCalendarCell,
  CalendarGrid as AriaCalendarGrid,
  CalendarGridBody as AriaCalendarGridBody,
  CalendarGridHeader as AriaCalendarGridHeader,
  CalendarHeaderCell as AriaCalendarHeaderCell,
  CalendarStateContext,
  Heading as AriaHeading,
} from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Icon } from '../Icon/index.ts';
import * as styles from './DatePicker.css.ts';

export interface DatePickerCalendarProps {
  minValue?: CalendarDate | null;
  maxValue?: CalendarDate | null;
  /** The month shown first when there is no value (fixed in stories: never today). */
  defaultFocusedValue?: CalendarDate | null;
}

/** Steps a whole year back or forward (the spec's year navigator), kept within min and max. */
function YearButton({ direction }: { direction: 'previous' | 'next' }) {
  const state = useContext(CalendarStateContext);
  if (!state) return null;
  const previous = direction === 'previous';
  const target = state.focusedDate[previous ? 'subtract' : 'add']({ years: 1 });
  const outOfRange = previous
    ? state.minValue != null && endOfMonth(target).compare(state.minValue) < 0
    : state.maxValue != null && startOfMonth(target).compare(state.maxValue) > 0;
  const chevron = previous ? 'chevronLeft' : 'chevronRight';
  return (
    <AriaButton
      // slot={null}: outside the calendar's own previous/next slots.
      slot={null}
      aria-label={previous ? messages.dateField.previousYear : messages.dateField.nextYear}
      isDisabled={outOfRange || state.isDisabled}
      onPress={() => (previous ? state.focusPreviousSection(true) : state.focusNextSection(true))}
      className={styles.iconButton}
    >
      <span className={styles.doubleChevron} aria-hidden="true">
        <Icon name={chevron} size="sm" />
        <span className={styles.chevronOverlap}>
          <Icon name={chevron} size="sm" />
        </span>
      </span>
    </AriaButton>
  );
}

/**
 * The picker's month grid in Spanish: es-CL weeks start on Monday; year and month steps in the
 * header (Shift+PageUp/PageDown also move by year from the grid).
 */
export function DatePickerCalendar({
  minValue,
  maxValue,
  defaultFocusedValue,
}: DatePickerCalendarProps) {
  return (
    <AriaCalendar
      className={styles.calendar}
      minValue={minValue}
      maxValue={maxValue}
      defaultFocusedValue={defaultFocusedValue ?? undefined}
    >
      <div className={styles.header}>
        <YearButton direction="previous" />
        <AriaButton
          slot="previous"
          aria-label={messages.dateField.previousMonth}
          className={styles.iconButton}
        >
          <Icon name="chevronLeft" size="sm" />
        </AriaButton>
        <AriaHeading className={styles.heading} />
        <AriaButton
          slot="next"
          aria-label={messages.dateField.nextMonth}
          className={styles.iconButton}
        >
          <Icon name="chevronRight" size="sm" />
        </AriaButton>
        <YearButton direction="next" />
      </div>
      <AriaCalendarGrid className={styles.grid} weekdayStyle="short">
        <AriaCalendarGridHeader>
          {(day) => (
            <AriaCalendarHeaderCell className={styles.weekday}>{day}</AriaCalendarHeaderCell>
          )}
        </AriaCalendarGridHeader>
        <AriaCalendarGridBody>
          {(date) => <AriaCalendarCell date={date} className={styles.cell} />}
        </AriaCalendarGridBody>
      </AriaCalendarGrid>
    </AriaCalendar>
  );
}
