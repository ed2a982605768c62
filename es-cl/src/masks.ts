// Masked display of personal data: rut and e-mail (portal-spec 5).
import { formatRut, splitRut } from './rut.ts';

/** Characters of a rut's display form that the masked display hides. */
export const RUT_MASKED_TAIL = 3;

/**
 * Masked rut: the display form (`12.345.678-5`) with its last 3 characters replaced by asterisks
 * (`12.345.67***`); a value that is not a rut is masked as typed; an empty value stays empty.
 */
export function maskRut(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const shown = splitRut(trimmed) ? formatRut(trimmed) : trimmed;
  return `${shown.slice(0, Math.max(0, shown.length - RUT_MASKED_TAIL))}***`;
}

/**
 * Masked e-mail: first 3 characters of the local part, `***`, `@`, first character of the domain,
 * `***`, then the rest of the domain from its first dot (`juan.perez@gmail.com` becomes
 * `jua***@g***.com`); a value without `@` is returned unchanged.
 */
export function maskEmail(value: string): string {
  const at = value.indexOf('@');
  if (at < 0) return value;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const dot = domain.indexOf('.');
  const rest = dot < 0 ? '' : domain.slice(dot);
  return `${local.slice(0, 3)}***@${domain.slice(0, 1)}***${rest}`;
}
