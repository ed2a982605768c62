import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import * as messages from './messages.ts';

const relative = new Intl.RelativeTimeFormat('es-CL', { numeric: 'always' });
const clock = new Intl.DateTimeFormat('es-CL', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/**
 * How long ago, approximately ('hace 12 minutos', 'hace 3 horas', 'hace 2 días'): the server
 * records use loosely, so minutes are as precise as it gets.
 */
export function lastUseText(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (!(minutes >= 1)) return messages.devices.justNow;
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}

/** Date and time of the local clock: '27/11/2026 10:32'. */
export function startedText(iso: string): string {
  const date = new Date(iso);
  return `${formatDisplayDate(date)} ${clock.format(date)}`;
}
