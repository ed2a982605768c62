import { randomInt } from 'node:crypto';
import type { publicAccess } from '@inversiones/contract';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Database } from '../db/database.ts';

/** How long a challenge may wait for its solution. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export interface ChallengeOptions {
  /** The HMAC key that signs challenges (and their expected keys). */
  key: string;
  /**
   * The counter the browser must reach is picked at random below this: about 50 000 SHA-256
   * digests at most, under a second in a browser worker, a cost that adds up for a flood.
   */
  maxCounter: number;
}

/**
 * Self-hosted proof of work (ALTCHA v2, deterministic mode): the server picks the counter, keeps
 * nothing until a solution comes, and checks it with one HMAC. The expiry travels signed in
 * `data.vence` and is checked against the app's clock (the library's own check reads the wall
 * clock, which tests and demos move).
 */
export class ChallengeBook {
  constructor(
    private readonly db: Database,
    private readonly options: ChallengeOptions,
  ) {}

  async create(now: number): Promise<publicAccess.Challenge> {
    const { key, maxCounter } = this.options;
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(Math.max(1, Math.floor(maxCounter / 4)), Math.max(2, maxCounter)),
      deriveKey,
      data: { vence: now + CHALLENGE_TTL_MS },
      hmacSignatureSecret: key,
      hmacKeySignatureSecret: key,
    });
    return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
  }

  /** True once per solved, unexpired challenge signed with our key; a replay is refused. */
  async redeem(payload: string, now: number): Promise<boolean> {
    const parsed = decode(payload);
    if (!parsed) return false;
    const { challenge, solution } = parsed;
    const vence = challenge.parameters.data?.vence;
    if (typeof vence !== 'number' || vence <= now || !challenge.signature) return false;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.options.key,
      hmacKeySignatureSecret: this.options.key,
    });
    if (!result.verified) return false;
    await this.db.query('DELETE FROM spent_challenges WHERE expires_at <= $1', [now]);
    const spent = await this.db.query(
      `INSERT INTO spent_challenges (signature, expires_at) VALUES ($1, $2)
       ON CONFLICT (signature) DO NOTHING RETURNING signature`,
      [challenge.signature, vence],
    );
    return spent.length === 1;
  }
}

/** The browser's payload: base64 of `{ challenge, solution }`. */
function decode(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    const { challenge, solution } = value;
    if (!challenge?.parameters || typeof challenge.signature !== 'string') return undefined;
    if (!solution || typeof solution.counter !== 'number') return undefined;
    if (typeof solution.derivedKey !== 'string') return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}
