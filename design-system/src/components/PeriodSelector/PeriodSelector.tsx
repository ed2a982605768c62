import { useId, useState } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { isPeriodAtLeast, MIN_PERIOD_DAYS } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import type { PeriodSelectorMessages } from '../../messages/period-selector.ts';
import { deferredPeriodRange } from '../../lazy/deferred-parts.ts';
import * as segmented from '../private/segmented.css.ts';
import * as s from './PeriodSelector.css.ts';

/** The spec's profitability periods: Año en Curso, Últimos 12 Meses, Mes en Curso, Período Seleccionado. */
export type ProfitabilityPeriod = 'yearToDate' | 'last12Months' | 'monthToDate' | 'custom';

export const profitabilityPeriods: readonly ProfitabilityPeriod[] = [
  'yearToDate',
  'last12Months',
  'monthToDate',
  'custom',
];

/** A chosen period; a `custom` one carries its days as the kit's wire `YYYYMMDD`. */
export type PeriodSelection =
  | { period: Exclude<ProfitabilityPeriod, 'custom'> }
  | { period: 'custom'; from: string; to: string };

export interface PeriodSelectorProps {
  /** The period shown as chosen (controlled). */
  value?: ProfitabilityPeriod;
  /** The period chosen first (uncontrolled; default Año en Curso). */
  defaultValue?: ProfitabilityPeriod;
  /**
   * Called with a fixed period as soon as it is chosen, and with Período Seleccionado once its
   * dates are valid and Consultar is pressed.
   */
  onChange?: (selection: PeriodSelection) => void;
  /** The custom period's first days (`YYYYMMDD`). */
  defaultFrom?: string;
  defaultTo?: string;
  /** The shortest custom period in days (default 15, the spec's minimum). */
  minDays?: number;
  /** The earliest and latest days a custom period may use (`YYYYMMDD`; e.g. 20190101 and today). */
  minDate?: string;
  maxDate?: string;
  /** The periods offered (default the four of the spec). */
  periods?: readonly ProfitabilityPeriod[];
  /** Overrides any of the Spanish texts. */
  messages?: Partial<PeriodSelectorMessages>;
}

const PeriodRange = deferredPeriodRange.Component;
const preloadRange = () => void deferredPeriodRange.preload().catch(() => undefined);

type PeriodError = { field: 'from' | 'to'; message: string } | null;

/** The error of a custom period, or null when it can be consulted. */
export function customPeriodError(
  from: string,
  to: string,
  minDays: number,
  m: PeriodSelectorMessages,
): PeriodError {
  if (!from) return { field: 'from', message: m.required };
  if (!to) return { field: 'to', message: m.required };
  if (to < from) return { field: 'to', message: m.reversed };
  if (!isPeriodAtLeast(from, to, minDays)) return { field: 'to', message: m.tooShort(minDays) };
  return null;
}

/**
 * The profitability period choice: four toggle buttons in one tab stop (arrows move between
 * them); Período Seleccionado opens two dd/mm/aaaa dates and Consultar, which refuses a period
 * shorter than 15 days with a message on the date to fix. The dates are a deferred part
 * (`preloadDeferredParts` loads them ahead), so the selector's first paint carries no calendar.
 */
export function PeriodSelector({
  value,
  defaultValue = 'yearToDate',
  onChange,
  defaultFrom = '',
  defaultTo = '',
  minDays = MIN_PERIOD_DAYS,
  minDate,
  maxDate,
  periods = profitabilityPeriods,
  messages: overrides,
}: PeriodSelectorProps) {
  const m = { ...messages.periodSelector, ...overrides };
  const labelId = useId();
  const [own, setOwn] = useState<ProfitabilityPeriod>(defaultValue);
  const period = value ?? own;
  const [from, setFrom] = useState(defaultFrom);
  const [to, setTo] = useState(defaultTo);
  const [error, setError] = useState<PeriodError>(null);

  const choose = (next: ProfitabilityPeriod) => {
    setOwn(next);
    if (next !== 'custom') onChange?.({ period: next });
  };

  const consult = () => {
    const problem = customPeriodError(from, to, minDays, m);
    setError(problem);
    if (!problem) onChange?.({ period: 'custom', from, to });
  };

  const errorOf = (field: 'from' | 'to') => (error?.field === field ? error.message : undefined);

  return (
    // The dates' chunk loads as soon as the client reaches the selector (pointer or keyboard),
    // so choosing Período Seleccionado shows them without a wait.
    <div className={s.root} onPointerEnter={preloadRange} onFocus={preloadRange}>
      <span id={labelId} className={s.label}>
        {m.label}
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[period]}
        onSelectionChange={(keys: Set<Key>) => {
          const [next] = [...keys];
          if (next !== undefined && next !== period) choose(next as ProfitabilityPeriod);
        }}
        className={segmented.group}
      >
        {periods.map((key) => (
          <ToggleButton key={key} id={key} className={segmented.button}>
            {m.periods[key]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {period === 'custom' ? (
        <PeriodRange
          from={from}
          to={to}
          onFromChange={(next) => {
            setFrom(next);
            setError(null);
          }}
          onToChange={(next) => {
            setTo(next);
            setError(null);
          }}
          onConsult={consult}
          minDate={minDate}
          maxDate={maxDate}
          fromError={errorOf('from')}
          toError={errorOf('to')}
          messages={m}
        />
      ) : null}
    </div>
  );
}
