import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import { formatCurrency, formatInstant } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Badge } from '../Badge/index.ts';
import { DataTable, type DataTableColumn, type DataTableSort } from '../DataTable/index.ts';
import { PriceChange } from '../PriceChange/index.ts';
import * as s from './StockPriceTable.css.ts';

/** One share and its price now (the contract's stock quote, in the design system's words). */
export interface StockPriceRow {
  /** The exchange's mnemonic (nemotécnico), e.g. `SQM-B`: the row's id. */
  ticker: string;
  name: string;
  sector: string;
  /** The last price in pesos, on the exchange's 0,01 tick. */
  price: number;
  previousClose: number;
  /** Today's high and low so far, in pesos. */
  high: number;
  low: number;
  /** Change from the previous close in percentage points (1.2345 is +1,23 %). */
  change: number;
  /** Thinly traded: the exchange takes only limit orders for it. */
  limitOnly: boolean;
}

export interface StockPriceTableProps {
  /** The shares: new rows (every 10 s) re-render only the cells whose figures changed. */
  rows: readonly StockPriceRow[];
  /** When these prices were taken: 'Precios al 27/11/2026 11:00:10', Santiago time. */
  updatedAt?: Date | string;
  /** The screen stopped asking for prices (its tab is hidden): 'Actualización en pausa'. */
  isPaused?: boolean;
  /** The session in words, from the caller: 'Mercado abierto hasta las 16:00.' */
  marketStatus?: ReactNode;
  /** The row's actions (Comprar, Vender links), in a last column and at the foot of each card. */
  rowActions?: (row: StockPriceRow) => ReactNode;
  /** A visible caption naming the table; without it the table is named 'Precios de acciones'. */
  caption?: ReactNode;
  /** Names the table when there is no caption (default 'Precios de acciones'). */
  'aria-label'?: string;
  /** Rows per page (default 50: the exchange's shares fit one page). */
  pageSize?: number;
  /** The initial sort (uncontrolled); the catalogue's order without it. */
  defaultSort?: DataTableSort;
  onSortChange?: (sort: DataTableSort | null) => void;
  isLoading?: boolean;
  /** Overrides DataTable's empty text. */
  emptyMessage?: ReactNode;
  density?: 'comfortable' | 'compact';
}

const PRICE_DECIMALS = 2;
const formatPrice = (price: number) => formatCurrency(price, 'CLP', { decimals: PRICE_DECIMALS });

type Flash = 'up' | 'down';

/**
 * A price in pesos. Memoised by value: a refresh that leaves it alone does not render it. With
 * `flash`, a new figure lights up for a second (none under reduced motion).
 */
const Price = memo(function Price({ value, flash = false }: { value: number; flash?: boolean }) {
  const text = formatPrice(value);
  const [shown, setShown] = useState({ text, value });
  const [change, setChange] = useState<{ flash: Flash | null; count: number }>({
    flash: null,
    count: 0,
  });
  // A new figure (what shows, not float noise): note it while rendering, as React advises for
  // state that follows a prop, so the highlight starts with the figure, in the same paint.
  if (text !== shown.text) {
    setShown({ text, value });
    if (flash) {
      setChange({ flash: value > shown.value ? 'up' : 'down', count: change.count + 1 });
    }
  }
  return (
    <span
      // A new element per change restarts the highlight when prices change twice in a row.
      key={change.count}
      className={s.price}
      data-flash={change.flash ?? undefined}
      // Done: a row moved later (a re-sort) must not light up again.
      onAnimationEnd={() => setChange((old) => ({ ...old, flash: null }))}
    >
      {text}
    </span>
  );
});

const Change = memo(PriceChange);

