import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

export type FlowKind = 'reset' | 'unlock' | 'enrol';
export type FlowStep = 'questions' | 'pin' | 'password' | 'ready' | 'done' | 'dead';

export interface Flow {
  token_hash: string;
  kind: FlowKind;
  rut: string;
  client_id: number | null;
  question_ids: string[];
  step: FlowStep;
  answer_failures: number;
  pin_hash: string | null;
  pin_expires_at: string | number | null;
  pin_attempts: number;
  pins_sent: number;
  new_password_hash: string | null;
  expires_at: string | number;
}

export const flowTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a flow (for an unknown rut too) and gives the token only the browser keeps. */
export async function startFlow(
  db: Database,
  flow: { kind: FlowKind; rut: string; clientId: number | null; questionIds: string[] },
  expiresAt: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM public_flows WHERE expires_at <= $1', [expiresAt - 24 * 3_600_000]);
  await db.query(
    `INSERT INTO public_flows (token_hash, kind, rut, client_id, question_ids, expires_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [
      flowTokenHash(token),
      flow.kind,
      flow.rut,
      flow.clientId,
      JSON.stringify(flow.questionIds),
      expiresAt,
    ],
  );
  return token;
}

/** The live flow of this kind for the token, locked for this step (FOR UPDATE), or undefined. */
export async function findFlow(
  db: Database,
  token: string,
  kind: FlowKind,
  now: number,
): Promise<Flow | undefined> {
  const [row] = await db.query<Flow>(
    `SELECT * FROM public_flows WHERE token_hash = $1 AND kind = $2 AND expires_at > $3
       AND step NOT IN ('done', 'dead')`,
    [flowTokenHash(token), kind, now],
  );
  return row;
}

/**
 * Moves a flow from one step to the next only if it is still at that step: of two parallel
 * requests with one token, one moves it and the other finds it moved (single use).
 */
export async function advance(
  db: Database,
  flow: Flow,
  to: FlowStep,
  set: Record<string, string | number | null> = {},
): Promise<boolean> {
  const columns = Object.keys(set);
  const assignments = columns.map((name, i) => `, ${name} = $${i + 4}`).join('');
  const rows = await db.query(
    `UPDATE public_flows SET step = $3${assignments}
     WHERE token_hash = $1 AND step = $2 RETURNING token_hash`,
    [flow.token_hash, flow.step, to, ...columns.map((name) => set[name] ?? null)],
  );
  return rows.length === 1;
}

/** Counts a wrong answer set; the flow dies at the limit. Answers whether it is still alive. */
export async function countAnswerFailure(db: Database, flow: Flow, max: number): Promise<boolean> {
  const [row] = await db.query<{ step: FlowStep }>(
    `UPDATE public_flows SET answer_failures = answer_failures + 1,
       step = CASE WHEN answer_failures + 1 >= $2 THEN 'dead' ELSE step END
     WHERE token_hash = $1 RETURNING step`,
    [flow.token_hash, max],
  );
  return row?.step !== 'dead';
}
