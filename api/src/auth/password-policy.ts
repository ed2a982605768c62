import { auth } from '@inversiones/contract';
import { messages } from '../messages.ts';

const { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } = auth;

/**
 * The server's rules for a new password. Length only, counted in characters (code points), up to
 * the request limit and never truncated; no composition rules (ASVS 2.1.2 and 2.1.9). The rut is
 * refused because it is the first thing anyone who knows the client would try.
 */
export function passwordProblem(rut: string, next: string): string | undefined {
  const length = [...next].length;
  if (length < PASSWORD_MIN_LENGTH || next.length > PASSWORD_MAX_LENGTH) {
    return messages.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
  }
  const body = rut.split('-')[0] ?? '';
  const compact = next.replace(/[.\-\s]/g, '');
  if (body.length >= 4 && compact.includes(body)) return messages.passwordRut;
  return undefined;
}
