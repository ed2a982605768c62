import { isValidRut } from '@inversiones/design-system/es-cl';
import * as messages from './messages.ts';

export interface LoginErrors {
  rut?: string;
  clave?: string;
}

/** The checks made before calling the server: a valid rut and a non-empty password. */
export function validateLogin(rut: string, clave: string): LoginErrors {
  const m = messages.login;
  const errors: LoginErrors = {};
  if (!rut.trim()) errors.rut = m.rutRequired;
  else if (!isValidRut(rut)) errors.rut = m.rutInvalid;
  if (!clave) errors.clave = m.passwordRequired;
  return errors;
}

/** The text of /login/{status}: the handler's stored message first, then the status' own. */
export function loginStatusMessage(
  status: string | undefined,
  notice: { message: string } | null,
): string | null {
  if (notice?.message) return notice.message;
  if (!status) return null;
  return messages.login.statuses[status] ?? messages.login.statusFallback;
}
