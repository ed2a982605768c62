import { notify } from '@inversiones/design-system';
import * as messages from '../messages.ts';
import { flushDrafts } from '../store/drafts.ts';
import { pushErrorEntry } from '../store/errors.ts';
import { clearSession, rememberReturnUrl, sessionState } from '../store/session.ts';
import { uiState, type ErrorDisplay } from '../store/ui.ts';
import { hasLoginNotice, storeLoginNotice } from './login-notice.ts';
import { currentUrl, navigateTo } from './navigation.ts';

export { setNavigator } from './navigation.ts';
export { takeLoginNotice, type LoginNotice } from './login-notice.ts';

/**
 * - `redirect`: a status of `redirectOn` sends the user to /login/{status}; any other adds the
 *   priority-3 entry only.
 * - `modal` / `notification`: the entry, shown in the error modal or as a toast.
 * - `auto`: the entry, in the modal for critical errors and as a toast otherwise.
 * In every mode a status of `redirectOn` (default [401]) redirects: the session is gone.
 */
export type ErrorMode = 'modal' | 'notification' | 'redirect' | 'auto';

export interface HandleErrorOptions {
  mode?: ErrorMode;
  /** Default [401]; [401, 403] while loading the client's data (spec 4). */
  redirectOn?: readonly number[];
  /** Spec 8's display kinds; default 'alert' ('critical' for a 401 shown without redirect). */
  display?: ErrorDisplay;
}

/** Spec 8: what the shared handler yields. */
export interface HandledError {
  message: string;
  status: number;
  data: unknown;
}

/** message (server message, else 'Error' or fallback 'Server error'), status and data. */
export function describeError(error: unknown): HandledError {
  if (error && typeof error === 'object') {
    const { message, status, data } = error as {
      message?: unknown;
      status?: unknown;
      data?: unknown;
    };
    const hasStatus = typeof status === 'number' && Number.isFinite(status);
    const text =
      typeof message === 'string' && message.trim() !== '' && hasStatus
        ? message
        : error instanceof Error || hasStatus
          ? messages.errorCatalogue.error
          : messages.errorCatalogue.serverError;
    return { message: text, status: hasStatus ? status : 0, data: data ?? null };
  }
  return { message: messages.errorCatalogue.serverError, status: 0, data: null };
}

/**
 * The shared error handler (spec 8). Returns what it made of the error. Aborted requests are
 * ignored by the HTTP client before they get here.
 */
export function handleApiError(error: unknown, options: HandleErrorOptions = {}): HandledError {
  const { mode = 'auto', redirectOn = [401] } = options;
  const handled = describeError(error);
  if (redirectOn.includes(handled.status)) {
    redirectToLogin(handled);
    return handled;
  }
  pushErrorEntry({
    text: messages.errorCatalogue.error,
    message: handled.message,
    status: handled.status,
    at: Date.now(),
  });
  const display = options.display ?? (handled.status === 401 ? 'critical' : 'alert');
  if (mode === 'modal' || (mode === 'auto' && display === 'critical')) {
    uiState.modal = {
      kind: display,
      title: messages.errorDisplay[display],
      message: handled.message,
    };
  } else if (mode === 'notification' || mode === 'auto') {
    notify({
      type: display === 'message' ? 'info' : display === 'alert' ? 'warning' : 'error',
      message: handled.message,
    });
  }
  return handled;
}

/**
 * Spec 8: clears the session and goes to /login/{status}, keeping the message (for the login
 * page) and the current URL (to come back after logging in, with the form drafts).
 */
function redirectToLogin({ message, status }: HandledError): void {
  const hadSession = sessionState.active;
  // Several calls failing together: the first one redirects, the rest find it done. A late
  // answer after the session ended (on the login or logout screen) must not move the user.
  if (
    !hadSession &&
    (hasLoginNotice() || /^\/(login|logout)(\/|$)/.test(window.location.pathname))
  ) {
    return;
  }
  const here = currentUrl();
  if (hadSession) flushDrafts();
  clearSession({ broadcast: 'unauthorized' });
  rememberReturnUrl(here);
  storeLoginNotice({ status: String(status), message });
  navigateTo(`/login/${status}`);
}
