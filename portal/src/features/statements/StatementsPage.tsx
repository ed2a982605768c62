import { Button, Heading, Select, Stack, Text } from '@inversiones/design-system';
import {
  formatDisplayDate,
  formatMonth,
  monthRange,
  toIsoDate,
  toWireDate,
} from '@inversiones/design-system/es-cl';
import { statements } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { useSearchUpdate } from '../api-state/use-search-update.ts';
import { PeriodForm } from '../funds/PeriodForm.tsx';
import * as messages from './messages.ts';
import { StatementSummary } from './StatementSummary.tsx';

const m = messages.page;
type Availability = statements.AvailabilityResponse;

/** The product, and the month or the period, the URL names (a month by default). */
function StatementChooser({ available }: { available: Availability }) {
  const { search, update } = useSearchUpdate();
  const scopes = available.scopes;
  const scope = scopes.find((s) => s.id === search.get('alcance'))?.id ?? 'consolidada';
  const month = available.months.find((x) => x === search.get('mes')) ?? available.months[0];
  const typed = { from: search.get('fechaInicio') ?? '', to: search.get('fechaTermino') ?? '' };
  const period =
    typed.from &&
    typed.to &&
    statements.statement.request.safeParse({
      fechaInicio: typed.from,
      fechaTermino: typed.to,
    }).success
      ? { from: toIsoDate(typed.from), to: toIsoDate(typed.to) }
      : null;
  const shown = period ?? (month ? monthRange(month) : null);

  return (
    <Stack gap="lg">
      <Stack direction="row" gap="md" wrap align="flex-end">
        <Select
          label={m.scope}
          options={scopes.map((s) => ({ key: s.id, value: s.name }))}
          value={scope}
          onChange={(id) => id && update({ alcance: id })}
          isRequired
        />
        {available.months.length > 0 ? (
          <Select
            label={m.month}
            options={available.months.map((x) => ({ key: x, value: formatMonth(x) }))}
            value={period ? null : (month ?? null)}
            onChange={(x) => x && update({ mes: x, fechaInicio: null, fechaTermino: null })}
            isRequired
          />
        ) : null}
      </Stack>
      {shown ? (
        <StatementSummary
          key={`${scope}-${shown.from}-${shown.to}`}
          scope={scope}
          from={shown.from}
          to={shown.to}
          periodLabel={
            period
              ? messages.summary.rangePeriod(
                  formatDisplayDate(period.from),
                  formatDisplayDate(period.to),
                )
              : formatMonth(month ?? '')
          }
        />
      ) : (
        <Text tone="secondary">{m.noMonths}</Text>
      )}
      <section aria-label={m.periodLabel}>
        <Stack gap="sm">
          <Heading level={2} size="lg">
            {m.otherPeriod}
          </Heading>
          <Text tone="secondary">
            {m.limit(available.historicYears, formatDisplayDate(available.earliest))}
          </Text>
          <PeriodForm
            key={`${typed.from}|${typed.to}`}
            label={m.periodLabel}
            period={typed}
            request={statements.statement.request}
            submitLabel={m.periodSubmit}
            minDate={toWireDate(available.earliest)}
            maxDate={toWireDate(available.today)}
            onSubmit={(chosen) =>
              update({ fechaInicio: chosen.from, fechaTermino: chosen.to, mes: null })
            }
          />
          {period ? (
            <div>
              <Button
                variant="secondary"
                onPress={() => update({ fechaInicio: null, fechaTermino: null })}
              >
                {m.backToMonths}
              </Button>
            </div>
          ) : null}
        </Stack>
      </section>
    </Stack>
  );
}

/**
 * /cartolas (spec 2 area `cartolas`): a month's statement (or a period's) of one product or of
 * all of them, its figures on screen as the PDF prints them, and the PDF.
 */
export function StatementsPage() {
  usePageTitle(m.title);
  const available = useApiData(
    (signal) => apiGet(statements.availability, { signal }),
    'statements-availability',
  );
  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <ApiState state={available.state} retry={available.retry} placeholder={4}>
        {(answer) => <StatementChooser available={answer} />}
      </ApiState>
    </Stack>
  );
}
