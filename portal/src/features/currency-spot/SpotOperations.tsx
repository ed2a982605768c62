import {
  Alert,
  Button,
  DataTable,
  Heading,
  Pagination,
  Stack,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatCurrency, formatDisplayDate, toWireDate } from '@inversiones/design-system/es-cl';
import { currencySpot, PAGE_SIZE } from '@inversiones/contract';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiGet } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { date, money } from '../fund-operations/money.ts';
import { periodErrors, type Period } from '../funds/period.ts';
import { PeriodForm } from '../funds/PeriodForm.tsx';
import * as messages from './messages.ts';
import { useReceiptDownload } from './use-receipt-download.ts';

const m = messages.operations;
type Operation = currencySpot.Operation;

/** The list's default: the 30 days up to the market's today (the call needs a period). */
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

export function lastDays(today: string, days = DEFAULT_DAYS): Period {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS);
  return { from: toWireDate(from.toISOString().slice(0, 10)), to: toWireDate(today) };
}

const pageOf = (value: string | null) =>
  value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;

/**
 * The client's purchases and sales of dollars in a period (the URL keeps it; the last 30 days by
 * default), newest first, each with its PDF receipt.
 */
export function SpotOperations({ today, version }: { today: string; version: number }) {
  const titleId = useId();
  const receipt = useReceiptDownload();
  const [search, setSearch] = useSearchParams();
  const chosen = { from: search.get('fechaInicio') ?? '', to: search.get('fechaTermino') ?? '' };
  const isDefault = !chosen.from && !chosen.to;
  const period = isDefault ? lastDays(today) : chosen;
  const page = pageOf(search.get('pagina'));
  const refused = periodErrors(currencySpot.operations.request, period);
  const valid = !refused.from && !refused.to;
  const { state, retry } = useApiData(
    valid
      ? (signal) =>
          apiGet(currencySpot.operations, {
            signal,
            params: {
              fechaInicio: period.from,
              fechaTermino: period.to,
              pagina: String(page),
            },
          })
      : null,
    valid ? `spot-operations|${period.from}|${period.to}|${page}|${version}` : 'refused',
  );
  const show = (next: { period?: Period; page?: number }) => {
    const query = new URLSearchParams(search);
    for (const name of ['fechaInicio', 'fechaTermino', 'pagina']) query.delete(name);
    if (next.period) {
      query.set('fechaInicio', next.period.from);
      query.set('fechaTermino', next.period.to);
    } else if (!isDefault) {
      query.set('fechaInicio', period.from);
      query.set('fechaTermino', period.to);
    }
    if ((next.page ?? 1) > 1) query.set('pagina', String(next.page));
    setSearch(query);
  };
  const columns: DataTableColumn<Operation>[] = [
    {
      id: 'date',
      header: m.columns.date,
      value: (row) => row.createdAt,
      cell: (row) => date(row.tradeDate),
    },
    { id: 'type', header: m.columns.type, value: (row) => m.types[row.tipo], isRowHeader: true },
    {
      id: 'amount',
      header: m.columns.amount,
      value: (row) => row.amount.amount,
      cell: (row) => money(row.amount),
      numeric: true,
    },
    {
      id: 'rate',
      header: m.columns.rate,
      value: (row) => row.rate,
      cell: (row) => formatCurrency(row.rate, 'CLP', { decimals: 2 }),
      numeric: true,
    },
    {
      id: 'pesos',
      header: m.columns.pesos,
      value: (row) => row.clpAmount.amount,
      cell: (row) => money(row.clpAmount),
      numeric: true,
    },
    {
      id: 'receipt',
      header: m.columns.receipt,
      hideLabelOnCard: true,
      cell: (row) => (
        <Button
          variant="tertiary"
          size="sm"
          onPress={() => receipt.save(row.folio)}
          isPending={receipt.isRunning(row.folio)}
          pendingLabel={m.downloading}
        >
          {m.download(row.folio)}
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={2} size="xl" id={titleId}>
          {m.title}
        </Heading>
        <PeriodForm
          key={`${period.from}|${period.to}`}
          label={m.filterLabel}
          period={period}
          request={currencySpot.operations.request}
          onSubmit={(next) => show({ period: next })}
          secondary={
            isDefault
              ? undefined
              : { label: m.clear, onPress: () => setSearch(new URLSearchParams()) }
          }
        />
        {valid ? (
          <Text tone="secondary">
            {isDefault
              ? m.lastMonth
              : m.periodShown(formatDisplayDate(period.from), formatDisplayDate(period.to))}
          </Text>
        ) : null}
        {receipt.anyFailed ? (
          <Alert priority="error" isLive>
            {m.downloadFailed}
          </Alert>
        ) : null}
        {valid ? (
          <ApiState state={state} retry={retry} isEmpty={(answer) => answer.rows.length === 0}>
            {(answer) => (
              <Stack gap="md">
                <DataTable
                  aria-label={m.title}
                  columns={columns}
                  data={answer.rows}
                  getRowId={(row) => row.folio}
                  density="compact"
                />
                <Pagination
                  aria-label={m.pagination}
                  page={answer.page}
                  pageCount={Math.ceil(answer.total / PAGE_SIZE)}
                  onPageChange={(next) => show({ page: next })}
                />
              </Stack>
            )}
          </ApiState>
        ) : null}
      </Stack>
    </section>
  );
}
