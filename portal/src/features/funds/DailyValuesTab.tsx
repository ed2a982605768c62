import { DataTable, Link, Select, Text, type DataTableColumn } from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import { ASSET_CLASSES, funds, type AssetClass } from '@inversiones/contract';
import { useSearchParams } from 'react-router-dom';
import { apiGet } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { formatQuota, formatReturn } from './figures.ts';
import * as messages from './messages.ts';
import { fundHref } from './routes.ts';
import { TabSection } from './TabSection.tsx';
import { useApiData } from '../api-state/use-api-data.ts';

type Row = funds.DailyValue;
/** The option of every type (no `tipo` sent). */
const ALL = 'todos';
const m = messages.dailyValues;

/** Fund types a client can filter by: the asset classes of funds (cash is not a fund). */
const typeOptions = [
  { key: ALL, value: m.allTypes },
  ...ASSET_CLASSES.filter((type) => type !== 'caja').map((type) => ({
    key: type,
    value: messages.assetClasses[type],
  })),
];

const isType = (value: string | null): value is AssetClass =>
  value !== null && (ASSET_CLASSES as readonly string[]).includes(value);

const columns: DataTableColumn<Row>[] = [
  {
    id: 'fund',
    header: m.fund,
    isRowHeader: true,
    value: (row) => row.fundName,
    cell: (row) => (
      <Link variant="standalone" href={fundHref(row.fundId, row.seriesId)}>
        {row.fundName}
      </Link>
    ),
  },
  { id: 'series', header: m.series, value: (row) => row.seriesId },
  { id: 'currency', header: m.currency, value: (row) => row.currency },
  { id: 'risk', header: m.risk, value: (row) => row.riskLevel, numeric: true },
  {
    id: 'quotaValue',
    header: m.quotaValue,
    value: (row) => row.quotaValue,
    cell: (row) => formatQuota(row.quotaValue, row.currency),
    numeric: true,
  },
  {
    id: 'day',
    header: m.day,
    value: (row) => row.dayVariationPercent,
    cell: (row) => formatReturn(row.dayVariationPercent),
    numeric: true,
  },
  {
    id: 'month',
    header: m.month,
    value: (row) => row.monthPercent,
    cell: (row) => formatReturn(row.monthPercent),
    numeric: true,
  },
  {
    id: 'ytd',
    header: m.yearToDate,
    value: (row) => row.yearToDatePercent,
    cell: (row) => formatReturn(row.yearToDatePercent),
    numeric: true,
  },
  {
    id: 'twelve',
    header: m.last12Months,
    value: (row) => row.last12MonthsPercent,
    cell: (row) => formatReturn(row.last12MonthsPercent),
    numeric: true,
  },
];

/** Valores del Día: every fund and series at the latest close, or one type's (`tipo` in the URL). */
export function DailyValuesTab() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tipo');
  const type = isType(requested) ? requested : undefined;
  const { state, retry } = useApiData(
    (signal) => apiGet(funds.dailyValues, { signal, params: type ? { tipo: type } : {} }),
    type ?? '',
  );
  return (
    <TabSection title={messages.tabs.valoresDelDia}>
      <Select
        label={m.typeLabel}
        necessityIndicator="none"
        options={typeOptions}
        value={type ?? ALL}
        onChange={(key) => setSearch(key && key !== ALL ? { tipo: key } : {})}
      />
      <ApiState state={state} retry={retry} isEmpty={(answer) => answer.rows.length === 0}>
        {(answer) => (
          <>
            <Text tone="secondary">{m.asOf(formatDisplayDate(answer.date))}</Text>
            <DataTable
              aria-label={messages.tabs.valoresDelDia}
              columns={columns}
              data={answer.rows}
              getRowId={(row) => `${row.fundId}/${row.seriesId}`}
              pageSize={50}
              density="compact"
            />
          </>
        )}
      </ApiState>
    </TabSection>
  );
}
