import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { loadClient } from '../../session/load-client.ts';
import { clientState } from '../../store/client.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first word of a name ('CAMILA ANDREA' gives 'CAMILA'; the style capitalises it). */
export function firstWord(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const word = name.trim().split(/\s+/)[0];
  return word ? word : undefined;
}

/** The first name in the wizard's data (datos.Nombre, the spec's user data record), if any. */
export function firstNameInData(data: Readonly<Record<string, unknown>>): string | undefined {
  const datos = data.datos;
  return isRecord(datos) ? firstWord(datos.Nombre) : undefined;
}

/**
 * The client's first name for a landing title: from the wizard's data, else from the logged-in
 * client's record (loaded once, cached by the store).
 */
export function useClientFirstName(data: Readonly<Record<string, unknown>>): string | undefined {
  const fromData = firstNameInData(data);
  const { client } = useSnapshot(clientState);
  useEffect(() => {
    // A failed load only leaves the name out of the title.
    if (!fromData) void loadClient().catch(() => undefined);
  }, [fromData]);
  return fromData ?? firstWord(client?.Nombre);
}
