import { Heading, Link, Stack, Tabs } from '@inversiones/design-system';
import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { STOCKS_ROUTE } from '../stocks/routes.ts';
import * as messages from './messages.ts';
import { currentSession } from './order-rows.ts';
import { OrdersTab } from './OrdersTab.tsx';
import { tabHref, tabItems, tabOf } from './routes.ts';
import { useStockSchedule } from './use-stock-schedule.ts';

/**
 * /acciones/misOrdenes/ordenes (Mis Órdenes) and /acciones/misOrdenes/ordenesAnuladas (Órdenes
 * Anuladas), spec 7 "orders by date" and "order delete". The URL chooses the tab and keeps the
 * period; the market's today and session come from the API's clock (its schedule), not the
 * browser's, as the statements' and the dollar operations' periods do.
 */
export function MyOrdersPage() {
  const tab = tabOf(useParams()['*'] ?? '');
  const { search } = useLocation();
  usePageTitle(tab ? messages.tabs[tab] : messages.page.title);
  const { state, retry } = useStockSchedule();
  const items = useMemo(() => tabItems(search), [search]);

  // /acciones/misOrdenes itself, or an unknown tab, opens Mis Órdenes.
  if (!tab) return <Navigate to={tabHref('ordenes')} replace />;

  return (
    <Stack gap="lg">
      <Link href={STOCKS_ROUTE}>{messages.page.back}</Link>
      <Heading level={1}>{messages.page.title}</Heading>
      <Tabs aria-label={messages.page.tabsLabel} items={items} selectedKey={tab}>
        <ApiState state={state} retry={retry} placeholder={4}>
          {(horario) => (
            <OrdersTab
              key={tab}
              tab={tab}
              today={horario.fecha}
              session={currentSession(horario)}
            />
          )}
        </ApiState>
      </Tabs>
    </Stack>
  );
}
