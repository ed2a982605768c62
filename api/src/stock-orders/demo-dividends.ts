// Camila's demo shares (ledger/demo-shares.ts) have paid dividends since 2024: written at seed, as
// her first read of stock data would, so every screen she opens first already counts them.
import type { Database } from '../db/database.ts';
import { CAMILA } from '../ledger/demo-ledger.ts';
import { settleDueOrders } from './orders.ts';

export function seedDemoDividends(db: Database, now: number): Promise<void> {
  return settleDueOrders(db, CAMILA, now);
}
