import type { ReactNode } from 'react';
import type { DataTableProps } from '../components/DataTable/index.ts';
import { Skeleton } from '../components/Skeleton/index.ts';
import { deferredComponent } from './deferred-component.tsx';

/**
 * DataTable (TanStack Table, about 15 KB gzipped) loaded when a table first shows, with a block
 * keeping its place meanwhile: pages whose tables wait for their answers (a fund's statistics)
 * do not carry it in their first chunk.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's rows are its own type
export const deferredDataTable = deferredComponent<DataTableProps<any>>(
  async () => (await import('../components/DataTable/DataTable.tsx')).DataTable,
  <Skeleton shape="block" height={160} />,
);

/** DataTable as a deferred part: same props, its code loaded on first render. */
export const DeferredDataTable = deferredDataTable.Component as <T extends object>(
  props: DataTableProps<T>,
) => ReactNode;
