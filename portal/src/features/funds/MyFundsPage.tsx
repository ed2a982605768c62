import { Heading, Stack, Tabs } from '@inversiones/design-system';
import { Navigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../store/page-title.ts';
import { DailyValuesTab } from './DailyValuesTab.tsx';
import { GroupedTab } from './GroupedTab.tsx';
import { HoldingsTab } from './HoldingsTab.tsx';
import { InTransitTab } from './InTransitTab.tsx';
import * as messages from './messages.ts';
import { MovementsTab } from './MovementsTab.tsx';
import { PeriodResults, PeriodStart } from './ByPeriodTab.tsx';
import { MY_FUNDS_PATH, tabItems, tabOf, type TabId } from './routes.ts';

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
        <TabContent tab={tab} step={step} />
      </Tabs>
    </Stack>
  );
}
