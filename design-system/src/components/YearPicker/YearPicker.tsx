import { useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { fieldStyles } from '../Field/Field.tsx';
import { Icon } from '../Icon/index.ts';
import { Select } from '../Select/index.ts';
import * as s from './YearPicker.css.ts';

const m = messages.yearPicker;

export interface YearPickerProps {
  /** Names the control (default 'Año'). */
  label?: ReactNode;
  /** The year shown (controlled). */
  value?: number;
  /** The year shown first when uncontrolled (default `maxYear`, the newest). */
  defaultValue?: number;
  onChange?: (year: number) => void;
  /** The range offered, both included; newest first in the list. */
  minYear: number;
  maxYear: number;
  /** The text of a year ('2026 (año comercial 2025)'); the year itself by default. */
  formatYear?: (year: number) => string;
  /** A line under the control. */
  description?: ReactNode;
  isDisabled?: boolean;
}

/**
 * A year among a range (tax certificates, invoices): a select of the years, newest first, between
 * 'Año anterior' and 'Año siguiente' buttons that stop at the ends.
 */
export function YearPicker({
  label = m.label,
  value: controlledValue,
  defaultValue,
  onChange,
  minYear,
  maxYear,
  formatYear = String,
  description,
  isDisabled = false,
}: YearPickerProps) {
  const [value, setValue] = useControlledState<number>(
    controlledValue as number,
    defaultValue ?? maxYear,
    onChange,
  );
  const trigger = useRef<HTMLButtonElement>(null);
  // Said politely after a step: the buttons keep focus, so the new year is otherwise not heard.
  const [announcement, setAnnouncement] = useState('');
  const years: number[] = [];
  for (let year = maxYear; year >= minYear; year--) years.push(year);
  const step = (delta: number) => {
    const next = value + delta;
    if (next < minYear || next > maxYear) return;
    setValue(next);
    if (next === minYear || next === maxYear) {
      // The pressed button is about to be disabled and would drop focus to the page: move it to
      // the select, whose name (the year and the label) is read as it gets focus.
      setAnnouncement('');
      trigger.current?.focus();
    } else {
      setAnnouncement(m.announce(typeof label === 'string' ? label : m.label, formatYear(next)));
    }
  };
  return (
    <div className={s.root}>
      {/* The visible label; the select keeps it as its (hidden) accessible name. */}
      <span className={fieldStyles.label} aria-hidden="true">
        {label}
      </span>
      <div className={s.row}>
        <Button
          variant="secondary"
          icon={<Icon name="chevronLeft" size="sm" />}
          isDisabled={isDisabled || value <= minYear}
          onPress={() => step(-1)}
        >
          <VisuallyHidden>{m.previous}</VisuallyHidden>
        </Button>
        <div className={s.select}>
          <Select
            ref={trigger}
            label={label}
            options={years.map((year) => ({ key: String(year), value: formatYear(year) }))}
            value={String(value)}
            onChange={(key) => {
              if (key) {
                setAnnouncement('');
                setValue(Number(key));
              }
            }}
            description={description}
            isDisabled={isDisabled}
            necessityIndicator="none"
            labelVisuallyHidden
          />
        </div>
        <Button
          variant="secondary"
          icon={<Icon name="chevronRight" size="sm" />}
          isDisabled={isDisabled || value >= maxYear}
          onPress={() => step(1)}
        >
          <VisuallyHidden>{m.next}</VisuallyHidden>
        </Button>
      </div>
      <VisuallyHidden>
        <div role="status">{announcement}</div>
      </VisuallyHidden>
    </div>
  );
}
