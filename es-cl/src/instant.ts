// Instants (an ISO date-time or epoch milliseconds) as Chile reads them: in Santiago's time,
// summer and winter included, wherever the browser or the server runs.

export const SANTIAGO_TIME_ZONE = 'America/Santiago';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SANTIAGO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface InstantFormatOptions {
  /** Adds the seconds ('12:05:10'): for what changes faster than a minute (prices every 10 s). */
  seconds?: boolean;
}

/** The instant's date and time in Santiago: `{ date: '2026-11-27', time: '12:05' }`. */
export function santiagoDateTime(
  instant: string | number | Date,
  { seconds = false }: InstantFormatOptions = {},
): { date: string; time: string } {
  const p = Object.fromEntries(
    parts.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]),
  );
  const time = `${p.hour}:${p.minute}${seconds ? `:${p.second}` : ''}`;
  return { date: `${p.year}-${p.month}-${p.day}`, time };
}

/** '27/11/2026 12:05' (with `seconds`, '27/11/2026 12:05:10'): the instant in Santiago. */
export function formatInstant(
  instant: string | number | Date,
  options: InstantFormatOptions = {},
): string {
  const { date, time } = santiagoDateTime(instant, options);
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
}
