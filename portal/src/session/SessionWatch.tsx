import { session as sessionApi } from '@inversiones/contract';
import { IdleModal } from '@inversiones/design-system';
import { useEffect, useRef, useState } from 'react';
import { storeLoginNotice } from '../errors/login-notice.ts';
import { currentUrl, navigateTo } from '../errors/navigation.ts';
import { apiGet, apiSend } from '../http/client.ts';
import * as messages from '../messages.ts';
import { clearSession, rememberReturnUrl, sessionState, setLifespan } from '../store/session.ts';
import { hasStoredSession } from '../store/storage-keys.ts';
import {
  postSessionMessage,
  subscribeSessionMessages,
  type SessionEndReason,
} from '../store/session-channel.ts';
import { flushDrafts } from '../store/drafts.ts';
import { subscribeServerRemaining } from '../http/session-remaining.ts';
import {
  createSessionWatch,
  type Scheduler,
  type SessionWatch as Watch,
  type WatchSnapshot,
} from './session-watch.ts';

/** What counts as the user being there (pointer, keyboard, scroll). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'];
/** Local events are read at most this often (pointermove fires at frame rate). */
const ACTIVITY_THROTTLE_MS = 1000;
/** The logout call on expiry gets this long before the user is sent to /login anyway. */
const EXPIRY_LOGOUT_TIMEOUT_MS = 2000;

const browserScheduler: Scheduler = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
};

/** Ends this tab's session for a reason other than a voluntary logout, keeping the way back. */
function endForRelogin(reason: Exclude<SessionEndReason, 'logout'>, broadcast: boolean) {
  // Already ended (another tab's message and this tab's own expiry crossing): once is enough.
  if (!sessionState.active && !hasStoredSession()) return;
  const here = currentUrl();
  flushDrafts();
  clearSession({ broadcast: broadcast ? reason : false });
  rememberReturnUrl(here);
  storeLoginNotice(
    reason === 'expired'
      ? { status: 'expired', message: messages.sessionWatch.expired }
      : { status: '401', message: messages.sessionWatch.noSession },
  );
  navigateTo(reason === 'expired' ? '/login' : '/login/401');
}

async function logoutOnServer(): Promise<void> {
  const call = apiSend(sessionApi.logout, undefined, { onError: false }).then(
    () => undefined,
    () => undefined,
  );
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, EXPIRY_LOGOUT_TIMEOUT_MS));
  await Promise.race([call, timeout]);
}

export interface SessionWatchProps {
  /** 'Cerrar sesión' in the prompt; default: the logout route. */
  onLogout?: () => void;
}

/**
 * The session watch of the authenticated shell (render it once): idle prompt after the idle
 * period, 120 s countdown, 'Cerrando Sesión' and /login 1 s after expiry; keep-alive every 15 s
 * while active; activity and logout shared with the portal's other tabs.
 */
export function SessionWatch({ onLogout = () => navigateTo('/logout') }: SessionWatchProps) {
  const [state, setState] = useState<WatchSnapshot>({ phase: 'stopped', remainingSeconds: 0 });
  const watchRef = useRef<Watch | null>(null);

  useEffect(() => {
    const watch = createSessionWatch({
      now: () => Date.now(),
      scheduler: browserScheduler,
      lifespanSeconds: sessionState.lifespanSeconds,
      onChange: (next) =>
        setState((previous) =>
          previous.phase === next.phase && previous.remainingSeconds === next.remainingSeconds
            ? previous
            : next,
        ),
      keepAlive: () => apiGet(sessionApi.keepAlive).catch(() => undefined),
      onExpired: () => {
        void logoutOnServer().then(() => endForRelogin('expired', true));
      },
      broadcastActivity: (at) => postSessionMessage({ type: 'activity', at }),
    });
    watchRef.current = watch;

    let lastSeen = 0;
    const onActivity = () => {
      const t = Date.now();
      if (t - lastSeen < ACTIVITY_THROTTLE_MS) return;
      lastSeen = t;
      watch.activity();
    };
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onActivity, { passive: true, capture: true });
    }

    const stopMessages = subscribeSessionMessages((message) => {
      if (message.type === 'activity') {
        watch.remoteActivity(message.at);
        return;
      }
      watch.stop();
      if (message.reason === 'logout') {
        clearSession({ broadcast: false, everything: true });
        navigateTo('/login');
      } else {
        endForRelogin(message.reason, false);
      }
    });

    const stopRemaining = subscribeServerRemaining((seconds) => {
      watch.setLifespan(sessionState.lifespanSeconds);
      watch.serverRemaining(seconds);
    });

    watch.start();
    // The exact lifespan (the header's first value is smaller after a reload late in the 8 h).
    const lifespanCall = new AbortController();
    apiGet(sessionApi.lifespan, { signal: lifespanCall.signal, onError: false }).then(
      ({ lifespan }) => {
        setLifespan(lifespan, { exact: true });
        watch.setLifespan(lifespan);
      },
      () => undefined,
    );
    return () => {
      lifespanCall.abort();
      watch.stop();
      watchRef.current = null;
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, onActivity, { capture: true });
      }
      stopMessages();
      stopRemaining();
    };
  }, []);

  const open = state.phase === 'warning' || state.phase === 'closing' || state.phase === 'closed';
  return (
    <IdleModal
      isOpen={open}
      remainingSeconds={state.remainingSeconds}
      isClosing={state.phase !== 'warning'}
      onContinue={() => void watchRef.current?.keepSession()}
      onLogout={() => {
        watchRef.current?.stop();
        onLogout();
      }}
    />
  );
}
