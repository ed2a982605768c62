// A ledger movement of a fund as the contract's fund movement.
import type { FundMovement } from '@inversiones/contract';
import { seriesOf } from '../market/catalogue.ts';
import { toWireNumber } from '../market/money.ts';
import type { Movement } from '../ledger/movement-queries.ts';
import { wireMoney } from './wire-money.ts';

const statuses = {
  en_transito: 'enTransito',
  liquidado: 'liquidado',
  anulado: 'anulado',
} as const satisfies Record<Movement['status'], FundMovement['status']>;

export const isFundMovement = (m: Movement) => m.fundId !== null && m.series !== null;

export function toFundMovement(movement: Movement): FundMovement {
  const { fund, series } = seriesOf(movement.instrumentId);
  return {
    folio: movement.folio.toString(),
    kind: movement.kind,
    fundId: fund.id,
    fundName: fund.name,
    seriesId: series.code,
    accountId: movement.accountNumber,
    tradeDate: movement.tradeDate,
    settlementDate: movement.settlementDate,
    units: toWireNumber(movement.units < 0n ? -movement.units : movement.units, 4),
    price: toWireNumber(movement.price, 4),
    amount: wireMoney(movement.amount, movement.currency),
    status: statuses[movement.status],
    pac: movement.pac,
  };
}
