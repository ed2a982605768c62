import { Heading, Link, Stack, Text } from '@inversiones/design-system';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useStockSchedule } from '../stock-orders/use-stock-schedule.ts';
import { STOCKS_ROUTE } from '../stocks/routes.ts';
import * as messages from './messages.ts';
import { PeriodMovements } from './PeriodMovements.tsx';

/**
 * /acciones/movimientos (spec 7 "movements" and "dividends"): the shares bought and sold and the
 * dividends paid in the period of the URL, by default the last 30 days up to the market's today,
 * which comes from the API's clock (its schedule), not the browser's, as on Mis Órdenes.
 */
export function StockMovementsPage() {
  usePageTitle(messages.page.title);
  const { state, retry } = useStockSchedule();
  return (
    <Stack gap="lg">
      <Link href={STOCKS_ROUTE}>{messages.page.back}</Link>
      <Heading level={1}>{messages.page.title}</Heading>
      <Text tone="secondary">{messages.page.intro}</Text>
      <ApiState state={state} retry={retry} placeholder={4} titleLevel={2}>
        {(horario) => <PeriodMovements today={horario.fecha} />}
      </ApiState>
    </Stack>
  );
}
