// The session watch's timing (portal-spec 4 and 9) as a small state machine over an injected
// clock and scheduler, so it is tested with fake timers; SessionWatch.tsx only wires it.

/** Spec 9: idle time when the server lifespan is over 60 s. */
export const DEFAULT_IDLE_SECONDS = 780;
/** Spec 9: a lifespan of 60 s or less is the idle time itself. */
export const SHORT_LIFESPAN_SECONDS = 60;
export const WARNING_SECONDS = 120;
export const CLOSE_DELAY_MS = 1000;
export const KEEP_ALIVE_MS = 15_000;
export const EXPIRY_CHECK_MS = 5000;
/** A ping is sent this long before the server's idle timeout at the latest (network, timers). */
export const KEEP_ALIVE_MARGIN_MS = 5000;
/** Another tab is told of activity at most this often. */
export const ACTIVITY_BROADCAST_MS = 1000;

/** Spec 4: the idle period is the server lifespan when it is 60 s or less, otherwise 780 s. */
export function idlePeriodSeconds(lifespanSeconds: number | null | undefined): number {
  return lifespanSeconds != null && lifespanSeconds > 0 && lifespanSeconds <= SHORT_LIFESPAN_SECONDS
    ? lifespanSeconds
    : DEFAULT_IDLE_SECONDS;
}

/**
 * - `active`: the user is (or was lately) working.
 * - `warning`: the 120 s countdown of the idle prompt.
 * - `closing`: expired; 'Cerrando Sesión' for 1 s.
 * - `closed`: `onExpired` ran. `stopped`: not started, or stopped.
 */
export type WatchPhase = 'stopped' | 'active' | 'warning' | 'closing' | 'closed';

export interface WatchSnapshot {
  phase: WatchPhase;
  /** The prompt's countdown: seconds until the session closes (120 before the warning). */
  remainingSeconds: number;
}

export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface WatchOptions {
  now: () => number;
  scheduler: Scheduler;
  lifespanSeconds?: number | null;
  onChange?: (snapshot: WatchSnapshot) => void;
  /** Pings the server (the keep-alive call). */
  keepAlive: () => unknown;
  /** 1 s after expiry: the caller logs out and goes to /login. */
  onExpired: () => void;
  /** Tells the other tabs the user is active (throttled here). */
  broadcastActivity?: (at: number) => void;
}

export interface SessionWatch {
  start(): void;
  stop(): void;
  /** Pointer, keyboard or scroll in this tab (ignored while the prompt is shown). */
  activity(): void;
  /** Activity in another tab at time `at`: restarts the idle period, closes the prompt. */
  remoteActivity(at: number): void;
  /** 'Continuar navegando': pings the server and restarts the watch. */
  keepSession(): unknown;
  /** The server lifespan became known (or changed). */
  setLifespan(seconds: number | null): void;
  /** X-Session-Remaining of an answer: the absolute lifetime can end sooner than the idle one. */
  serverRemaining(seconds: number): void;
  snapshot(): WatchSnapshot;
}

