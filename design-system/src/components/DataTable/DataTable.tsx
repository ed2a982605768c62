import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button as AriaButton, VisuallyHidden } from 'react-aria-components';
import { useScreenMediaQuery } from '../../hooks/use-media-query.ts';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import * as s from './DataTable.css.ts';

type CellValue = string | number | null | undefined;

export interface DataTableColumn<T> {
  /** Unique key of the column (also its sort key). */
  id: string;
  /** The header text; also the label of the value in the mobile card. */
  header: string;
  /** The raw value: used to sort and, without `cell`, shown as is. */
  value?: (row: T) => CellValue;
  /** Custom content of the cell (a formatted amount, a link, a button). */
  cell?: (row: T) => ReactNode;
  /** Amounts, dates and ruts: right-aligned, tabular figures. */
  numeric?: boolean;
  /** Sortable by its header (default: true when the column has a `value`). */
  sortable?: boolean;
  /** The cell names its row (a <th scope="row">), e.g. the account or fund name. */
  isRowHeader?: boolean;
  /** In the mobile card, show the content without its label (action buttons). */
  hideLabelOnCard?: boolean;
}

/** A row under the body (a total): a label and the cells it fills, by column id. */
export interface DataTableFooterRow {
  id: string;
  /** Names the row ('Total en pesos'): its row header, in the first column. */
  label: ReactNode;
  /** Content per column id; a column it does not name stays empty. */
  cells: Readonly<Partial<Record<string, ReactNode>>>;
}

export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTableProps<T extends RowData> {
  columns: readonly DataTableColumn<T>[];
  data: readonly T[];
  /** A stable id per row (default: its index); selection is kept by id. */
  getRowId?: (row: T, index: number) => string;
  /** A visible caption naming the table. Give it or `aria-label`. */
  caption?: ReactNode;
  /** Names the table when there is no visible caption. */
  'aria-label'?: string;
  /** Describes the table (and the cards below 768 px): e.g. when its figures were taken. */
  'aria-describedby'?: string;
  /** Rows per page (default 10, the spec's page size). */
  pageSize?: number;
  /** Shows skeleton rows and announces 'Cargando...'. */
  isLoading?: boolean;
  /** Shown when there are no rows (default: the spec's 'Estimado cliente: ...'). */
  emptyMessage?: ReactNode;
  /** comfortable (default) or compact (long lists, signing lists). */
  density?: 'comfortable' | 'compact';
  /** Adds a checkbox per row and a select-all checkbox. */
  selectable?: boolean;
  /** Controlled selection: the selected row ids. */
  selectedIds?: readonly string[];
  defaultSelectedIds?: readonly string[];
  onSelectionChange?: (ids: string[], rows: T[]) => void;
  /** Names a row in its checkbox label ('Seleccionar Fondo Renta Local'); default: the row header. */
  rowLabel?: (row: T) => string;
  /** The initial sort (uncontrolled). */
  defaultSort?: DataTableSort;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Totals under the rows: a <tfoot> that sorting and paging leave in place; a last card below 768 px. */
  footerRows?: readonly DataTableFooterRow[];
  /**
   * New `data` goes back to the first page (default true: a new search or period). False keeps
   * the page for rows that only change their figures (prices refreshed every 10 s).
   */
  resetPageOnDataChange?: boolean;
  /**
   * Renders only the layout the screen shows (the table from 768 px, the cards below) instead of
   * both, CSS hiding one: for tables that re-render often (live prices). Both render where the
   * page cannot tell (no matchMedia, the server, hydration) and while printing (print shows cards).
   */
  visibleLayoutOnly?: boolean;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});
type Features = typeof features;

const collator = new Intl.Collator('es-CL', { numeric: true, sensitivity: 'base' });

function compare(a: unknown, b: unknown): number {
  if (a == null || a === '') return b == null || b === '' ? 0 : -1;
  if (b == null || b === '') return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

const toRecord = (ids: readonly string[] | undefined): RowSelectionState =>
  Object.fromEntries((ids ?? []).map((id) => [id, true]));

function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return 'none';
}

