import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionWatch,
  idlePeriodSeconds,
  type Scheduler,
  type WatchOptions,
  type WatchSnapshot,
} from './session-watch.ts';

const fakeScheduler: Scheduler = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

function setup(overrides: Partial<WatchOptions> = {}) {
  const changes: WatchSnapshot[] = [];
  const keepAlive = vi.fn();
  const onExpired = vi.fn();
  const broadcastActivity = vi.fn();
  const watch = createSessionWatch({
    now: () => Date.now(),
    scheduler: fakeScheduler,
    onChange: (snapshot) => changes.push(snapshot),
    keepAlive,
    onExpired,
    broadcastActivity,
    ...overrides,
  });
  return { watch, changes, keepAlive, onExpired, broadcastActivity };
}

const seconds = (n: number) => vi.advanceTimersByTime(n * 1000);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('idlePeriodSeconds', () => {
  it('is the server lifespan when it is 60 s or less, otherwise 780 s', () => {
    expect(idlePeriodSeconds(30)).toBe(30);
    expect(idlePeriodSeconds(60)).toBe(60);
    expect(idlePeriodSeconds(61)).toBe(780);
    expect(idlePeriodSeconds(900)).toBe(780);
    expect(idlePeriodSeconds(null)).toBe(780);
  });
});