const Stock = memo(function Stock({
  ticker,
  name,
  limitOnly,
}: Pick<StockPriceRow, 'ticker' | 'name' | 'limitOnly'>) {
  return (
    // The spaces between the parts (flex items, so not drawn) keep the row's name in words:
    // 'FORUS Solo precio límite Forus S.A.', not 'FORUSSolo precio límiteForus S.A.'.
    <span className={s.stock}>
      <span className={s.tickerLine}>
        <span className={s.ticker}>{ticker}</span>{' '}
        {limitOnly ? <Badge size="sm">{messages.stockPriceTable.limitOnly}</Badge> : null}
      </span>{' '}
      <span className={s.name}>{name}</span>
    </span>
  );
});

const getRowId = (row: StockPriceRow) => row.ticker;

/**
 * The exchange's shares with their live prices on `DataTable` (sortable, cards below 768 px):
 * ticker and name, price, change (signed, with an arrow and in words), the day's high and low,
 * and the caller's actions. Made for a refresh every 10 s: only changed cells render, a new
 * price flashes for a second, and focus, scroll, sort and page stay where they were (rows keep
 * their ticker as key; React puts focus back on an element a re-sort moved). No cell is
 * a live region (thirty prices every 10 s would drown a screen reader): a plain status line
 * above says when the prices were taken, and the table refers to it as its description.
 */
export function StockPriceTable({
  rows,
  updatedAt,
  isPaused = false,
  marketStatus,
  rowActions,
  caption,
  pageSize = 50,
  defaultSort,
  onSortChange,
  isLoading = false,
  emptyMessage,
  density,
  ...props
}: StockPriceTableProps) {
  const m = messages.stockPriceTable;
  const statusId = useId();

  const columns = useMemo<DataTableColumn<StockPriceRow>[]>(
    () => [
      {
        id: 'ticker',
        header: m.stock,
        value: (row) => row.ticker,
        isRowHeader: true,
        cell: (row) => <Stock ticker={row.ticker} name={row.name} limitOnly={row.limitOnly} />,
      },
      {
        id: 'price',
        header: m.price,
        value: (row) => row.price,
        cell: (row) => <Price value={row.price} flash />,
        numeric: true,
      },
      {
        id: 'change',
        header: m.change,
        value: (row) => row.change,
        cell: (row) => <Change value={row.change} />,
        numeric: true,
      },
      {
        id: 'high',
        header: m.high,
        value: (row) => row.high,
        cell: (row) => <Price value={row.high} />,
        numeric: true,
      },
      {
        id: 'low',
        header: m.low,
        value: (row) => row.low,
        cell: (row) => <Price value={row.low} />,
        numeric: true,
      },
      ...(rowActions
        ? [
            {
              id: 'actions',
              header: m.actions,
              cell: rowActions,
              hideLabelOnCard: true,
            } satisfies DataTableColumn<StockPriceRow>,
          ]
        : []),
    ],
    [m, rowActions],
  );

  const showUpdated = Boolean(updatedAt) && !isLoading;
  const hasStatus = Boolean(marketStatus) || showUpdated || isPaused;

  return (
    <div className={s.root} aria-busy={isLoading || undefined}>
      {hasStatus ? (
        // Plain text, not a live region: it changes every 10 s. The table names it as its
        // description, so a screen reader entering the table hears when the prices are from.
        <p id={statusId} className={s.status}>
          {marketStatus ? <span className={s.market}>{marketStatus}</span> : null}{' '}
          {showUpdated ? (
            <span>{m.updatedAt(formatInstant(updatedAt!, { seconds: true }))}</span>
          ) : null}{' '}
          {isPaused ? <Badge size="sm">{m.paused}</Badge> : null}
        </p>
      ) : null}
      <DataTable
        columns={columns}
        data={rows}
        getRowId={getRowId}
        caption={caption}
        aria-label={caption ? undefined : (props['aria-label'] ?? m.label)}
        aria-describedby={hasStatus ? statusId : undefined}
        pageSize={pageSize}
        defaultSort={defaultSort}
        onSortChange={onSortChange}
        isLoading={isLoading}
        emptyMessage={emptyMessage}
        density={density}
        resetPageOnDataChange={false}
      />
    </div>
  );
}
