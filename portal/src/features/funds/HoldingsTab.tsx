import { HoldingsTable, Link, StateMessage } from '@inversiones/design-system';
import { funds } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { holdingRows } from './holding-rows.ts';
import * as messages from './messages.ts';
import { TabSection } from './TabSection.tsx';
import { useApiData } from '../api-state/use-api-data.ts';

/** Mis Fondos: holdings by fund, series and account, with totals per currency and in pesos. */
export function HoldingsTab() {
  const { state, retry } = useApiData(
    (signal) =>
      apiGet(funds.myFunds, { signal }).then((answer) => ({
        answer,
        table: holdingRows(answer.holdings, answer.total.amount),
      })),
    'misFondos',
  );
  const title = messages.tabs.misFondos;
  const ready = state.status === 'ready' ? state.data : null;

  if (ready?.table && ready.table.rows.length === 0) {
    // A client without funds yet is led to invest.
    return (
      <TabSection title={title}>
        <StateMessage
          tone="empty"
          title={messages.states.empty}
          titleLevel={3}
          isLive
          action={
            <Link href="/ffmm/invertir" variant="standalone">
              {messages.holdings.invest}
            </Link>
          }
        >
          {messages.holdings.emptyInvite}
        </StateMessage>
      </TabSection>
    );
  }
  return (
    <HoldingsTable
      title={title}
      holdings={ready?.table?.rows ?? []}
      getFundHref={ready?.table?.hrefOf}
      usdRate={ready?.answer.dollarRate}
      isLoading={state.status === 'loading'}
      // A partial or inconsistent answer gets the spec's error, as a malformed one does.
      hasError={state.status === 'error' || (ready !== null && ready.table === null)}
      onRetry={retry}
    />
  );
}