describe('session watch', () => {
  it('with a 900 s lifespan warns after 780 s idle, counts 120 s down, closes 1 s after expiry', () => {
    const { watch, onExpired } = setup({ lifespanSeconds: 900 });
    watch.start();
    seconds(779);
    expect(watch.snapshot().phase).toBe('active');
    seconds(1);
    expect(watch.snapshot()).toEqual({ phase: 'warning', remainingSeconds: 120 });
    seconds(60);
    expect(watch.snapshot()).toEqual({ phase: 'warning', remainingSeconds: 60 });
    seconds(59);
    expect(watch.snapshot()).toEqual({ phase: 'warning', remainingSeconds: 1 });
    seconds(1);
    expect(watch.snapshot()).toEqual({ phase: 'closing', remainingSeconds: 0 });
    vi.advanceTimersByTime(999);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(watch.snapshot().phase).toBe('closed');
    seconds(3600);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('with a 30 s lifespan warns after 30 s idle', () => {
    const { watch } = setup({ lifespanSeconds: 30 });
    watch.start();
    seconds(29);
    expect(watch.snapshot().phase).toBe('active');
    seconds(1);
    expect(watch.snapshot()).toEqual({ phase: 'warning', remainingSeconds: 120 });
    seconds(120);
    expect(watch.snapshot().phase).toBe('closing');
  });

  it('takes a lifespan learnt after start (the first authenticated answer)', () => {
    const { watch } = setup();
    watch.start();
    seconds(10);
    watch.setLifespan(30);
    seconds(19);
    expect(watch.snapshot().phase).toBe('active');
    seconds(1);
    expect(watch.snapshot().phase).toBe('warning');
  });

  it('emits every second of the countdown', () => {
    const { watch, changes } = setup({ lifespanSeconds: 30 });
    watch.start();
    seconds(30);
    changes.length = 0;
    seconds(5);
    expect(changes.map((c) => c.remainingSeconds)).toEqual([119, 118, 117, 116, 115]);
  });

  it('local activity postpones the warning; it is ignored once the prompt shows', () => {
    const { watch } = setup({ lifespanSeconds: 900 });
    watch.start();
    seconds(700);
    watch.activity();
    seconds(700);
    expect(watch.snapshot().phase).toBe('active');
    seconds(80);
    expect(watch.snapshot().phase).toBe('warning');
    watch.activity();
    seconds(1);
    expect(watch.snapshot()).toEqual({ phase: 'warning', remainingSeconds: 119 });
  });

  it('keep session pings the server and restarts the whole idle period', () => {
    const { watch, keepAlive, broadcastActivity } = setup({ lifespanSeconds: 900 });
    watch.start();
    seconds(800);
    expect(watch.snapshot().phase).toBe('warning');
    keepAlive.mockClear();
    watch.keepSession();
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(broadcastActivity).toHaveBeenCalledTimes(1);
    expect(watch.snapshot().phase).toBe('active');
    seconds(779);
    expect(watch.snapshot().phase).toBe('active');
    seconds(1);
    expect(watch.snapshot()).toEqual({ phase: 'warning', remainingSeconds: 120 });
  });

  it('activity in another tab resets the idle period and closes the prompt', () => {
    const { watch } = setup({ lifespanSeconds: 900 });
    watch.start();
    seconds(500);
    watch.remoteActivity(Date.now());
    seconds(779);
    expect(watch.snapshot().phase).toBe('active');
    seconds(1);
    expect(watch.snapshot().phase).toBe('warning');
    seconds(30);
    watch.remoteActivity(Date.now());
    expect(watch.snapshot().phase).toBe('active');
    seconds(779);
    expect(watch.snapshot().phase).toBe('active');
  });

  it('activity in another tab does not make this tab ping the server', () => {
    const { watch, keepAlive } = setup({ lifespanSeconds: 900 });
    watch.start();
    for (let i = 0; i < 8; i++) {
      seconds(5);
      watch.remoteActivity(Date.now());
    }
    expect(keepAlive).not.toHaveBeenCalled();
  });

  it('pings the server every 15 s only while there was activity since the last ping', () => {
    const { watch, keepAlive } = setup({ lifespanSeconds: 900 });
    watch.start();
    seconds(15);
    expect(keepAlive).not.toHaveBeenCalled();
    watch.activity();
    seconds(15);
    expect(keepAlive).toHaveBeenCalledTimes(1);
    // Active the whole minute: one ping each 15 s.
    for (let i = 0; i < 60; i++) {
      seconds(1);
      watch.activity();
    }
    expect(keepAlive).toHaveBeenCalledTimes(5);
    // Idle: no more pings.
    seconds(300);
    expect(keepAlive).toHaveBeenCalledTimes(5);
  });

  it.each([20, 60])(
    'with a %i s lifespan keeps the server session alive until the prompt is answered',
    (lifespan) => {
      // The server closes a session after `lifespan` seconds without a call.
      let lastCall = Date.now();
      let serverAlive = true;
      const keepAlive = vi.fn(() => {
        if (Date.now() - lastCall > lifespan * 1000) serverAlive = false;
        lastCall = Date.now();
      });
      const { watch } = setup({ lifespanSeconds: lifespan, keepAlive });
      watch.start();
      seconds(lifespan);
      expect(watch.snapshot().phase).toBe('warning');
      // The prompt waits almost to the end of its countdown; no activity the portal can see.
      seconds(115);
      expect(watch.snapshot().phase).toBe('warning');
      watch.keepSession();
      expect(serverAlive).toBe(true);
      expect(Date.now() - lastCall).toBe(0);
      expect(watch.snapshot().phase).toBe('active');
    },
  );

  it('pings every 15 s while the prompt is open', () => {
    const { watch, keepAlive } = setup({ lifespanSeconds: 900 });
    watch.start();
    seconds(780);
    expect(watch.snapshot().phase).toBe('warning');
    expect(keepAlive).toHaveBeenCalledTimes(1);
    seconds(60);
    expect(keepAlive).toHaveBeenCalledTimes(5);
  });

  it('tells other tabs of local activity at most once a second', () => {
    const { watch, broadcastActivity } = setup();
    watch.start();
    watch.activity();
    watch.activity();
    vi.advanceTimersByTime(500);
    watch.activity();
    expect(broadcastActivity).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    watch.activity();
    expect(broadcastActivity).toHaveBeenCalledTimes(2);
  });

  it('checks expiry against the clock every 5 s (a timer that fired late, a sleeping laptop)', () => {
    let clockOffset = 0;
    const { watch, changes } = setup({ lifespanSeconds: 900, now: () => Date.now() + clockOffset });
    watch.start();
    seconds(10);
    // The computer slept 20 minutes: the wall clock jumped, the timers did not run.
    clockOffset = 20 * 60 * 1000;
    seconds(5);
    expect(watch.snapshot().phase).toBe('closing');
    expect(changes.some((c) => c.phase === 'warning')).toBe(false);
  });

  it('warns before the absolute lifetime ends when the server says it is near', () => {
    const { watch } = setup({ lifespanSeconds: 900 });
    watch.start();
    seconds(10);
    watch.serverRemaining(900);
    seconds(100);
    expect(watch.snapshot().phase).toBe('active');
    // Only 300 s left of the 8 h: the prompt comes 120 s before that.
    watch.serverRemaining(300);
    seconds(179);
    expect(watch.snapshot().phase).toBe('active');
    seconds(1);
    expect(watch.snapshot()).toEqual({ phase: 'warning', remainingSeconds: 120 });
    watch.keepSession();
    expect(watch.snapshot().phase).toBe('warning');
  });

  it('stop cancels every timer', () => {
    const { watch, onExpired, keepAlive } = setup({ lifespanSeconds: 30 });
    watch.start();
    watch.activity();
    watch.stop();
    seconds(3600);
    expect(onExpired).not.toHaveBeenCalled();
    expect(keepAlive).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
