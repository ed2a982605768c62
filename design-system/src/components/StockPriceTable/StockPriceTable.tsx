import {
  createContext,
  memo,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnimationEvent,
  type ReactNode,
} from 'react';
import { formatCurrency, formatInstant } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Badge } from '../Badge/index.ts';
import { DataTable, type DataTableColumn, type DataTableSort } from '../DataTable/index.ts';
import { PriceChange } from '../PriceChange/index.ts';
import { createLiveRows, useLiveRow, type LiveRows } from './live-rows.ts';
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

/** A share as its row actions see it: what a price refresh leaves alone. */
export type StockPriceShare = Pick<
  StockPriceRow,
  'ticker' | 'name' | 'sector' | 'previousClose' | 'limitOnly'
>;

export interface StockPriceTableProps {
  /** The shares: new rows (every 10 s) re-render only the cells whose figures changed. */
  rows: readonly StockPriceRow[];
  /** When these prices were taken: 'Precios al 27/11/2026 11:00:10', Santiago time. */
  updatedAt?: Date | string;
  /** The screen stopped asking for prices (its tab is hidden): 'Actualización en pausa'. */
  isPaused?: boolean;
  /** The session in words, from the caller: 'Mercado abierto hasta las 16:00.' */
  marketStatus?: ReactNode;
  /**
   * The row's actions (Comprar, Vender links), in a last column and at the foot of each card. They
   * get the share, not its figures, so a refresh does not render them again; pass a stable
   * function (module level or useCallback): a new one renders every row's actions again.
   */
  rowActions?: (share: StockPriceShare) => ReactNode;
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

/** The figures a refresh changes: each cell reads its own from the live rows. */
const FIGURES = ['price', 'change', 'high', 'low'] as const;
type Figure = (typeof FIGURES)[number];
const isFigure = (id: string | undefined): id is Figure =>
  (FIGURES as readonly (string | undefined)[]).includes(id);

type Flash = 'up' | 'down';

interface LiveCellProps {
  store: LiveRows;
  /** The table's row for the share (its figures only until the store holds the share). */
  row: StockPriceRow;
}

/** Prices whose highlight is running (none under reduced motion, where it never starts). */
const lit = new WeakSet<Element>();
const startFlash = (event: AnimationEvent<HTMLElement>) => {
  lit.add(event.currentTarget);
};
/** Ends a highlight: a row moved later (a re-sort) must not light up again. */
const endFlash = (event: AnimationEvent<HTMLElement>) => {
  lit.delete(event.currentTarget);
  delete event.currentTarget.dataset.flash;
};

/**
 * A price in pesos, read from the live rows: a refresh that leaves it alone does not render it.
 * With `flash`, a new figure lights up for a second (none under reduced motion).
 */
const LivePrice = memo(function LivePrice({
  store,
  row,
  figure,
  flash = false,
}: LiveCellProps & { figure: Exclude<Figure, 'change'>; flash?: boolean }) {
  const value = useLiveRow(store, row, figure);
  const text = formatPrice(value);
  const element = useRef<HTMLSpanElement>(null);
  const shown = useRef({ text, value });
  // The highlight is set on the element, not in state: a new figure renders the cell once.
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { text, value };
    // A new figure is what shows, not float noise.
    if (!flash || text === before.text || !element.current) return;
    const span = element.current;
    const direction: Flash = value > before.value ? 'up' : 'down';
    // Still lit the same way (two changes within its second): it starts over.
    if (lit.has(span) && span.dataset.flash === direction) {
      span.getAnimations().forEach((animation) => (animation.currentTime = 0));
    }
    span.dataset.flash = direction;
  }, [flash, text, value]);
  return (
    <span ref={element} className={s.price} onAnimationStart={startFlash} onAnimationEnd={endFlash}>
      {text}
    </span>
  );
});

const LiveChange = memo(function LiveChange({ store, row }: LiveCellProps) {
  return <PriceChange value={useLiveRow(store, row, 'change')} />;
});

/** The caller's rowActions: a context, so a new function renders the actions, not the table. */
const RowActionsContext = createContext<((share: StockPriceShare) => ReactNode) | undefined>(
  undefined,
);

/** The caller's actions for the share: a refresh of its figures does not render them. */
const RowActions = memo(function RowActions({ share }: { share: StockPriceShare }) {
  const rowActions = use(RowActionsContext);
  return rowActions ? rowActions(share) : null;
});

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

const SHARE_FIELDS = ['ticker', 'name', 'sector', 'previousClose', 'limitOnly'] as const;
const sameShare = (a: StockPriceShare, b: StockPriceShare) =>
  SHARE_FIELDS.every((field) => a[field] === b[field]);

/**
 * What the table's rows and order depend on: the shares (not their figures) in the caller's order,
 * the sort, and under a sort by a figure the shares' ranking by it (ties marked), so a refresh
 * that moves no row leaves the table's rows as they were.
 */
function shapeOf(rows: readonly StockPriceRow[], sort: DataTableSort | null): string {
  const shares = rows
    .map((row) => SHARE_FIELDS.map((field) => String(row[field])).join('\t'))
    .join('\n');
  let ranking = '';
  if (sort && isFigure(sort.id)) {
    const figure = sort.id;
    const order = rows.map((_, index) => index);
    order.sort((a, b) => rows[a]![figure] - rows[b]![figure] || a - b);
    ranking = order
      .map((index, k) => {
        const tied = k > 0 && rows[order[k - 1]!]![figure] === rows[index]![figure];
        return `${tied ? '=' : '<'}${index}`;
      })
      .join('');
  }
  return `${sort?.id ?? ''}:${sort?.desc ?? ''}:${ranking}\n${shares}`;
}

