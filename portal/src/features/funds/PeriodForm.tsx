import { Button, DateField, Icon, Stack } from '@inversiones/design-system';
import { useRef, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { useErrorTitle } from '../../store/page-title.ts';
import * as messages from './messages.ts';
import { periodErrors, type Period, type PeriodErrors } from './period.ts';

export interface PeriodFormProps {
  /** The period the screen shows now (from the URL). */
  period: Period;
  /** The call's request schema: it judges the period before any call. */
  request: ZodType;
  /** Called with a period the schema accepts (never with one under 15 days). */
  onSubmit: (period: Period) => void;
  submitLabel?: string;
  /** Earliest and latest dates offered, `YYYYMMDD`. */
  minDate?: string;
  maxDate?: string;
  /** Names the form. */
  label: string;
  /** An extra action beside the submit button ('Ver todos'). */
  secondary?: { label: string; onPress: () => void };
  /** Both dates are needed (a report): marked (*) rather than 'Opcional'. */
  isRequired?: boolean;
  /** The submit button's icon (default a magnifier: the form searches). */
  submitIcon?: 'search' | 'download';
}

/**
 * Give it `key` from the period: back, forward and links then start it afresh from the URL.
 *
 * Two dates typed as dd/mm/aaaa (sent YYYYMMDD) and a submit button; a period the contract
 * refuses (under 15 days, reversed, one date only) shows its Spanish message and calls nothing.
 */
export function PeriodForm({
  period,
  request,
  onSubmit,
  submitLabel = messages.movements.search,
  minDate,
  maxDate,
  label,
  secondary,
  isRequired = false,
  submitIcon = 'search',
}: PeriodFormProps) {
  const [draft, setDraft] = useState<Period>(period);
  // A period the contract refuses in the URL (a hand-edited link) shows its message at once.
  const [errors, setErrors] = useState<PeriodErrors>(() =>
    period.from || period.to ? periodErrors(request, period) : {},
  );
  const form = useRef<HTMLFormElement>(null);
  useErrorTitle(Boolean(errors.from || errors.to));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodErrors(request, draft);
    setErrors(found);
    if (found.from || found.to) {
      // The first field in error takes the focus, so its message is read.
      const groups = form.current?.querySelectorAll('[role="group"]') ?? [];
      const segment = groups[found.from ? 0 : 1]?.querySelector<HTMLElement>('[role="spinbutton"]');
      segment?.focus();
      return;
    }
    onSubmit(draft);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={label}>
      <Stack direction="row" gap="md" align="flex-end" wrap>
        <DateField
          label={messages.movements.from}
          description={messages.movements.dateHint}
          value={draft.from}
          onChange={(from) => setDraft((old) => ({ ...old, from }))}
          minDate={minDate}
          maxDate={maxDate}
          isInvalid={Boolean(errors.from)}
          errorMessage={errors.from}
          isRequired={isRequired}
        />
        <DateField
          label={messages.movements.to}
          description={messages.movements.dateHint}
          value={draft.to}
          onChange={(to) => setDraft((old) => ({ ...old, to }))}
          minDate={minDate}
          maxDate={maxDate}
          isInvalid={Boolean(errors.to)}
          errorMessage={errors.to}
          isRequired={isRequired}
        />
        <Button type="submit" variant="secondary" icon={<Icon name={submitIcon} size="sm" />}>
          {submitLabel}
        </Button>
        {secondary ? (
          <Button variant="tertiary" onPress={secondary.onPress}>
            {secondary.label}
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
