/** The four tones of feedback. */
export type AlertTone = 'info' | 'warning' | 'error' | 'success';

/**
 * A priority as configuration and the server send it: a tone name, or the spec's numbers
 * 1 Information, 2 Warning, 3 Error (as number or string).
 */
export type AlertPriority = AlertTone | 1 | 2 | 3 | number | string | null | undefined;

const byNumber: Record<string, AlertTone> = { '1': 'info', '2': 'warning', '3': 'error' };
const tones: readonly string[] = ['info', 'warning', 'error', 'success'];

/** Maps any priority to a tone; anything unknown is info. */
export function toAlertTone(priority: AlertPriority): AlertTone {
  if (priority === null || priority === undefined) return 'info';
  const key = String(priority).trim().toLowerCase();
  if (byNumber[key]) return byNumber[key];
  return tones.includes(key) ? (key as AlertTone) : 'info';
}
