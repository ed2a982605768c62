import { Card, IndicatorStrip, Stack } from '@inversiones/design-system';
import { dashboard } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import * as messages from './messages.ts';
import { SectionMessage } from './SectionMessage.tsx';
import { useSection } from './use-section.ts';

/** The main indices and the Santiago stocks that moved most, each with its signed change. */
export function MarketSection() {
  const m = messages.market;
  const [market, retry] = useSection((signal) => apiGet(dashboard.marketSummary, { signal }));
  if (market.status === 'error') {
    return (
      <Card title={m.title}>
        <SectionMessage kind="error" onRetry={retry} />
      </Card>
    );
  }
  const data = market.status === 'ready' ? market.data : null;
  const isLoading = data === null;
  return (
    <Card title={m.title}>
      <Stack gap="lg">
        <IndicatorStrip
          title={m.indices}
          headingLevel={3}
          isLoading={isLoading}
          indicators={(data?.indices ?? []).map((index) => ({
            id: index.id,
            name: index.name,
            value: index.value,
            unit: 'points',
            date: data!.date,
            variation: index.variationPercent,
          }))}
        />
        <IndicatorStrip
          title={m.movers}
          headingLevel={3}
          isLoading={isLoading}
          indicators={(data?.movers ?? []).map((mover) => ({
            id: mover.ticker,
            name: mover.name,
            value: mover.price,
            unit: 'pesos',
            date: data!.date,
            variation: mover.variationPercent,
          }))}
        />
      </Stack>
    </Card>
  );
}
