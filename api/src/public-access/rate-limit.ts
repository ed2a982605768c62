/** Keys remembered at most (the oldest is forgotten first): bounded memory. */
const MAX_KEYS = 50_000;

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counts per key, in memory (one API process, like the login throttle). `take`
 * counts the attempt and says how long to wait when the key is over its limit.
 */
export class RateLimit {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds to wait when over the limit (nothing counted then), else undefined (counted). */
  take(key: string, now: number): number | undefined {
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.windows.delete(key);
      this.windows.set(key, entry);
    }
    if (entry.count >= this.max) return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    entry.count += 1;
    while (this.windows.size > MAX_KEYS) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
    return undefined;
  }
}
