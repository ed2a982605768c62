import {
  Button,
  ConfirmDialog,
  DataTable,
  Stack,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { fundOperations } from '@inversiones/contract';
import { useState } from 'react';
import { apiGet, apiSend } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { NoticeAlert, type Notice } from '../api-state/NoticeAlert.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { TabSection } from '../funds/TabSection.tsx';
import * as messages from './messages.ts';
import { date, money } from './money.ts';
import { actionNotice } from './use-operation.ts';

type Row = fundOperations.AfterHoursMovement;
const m = messages.afterHours;

/** Orders placed out of hours, cancellable until their trade date (spec 7 GET and DELETE). */
export function AfterHoursTab() {
  const [version, setVersion] = useState(0);
  const [asked, setAsked] = useState<Row | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const { state, retry } = useApiData(
    (signal) => apiGet(fundOperations.afterHoursMovements, { signal }),
    `afterHours-${version}`,
  );

  async function cancel(row: Row) {
    setNotice(null);
    setNotice(
      await actionNotice(
        () =>
          apiSend(fundOperations.cancelAfterHours, undefined, {
            params: { folio: row.folio },
            onError: false,
          }),
        m.cancelled(row.folio),
      ),
    );
    setVersion((n) => n + 1);
  }

  const columns: DataTableColumn<Row>[] = [
    { id: 'folio', header: m.columns.folio, value: (row) => row.folio, isRowHeader: true },
    { id: 'kind', header: m.columns.kind, value: (row) => messages.afterHours.kinds[row.kind] },
    {
      id: 'fund',
      header: m.columns.fund,
      value: (row) => `${row.fundName}, Serie ${row.seriesId}`,
    },
    {
      id: 'amount',
      header: m.columns.amount,
      value: (row) => row.amount.amount,
      cell: (row) => money(row.amount),
      numeric: true,
    },
    {
      id: 'tradeDate',
      header: m.columns.tradeDate,
      value: (row) => row.tradeDate,
      cell: (row) => date(row.tradeDate),
      numeric: true,
    },
    {
      id: 'action',
      header: m.columns.action,
      sortable: false,
      hideLabelOnCard: true,
      cell: (row) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={m.cancelLabel(messages.afterHours.kinds[row.kind], row.fundName)}
          onPress={() => setAsked(row)}
        >
          {m.cancel}
        </Button>
      ),
    },
  ];

  return (
    <TabSection title={m.title}>
      <Text tone="secondary">{m.intro}</Text>
      <NoticeAlert notice={notice} />
      <ApiState
        state={state}
        retry={retry}
        isEmpty={(answer) => answer.movements.length === 0}
        empty={<Text>{m.empty}</Text>}
      >
        {(answer) => (
          <Stack gap="md">
            <DataTable
              aria-label={m.title}
              columns={columns}
              data={answer.movements}
              getRowId={(row) => row.folio}
              density="compact"
            />
          </Stack>
        )}
      </ApiState>
      <ConfirmDialog
        isOpen={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={m.confirmTitle}
        message={
          asked
            ? m.confirmBody(
                messages.afterHours.kinds[asked.kind],
                asked.fundName,
                money(asked.amount),
              )
            : null
        }
        confirmLabel={m.confirmAction}
        cancelLabel={m.keep}
        isDestructive
        onConfirm={() => {
          const row = asked;
          setAsked(null);
          if (row) void cancel(row);
        }}
      />
    </TabSection>
  );
}
