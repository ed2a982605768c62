import type { TimeSeriesChartMessages } from '../../messages/time-series-chart.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { trendOf } from '../private/fund-amounts.ts';
import { SignedFigure } from '../private/SignedFigure.tsx';
import { formatChartDate, formatSignedPercent } from './chart-format.ts';

/** One month of the chart's table: its last value and the variation since the range's start. */
export interface ChartTableRow {
  id: string;
  date: string;
  value: number;
  variation: number;
}

export interface ChartTableContentProps {
  rows: readonly ChartTableRow[];
  caption: string;
  format: (value: number) => string;
  m: TimeSeriesChartMessages;
}

/**
 * The chart's table alternative itself: a chunk of its own (with the table library), loaded the
 * first time a client opens 'Ver datos en tabla', so a fund's page does not carry it up front.
 */
export function ChartTableContent({ rows, caption, format, m }: ChartTableContentProps) {
  const columns: DataTableColumn<ChartTableRow>[] = [
    {
      id: 'date',
      header: m.tableDate,
      value: (row) => row.date,
      cell: (row) => formatChartDate(row.date),
      isRowHeader: true,
    },
    {
      id: 'value',
      header: m.tableValue,
      value: (row) => row.value,
      cell: (row) => format(row.value),
      numeric: true,
    },
    {
      id: 'variation',
      header: m.tableVariation,
      value: (row) => row.variation,
      numeric: true,
      cell: (row) => (
        <SignedFigure text={formatSignedPercent(row.variation)} trend={trendOf(row.variation, 2)} />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      aria-label={caption}
      pageSize={12}
      density="compact"
      emptyMessage={m.empty}
    />
  );
}
