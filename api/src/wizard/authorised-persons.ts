import { cleanRut } from '@inversiones/es-cl';
import { ApiError } from '../platform/http.ts';

/** The authorisations wizard (Mis Datos Personales › Autorización y Clase de Órdenes). */
export const AUTHORISATIONS_WIZARD = 'EBAUTORIZACIONESCLIENTE';
const LIST_KEY = 'autorizados';

export const ownRutAuthorisedMessage =
  'Usted no puede registrarse como persona autorizada: sus propias órdenes siempre se aceptan.';

/**
 * Spec 5: the client's own ID cannot be registered as an authorised person. Checked on every
 * save, not only at the end: the tab saves the list as the client edits it (422 otherwise).
 */
export function refuseOwnRutAuthorised(wizardId: string, data: unknown, ownRut: string): void {
  if (wizardId !== AUTHORISATIONS_WIZARD || typeof data !== 'object' || data === null) return;
  const list = (data as Record<string, unknown>)[LIST_KEY];
  if (!Array.isArray(list)) return;
  const own = cleanRut(ownRut);
  const index = list.findIndex(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { Rut?: unknown }).Rut === 'string' &&
      cleanRut((item as { Rut: string }).Rut) === own,
  );
  if (index >= 0)
    throw new ApiError(422, ownRutAuthorisedMessage, [LIST_KEY, String(index), 'Rut']);
}