/**
 * A data table on TanStack Table v9: sortable headers (aria-sort), 10 rows a page with Spanish
 * pagination, optional row selection, empty and loading states, and a card per row below 768 px.
 */
export function DataTable<T extends RowData>({
  columns,
  data,
  getRowId,
  caption,
  pageSize = 10,
  isLoading = false,
  emptyMessage = messages.dataTable.empty,
  density = 'comfortable',
  selectable = false,
  selectedIds,
  defaultSelectedIds,
  onSelectionChange,
  rowLabel,
  defaultSort,
  onSortChange,
  footerRows = [],
  resetPageOnDataChange = true,
  visibleLayoutOnly = false,
  ...props
}: DataTableProps<T>) {
  const captionId = useId();
  const wide = useScreenMediaQuery(s.tableMedia);
  const showTable = !visibleLayoutOnly || wide !== false;
  const showCards = !visibleLayoutOnly || wide !== true;
  const [sorting, setSorting] = useState<SortingState>(defaultSort ? [defaultSort] : []);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>(() =>
    toRecord(defaultSelectedIds),
  );
  const rowSelection = selectedIds ? toRecord(selectedIds) : ownSelection;

  const tableColumns = useMemo<ColumnDef<Features, T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: column.value ? (row: T) => column.value!(row) : () => null,
        enableSorting: column.sortable ?? Boolean(column.value),
        sortFn: (a: Row<Features, T>, b: Row<Features, T>, id: string) =>
          compare(a.getValue(id), b.getValue(id)),
      })),
    [columns],
  );
  const rows = useMemo(() => [...data], [data]);

  const rowHeader = columns.find((column) => column.isRowHeader);
  // On cards the row header is the title; the other columns are the card's fields.
  const cardColumns = columns.filter((column) => column !== rowHeader);
  const labelOf = (row: T, index: number): string =>
    rowLabel?.(row) ?? String(rowHeader?.value?.(row) ?? index + 1);

  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    getRowId: getRowId ? (row: T, index: number) => getRowId(row, index) : undefined,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableRowSelection: selectable,
    autoResetPageIndex: resetPageOnDataChange,
    state: { sorting, pagination, rowSelection },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      setSorting(next);
      onSortChange?.(next[0] ?? null);
    },
    onPaginationChange: (updater) =>
      setPagination((old) => (typeof updater === 'function' ? updater(old) : updater)),
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      if (!selectedIds) setOwnSelection(next);
      const ids = Object.keys(next).filter((id) => next[id]);
      const byId = new Map(table.getCoreRowModel().rows.map((r) => [r.id, r.original]));
      onSelectionChange?.(
        ids,
        ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined),
      );
    },
  });

  const pageRows = table.getRowModel().rows;
  const pageCount = Math.max(table.getPageCount(), 1);
  const columnById = new Map(columns.map((column) => [column.id, column]));
  const isEmpty = !isLoading && data.length === 0;
  const colSpan = columns.length + (selectable ? 1 : 0);
  const skeletonRows = Math.min(pageSize, 5);
  const labelled = {
    ...(caption ? { 'aria-labelledby': captionId } : { 'aria-label': props['aria-label'] }),
    'aria-describedby': props['aria-describedby'],
  };

  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected();
  const selectAll = (
    <input
      type="checkbox"
      className={s.checkbox}
      aria-label={messages.dataTable.selectAll}
      checked={allSelected}
      ref={(el) => {
        if (el) el.indeterminate = someSelected && !allSelected;
      }}
      onChange={() => table.toggleAllRowsSelected(!allSelected)}
      disabled={isLoading || isEmpty}
    />
  );
  const rowCheckbox = (row: Row<Features, T>) => (
    <input
      type="checkbox"
      className={s.checkbox}
      aria-label={messages.dataTable.selectRow(labelOf(row.original, row.index))}
      checked={row.getIsSelected()}
      onChange={() => row.toggleSelected()}
    />
  );

  const showFooter = footerRows.length > 0 && !isLoading && !isEmpty;
  const [firstColumn, ...restColumns] = columns;

  const renderCell = (column: DataTableColumn<T>, row: T): ReactNode =>
    column.cell ? column.cell(row) : (column.value?.(row) ?? '');

  return (
    <div className={s.root} aria-busy={isLoading || undefined}>
      {isLoading ? (
        <VisuallyHidden elementType="span">
          <span role="status">{messages.dataTable.loading}</span>
        </VisuallyHidden>
      ) : null}

      {showTable ? (
        <div className={s.tableWrap}>
          <table {...labelled} className={s.table({ density })}>
            {caption ? (
              <caption id={captionId} className={s.caption}>
                {caption}
              </caption>
            ) : null}
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {selectable ? (
                    <td className={`${s.headerCell} ${s.selectCell}`}>{selectAll}</td>
                  ) : null}
                  {group.headers.map((header) => {
                    const column = columnById.get(header.column.id)!;
                    const canSort = header.column.getCanSort() && !isLoading && !isEmpty;
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={header.column.getCanSort() ? ariaSort(sorted) : undefined}
                        className={`${s.headerCell} ${column.numeric ? s.numeric : ''}`}
                      >
                        {canSort ? (
                          <AriaButton
                            className={s.sortButton}
                            data-sorted={sorted || undefined}
                            onPress={() => header.column.toggleSorting(sorted === 'asc')}
                          >
                            {column.header}
                            <span className={s.sortIcon} aria-hidden="true">
                              <Icon
                                name={sorted === 'desc' ? 'chevronDown' : 'chevronUp'}
                                size="sm"
                              />
                            </span>
                          </AriaButton>
                        ) : header.column.getCanSort() ? (
                          // The sort button's height while it waits for rows: the header keeps its
                          // size when they come (no layout shift).
                          <span className={s.sortPending}>{column.header}</span>
                        ) : (
                          column.header
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {isLoading
                ? Array.from({ length: skeletonRows }, (_, i) => (
                    <tr key={`skeleton-${i}`} aria-hidden="true">
                      {Array.from({ length: colSpan }, (_, j) => (
                        <td key={j} className={s.cell}>
                          <Skeleton shape="text" width={j === 0 ? '70%' : '90%'} />
                        </td>
                      ))}
                    </tr>
                  ))
                : null}
              {isEmpty ? (
                <tr>
                  <td colSpan={colSpan} className={`${s.cell} ${s.empty}`}>
                    {emptyMessage}
                  </td>
                </tr>
              ) : null}
              {!isLoading
                ? pageRows.map((row) => (
                    <tr
                      key={row.id}
                      className={s.row}
                      data-selected={row.getIsSelected() || undefined}
                    >
                      {selectable ? <td className={s.cell}>{rowCheckbox(row)}</td> : null}
                      {columns.map((column) => {
                        const Cell = column.isRowHeader ? 'th' : 'td';
                        return (
                          <Cell
                            key={column.id}
                            scope={column.isRowHeader ? 'row' : undefined}
                            className={`${s.cell} ${column.numeric ? s.numeric : ''}`}
                          >
                            {renderCell(column, row.original)}
                          </Cell>
                        );
                      })}
                    </tr>
                  ))
                : null}
            </tbody>
            {showFooter ? (
              <tfoot>
                {footerRows.map((footer) => (
                  <tr key={footer.id}>
                    {selectable ? <td className={s.footerCell} /> : null}
                    <th
                      scope="row"
                      className={`${s.footerCell} ${firstColumn?.numeric ? s.numeric : s.footerLabel}`}
                    >
                      {footer.label}
                    </th>
                    {restColumns.map((column) => (
                      <td
                        key={column.id}
                        className={`${s.footerCell} ${column.numeric ? s.numeric : ''}`}
                      >
                        {footer.cells[column.id]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tfoot>
            ) : null}
          </table>
        </div>
      ) : null}

      {/* Below 768 px: one card per row, label: value pairs in a description list. */}
      {showCards ? (
        <div className={s.cardList}>
          {caption ? (
            // Without the table, its caption's id names the cards (aria-labelledby reads hidden text).
            <p
              id={showTable ? undefined : captionId}
              className={`${s.caption} ${s.cardCaption}`}
              aria-hidden="true"
            >
              {caption}
            </p>
          ) : null}
          {selectable && !isLoading && !isEmpty ? (
            <label className={s.cardSelect}>
              {selectAll}
              <span aria-hidden="true">{messages.dataTable.selectAll}</span>
            </label>
          ) : null}
          {isLoading ? (
            <ul className={s.cardList} aria-hidden="true">
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i} className={s.card}>
                  <Skeleton shape="text" width="60%" />
                  <Skeleton shape="text" />
                  <Skeleton shape="text" width="80%" />
                </li>
              ))}
            </ul>
          ) : null}
          {isEmpty ? <p className={s.emptyCard}>{emptyMessage}</p> : null}
          {!isLoading && !isEmpty ? (
            <ul className={s.cardList} {...labelled}>
              {pageRows.map((row) => (
                <li
                  key={row.id}
                  className={`${s.card} ${density === 'compact' ? s.cardCompact : ''}`}
                  data-selected={row.getIsSelected() || undefined}
                >
                  {rowHeader || selectable ? (
                    <div className={s.cardTitle}>
                      {selectable ? rowCheckbox(row) : null}
                      {rowHeader ? (
                        <span className={s.cardTitleText}>
                          {renderCell(rowHeader, row.original)}
                        </span>
                      ) : null}
                    </div>
                  ) : null}
                  <dl className={s.cardFields}>
                    {cardColumns
                      .filter((column) => !column.hideLabelOnCard)
                      .map((column) => (
                        <div key={column.id} className={s.cardPair}>
                          <dt className={s.cardLabel}>{column.header}</dt>
                          <dd
                            className={`${s.cardValue} ${column.numeric ? s.cardValueNumeric : ''}`}
                          >
                            {renderCell(column, row.original)}
                          </dd>
                        </div>
                      ))}
                  </dl>
                  {/* Label-less cells (actions) sit after the list: a <dl> holds only dt/dd pairs. */}
                  {cardColumns
                    .filter((column) => column.hideLabelOnCard)
                    .map((column) => (
                      <div key={column.id} className={s.cardWide}>
                        {renderCell(column, row.original)}
                      </div>
                    ))}
                </li>
              ))}
            </ul>
          ) : null}
          {showFooter ? (
            <ul className={s.cardList} aria-label={messages.dataTable.totals}>
              {footerRows.map((footer) => (
                <li key={footer.id} className={`${s.card} ${s.footerCard}`}>
                  <div className={s.cardTitle}>
                    <span className={s.cardTitleText}>{footer.label}</span>
                  </div>
                  <dl className={s.cardFields}>
                    {restColumns
                      .filter((column) => footer.cells[column.id] != null)
                      .map((column) => (
                        <div key={column.id} className={s.cardPair}>
                          <dt className={s.cardLabel}>{column.header}</dt>
                          <dd
                            className={`${s.cardValue} ${column.numeric ? s.cardValueNumeric : ''}`}
                          >
                            {footer.cells[column.id]}
                          </dd>
                        </div>
                      ))}
                  </dl>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {!isLoading && pageCount > 1 ? (
        <nav aria-label={messages.dataTable.pagination} className={s.pagination}>
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon name="chevronLeft" size="sm" />}
            isDisabled={!table.getCanPreviousPage()}
            onPress={() => table.previousPage()}
          >
            {messages.dataTable.previous}
          </Button>
          <span className={s.pageStatus} aria-live="polite">
            {messages.dataTable.pageOf(pagination.pageIndex + 1, pageCount)}
          </span>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={!table.getCanNextPage()}
            onPress={() => table.nextPage()}
          >
            {messages.dataTable.next}
            <Icon name="chevronRight" size="sm" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