export function createSessionWatch(options: WatchOptions): SessionWatch {
  const { now, scheduler } = options;
  let lifespan = options.lifespanSeconds ?? null;
  let idleMs = idlePeriodSeconds(lifespan) * 1000;
  let phase: WatchPhase = 'stopped';
  let lastActivity = now();
  let lastLocalActivity = lastActivity;
  let lastPing = lastActivity;
  let lastBroadcast = -Infinity;
  /** When the server's absolute lifetime ends (Infinity while far). */
  let hardEnd = Infinity;
  let remainingSeconds = 0;

  let idleTimer: unknown = null;
  let closeTimer: unknown = null;
  let checkInterval: unknown = null;
  let keepAliveInterval: unknown = null;
  let countdownInterval: unknown = null;

  const expiresAt = () => Math.min(lastActivity + idleMs + WARNING_SECONDS * 1000, hardEnd);
  const warningAt = () => expiresAt() - WARNING_SECONDS * 1000;
  const secondsLeft = (t: number) => Math.max(0, Math.ceil((expiresAt() - t) / 1000));

  let emitted: WatchSnapshot | null = null;
  /** Tells the caller when the phase or the countdown changed (not at every check). */
  const emit = () => {
    if (emitted?.phase === phase && emitted.remainingSeconds === remainingSeconds) return;
    emitted = { phase, remainingSeconds };
    options.onChange?.(emitted);
  };

  function clearIdleTimer() {
    if (idleTimer !== null) scheduler.clearTimeout(idleTimer);
    idleTimer = null;
  }
  function clearCountdown() {
    if (countdownInterval !== null) scheduler.clearInterval(countdownInterval);
    countdownInterval = null;
  }
  function clearAll() {
    clearIdleTimer();
    clearCountdown();
    if (closeTimer !== null) scheduler.clearTimeout(closeTimer);
    if (checkInterval !== null) scheduler.clearInterval(checkInterval);
    if (keepAliveInterval !== null) scheduler.clearInterval(keepAliveInterval);
    closeTimer = checkInterval = keepAliveInterval = null;
  }

  function armIdle() {
    clearIdleTimer();
    idleTimer = scheduler.setTimeout(evaluate, Math.max(0, warningAt() - now()));
  }

  /** Where the clock says the session is; every timer comes back here. */
  function evaluate() {
    if (phase !== 'active' && phase !== 'warning') return;
    const t = now();
    if (t >= expiresAt()) {
      close();
      return;
    }
    if (t >= warningAt()) {
      remainingSeconds = secondsLeft(t);
      if (phase !== 'warning') {
        phase = 'warning';
        clearIdleTimer();
        countdownInterval = scheduler.setInterval(evaluate, 1000);
        // The prompt promises the session lasts its countdown: the server must hear of us.
        ping(t);
      }
      emit();
      return;
    }
    if (phase === 'warning') {
      // Activity elsewhere moved the deadline: back to work.
      phase = 'active';
      clearCountdown();
    }
    // The countdown has not started: the prompt will open at 120.
    remainingSeconds = WARNING_SECONDS;
    armIdle();
    emit();
  }

  function close() {
    clearIdleTimer();
    clearCountdown();
    phase = 'closing';
    remainingSeconds = 0;
    emit();
    closeTimer = scheduler.setTimeout(() => {
      closeTimer = null;
      clearAll();
      phase = 'closed';
      emit();
      options.onExpired();
    }, CLOSE_DELAY_MS);
  }

  function ping(t: number) {
    lastPing = t;
    void options.keepAlive();
  }

  /** Whether the server's idle timeout would pass before the next 15 s tick. */
  const serverLapsesSoon = (t: number) =>
    lifespan !== null && t + KEEP_ALIVE_MS + KEEP_ALIVE_MARGIN_MS >= lastPing + lifespan * 1000;

  /**
   * Spec 9's keep-alive every 15 s: after local activity, all the while the prompt is open, and
   * when a short lifespan (60 s or less, as long as the idle period) would end the server session
   * before the prompt could offer to keep it.
   */
  function keepAliveTick() {
    const t = now();
    // The prompt's own first ping may have just gone: not twice within a few seconds.
    if (phase === 'warning') {
      if (t - lastPing >= KEEP_ALIVE_MS / 2 || serverLapsesSoon(t)) ping(t);
    } else if (phase === 'active' && (lastLocalActivity > lastPing || serverLapsesSoon(t))) ping(t);
  }

  function restart(at: number) {
    lastActivity = lastLocalActivity = lastPing = at;
    clearCountdown();
    phase = 'active';
    evaluate();
  }

  return {
    start() {
      if (phase !== 'stopped') return;
      restart(now());
      checkInterval = scheduler.setInterval(evaluate, EXPIRY_CHECK_MS);
      keepAliveInterval = scheduler.setInterval(keepAliveTick, KEEP_ALIVE_MS);
    },
    stop() {
      clearAll();
      phase = 'stopped';
    },
    activity() {
      if (phase !== 'active') return;
      const t = now();
      lastActivity = Math.max(lastActivity, t);
      lastLocalActivity = t;
      if (t - lastBroadcast >= ACTIVITY_BROADCAST_MS) {
        lastBroadcast = t;
        options.broadcastActivity?.(t);
      }
    },
    remoteActivity(at: number) {
      if (phase !== 'active' && phase !== 'warning') return;
      const t = Math.min(at, now());
      if (t <= lastActivity) return;
      lastActivity = t;
      evaluate();
    },
    keepSession() {
      if (phase !== 'active' && phase !== 'warning') return undefined;
      const t = now();
      restart(t);
      lastBroadcast = t;
      options.broadcastActivity?.(t);
      return options.keepAlive();
    },
    setLifespan(seconds: number | null) {
      lifespan = seconds;
      idleMs = idlePeriodSeconds(lifespan) * 1000;
      evaluate();
    },
    serverRemaining(seconds: number) {
      // Equal to the lifespan: the idle timeout, which the watch already keeps. Less: the
      // absolute lifetime (8 h) ends first, and the prompt must come before it.
      if (lifespan === null || seconds + 2 >= lifespan) return;
      hardEnd = Math.min(hardEnd, now() + seconds * 1000);
      evaluate();
    },
    snapshot: () => ({ phase, remainingSeconds }),
  };
}
