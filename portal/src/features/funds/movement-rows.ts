import type { FundMovement as MovementRow } from '@inversiones/design-system';
import type { FundMovement } from '@inversiones/contract';
import * as messages from './messages.ts';

/** Kinds that take money out of the holding; the contract's amounts are never negative. */
const outflows = new Set<FundMovement['kind']>(['rescate', 'venta', 'comision', 'cargo']);

type ShownCurrency = 'CLP' | 'USD';

/** The movements as the design system's list reads them, grouped by currency (CLP first). */
export function movementGroups(
  movements: readonly FundMovement[],
): { currency: ShownCurrency; rows: MovementRow[] }[] | null {
  const groups = new Map<ShownCurrency, MovementRow[]>();
  for (const movement of movements) {
    const currency = movement.amount.currency;
    if (currency !== 'CLP' && currency !== 'USD') return null;
    const sign = outflows.has(movement.kind) ? -1 : 1;
    const type = messages.movementKinds[movement.kind];
    const row: MovementRow = {
      id: `${movement.folio}-${movement.fundId}-${movement.seriesId}`,
      date: movement.tradeDate,
      type: movement.pac ? `${type} ${messages.movements.pac}` : type,
      folio: movement.folio,
      amount: sign * movement.amount.amount,
      fundName: `${movement.fundName} (Serie ${movement.seriesId})`,
      settlementDate: movement.settlementDate,
      status: movement.status,
      units: sign * movement.units,
    };
    groups.set(currency, [...(groups.get(currency) ?? []), row]);
  }
  return (['CLP', 'USD'] as const).flatMap((currency) => {
    const rows = groups.get(currency);
    return rows ? [{ currency, rows }] : [];
  });
}
