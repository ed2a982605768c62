import { MovementList, Pagination, Stack, Text } from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import { funds, PAGE_SIZE } from '@inversiones/contract';
import { useSearchParams } from 'react-router-dom';
import { apiGet } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import * as messages from './messages.ts';
import { movementGroups } from './movement-rows.ts';
import { periodErrors, type Period } from './period.ts';
import { PeriodForm } from './PeriodForm.tsx';
import { TabSection } from './TabSection.tsx';
import { useApiData } from '../api-state/use-api-data.ts';

/** `pagina` of the URL: a page number from 1, else 1. */
function pageOf(value: string | null): number {
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}

/**
 * Mis Movimientos: pages of 10 from the API (`pagina`), newest first, optionally within a period
 * typed dd/mm/aaaa and sent YYYYMMDD. Page and period live in the URL, so back and reload keep them.
 */
export function MovementsTab() {
  const [search, setSearch] = useSearchParams();
  const period: Period = {
    from: search.get('fechaInicio') ?? '',
    to: search.get('fechaTermino') ?? '',
  };
  const page = pageOf(search.get('pagina'));
  // A period in the URL the contract refuses (a hand-typed link) is never sent.
  const refused = periodErrors(funds.movementsQuerySchema, period);
  const valid = !refused.from && !refused.to;

  const { state, retry } = useApiData(
    valid
      ? (signal) =>
          apiGet(funds.movementReport, {
            signal,
            params: {
              pagina: String(page),
              ...(period.from && period.to
                ? { fechaInicio: period.from, fechaTermino: period.to }
                : {}),
            },
          }).then((answer) => ({ answer, groups: movementGroups(answer.rows) }))
      : null,
    valid ? `${page}|${period.from}|${period.to}` : 'refused',
  );

  const show = (next: { period?: Period; page?: number }) => {
    const query = new URLSearchParams();
    const chosen = next.period ?? period;
    if (chosen.from && chosen.to) {
      query.set('fechaInicio', chosen.from);
      query.set('fechaTermino', chosen.to);
    }
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('pagina', String(nextPage));
    setSearch(query);
  };

  const malformed = state.status === 'ready' && state.data.groups === null;
  return (
    <TabSection title={messages.tabs.misMovimientos}>
      <PeriodForm
        key={`${period.from}|${period.to}`}
        label={messages.movements.filterLabel}
        period={period}
        request={funds.movementsQuerySchema}
        onSubmit={(chosen) => show({ period: chosen })}
        secondary={
          period.from || period.to
            ? {
                label: messages.movements.clear,
                onPress: () => show({ period: { from: '', to: '' } }),
              }
            : undefined
        }
      />
      {period.from && period.to && valid ? (
        <Text tone="secondary">
          {messages.movements.periodShown(
            formatDisplayDate(period.from),
            formatDisplayDate(period.to),
          )}
        </Text>
      ) : null}
      {valid ? (
        <ApiState
          state={malformed ? { status: 'error' } : state}
          retry={retry}
          isEmpty={({ answer }) => answer.rows.length === 0}
        >
          {({ answer, groups }) => (
            <Stack gap="md">
              {(groups ?? []).map(({ currency, rows }) => (
                <MovementList
                  key={currency}
                  headingLevel={3}
                  title={
                    groups && groups.length > 1 ? messages.movements.titleIn[currency] : undefined
                  }
                  movements={rows}
                  currency={currency}
                  pageSize={PAGE_SIZE}
                />
              ))}
              <Pagination
                aria-label={messages.movements.pagination}
                page={answer.page}
                pageCount={Math.ceil(answer.total / PAGE_SIZE)}
                onPageChange={(next) => show({ page: next })}
              />
            </Stack>
          )}
        </ApiState>
      ) : null}
    </TabSection>
  );
}
