import { HoldingsTable, Link, Loader, Stack, StateMessage } from '@inversiones/design-system';
import { funds } from '@inversiones/contract';
import { lazy, Suspense } from 'react';
import { apiGet } from '../../http/client.ts';
import { holdingRows } from './holding-rows.ts';
import * as messages from './messages.ts';
import { TabSection } from './TabSection.tsx';
import { useApiData } from '../api-state/use-api-data.ts';

// The sub-accounts come after the holdings, in their own chunk: Mis Fondos paints without them.
const SubAccountsSection = lazy(async () => ({
  default: (await import('../fund-operations/SubAccountsSection.tsx')).SubAccountsSection,
}));

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
    <Stack gap="xl">
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
      {ready?.table ? (
        <Suspense
          fallback={<Loader kind="placeholder" variant={3} label={messages.states.loading} />}
        >
          <SubAccountsSection />
        </Suspense>
      ) : null}
    </Stack>
  );
}
