import { useId, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import {
  formatCurrency,
  formatDisplayDate,
  formatInstant,
  santiagoDateTime,
} from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { Heading } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import { Pagination } from '../Pagination/index.ts';
import { LoadError } from '../private/LoadError.tsx';
import {
  PayTransactionStatusBadge,
  payTransactionStatusIds,
  payTransactionStatusLabel,
} from '../PayTransactionStatusBadge/index.ts';
import { Select, type SelectOption } from '../Select/index.ts';
import * as s from './PayTransactionList.css.ts';

/** A pay button (bank payment) transaction, ready for display. */
export interface PayTransaction {
  /** A stable id of the transaction. */
  id: string;
  /** When it was started: an ISO instant (or epoch ms), shown in Santiago's time. */
  createdAt: string | number;
  /** The bank the client paid with. */
  bankName: string;
  /** The amount paid, in `currency`. */
  amount: number;
  currency: 'CLP' | 'USD';
  /** What it was for, as the client reads it: 'Abono a Cuenta Corriente'. */
  purpose: string;
  /** The spec's status, 1 to 8 (see `PayTransactionStatusBadge`). */
  statusId: number;
  /** The client may still cancel it: the row offers 'Anular'. */
  canCancel: boolean;
}

export interface PayTransactionListProps {
  transactions: readonly PayTransaction[];
  /** The status shown: 0 'Todas' or a status 1 to 8 (the spec's filter values). */
  statusFilter: number;
  /** Called with the status chosen in the 'Estado' filter (0 for 'Todas'). */
  onStatusFilterChange: (statusId: number) => void;
  /** Called once the client confirms the cancel; without it, no row offers 'Anular'. */
  onCancel?: (transaction: PayTransaction) => void;
  /** The transaction whose cancel is on its way: its button shows 'Anulando...'. */
  cancellingId?: string;
  /** The section's title (default 'Mis transacciones'). */
  title?: string;
  /** The title's level in the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Rows per page (default 10). */
  pageSize?: number;
  /** The transactions are loading: skeleton rows and an announced 'Cargando...'. */
  isLoading?: boolean;
  /** The transactions could not be loaded: an error with 'Reintentar' replaces the table. */
  hasError?: boolean;
  /** With `hasError`, shows 'Reintentar'. */
  onRetry?: () => void;
  /** The transaction just paid: its row is marked 'Recién pagada'. */
  highlightedId?: string;
  /**
   * Pages served by the API: `transactions` is one page of them, and 'Anterior'/'Siguiente'
   * ask the caller for another. Without it, the list pages what it was given.
   */
  serverPages?: { page: number; pageCount: number; onPageChange: (page: number) => void };
}

const m = messages.payTransactionList;

/** More rows than any page the API serves: such a page never splits into the table's own. */
const SERVED_PAGE_LIMIT = 1000;

const filterOptions: SelectOption[] = [
  { key: '0', value: m.allStatuses },
  ...payTransactionStatusIds.map((id) => ({
    key: String(id),
    value: payTransactionStatusLabel(id),
  })),
];

const amountOf = (transaction: PayTransaction) =>
  formatCurrency(transaction.amount, transaction.currency);

/** Epoch ms of the instant, for sorting; null (sorted first) when unreadable. */
function timeOf(transaction: PayTransaction): number | null {
  const ms = new Date(transaction.createdAt).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The client's pay button transactions: date and time, bank, purpose, amount and status on
 * `DataTable` (cards below 768 px), filtered by status; a row the client may still cancel offers
 * 'Anular', which asks for confirmation first.
 */
export function PayTransactionList({
  transactions,
  statusFilter,
  onStatusFilterChange,
  onCancel,
  cancellingId,
  title,
  headingLevel = 2,
  pageSize,
  isLoading = false,
  hasError = false,
  onRetry,
  highlightedId,
  serverPages,
}: PayTransactionListProps) {
  const titleId = useId();
  const heading = title ?? m.title;
  const [pending, setPending] = useState<PayTransaction | null>(null);
  // The caller may filter on the server too: filtering here again is harmless and keeps the
  // list right when it sends everything.
  const shown =
    statusFilter === 0
      ? transactions
      : transactions.filter((transaction) => transaction.statusId === statusFilter);

  // After the client changes the filter, the result is told politely (not on the first render).
  const [filterChanged, setFilterChanged] = useState(false);
  const resultText =
    filterChanged && !isLoading && !hasError
      ? m.resultCount(
          shown.length,
          statusFilter === 0 ? null : payTransactionStatusLabel(statusFilter),
        )
      : '';

  const hasActions = onCancel !== undefined && transactions.some((t) => t.canCancel);

  const columns: DataTableColumn<PayTransaction>[] = [
    {
      id: 'date',
      header: m.date,
      value: timeOf,
      cell: (row) => {
        const ms = timeOf(row);
        // An unreadable instant is shown as sent rather than breaking the whole list.
        if (ms === null) return String(row.createdAt);
        return (
          <time className={s.date} dateTime={new Date(ms).toISOString()}>
            {formatInstant(ms)}
          </time>
        );
      },
    },
    { id: 'bank', header: m.bank, value: (row) => row.bankName },
    {
      id: 'purpose',
      header: m.purpose,
      value: (row) => row.purpose,
      isRowHeader: true,
      cell: (row) =>
        row.id === highlightedId ? (
          <span className={s.purpose}>
            {row.purpose}
            <Badge tone="brand" size="sm" icon={<Icon name="success" size="sm" />}>
              {m.justPaid}
            </Badge>
          </span>
        ) : (
          row.purpose
        ),
    },
    {
      id: 'amount',
      header: m.amount,
      value: (row) => row.amount,
      numeric: true,
      cell: (row) => <span className={s.amount}>{amountOf(row)}</span>,
    },
    {
      id: 'status',
      header: m.status,
      sortable: false,
      cell: (row) => <PayTransactionStatusBadge statusId={row.statusId} prefix="" size="sm" />,
    },
    ...(hasActions
      ? [
          {
            id: 'actions',
            header: m.actions,
            sortable: false,
            hideLabelOnCard: true,
            cell: (row: PayTransaction) =>
              row.canCancel ? (
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Icon name="close" size="sm" />}
                  // The name starts with the visible text, pending or not (label in name).
                  aria-label={(cancellingId === row.id ? m.cancellingNamed : m.cancelNamed)(
                    amountOf(row),
                    row.bankName,
                  )}
                  isPending={cancellingId === row.id}
                  pendingLabel={m.cancelling}
                  onPress={() => setPending(row)}
                >
                  {m.cancel}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <section className={s.root} aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <div className={s.header}>
        <Heading level={headingLevel} size="xl" id={titleId}>
          {heading}
        </Heading>
        <div className={s.filter}>
          <Select
            label={m.filterLabel}
            necessityIndicator="none"
            options={filterOptions}
            value={String(statusFilter)}
            onChange={(key) => {
              setFilterChanged(true);
              onStatusFilterChange(Number(key ?? 0));
            }}
          />
        </div>
      </div>
      <VisuallyHidden>
        <span role="status">{resultText}</span>
      </VisuallyHidden>
      {hasError ? (
        <LoadError
          title={m.errorTitle}
          titleLevel={Math.min(headingLevel + 1, 4) as 3 | 4}
          retryLabel={m.retry}
          onRetry={onRetry}
        >
          {m.error}
        </LoadError>
      ) : (
        <DataTable
          // A new filter starts on its first page.
          key={statusFilter}
          columns={columns}
          data={shown}
          getRowId={(row) => row.id}
          aria-label={heading}
          isLoading={isLoading}
          // A page from the API is shown whole; its pages are the caller's.
          pageSize={serverPages ? SERVED_PAGE_LIMIT : pageSize}
          emptyMessage={emptyText(statusFilter)}
          defaultSort={{ id: 'date', desc: true }}
        />
      )}
      {serverPages && !hasError && serverPages.pageCount > 1 ? (
        <Pagination
          aria-label={m.pagination(heading)}
          page={serverPages.page}
          pageCount={serverPages.pageCount}
          onPageChange={serverPages.onPageChange}
          isDisabled={isLoading}
        />
      ) : null}
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPending(null);
        }}
        title={m.confirmTitle}
        message={pending ? confirmMessage(pending) : undefined}
        confirmLabel={m.confirm}
        cancelLabel={m.back}
        isDestructive
        onConfirm={() => {
          if (pending) onCancel?.(pending);
        }}
      />
    </section>
  );
}

/** The question's text: the amount, the bank and when it was started, in Santiago's time. */
function confirmMessage(transaction: PayTransaction): string {
  const ms = timeOf(transaction);
  if (ms === null) return m.confirmMessageUndated(amountOf(transaction), transaction.bankName);
  const { date, time } = santiagoDateTime(ms);
  return m.confirmMessage(
    amountOf(transaction),
    transaction.bankName,
    formatDisplayDate(date),
    time,
  );
}

function emptyText(statusFilter: number): string {
  return statusFilter === 0 ? m.emptyAll : m.emptyFiltered;
}
