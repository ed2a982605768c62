import { AllocationChart, Card, Tabs } from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import { dashboard } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import * as messages from './messages.ts';
import { useSection } from './use-section.ts';

const GROUPINGS = ['byProduct', 'byAssetClass', 'byCurrency'] as const;
type Grouping = (typeof GROUPINGS)[number];

/**
 * The same total split three ways (the portfolio call), each chart with its table; priced at the
 * statement's instant (`valuedAt`), so the split adds up to the total above it.
 */
export function AllocationSection({
  company,
  valuedAt,
}: {
  company: boolean;
  valuedAt: string | undefined;
}) {
  const m = messages.allocation;
  const [portfolio, retry] = useSection(
    (signal) =>
      apiGet(dashboard.portfolio, { signal, params: valuedAt ? { valuadoAl: valuedAt } : {} }),
    valuedAt,
  );
  const data = portfolio.status === 'ready' ? portfolio.data : null;

  const chart = (grouping: Grouping) => (
    <AllocationChart
      title={m.chartTitle[grouping]}
      headingLevel={3}
      slices={(data?.[grouping] ?? []).map((slice) => ({
        id: slice.id,
        label: slice.name,
        amount: slice.valueClp.amount,
      }))}
      description={
        data
          ? m.description(formatDisplayDate(data.date), formatDisplayDate(data.dollarRate.date))
          : undefined
      }
      isLoading={portfolio.status === 'loading'}
      hasError={portfolio.status === 'error'}
      onRetry={retry}
      emptyMessage={messages.sectionState.empty}
    />
  );

  return (
    <Card title={company ? m.companyTitle : m.title}>
      <Tabs
        aria-label={m.tabsLabel}
        items={GROUPINGS.map((id) => ({ id, label: m[id] }))}
        defaultSelectedKey="byProduct"
      >
        {(item) => chart(item.id as Grouping)}
      </Tabs>
    </Card>
  );
}
