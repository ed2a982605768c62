import { IndicatorStrip } from '@inversiones/design-system';
import { dashboard } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { useSection } from './use-section.ts';

/** The day's UF, dólar observado, euro, UTM and IPSA. */
export function IndicatorsSection() {
  const [indicators, retry] = useSection((signal) => apiGet(dashboard.indicators, { signal }));
  return (
    <IndicatorStrip
      indicators={
        indicators.status === 'ready'
          ? indicators.data.indicators.map((indicator) => ({
              id: indicator.id,
              name: indicator.name,
              value: indicator.value,
              unit: indicator.unit === 'puntos' ? 'points' : 'pesos',
              // The UTM is a whole number of pesos.
              decimals: indicator.id === 'utm' ? 0 : 2,
              date: indicator.date,
              variation: indicator.variationPercent,
            }))
          : []
      }
      isLoading={indicators.status === 'loading'}
      hasError={indicators.status === 'error'}
      onRetry={retry}
    />
  );
}
