import {
  DataTable,
  Heading,
  Link,
  Stack,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatDisplayDate, toWireDate } from '@inversiones/design-system/es-cl';
import { funds } from '@inversiones/contract';
import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { apiGet } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { formatMoney as money, formatReturn, formatSignedMoney as signedMoney } from './figures.ts';
import * as messages from './messages.ts';
import { periodErrors, type Period } from './period.ts';
import { PeriodForm } from './PeriodForm.tsx';
import { MY_FUNDS_PATH, periodResultsHref } from './routes.ts';
import { TabSection } from './TabSection.tsx';
import { useApiData } from '../api-state/use-api-data.ts';

const m = messages.byPeriod;
type Row = funds.ByPeriodResultsResponse['rows'][number];

const columns: DataTableColumn<Row>[] = [
  { id: 'fund', header: m.fund, isRowHeader: true, value: (row) => row.fundName },
  { id: 'series', header: m.series, value: (row) => row.seriesId },
  {
    id: 'start',
    header: m.start,
    numeric: true,
    value: (row) => row.startValue.amount,
    cell: (row) => money(row.startValue),
  },
  {
    id: 'contributions',
    header: m.contributions,
    numeric: true,
    value: (row) => row.contributions.amount,
    cell: (row) => money(row.contributions),
  },
  {
    id: 'redemptions',
    header: m.redemptions,
    numeric: true,
    value: (row) => row.redemptions.amount,
    cell: (row) => money(row.redemptions),
  },
  {
    id: 'dividends',
    header: m.dividends,
    numeric: true,
    value: (row) => row.dividends.amount,
    cell: (row) => money(row.dividends),
  },
  {
    id: 'end',
    header: m.end,
    numeric: true,
    value: (row) => row.endValue.amount,
    cell: (row) => money(row.endValue),
  },
  {
    id: 'gain',
    header: m.gain,
    numeric: true,
    value: (row) => row.gain.amount,
    cell: (row) => signedMoney(row.gain),
  },
  {
    id: 'gainPercent',
    header: m.gainPercent,
    numeric: true,
    value: (row) => row.gainPercent,
    cell: (row) => formatReturn(row.gainPercent),
  },
];

/** Por Período, inicio: the client chooses a period of at least 15 days within the history. */
export function PeriodStart() {
  const navigate = useNavigate();
  const { state, retry } = useApiData(
    (signal) => apiGet(funds.byPeriodStart, { signal }),
    'inicio',
  );
  return (
    <TabSection title={messages.tabs.porPeriodo}>
      <ApiState state={state} retry={retry} placeholder={4}>
        {(range) => (
          <Stack gap="md">
            <Text>
              {m.intro(formatDisplayDate(range.minDate), formatDisplayDate(range.maxDate))}
            </Text>
            <PeriodForm
              label={m.chooseTitle}
              period={{ from: toWireDate(range.defaultStart), to: toWireDate(range.defaultEnd) }}
              minDate={toWireDate(range.minDate)}
              maxDate={toWireDate(range.maxDate)}
              request={funds.byPeriodResults.request}
              submitLabel={m.submit}
              onSubmit={(period) =>
                void navigate(periodResultsHref(period.from, period.to), {
                  state: { focusResults: true },
                })
              }
            />
          </Stack>
        )}
      </ApiState>
    </TabSection>
  );
}

/** Por Período, resultados: each holding's start, flows, end and result over the URL's period. */
export function PeriodResults() {
  const [search] = useSearchParams();
  const location = useLocation();
  const period: Period = {
    from: search.get('fechaInicio') ?? '',
    to: search.get('fechaTermino') ?? '',
  };
  const refused = periodErrors(funds.byPeriodResults.request, period);
  const valid = !refused.from && !refused.to && Boolean(period.from);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { state, retry } = useApiData(
    valid
      ? (signal) =>
          apiGet(funds.byPeriodResults, {
            signal,
            params: { fechaInicio: period.from, fechaTermino: period.to },
          })
      : null,
    valid ? `${period.from}|${period.to}` : 'refused',
  );
  const focusResults = (location.state as { focusResults?: boolean } | null)?.focusResults;
  useEffect(() => {
    // Arriving from the form: focus moves to what it asked for.
    if (focusResults) heading.current?.focus();
  }, [focusResults]);

  const title = valid
    ? m.resultsTitle(formatDisplayDate(period.from), formatDisplayDate(period.to))
    : messages.tabs.porPeriodo;
  const change = (
    <Link variant="standalone" href={`${MY_FUNDS_PATH}/porPeriodo/inicio`}>
      {m.change}
    </Link>
  );
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} size="xl" id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </Heading>
        {valid ? (
          <ApiState state={state} retry={retry} isEmpty={(answer) => answer.rows.length === 0}>
            {(answer) => (
              <Stack gap="sm">
                <DataTable
                  aria-label={title}
                  columns={columns}
                  data={answer.rows}
                  getRowId={(row) => `${row.fundId}/${row.seriesId}/${row.accountId}`}
                  pageSize={50}
                  footerRows={[
                    {
                      id: 'total',
                      label: m.totalClp,
                      cells: {
                        start: money(answer.totalStartClp),
                        end: money(answer.totalEndClp),
                        gain: signedMoney(answer.totalGainClp),
                      },
                    },
                  ]}
                />
                {answer.rows.some((row) => row.currency !== 'CLP') ? (
                  <Text tone="secondary" size="sm">
                    {m.totalNote}
                  </Text>
                ) : null}
              </Stack>
            )}
          </ApiState>
        ) : (
          <Text>{refused.from ?? refused.to ?? m.missingPeriod}</Text>
        )}
        {change}
      </Stack>
    </section>
  );
}
