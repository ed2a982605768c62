/** Whole seconds left, rounded up: 44.2 s left still reads 0:45, and 0:00 only once expired. */
export function remainingSeconds(remainingMs: number): number {
  return remainingMs <= 0 ? 0 : Math.ceil(remainingMs / 1000);
}

/** m:ss of a number of seconds (negative counts as zero): 45 -> '0:45', 125 -> '2:05'. */
export function formatQuoteCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The announcement stages, in order: more than 30 s, 30 s or less, 10 s or less, expired. */
export type QuoteStage = 0 | 1 | 2 | 3;

export function quoteStage(seconds: number): QuoteStage {
  if (seconds <= 0) return 3;
  if (seconds <= 10) return 2;
  if (seconds <= 30) return 1;
  return 0;
}

/** Milliseconds until the shown second changes (the next whole second of the time left). */
export function msToNextSecond(remainingMs: number): number {
  return remainingMs % 1000 || 1000;
}
