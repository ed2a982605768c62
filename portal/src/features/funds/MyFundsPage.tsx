import { Heading, Loader, Stack, Tabs } from '@inversiones/design-system';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../store/page-title.ts';
import { HoldingsTab } from './HoldingsTab.tsx';
import * as messages from './messages.ts';
import { MY_FUNDS_PATH, tabItems, tabOf, type TabId } from './routes.ts';

// Mis Fondos comes with the page; every other tab loads when opened (the date fields and the
// charts weigh more than the page itself: the route stays within its 60 KB budget).
const MovementsTab = lazy(async () => ({
  default: (await import('./MovementsTab.tsx')).MovementsTab,
}));
const InTransitTab = lazy(async () => ({
  default: (await import('./InTransitTab.tsx')).InTransitTab,
}));
const DailyValuesTab = lazy(async () => ({
  default: (await import('./DailyValuesTab.tsx')).DailyValuesTab,
}));
const PeriodStart = lazy(async () => ({
  default: (await import('./ByPeriodTab.tsx')).PeriodStart,
}));
const PeriodResults = lazy(async () => ({
  default: (await import('./ByPeriodTab.tsx')).PeriodResults,
}));
const GroupedTab = lazy(async () => ({ default: (await import('./GroupedTab.tsx')).GroupedTab }));

function TabContent({ tab, step }: { tab: TabId; step: string | undefined }) {
  switch (tab) {
    case 'misFondos':
      return <HoldingsTab />;
    case 'misMovimientos':
      return <MovementsTab />;
    case 'enTransito':
      return <InTransitTab />;
    case 'valoresDelDia':
      return <DailyValuesTab />;
    case 'porPeriodo':
      return step === 'resultados' ? <PeriodResults /> : <PeriodStart />;
    case 'porNivelesDeRiesgo':
      return <GroupedTab by="risk" />;
    case 'porTipoDeActivo':
      return <GroupedTab by="assetClass" />;
  }
}

/**
 * /ffmm/misFondos and its tabs (spec 2). The URL chooses the tab: each tab is a link, so a deep
 * link or a reload opens it, and the browser's back button returns to the tab before.
 */
export function MyFundsPage() {
  const subpath = useParams()['*'] ?? '';
  const tab = tabOf(subpath);
  const step = subpath.split('/')[1];
  usePageTitle(tab ? messages.tabs[tab] : messages.myFunds.title);

  // An unknown tab, or Por Período without its step, goes where it can be shown.
  if (!tab) return <Navigate to={MY_FUNDS_PATH} replace />;
  if (tab === 'porPeriodo' && step !== 'inicio' && step !== 'resultados') {
    return <Navigate to={`${MY_FUNDS_PATH}/porPeriodo/inicio`} replace />;
  }

  return (
    <Stack gap="lg">
      <Heading level={1}>{messages.myFunds.title}</Heading>
      <Tabs aria-label={messages.myFunds.tabsLabel} items={tabItems} selectedKey={tab}>
        <Suspense
          fallback={<Loader kind="placeholder" variant={3} label={messages.states.loading} />}
        >
          <TabContent tab={tab} step={step} />
        </Suspense>
      </Tabs>
    </Stack>
  );
}
