import { DataTable, Pagination, Stack, type DataTableColumn } from '@inversiones/design-system';
import type { ApiData } from './use-api-data.ts';
import { ApiState } from './ApiState.tsx';

/** A page of rows as the API serves them (contract `pagedSchema`). */
export interface ServedPage<T> {
  page: number;
  pageSize: number;
  total: number;
  rows: readonly T[];
}

export interface PagedTableProps<T extends object> {
  state: ApiData<ServedPage<T>>;
  retry: () => void;
  /** Names the table. */
  label: string;
  /** Names the pages' navigation. */
  paginationLabel: string;
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  onPageChange: (page: number) => void;
}

/** One page of a list the API pages: the table (or what stands in for it) and its pages. */
export function PagedTable<T extends object>({
  state,
  retry,
  label,
  paginationLabel,
  columns,
  getRowId,
  onPageChange,
}: PagedTableProps<T>) {
  return (
    <ApiState state={state} retry={retry} isEmpty={(answer) => answer.rows.length === 0}>
      {(answer) => (
        <Stack gap="md">
          <DataTable
            aria-label={label}
            columns={columns}
            data={answer.rows}
            getRowId={getRowId}
            density="compact"
          />
          <Pagination
            aria-label={paginationLabel}
            page={answer.page}
            pageCount={Math.ceil(answer.total / answer.pageSize)}
            onPageChange={onPageChange}
          />
        </Stack>
      )}
    </ApiState>
  );
}