interface TableRows {
  shape: string;
  /** DataTable's rows: a share keeps its object (so its cells their props) while it is the same. */
  data: readonly StockPriceRow[];
  /** The figures at this shape, by ticker: what a sort compares (the rows' own may be older). */
  figures: ReadonlyMap<string, StockPriceRow>;
}

function tableRows(shape: string, rows: readonly StockPriceRow[], previous?: TableRows): TableRows {
  const kept = new Map(previous?.data.map((row) => [row.ticker, row]));
  const data = rows.map((row) => {
    const old = kept.get(row.ticker);
    return old && sameShare(old, row) ? old : row;
  });
  return { shape, data, figures: new Map(rows.map((row) => [row.ticker, row])) };
}

/**
 * The exchange's shares with their live prices on `DataTable` (sortable, cards below 768 px):
 * ticker and name, price, change (signed, with an arrow and in words), the day's high and low,
 * and the caller's actions. Made for a refresh every 10 s: only changed cells render (the table
 * keeps its rows, and each figure cell reads its share's latest row from a store the refresh
 * publishes to; only the layout on screen, table or cards, renders), a new price flashes for a
 * second, and focus, scroll, sort and page stay where they were (rows keep their ticker as key;
 * React puts focus back on an element a re-sort moved). No cell is a live region (thirty prices
 * every 10 s would drown a screen reader): a plain status line above says when the prices were
 * taken, and the table refers to it as its description.
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
  // Holding the first rows from the start, the cells' first read is already the store's.
  const [store] = useState(() => createLiveRows(rows));
  const hasActions = Boolean(rowActions);

  // DataTable reads its initial sort once; the sort since then is followed for the rows' shape.
  const [initialSort] = useState(defaultSort);
  const [sort, setSort] = useState<DataTableSort | null>(defaultSort ?? null);
  const onSortChangeRef = useRef(onSortChange);
  useLayoutEffect(() => {
    onSortChangeRef.current = onSortChange;
  });
  const handleSortChange = useCallback((next: DataTableSort | null) => {
    setSort(next);
    onSortChangeRef.current?.(next);
  }, []);

  // New rows that move no row keep the table's rows: DataTable then renders nothing on a refresh.
  const shape = shapeOf(rows, sort);
  const [shaped, setShaped] = useState(() => tableRows(shape, rows));
  let current = shaped;
  if (shaped.shape !== shape) {
    current = tableRows(shape, rows, shaped);
    setShaped(current);
  }
  const { data, figures } = current;

  // The committed rows wake the cells whose figures changed (after the table's own commit).
  useLayoutEffect(() => store.publish(rows), [store, rows]);

  const columns = useMemo<DataTableColumn<StockPriceRow>[]>(() => {
    const figure = (id: Figure) => (row: StockPriceRow) => (figures.get(row.ticker) ?? row)[id];
    return [
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
        value: figure('price'),
        cell: (row) => <LivePrice store={store} row={row} figure="price" flash />,
        numeric: true,
      },
      {
        id: 'change',
        header: m.change,
        value: figure('change'),
        cell: (row) => <LiveChange store={store} row={row} />,
        numeric: true,
      },
      {
        id: 'high',
        header: m.high,
        value: figure('high'),
        cell: (row) => <LivePrice store={store} row={row} figure="high" />,
        numeric: true,
      },
      {
        id: 'low',
        header: m.low,
        value: figure('low'),
        cell: (row) => <LivePrice store={store} row={row} figure="low" />,
        numeric: true,
      },
      ...(hasActions
        ? [
            {
              id: 'actions',
              header: m.actions,
              cell: (row) => <RowActions share={row} />,
              hideLabelOnCard: true,
            } satisfies DataTableColumn<StockPriceRow>,
          ]
        : []),
    ];
  }, [m, store, figures, hasActions]);

  const showUpdated = Boolean(updatedAt) && !isLoading;
  const hasStatus = Boolean(marketStatus) || showUpdated || isPaused;

  const label = caption ? undefined : (props['aria-label'] ?? m.label);
  const describedBy = hasStatus ? statusId : undefined;
  // The same element while only figures change: React skips DataTable and its rows entirely.
  const table = useMemo(
    () => (
      <DataTable
        columns={columns}
        data={data}
        getRowId={getRowId}
        caption={caption}
        aria-label={label}
        aria-describedby={describedBy}
        pageSize={pageSize}
        defaultSort={initialSort}
        onSortChange={handleSortChange}
        isLoading={isLoading}
        emptyMessage={emptyMessage}
        density={density}
        resetPageOnDataChange={false}
        visibleLayoutOnly
      />
    ),
    [
      columns,
      data,
      caption,
      label,
      describedBy,
      pageSize,
      initialSort,
      handleSortChange,
      isLoading,
      emptyMessage,
      density,
    ],
  );

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
      <RowActionsContext value={rowActions}>{table}</RowActionsContext>
    </div>
  );
}
