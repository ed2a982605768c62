import * as messages from '../../messages.ts';

/** mm:ss of a number of seconds (negative counts as zero): 125 -> '02:05'. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Whether the polite live region should speak at this remaining time: every 15 seconds, then
 * every second during the last 20 seconds (never at zero: the dialog then says 'Cerrando Sesión').
 */
export function shouldAnnounceCountdown(remainingSeconds: number): boolean {
  const s = Math.floor(remainingSeconds);
  if (s <= 0) return false;
  if (s <= 20) return true;
  return s % 15 === 0;
}

/** The spoken form: 'Su sesión expira en 1 minuto y 45 segundos'. */
export function spokenCountdown(remainingSeconds: number): string {
  const s = Math.max(0, Math.floor(remainingSeconds));
  return messages.idle.spoken(Math.floor(s / 60), s % 60);
}
