import { RadioGroup, Skeleton, Stack } from '@inversiones/design-system';
import { dashboard } from '@inversiones/contract';
import { lazy, Suspense, useState } from 'react';
import * as messages from './messages.ts';
import type { PeriodQuery } from './period.ts';
import type { PeriodFieldError } from './SelectedPeriodFields.tsx';

// The date fields (and their calendar library) load only when a client picks her own period.
const SelectedPeriodFields = lazy(async () => ({
  default: (await import('./SelectedPeriodFields.tsx')).SelectedPeriodFields,
}));

const options = dashboard.PROFITABILITY_PERIODS.map((periodo) => ({
  key: periodo,
  value: periodo,
}));

/**
 * The four profitability periods; the selected one asks for its dates (dd/mm/aaaa, at least
 * 15 days, the contract's rule and texts) and is only queried once they pass.
 */
export function PeriodControl({
  value,
  onChange,
}: {
  value: PeriodQuery;
  onChange: (period: PeriodQuery) => void;
}) {
  const [choice, setChoice] = useState<dashboard.ProfitabilityPeriod>(value.periodo);
  const [from, setFrom] = useState(
    value.periodo === 'Período Seleccionado' ? value.fechaInicio : '',
  );
  const [to, setTo] = useState(value.periodo === 'Período Seleccionado' ? value.fechaTermino : '');
  const [error, setError] = useState<PeriodFieldError>(null);

  function choose(key: string | null) {
    const periodo = dashboard.PROFITABILITY_PERIODS.find((p) => p === key);
    if (!periodo) return;
    setChoice(periodo);
    setError(null);
    if (periodo !== 'Período Seleccionado') onChange({ periodo });
  }

  function query() {
    const checked = dashboard.profitabilityQuerySchema.safeParse({
      periodo: 'Período Seleccionado',
      fechaInicio: from || undefined,
      fechaTermino: to || undefined,
    });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path[0] === 'fechaInicio' && from ? 'fechaInicio' : 'fechaTermino';
      setError({ field, text: issue?.message ?? '' });
      return;
    }
    setError(null);
    onChange({ periodo: 'Período Seleccionado', fechaInicio: from, fechaTermino: to });
  }

  return (
    <Stack gap="sm">
      <RadioGroup
        label={messages.summary.period}
        orientation="horizontal"
        necessityIndicator="none"
        options={options}
        value={choice}
        onChange={choose}
      />
      {choice === 'Período Seleccionado' ? (
        <Suspense fallback={<Skeleton shape="block" height={72} />}>
          <SelectedPeriodFields
            from={from}
            to={to}
            error={error}
            onFrom={(next) => {
              setFrom(next);
              setError(null);
            }}
            onTo={(next) => {
              setTo(next);
              setError(null);
            }}
            onQuery={query}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
