import { Link, Stack, Text, type DataTableColumn } from '@inversiones/design-system';
import { stockPath } from './routes.ts';

/** 'Acción' in a table of share positions: the ticker, a link to its page, over its name. */
export function shareColumn<T extends { nemo: string; nombre: string }>(
  header: string,
  options: Pick<DataTableColumn<T>, 'isRowHeader'> = {},
): DataTableColumn<T> {
  return {
    id: 'accion',
    header,
    value: (row) => row.nemo,
    ...options,
    cell: (row) => (
      <Stack gap="none">
        <Link href={stockPath(row.nemo)}>{row.nemo}</Link>
        <Text as="span" tone="secondary">
          {row.nombre}
        </Text>
      </Stack>
    ),
  };
}
