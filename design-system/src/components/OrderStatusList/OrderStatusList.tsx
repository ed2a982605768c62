import { useMemo, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import {
  formatCurrency,
  formatDisplayDate,
  formatInstant,
  formatNumber,
  santiagoDateTime,
} from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { DataTable, type DataTableColumn, type DataTableSort } from '../DataTable/index.ts';
import type { OrderSide, OrderType } from '../OrderTicket/index.ts';
import { StatusBadge, type StatusLook } from '../private/StatusBadge.tsx';
import * as s from './OrderStatusList.css.ts';

/** What an order's life can be. */
export type OrderState = 'pendiente' | 'parcial' | 'ejecutada' | 'anulada' | 'rechazada';

/** One order of the client (the contract's order, in the design system's words). */
export interface OrderStatusRow {
  folio: string;
  side: OrderSide;
  ticker: string;
  name: string;
  orderType: OrderType;
  quantity: number;
  limitPrice: number | null;
  state: OrderState;
  /** Why it was cancelled or rejected; shown under the state. */
  reason: string | null;
  filledQuantity: number;
  fillPrice: number | null;
  /** In pesos: the fill's, or the estimate the order was entered with. */
  total: number;
  /** The session it lives in (ISO date). */
  sessionDate: string;
  /** ISO instants. */
  placedAt: string;
  filledAt: string | null;
  cancelledAt: string | null;
}

export interface OrderStatusListProps {
  rows: readonly OrderStatusRow[];
  /** 'Anular' on pending orders calls this with the folio. Without it no action shows. */
  onCancel?: (folio: string) => void;
  /** Folios being cancelled: their button shows 'Anulando...' and cannot be pressed again. */
  cancellingFolios?: readonly string[];
  isLoading?: boolean;
  /** Shown with no rows (default 'No tiene órdenes en este período.'). */
  emptyMessage?: ReactNode;
  /** A visible caption naming the table; without it the table is named by `aria-label`. */
  caption?: ReactNode;
  /** Names the table without a caption (default 'Mis órdenes'). */
  'aria-label'?: string;
  /** Rows per page (default 10). */
  pageSize?: number;
}

const m = messages.orderStatusList;

/** Tone and icon per state: the label always says it, tone and icon only reinforce it. */
const looks: Record<OrderState, StatusLook> = {
  pendiente: { tone: 'info', icon: 'calendar' },
  parcial: { tone: 'warning', icon: 'warning' },
  ejecutada: { tone: 'success', icon: 'success' },
  anulada: { tone: 'neutral', icon: 'close' },
  rechazada: { tone: 'error', icon: 'error' },
};

const price = (amount: number) => formatCurrency(amount, 'CLP', { decimals: 2 });

/** The order: side and ticker, the share's name and the folio (the card's title on a phone). */
function OrderName({ row }: { row: OrderStatusRow }) {
  return (
    <span className={s.order}>
      <span className={s.orderHead}>
        {m.sides[row.side]} {row.ticker}
      </span>{' '}
      <span className={s.secondary}>{row.name}</span>{' '}
      <span className={s.secondary}>{m.folio(row.folio)}</span>
    </span>
  );
}

function State({ row }: { row: OrderStatusRow }) {
  const showReason =
    (row.state === 'anulada' || row.state === 'rechazada') && row.reason ? row.reason : null;
  return (
    <span className={s.state}>
      <StatusBadge
        statusId={row.state}
        label={m.states[row.state]}
        look={looks[row.state]}
        prefix=""
      />
      {showReason ? (
        <>
          {' '}
          <span className={s.reason}>{showReason}</span>
        </>
      ) : null}
    </span>
  );
}

/** An instant after the placing: only its time when on the same day ('Ejecutada 09:31'). */
function laterInstant(placedAt: string, later: string): string {
  const placed = santiagoDateTime(placedAt);
  const then = santiagoDateTime(later);
  return placed.date === then.date ? then.time : formatInstant(later);
}

/** When it was placed, with its session and when it was filled, cancelled or rejected. */
function Dates({ row }: { row: OrderStatusRow }) {
  const ended = row.state === 'rechazada' ? m.rejectedAt : m.cancelledAt;
  return (
    <span className={s.dates}>
      <span>{formatInstant(row.placedAt)}</span>
      {/* The session only when it is not the day placed: an order scheduled for the opening. */}
      {santiagoDateTime(row.placedAt).date !== row.sessionDate ? (
        <>
          {' '}
          <span className={s.secondary}>{m.session(formatDisplayDate(row.sessionDate))}</span>
        </>
      ) : null}
      {row.filledAt ? (
        <>
          {' '}
          <span className={s.secondary}>
            {m.filledAt(laterInstant(row.placedAt, row.filledAt))}
          </span>
        </>
      ) : null}
      {row.cancelledAt ? (
        <>
          {' '}
          <span className={s.secondary}>{ended(laterInstant(row.placedAt, row.cancelledAt))}</span>
        </>
      ) : null}
    </span>
  );
}

const getRowId = (row: OrderStatusRow) => row.folio;
const newestFirst: DataTableSort = { id: 'placedAt', desc: true };

/**
 * The client's share orders on `DataTable` (sortable by date, newest first; a card per order
 * below 768 px): the order, its type and quantity, the price, the total, the state as a badge
 * with text (the reason under a cancelled or rejected one), the dates, and 'Anular' on pending
 * orders, named with the folio ('Anular orden 5000012').
 */
export function OrderStatusList({
  rows,
  onCancel,
  cancellingFolios = [],
  isLoading = false,
  emptyMessage = m.empty,
  caption,
  pageSize,
  ...props
}: OrderStatusListProps) {
  const cancelling = cancellingFolios.join(' ');
  const columns = useMemo<DataTableColumn<OrderStatusRow>[]>(() => {
    const busy = new Set(cancelling.split(' '));
    return [
      {
        id: 'order',
        header: m.order,
        value: (row) => row.folio,
        sortable: false,
        isRowHeader: true,
        cell: (row) => <OrderName row={row} />,
      },
      {
        id: 'orderType',
        header: m.orderType,
        sortable: false,
        cell: (row) => <span className={s.nowrap}>{m.orderTypes[row.orderType]}</span>,
      },
      {
        id: 'quantity',
        header: m.quantity,
        sortable: false,
        numeric: true,
        cell: (row) =>
          row.state === 'parcial'
            ? m.filledOf(formatNumber(row.filledQuantity), formatNumber(row.quantity))
            : formatNumber(row.quantity),
      },
      {
        id: 'price',
        header: m.price,
        sortable: false,
        numeric: true,
        // The fill's price once there is one; before, the limit; an unfilled market order none.
        cell: (row) =>
          row.fillPrice !== null ? (
            price(row.fillPrice)
          ) : row.limitPrice !== null ? (
            price(row.limitPrice)
          ) : (
            <>
              <span aria-hidden="true">—</span>
              <VisuallyHidden elementType="span">{m.noPrice}</VisuallyHidden>
            </>
          ),
      },
      {
        id: 'total',
        header: m.total,
        sortable: false,
        numeric: true,
        cell: (row) => formatCurrency(row.total, 'CLP'),
      },
      {
        id: 'state',
        header: m.state,
        sortable: false,
        cell: (row) => <State row={row} />,
      },
      {
        id: 'placedAt',
        header: m.placedAt,
        value: (row) => row.placedAt,
        cell: (row) => <Dates row={row} />,
      },
      ...(onCancel
        ? [
            {
              id: 'actions',
              header: m.actions,
              hideLabelOnCard: true,
              cell: (row: OrderStatusRow) =>
                row.state === 'pendiente' ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={
                      busy.has(row.folio) ? m.cancellingOf(row.folio) : m.cancelOf(row.folio)
                    }
                    isPending={busy.has(row.folio)}
                    pendingLabel={m.cancelling}
                    onPress={() => onCancel(row.folio)}
                  >
                    {m.cancel}
                  </Button>
                ) : null,
            } satisfies DataTableColumn<OrderStatusRow>,
          ]
        : []),
    ];
  }, [onCancel, cancelling]);

  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={getRowId}
      caption={caption}
      aria-label={caption ? undefined : (props['aria-label'] ?? m.label)}
      defaultSort={newestFirst}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
      pageSize={pageSize}
    />
  );
}
