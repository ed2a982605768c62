import type { PeriodSelectorMessages } from '../../messages/period-selector.ts';
import { Button } from '../Button/index.ts';
import { DatePicker } from '../DatePicker/index.ts';
import * as s from './PeriodSelector.css.ts';

export interface PeriodRangeProps {
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
  onConsult: () => void;
  minDate?: string;
  maxDate?: string;
  fromError?: string;
  toError?: string;
  messages: PeriodSelectorMessages;
}

/**
 * Período Seleccionado's two dates and Consultar: its own chunk (the date pickers and their
 * calendar), loaded when a client is about to choose it, not with the page's first paint.
 */
export function PeriodRange({
  from,
  to,
  onFromChange,
  onToChange,
  onConsult,
  minDate,
  maxDate,
  fromError,
  toError,
  messages: m,
}: PeriodRangeProps) {
  return (
    <div className={s.range} role="group" aria-label={m.periods.custom}>
      <DatePicker
        label={m.from}
        value={from}
        onChange={onFromChange}
        minDate={minDate}
        maxDate={maxDate}
        isRequired
        isInvalid={fromError !== undefined}
        errorMessage={fromError}
      />
      <DatePicker
        label={m.to}
        value={to}
        onChange={onToChange}
        minDate={minDate}
        maxDate={maxDate}
        isRequired
        isInvalid={toError !== undefined}
        errorMessage={toError}
      />
      <div className={s.apply}>
        <Button onPress={onConsult}>{m.apply}</Button>
      </div>
    </div>
  );
}
