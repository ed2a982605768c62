import { useState, type FormEvent } from 'react';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { DatePicker } from '../DatePicker/index.ts';
import { Icon } from '../Icon/index.ts';
import { periodErrors, type PeriodErrors } from './period.ts';
import type { SigningPeriod } from './signing-order.ts';
import * as s from './SigningTable.css.ts';

const m = messages.signingTable;

interface SigningPeriodFilterProps {
  /** The period the list shows now. */
  period?: SigningPeriod;
  onSearch: (period: SigningPeriod) => void;
  /** Latest date selectable, `YYYYMMDD` (usually today). */
  maxDate?: string;
  isDisabled?: boolean;
}

/** 'Desde' and 'Hasta' date pickers and 'Buscar'; the period must span at least 15 days. */
export function SigningPeriodFilter({
  period,
  onSearch,
  maxDate,
  isDisabled,
}: SigningPeriodFilterProps) {
  const [draft, setDraft] = useState<SigningPeriod>(period ?? { from: '', to: '' });
  const [errors, setErrors] = useState<PeriodErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodErrors(draft);
    setErrors(found);
    if (!found.from && !found.to) onSearch(draft);
  };

  return (
    <form className={s.filter} onSubmit={submit} noValidate aria-label={m.periodLegend}>
      <div className={s.filterField}>
        <DatePicker
          label={m.from}
          value={draft.from}
          onChange={(from) => setDraft((old) => ({ ...old, from }))}
          maxDate={maxDate}
          isInvalid={Boolean(errors.from)}
          errorMessage={errors.from}
          isDisabled={isDisabled}
          isRequired
          defaultFocusedDate={draft.from || maxDate}
        />
      </div>
      <div className={s.filterField}>
        <DatePicker
          label={m.to}
          value={draft.to}
          onChange={(to) => setDraft((old) => ({ ...old, to }))}
          minDate={draft.from || undefined}
          maxDate={maxDate}
          isInvalid={Boolean(errors.to)}
          errorMessage={errors.to}
          isDisabled={isDisabled}
          isRequired
          defaultFocusedDate={draft.to || maxDate}
        />
      </div>
      <div className={s.filterAction}>
        <Button
          type="submit"
          variant="secondary"
          icon={<Icon name="search" size="sm" />}
          isDisabled={isDisabled}
        >
          {m.search}
        </Button>
      </div>
    </form>
  );
}
