/** How often codes may be typed and sent (besides the five-wrong-codes block of each method). */
export interface SecurityPassLimits {
  /** Codes one session may submit per window (right or wrong). */
  entriesPerSession: number;
  /** Codes one client may submit per window, across all sessions. */
  entriesPerClient: number;
  /** Codes one session may have sent per window. */
  sendsPerSession: number;
  /** Codes one client may have sent per window, across all sessions. */
  sendsPerClient: number;
  /** The wait between two codes sent to one client by one channel, in milliseconds. */
  resendWaitMs: number;
  /** The window of the counts above, in milliseconds. */
  windowMs: number;
}

/**
 * Ten entries per session and twenty per client in 15 minutes leave room for typos across the
 * five-wrong block and a second device, and stop a script cycling methods; three sends per
 * session and five per client cap what an attacker can make us text to a victim.
 */
export const defaultSecurityPassLimits: SecurityPassLimits = {
  entriesPerSession: 10,
  entriesPerClient: 20,
  sendsPerSession: 3,
  sendsPerClient: 5,
  resendWaitMs: 60_000,
  windowMs: 15 * 60_000,
};

/** Keys remembered at most (the oldest is forgotten first): bounded memory. */
const MAX_ENTRIES = 50_000;

interface Entry {
  count: number;
  resetAt: number;
}

/** Counts per key in a fixed window, in memory (one API process), as the login throttle does. */
export class WindowCounter {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly windowMs: number) {}

  /** Counts one use of `key` when under `max`; otherwise the seconds until the window ends. */
  take(key: string, max: number, now: number): { ok: true } | { retryAfterS: number } {
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    if (entry.count >= max) {
      return { retryAfterS: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
    }
    entry.count += 1;
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return { ok: true };
  }

  /** Gives back one use (a check that could not run). */
  giveBack(key: string) {
    const entry = this.entries.get(key);
    if (entry) entry.count = Math.max(0, entry.count - 1);
  }
}

/** The last send time per key (client and channel), for the resend wait. */
export class LastSent {
  private readonly times = new Map<string, number>();

  /** Milliseconds left before `key` may send again (0: now), recording `now` when it may. */
  claim(key: string, waitMs: number, now: number): number {
    const last = this.times.get(key);
    if (last !== undefined && now - last < waitMs) return waitMs - (now - last);
    this.times.delete(key);
    this.times.set(key, now);
    while (this.times.size > MAX_ENTRIES) {
      const oldest = this.times.keys().next().value;
      if (oldest === undefined) break;
      this.times.delete(oldest);
    }
    return 0;
  }
}
