import type { Client } from '@inversiones/contract';
import { formatRut } from '@inversiones/design-system/es-cl';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The personal-data wizard's data with the client record's name, RUT, sex and contact where nothing is
 * saved yet: a client who never went through the wizard reads what the firm knows of her.
 */
export function prefillPersonalData(
  data: Readonly<Record<string, unknown>>,
  client: Client | null,
): Record<string, unknown> {
  if (!client) return { ...data };
  const saved = isRecord(data.datos) ? data.datos : {};
  const known: Record<string, unknown> = {
    Nombre: client.Nombre,
    ApellidoPaterno: client.ApellidoPaterno,
    ApellidoMaterno: client.ApellidoMaterno,
    Rut: formatRut(client.RutCliente),
    ...(client.Genero === 'M' || client.Genero === 'F' ? { Sexo: client.Genero } : {}),
    ...(client.Email ? { Email: client.Email } : {}),
    ...(client.Telefono ? { Telefono: client.Telefono } : {}),
  };
  const datos: Record<string, unknown> = { ...saved };
  for (const [key, value] of Object.entries(known)) {
    if (datos[key] === undefined || datos[key] === null || datos[key] === '') datos[key] = value;
  }
  return { ...data, datos };
}
