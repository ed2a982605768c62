import { PeriodSelector, type PeriodSelection } from '@inversiones/design-system';
import { toWireDate } from '@inversiones/design-system/es-cl';
import { SELECTOR_PERIODS, type PeriodQuery } from './period.ts';

/**
 * The four periods on the design system's selector, started from the URL's period. Its own
 * chunk: the selected period's calendar weighs more than the rest of the home's first paint.
 */
export function PeriodPicker({
  period,
  lastDate,
  onChange,
}: {
  period: PeriodQuery;
  /** The statement's day: no period ends after it. */
  lastDate: string;
  onChange: (selection: PeriodSelection) => void;
}) {
  const custom = period.periodo === 'Período Seleccionado' ? period : null;
  return (
    <PeriodSelector
      defaultValue={SELECTOR_PERIODS[period.periodo]}
      defaultFrom={custom?.fechaInicio}
      defaultTo={custom?.fechaTermino}
      // The ledger's prices start on 2019-01-01.
      minDate="20190101"
      maxDate={toWireDate(lastDate)}
      onChange={onChange}
    />
  );
}
