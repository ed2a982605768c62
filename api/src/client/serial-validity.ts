import { normalizeSerial } from '@inversiones/es-cl';

export type SerialValidity = 'malformed' | 'expired' | 'valid';

/**
 * The identity-card serial validity service (/cliente/carnet/serie/vigencia): 9 digits, optionally
 * after a letter. Demo rule: a serial starting '999' belongs to an expired card.
 */
export function serialValidity(serialNumber: string): SerialValidity {
  const clean = normalizeSerial(serialNumber);
  if (!/^[A-Z]?\d{9}$/.test(clean)) return 'malformed';
  return clean.replace(/^[A-Z]/, '').startsWith('999') ? 'expired' : 'valid';
}
