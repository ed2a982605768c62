/**
 * Digits left visible by the masked phone display. The spec only says phone numbers may be
 * masked; we keep the last 3, as the kit's masked rut hides 3 characters.
 */
export const PHONE_VISIBLE_DIGITS = 3;

/** Masked phone: the prefix as shown, then the number with all but its last 3 digits as `*`. */
export function maskPhone(prefixText: string, number: string): string {
  const digits = number.replace(/\D/g, '');
  const hidden = Math.max(0, digits.length - PHONE_VISIBLE_DIGITS);
  const masked = `${'*'.repeat(hidden)}${digits.slice(hidden)}`;
  return [prefixText, masked].filter(Boolean).join(' ');
}
