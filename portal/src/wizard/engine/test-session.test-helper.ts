import { setNavigator } from '../../errors/navigation.ts';
import { beginSession, clearSession } from '../../store/session.ts';

/** A logged-in session with its XSRF cookie, as the wizard's calls need; navigation is caught. */
export function startTestSession(navigate: (path: string) => void = () => {}): void {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  beginSession({ sessionId: 'pub-123', omitirPaso: true });
  document.cookie = 'XSRF-TOKEN=xsrf-token; path=/';
  setNavigator(navigate);
}
