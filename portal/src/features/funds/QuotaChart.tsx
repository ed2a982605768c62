import { TimeSeriesChart } from '@inversiones/design-system';
import { useMemo } from 'react';
import { funds } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { useApiData } from '../api-state/use-api-data.ts';

export interface QuotaChartProps {
  fundId: string;
  seriesId: string;
  currency: string;
  title: string;
}

/**
 * A series' quota value every business day since 2019 (spec 9: the chart starts on 1 January
 * 2019), readable with the keyboard and as a table; the chart loads its library (uPlot) itself.
 */
export function QuotaChart({ fundId, seriesId, currency, title }: QuotaChartProps) {
  const { state, retry } = useApiData(
    (signal) => apiGet(funds.chartPoints, { signal, params: { fundId, seriesId } }),
    `${fundId}/${seriesId}`,
  );
  // Built once per answer: a new array at each render would parse and draw every point again.
  const data = state.status === 'ready' ? state.data : null;
  const points = useMemo(
    () => (data ? data.dates.map((date, index) => ({ date, value: data.values[index]! })) : []),
    [data],
  );
  return (
    <TimeSeriesChart
      title={title}
      headingLevel={2}
      points={points}
      valueKind="quota"
      currency={currency === 'USD' ? 'USD' : 'CLP'}
      isLoading={state.status === 'loading'}
      hasError={state.status === 'error'}
      onRetry={retry}
    />
  );
}
