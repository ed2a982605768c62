import { MovementList, Pagination, Stack, Text } from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import { funds, PAGE_SIZE } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import * as messages from './messages.ts';
import { movementGroups } from './movement-rows.ts';
import { PeriodForm } from './PeriodForm.tsx';
import { usePeriodPage } from './use-period-page.ts';
import { TabSection } from './TabSection.tsx';
import { useApiData } from '../api-state/use-api-data.ts';

/**
 * Mis Movimientos: pages of 10 from the API (`pagina`), newest first, optionally within a period
 * typed dd/mm/aaaa and sent YYYYMMDD. Page and period live in the URL, so back and reload keep them.
 */
export function MovementsTab() {
  // A period in the URL the contract refuses (a hand-typed link) is never sent.
  const { period, page, valid, show } = usePeriodPage(funds.movementsQuerySchema);
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
