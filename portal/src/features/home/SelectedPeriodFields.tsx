import { Button, DateField, Stack } from '@inversiones/design-system';
import * as messages from './messages.ts';

export type PeriodFieldError = { field: 'fechaInicio' | 'fechaTermino'; text: string } | null;

/** The selected period's dates (dd/mm/aaaa on screen, YYYYMMDD out) and 'Consultar'. */
export function SelectedPeriodFields({
  from,
  to,
  error,
  onFrom,
  onTo,
  onQuery,
}: {
  from: string;
  to: string;
  error: PeriodFieldError;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  onQuery: () => void;
}) {
  return (
    <Stack direction="row" gap="sm" align="flex-end" wrap>
      <DateField
        label={messages.summary.from}
        value={from}
        onChange={onFrom}
        isRequired
        isInvalid={error?.field === 'fechaInicio'}
        errorMessage={error?.field === 'fechaInicio' ? error.text : undefined}
      />
      <DateField
        label={messages.summary.to}
        value={to}
        onChange={onTo}
        isRequired
        isInvalid={error?.field === 'fechaTermino'}
        errorMessage={error?.field === 'fechaTermino' ? error.text : undefined}
      />
      <Button variant="secondary" onPress={onQuery}>
        {messages.summary.query}
      </Button>
    </Stack>
  );
}
