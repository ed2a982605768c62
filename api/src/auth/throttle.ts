/** How failed logins are slowed down before (and besides) the account lock. */
export interface ThrottlePolicy {
  /** Failed logins one address may make per window before it gets 429 without any check. */
  addressMaxFailures: number;
  /** Failures of one rut that pass without delay; each later one waits twice the previous. */
  rutFreeFailures: number;
  /** The first delay of a rut past its free failures, in milliseconds. */
  rutDelayMs: number;
  /** The longest delay of a rut, in milliseconds. */
  rutMaxDelayMs: number;
  /** How long failures are remembered, in milliseconds. */
  windowMs: number;
  /** How long a refused (429) attempt is held before its answer, in milliseconds. */
  refusalDelayMs: number;
}

/**
 * 30 failures per address per 15 minutes lets an office behind one NAT mistype freely while a
 * flood is answered 429 without hashing; a rut's fourth failure waits 0.5 s, then 1 s, 2 s, 3 s.
 */
export const defaultThrottlePolicy: ThrottlePolicy = {
  addressMaxFailures: 30,
  rutFreeFailures: 3,
  rutDelayMs: 500,
  rutMaxDelayMs: 3000,
  windowMs: 15 * 60_000,
  // A flood's refused attempts are held a second each: 50 connections then cost 50 trivial
  // answers a second instead of thousands that would crowd the logged-in clients' requests.
  refusalDelayMs: 1000,
};

/** Addresses or ruts remembered at most (the oldest is forgotten first): bounded memory. */
const MAX_ENTRIES = 50_000;

interface Entry {
  failures: number;
  resetAt: number;
}

/** Failure counts per key in a fixed window, held in memory (one API process). */
class FailureCounter {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly windowMs: number) {}

  count(key: string, now: number): number {
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.failures;
  }

  add(key: string, now: number, delta: number) {
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { failures: 0, resetAt: now + this.windowMs };
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    entry.failures = Math.max(0, entry.failures + delta);
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  forget(key: string) {
    this.entries.delete(key);
  }

  secondsLeft(key: string, now: number): number {
    const entry = this.entries.get(key);
    return entry ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 1;
  }
}

/** One login attempt's place in the throttle; settle it with the outcome. */
export interface Ticket {
  /** How long to wait before checking the password (0: at once). */
  delayMs: number;
  succeeded(): void;
}

export type Admission = { ticket: Ticket } | { retryAfterS: number; delayMs: number };

/**
 * Login throttling by client address and by rut, known or not (so it tells nothing about which
 * ruts exist). Every attempt is counted as a failure when it arrives and given back when it
 * succeeds, so a parallel burst is throttled as surely as a sequential one.
 */
export class LoginThrottle {
  private readonly byAddress: FailureCounter;
  private readonly byRut: FailureCounter;

  constructor(private readonly policy: ThrottlePolicy = defaultThrottlePolicy) {
    this.byAddress = new FailureCounter(policy.windowMs);
    this.byRut = new FailureCounter(policy.windowMs);
  }

  admit(address: string, rut: string, now: number): Admission {
    const { addressMaxFailures, rutFreeFailures, rutDelayMs, rutMaxDelayMs } = this.policy;
    if (this.byAddress.count(address, now) >= addressMaxFailures) {
      return {
        retryAfterS: this.byAddress.secondsLeft(address, now),
        delayMs: this.policy.refusalDelayMs,
      };
    }
    const before = this.byRut.count(rut, now);
    this.byAddress.add(address, now, 1);
    this.byRut.add(rut, now, 1);
    const over = before - rutFreeFailures;
    const delayMs = over < 0 ? 0 : Math.min(rutMaxDelayMs, rutDelayMs * 2 ** over);
    return {
      ticket: {
        delayMs,
        succeeded: () => {
          this.byAddress.add(address, now, -1);
          this.byRut.forget(rut);
        },
      },
    };
  }
}
