import { Link, MovementList, Stack } from '@inversiones/design-system';
import { dashboard, type FundMovement } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import * as messages from './messages.ts';
import { useSection } from './use-section.ts';

/** Mis Fondos' movements tab (its path as the Mis Fondos area defines it). */
export const MOVEMENTS_ROUTE = '/ffmm/misFondos/misMovimientos';

/** Kinds that take money out of the fund holding: shown with a minus. */
const OUTFLOWS = new Set<FundMovement['kind']>(['rescate', 'venta', 'comision', 'cargo']);

function typeOf(movement: FundMovement): string {
  const m = messages.movements;
  return [
    m.kinds[movement.kind],
    movement.pac ? m.pac : null,
    movement.status === 'enTransito' ? m.inTransit : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The latest fund movements (one list per currency, the amounts never mixed) and the way to all. */
export function MovementsSection() {
  const m = messages.movements;
  const [recent, retry] = useSection((signal) => apiGet(dashboard.fundMovements, { signal }));
  const movements = recent.status === 'ready' ? recent.data.movements : [];
  const currencies = [...new Set(movements.map((movement) => movement.amount.currency))];
  const lists = currencies.length > 1 ? currencies : [currencies[0] ?? 'CLP'];

  return (
    <Stack gap="sm">
      {lists.map((currency) => (
        <MovementList
          key={currency}
          title={lists.length > 1 ? m.titleIn(m.currencies[currency]) : m.title}
          // The portal shows pesos and dollars; a fund in another currency is not offered.
          currency={currency === 'USD' ? 'USD' : 'CLP'}
          movements={movements
            .filter((movement) => movement.amount.currency === currency)
            .map((movement) => ({
              id: movement.folio,
              date: movement.tradeDate,
              type: typeOf(movement),
              folio: movement.folio,
              fundName: `${movement.fundName} Serie ${movement.seriesId}`,
              amount: OUTFLOWS.has(movement.kind)
                ? -movement.amount.amount
                : movement.amount.amount,
            }))}
          isLoading={recent.status === 'loading'}
          hasError={recent.status === 'error'}
          onRetry={retry}
        />
      ))}
      <Link href={MOVEMENTS_ROUTE} variant="standalone">
        {m.seeAll}
      </Link>
    </Stack>
  );
}
