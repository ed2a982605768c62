import { stockOrders } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { useApiData } from '../api-state/use-api-data.ts';

/**
 * The exchange's schedule by the API's clock (spec 7 "schedule checks", GET /bolsa/habilitacion):
 * its `fecha` is the market's today, not the browser's, so a period's default ends where the
 * server's does. For the stock screens whose periods start from today.
 */
export function useStockSchedule() {
  return useApiData(
    (signal) => apiGet(stockOrders.enablement, { signal }).then(({ horario }) => horario),
    'horario',
  );
}
