import { createHmac } from 'node:crypto';
import type { publicAccess } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import { hashPassword, verifyPassword } from '../db/password.ts';

/** The security questions a client may have answered (ids stored, texts shown). */
export const questionCatalogue: readonly publicAccess.Question[] = [
  { id: 'mascota', texto: '¿Cómo se llamaba su primera mascota?' },
  { id: 'ciudad-madre', texto: '¿En qué ciudad nació su madre?' },
  { id: 'colegio', texto: '¿Cómo se llamaba su colegio de enseñanza básica?' },
  { id: 'calle', texto: '¿En qué calle vivía cuando era niño o niña?' },
  { id: 'apodo', texto: '¿Cuál era su apodo de infancia?' },
  { id: 'libro', texto: '¿Cuál es el primer libro que recuerda haber leído?' },
];

/** How many questions a flow asks: every client has answered this many. */
export const QUESTIONS_ASKED = 3;

/** Case, accents, surrounding and repeated spaces do not make an answer wrong. */
export function normalizeAnswer(answer: string): string {
  return answer.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The demo clients' answers (printed in the README): the same for all of them. */
export const demoAnswers: Readonly<Record<string, string>> = {
  mascota: 'Canela',
  'ciudad-madre': 'Valdivia',
  colegio: 'Santa María',
};

let demoHashes: Promise<[string, string][]> | undefined;
/** Hashed once per process (scrypt is slow on purpose); the seed reuses them for every client. */
const hashedDemoAnswers = () =>
  (demoHashes ??= Promise.all(
    Object.entries(demoAnswers).map(
      async ([id, answer]) => [id, await hashPassword(normalizeAnswer(answer))] as [string, string],
    ),
  ));

/** Gives a client the demo answers unless they already have some. */
export async function seedDemoAnswers(db: Database, clientId: number): Promise<void> {
  const [existing] = await db.query('SELECT 1 FROM security_answers WHERE client_id = $1 LIMIT 1', [
    clientId,
  ]);
  if (existing) return;
  for (const [id, hash] of await hashedDemoAnswers()) {
    await db.query(
      `INSERT INTO security_answers (client_id, question_id, answer_hash) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [clientId, id, hash],
    );
  }
}

/**
 * The questions a flow asks: the client's own, or for an unknown rut a set picked by a keyed hash
 * of the rut, the same at every visit, so repeating a rut tells nothing about whether it exists.
 */
export async function questionsFor(
  db: Database,
  clientId: number | null,
  rut: string,
  key: string,
): Promise<string[]> {
  const rows = await db.query<{ question_id: string }>(
    'SELECT question_id FROM security_answers WHERE client_id = $1 ORDER BY question_id',
    [clientId ?? -1],
  );
  if (clientId !== null && rows.length > 0) return rows.map((r) => r.question_id);
  const digest = createHmac('sha256', key).update(`preguntas:${rut}`).digest();
  return [...questionCatalogue]
    .map((q, i) => ({ id: q.id, order: digest.readUInt16BE(i * 2) }))
    .sort((a, b) => a.order - b.order)
    .slice(0, QUESTIONS_ASKED)
    .map((q) => q.id)
    .sort();
}

export const questionTexts = (ids: readonly string[]): publicAccess.Question[] =>
  ids.map((id) => questionCatalogue.find((q) => q.id === id) ?? { id, texto: id });

let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('respuesta-de-relleno'));

/**
 * Whether every asked question got its right answer. Each asked question costs one scrypt check,
 * against a dummy hash when there is no stored answer (an unknown rut): the same work either way.
 */
export async function answersMatch(
  db: Database,
  clientId: number | null,
  asked: readonly string[],
  given: readonly { id: string; respuesta: string }[],
): Promise<boolean> {
  const stored = new Map(
    (
      await db.query<{ question_id: string; answer_hash: string }>(
        'SELECT question_id, answer_hash FROM security_answers WHERE client_id = $1',
        [clientId ?? -1],
      )
    ).map((r) => [r.question_id, r.answer_hash]),
  );
  let all = clientId !== null;
  for (const id of asked) {
    const answer = given.find((g) => g.id === id)?.respuesta ?? '';
    const hash = stored.get(id);
    const right = await verifyPassword(normalizeAnswer(answer), hash ?? (await dummy()));
    all = all && right && hash !== undefined && answer !== '';
  }
  return all;
}
