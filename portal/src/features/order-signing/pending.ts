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
    const { total, documentos, vencenHoy } = await apiGet(orderSigning.pending, {
      onError: false,
    });
    setPendingSignatures(owner, { total, documents: documentos, dueToday: vencenHoy });
  } catch {
    failPendingSignatures(owner);
  }
}
