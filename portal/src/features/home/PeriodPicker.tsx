import { PeriodSelector, type PeriodSelection } from '@inversiones/design-system';
import { toWireDate } from '@inversiones/design-system/es-cl';
import { SELECTOR_PERIODS, type PeriodQuery } from './period.ts';

/**
 * The four periods on the design system's selector, started from the URL's period (its dates'
 * calendar is a deferred part of the design system: it loads when the client reaches it).
 */
export function PeriodPicker({
  period,
  lastDate,
  onChange,
}: {
  period: PeriodQuery;
  /** The statement's day: no period ends after it (unknown while the statement loads). */
  lastDate?: string;
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
      maxDate={lastDate === undefined ? undefined : toWireDate(lastDate)}
      onChange={onChange}
    />
  );
}
