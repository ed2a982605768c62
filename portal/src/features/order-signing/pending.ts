import {
  failPendingSignatures,
  setPendingSignatures,
  startPendingSignatures,
} from '../../store/pending-signatures.ts';
import { sessionOwner } from '../../store/session.ts';

/**
 * GET /firmas/pendientes into the store: the menu's badge and the home's notice. Quiet on
 * failure (a hint, not the page): nothing is shown and nothing waits for it.
 */
export async function refreshPendingSignatures(): Promise<void> {
  const owner = sessionOwner();
  startPendingSignatures(owner);
  try {
    const { orderSigning, apiGet } = await import('./pending-call.ts');
    const { ordenes, vencenHoy } = await apiGet(orderSigning.pending, { onError: false });
    // Only the orders: `total` also counts documents, which are not signed on this page.
    const orders = Object.values(ordenes).reduce((sum, count) => sum + count, 0);
    setPendingSignatures(owner, orders, vencenHoy);
  } catch {
    failPendingSignatures(owner);
  }
}
