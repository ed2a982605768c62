// Serial number (numeroSerie) of the Chilean identity card.
import { cleanRut } from './rut.ts';

/** Serial number as sent: spaces and dots removed, letters upper-cased (`'a.123.456'` -> `'A123456'`). */
export function normalizeSerial(value: string): string {
  return value.replace(/[.\s]/g, '').toUpperCase();
}

/** True when the normalized serial is an optional letter followed by digits (nserie rule). */
export function isValidSerialFormat(value: string): boolean {
  return /^[A-Z]?\d+$/.test(normalizeSerial(value));
}

/** True when the serial equals the rut entered, hyphen and dots removed (error rutEntered). */
export function serialEqualsRut(serial: string, rut: string): boolean {
  const normalized = normalizeSerial(serial);
  return normalized !== '' && normalized === cleanRut(rut);
}
