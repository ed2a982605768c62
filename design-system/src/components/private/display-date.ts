import { formatDisplayDate } from '@inversiones/es-cl';

/** A date from the server (`YYYYMMDD` or `YYYY-MM-DD`) as DD/MM/YYYY; anything else as given. */
export function displayDate(value: string): string {
  try {
    return formatDisplayDate(value);
  } catch {
    // Already formatted or unknown: show it rather than break the list.
    return value;
  }
}

/** The `datetime` attribute (`YYYY-MM-DD`) of a server date, or undefined when unreadable. */
export function isoDate(value: string): string | undefined {
  const shown = displayDate(value);
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(shown);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}
