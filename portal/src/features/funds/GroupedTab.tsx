import { AllocationChart, HoldingsTable, Stack } from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import { funds } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { holdingRows } from './holding-rows.ts';
import * as messages from './messages.ts';
import { TabSection } from './TabSection.tsx';
import { useApiData } from '../api-state/use-api-data.ts';

type Grouped = funds.ByRiskLevelResponse | funds.ByAssetClassResponse;

/** Por Niveles de Riesgo and Por tipo de activo: the holdings grouped, with their distribution. */
export function GroupedTab({ by }: { by: 'risk' | 'assetClass' }) {
  const { state, retry } = useApiData(
    (signal) =>
      (by === 'risk'
        ? apiGet(funds.byRiskLevel, { signal })
        : apiGet(funds.byAssetClass, { signal })
      ).then((answer: Grouped) => {
        const groups = answer.groups.map((group) => ({
          id: String(group.id),
          name: typeof group.id === 'number' ? messages.grouped.riskLevel(group.id) : group.name,
          valueClp: group.valueClp.amount,
          table: holdingRows(group.holdings, group.valueClp.amount),
        }));
        // Every group's rows must add up to it, and the groups to the total (to the peso).
        const sum = groups.reduce((total, group) => total + group.valueClp, 0);
        const whole = sum === answer.total.amount && groups.every((group) => group.table);
        return whole ? { answer, groups } : null;
      }),
    by,
  );
  const title = by === 'risk' ? messages.tabs.porNivelesDeRiesgo : messages.tabs.porTipoDeActivo;
  return (
    <TabSection title={title}>
      <ApiState
        state={state.status === 'ready' && state.data === null ? { status: 'error' } : state}
        retry={retry}
        placeholder={5}
        isEmpty={(data) => (data?.groups ?? []).length === 0}
      >
        {(data) =>
          data ? (
            <Stack gap="xl">
              <AllocationChart
                title={by === 'risk' ? messages.grouped.riskTitle : messages.grouped.assetTitle}
                headingLevel={3}
                description={messages.grouped.asOf(formatDisplayDate(data.answer.date))}
                slices={data.groups.map((group) => ({
                  id: group.id,
                  label: group.name,
                  amount: group.valueClp,
                }))}
              />
              {data.groups.map((group) => (
                <HoldingsTable
                  key={group.id}
                  title={group.name}
                  headingLevel={3}
                  holdings={group.table?.rows ?? []}
                  getFundHref={group.table?.hrefOf}
                  usdRate={data.answer.dollarRate}
                />
              ))}
            </Stack>
          ) : null
        }
      </ApiState>
    </TabSection>
  );
}
