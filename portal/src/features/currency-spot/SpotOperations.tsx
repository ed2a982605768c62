import { Button, Heading, Stack, type DataTableColumn } from '@inversiones/design-system';
import { formatCurrency } from '@inversiones/design-system/es-cl';
import { currencySpot } from '@inversiones/contract';
import { useId } from 'react';
import { apiGet } from '../../http/client.ts';
import { PagedTable } from '../api-state/PagedTable.tsx';
import { ProblemAlert } from '../api-state/ProblemAlert.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { date, money } from '../fund-operations/money.ts';
import { lastDays } from '../funds/period.ts';
import { LastDaysPeriod } from '../funds/LastDaysPeriod.tsx';
import { usePeriodPage } from '../funds/use-period-page.ts';
import * as messages from './messages.ts';
import { useReceiptDownload } from '../api-state/use-receipt-download.ts';
import { receiptFiles } from './receipt-files.ts';

const m = messages.operations;
type Operation = currencySpot.Operation;

/**
 * The client's purchases and sales of dollars in a period (the URL keeps it; the last 30 days by
 * default), newest first, each with its PDF receipt.
 */
export function SpotOperations({ today, version }: { today: string; version: number }) {
  const titleId = useId();
  const receipt = useReceiptDownload(receiptFiles);
  const periodPage = usePeriodPage(currencySpot.operations.request, lastDays(today));
  const { period, page, valid, show } = periodPage;
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
        <LastDaysPeriod
          page={periodPage}
          request={currencySpot.operations.request}
          texts={{
            label: m.filterLabel,
            clear: m.clear,
            lastMonth: m.lastMonth,
            periodShown: m.periodShown,
          }}
        />
        <ProblemAlert message={receipt.anyFailed ? m.downloadFailed : null} />
        {valid ? (
          <PagedTable
            state={state}
            retry={retry}
            label={m.title}
            paginationLabel={m.pagination}
            columns={columns}
            getRowId={(row) => row.folio}
            onPageChange={(next) => show({ page: next })}
          />
        ) : null}
      </Stack>
    </section>
  );
}
