import { session } from '@inversiones/contract';
import { clearToasts } from '@inversiones/design-system';
import { apiSend } from '../http/client.ts';
import { clearSession, sessionState } from '../store/session.ts';
import { hasStoredSession } from '../store/storage-keys.ts';

/**
 * Ends the session: the API's logout (when a session exists; its failure does not keep the user
 * in), then the store and every portal key, drafts included; the other tabs are told.
 */
export async function logout(): Promise<void> {
  if (hasStoredSession() || sessionState.active) {
    try {
      await apiSend(session.logout, undefined, { onError: false });
    } catch {
      // Already expired or unreachable: the cookie dies with its idle timeout anyway.
    }
  }
  clearSession({ broadcast: 'logout', everything: true });
  clearToasts();
}
