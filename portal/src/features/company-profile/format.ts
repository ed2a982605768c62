import { formatRut } from '@inversiones/design-system/es-cl';

const dateTime = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An ISO instant as Chile reads it: '27/11/2026 10:32' (Santiago time, wherever the browser is). */
export function formatInstant(iso: string): string {
  const part = Object.fromEntries(
    dateTime.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

export const dottedRut = (rut: string) => formatRut(rut);
