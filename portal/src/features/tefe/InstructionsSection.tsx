import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  Heading,
  Stack,
  TransferStatusBadge,
  transferStatusLabel,
  type DataTableColumn,
} from '@inversiones/design-system';
import { tefeInstructions } from '@inversiones/contract';
import { useId, useState } from 'react';
import { apiGet, apiSend } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { ProblemAlert } from '../api-state/ProblemAlert.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { useReceiptDownload } from '../api-state/use-receipt-download.ts';
import { actionNotice } from '../fund-operations/use-operation.ts';
import { dateTime, money } from '../fund-operations/money.ts';
import { lastDays } from '../funds/period.ts';
import { LastDaysPeriod } from '../funds/LastDaysPeriod.tsx';
import { usePeriodPage } from '../funds/use-period-page.ts';
import { instructionFiles } from './instruction-files.ts';
import * as messages from './messages.ts';

const m = messages.instruct;
type Instruction = tefeInstructions.Instruction;

/**
 * The client's transfers entered in a period (the URL keeps it; the last 30 days by default),
 * newest first, each with its status and PDF receipt; one still entered can be cancelled
 * ('RechazadaUsuario', spec 4), which frees its held dollars.
 */
export function InstructionsSection({
  today,
  version,
  onChanged,
}: {
  today: string;
  /** Bumped by the page after a new instruction: the list is read again. */
  version: number;
  /** A cancel freed money: the page reads the balances again. */
  onChanged: () => void;
}) {
  const titleId = useId();
  const periodPage = usePeriodPage(tefeInstructions.list.request, lastDays(today));
  const { period, valid } = periodPage;
  const [changes, setChanges] = useState(0);
  const { state, retry } = useApiData(
    valid
      ? (signal) =>
          apiGet(tefeInstructions.list, {
            signal,
            params: { fechaInicio: period.from, fechaTermino: period.to },
          })
      : null,
    valid ? `tefe-instructions|${period.from}|${period.to}|${version}|${changes}` : 'refused',
  );
  const folios = new Map(
    state.status === 'ready' ? state.data.instrucciones.map((i) => [String(i.Id), i.Folio]) : [],
  );
  const receipt = useReceiptDownload(instructionFiles((id) => folios.get(id) ?? id));
  const [asked, setAsked] = useState<Instruction | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  async function cancel(instruction: Instruction) {
    setNotice(null);
    const done = await actionNotice(
      () =>
        apiSend(
          tefeInstructions.cancel,
          { Status: tefeInstructions.STATUS_USER_CANCEL },
          { params: { id: String(instruction.Id) }, onError: false },
        ),
      m.cancelled(instruction.BeneficiaryName),
    );
    setNotice(done.ok ? done : { ok: false, text: `${m.cancelFailed} ${done.text}` });
    setChanges((n) => n + 1);
    if (done.ok) onChanged();
  }

  const columns: DataTableColumn<Instruction>[] = [
    {
      id: 'date',
      header: m.columns.date,
      value: (row) => row.CreatedAt,
      cell: (row) => dateTime(row.CreatedAt),
    },
    {
      id: 'beneficiary',
      header: m.columns.beneficiary,
      value: (row) => row.BeneficiaryName,
      isRowHeader: true,
    },
    {
      id: 'amount',
      header: m.columns.amount,
      value: (row) => row.Monto.amount,
      cell: (row) => money(row.Monto),
      numeric: true,
    },
    {
      id: 'total',
      header: m.columns.total,
      value: (row) => row.Total.amount,
      cell: (row) => money(row.Total),
      numeric: true,
    },
    {
      id: 'status',
      header: m.columns.status,
      value: (row) => transferStatusLabel(row.Status),
      cell: (row) => <TransferStatusBadge statusId={row.Status} />,
    },
    {
      id: 'actions',
      header: m.columns.actions,
      hideLabelOnCard: true,
      cell: (row) => (
        <Stack direction="row" gap="sm" wrap>
          <Button
            variant="tertiary"
            size="sm"
            onPress={() => receipt.save(String(row.Id))}
            isPending={receipt.isRunning(String(row.Id))}
            pendingLabel={m.downloading}
          >
            {m.receipt(row.Folio)}
          </Button>
          {tefeInstructions.CANCELLABLE_STATUSES.includes(row.Status) ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={m.cancel(money(row.Monto), row.BeneficiaryName)}
              onPress={() => setAsked(row)}
            >
              {m.cancelAction}
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={2} size="xl" id={titleId}>
          {m.listTitle}
        </Heading>
        <LastDaysPeriod
          page={periodPage}
          request={tefeInstructions.list.request}
          texts={{
            label: m.filterLabel,
            clear: m.clear,
            lastMonth: m.lastMonth,
            periodShown: m.periodShown,
          }}
        />
        {notice ? (
          <Alert priority={notice.ok ? 'success' : 'error'} isLive>
            {notice.text}
          </Alert>
        ) : null}
        <ProblemAlert message={receipt.anyFailed ? m.downloadFailed : null} />
        {valid ? (
          <ApiState state={state} retry={retry} placeholder={3} titleLevel={3}>
            {({ instrucciones }) => (
              <DataTable
                caption={m.listTitle}
                columns={columns}
                data={instrucciones}
                getRowId={(row) => String(row.Id)}
                emptyMessage={m.empty}
              />
            )}
          </ApiState>
        ) : null}
      </Stack>
      <ConfirmDialog
        isOpen={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={m.cancelTitle}
        message={asked ? m.cancelMessage(money(asked.Total), asked.BeneficiaryName) : null}
        confirmLabel={m.cancelAction}
        cancelLabel={m.keep}
        isDestructive
        onConfirm={() => {
          const current = asked;
          setAsked(null);
          if (current) void cancel(current);
        }}
      />
    </section>
  );
}
