import { MovementList, Stack } from '@inversiones/design-system';
import { funds } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import * as messages from './messages.ts';
import { movementGroups } from './movement-rows.ts';
import { TabSection } from './TabSection.tsx';
import { useApiData } from '../api-state/use-api-data.ts';

/** Movimientos en Tránsito: redemptions and contributions entered and not yet settled. */
export function InTransitTab() {
  const { state, retry } = useApiData(
    (signal) =>
      apiGet(funds.inTransit, { signal }).then((answer) => movementGroups(answer.movements)),
    'enTransito',
  );
  return (
    <TabSection title={messages.tabs.enTransito}>
      <ApiState
        state={state.status === 'ready' && state.data === null ? { status: 'error' } : state}
        retry={retry}
        isEmpty={(groups) => (groups ?? []).length === 0}
      >
        {(groups) => (
          <Stack gap="md">
            {(groups ?? []).map(({ currency, rows }) => (
              <MovementList
                key={currency}
                variant="inTransit"
                headingLevel={3}
                title={
                  (groups ?? []).length > 1
                    ? messages.movements.titleIn[currency]
                    : messages.inTransit.listTitle
                }
                note={messages.inTransit.note}
                movements={rows}
                currency={currency}
              />
            ))}
          </Stack>
        )}
      </ApiState>
    </TabSection>
  );
}
