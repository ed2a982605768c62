import type { publicAccess } from '@inversiones/contract';
import { normalizeSerial } from '@inversiones/es-cl';
import type { Database } from '../db/database.ts';
import { normalizeAnswer } from './questions.ts';

/**
 * The enrolment's identity questions: about data the firm holds (the client has not chosen any
 * security questions yet). The same for every rut, so they reveal nothing about who is a client.
 */
export const identityQuestions: readonly publicAccess.Question[] = [
  { id: 'comuna', texto: '¿En qué comuna está el domicilio que tiene registrado con nosotros?' },
  { id: 'anio-nacimiento', texto: '¿En qué año nació?' },
];

interface IdentityRecord {
  NumeroSerie?: string;
  FechaNacimiento?: string;
  Direccion?: { comuna?: string };
}

/** The firm's answer to each identity question, from the client record. */
const expected = (record: IdentityRecord): Record<string, string | undefined> => ({
  comuna: record.Direccion?.comuna,
  'anio-nacimiento': record.FechaNacimiento?.slice(0, 4),
});

export type IdentityCheck = 'wrong' | 'withoutAccess' | 'withAccess';

/**
 * Whether the serial and every answer match what the firm holds for the rut, and then whether the
 * client already has web access. An unknown rut does the same lookups and is simply 'wrong'.
 */
export async function checkIdentity(
  db: Database,
  clientId: number | null,
  rut: string,
  serial: string,
  given: readonly { id: string; respuesta: string }[],
): Promise<IdentityCheck> {
  const [record] = await db.query<{ data: IdentityRecord }>(
    'SELECT data FROM client_records WHERE rut = $1',
    [rut],
  );
  const [client] = await db.query<{ enrolled: boolean }>(
    'SELECT password_hash IS NOT NULL AS enrolled FROM clients WHERE id = $1',
    [clientId ?? -1],
  );
  const data = record?.data ?? {};
  const answers = expected(data);
  const serialRight =
    data.NumeroSerie !== undefined && normalizeSerial(data.NumeroSerie) === normalizeSerial(serial);
  const answersRight = identityQuestions.every(({ id }) => {
    const want = answers[id];
    const got = given.find((g) => g.id === id)?.respuesta ?? '';
    return want !== undefined && normalizeAnswer(got) === normalizeAnswer(want);
  });
  if (!client || !serialRight || !answersRight) return 'wrong';
  return client.enrolled ? 'withAccess' : 'withoutAccess';
}
