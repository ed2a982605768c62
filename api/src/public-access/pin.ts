import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { publicAccess } from '@inversiones/contract';

/** A fresh PIN: uniformly random digits. */
export const newPinCode = (): string =>
  String(randomInt(0, 10 ** publicAccess.PIN_LENGTH)).padStart(publicAccess.PIN_LENGTH, '0');

/** The PIN as stored: keyed and bound to its flow, so a stolen table gives nothing to try. */
export const pinHash = (key: string, flow: string, pin: string): string =>
  createHmac('sha256', key).update(`pin:${flow}:${pin}`).digest('hex');

export function samePin(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(actual, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
