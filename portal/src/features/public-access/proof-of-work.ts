import { publicAccess } from '@inversiones/contract';
import type { Challenge, Solution } from 'altcha-lib';
import { apiGet } from '../../http/client.ts';

/** Solves in the page when workers are unavailable (tests, old browsers). */
async function solveHere(challenge: Challenge): Promise<Solution | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  return solveChallenge({ challenge, deriveKey });
}

/** Solves in a Web Worker of our own origin (the CSP's worker-src 'self'). */
function solve(challenge: Challenge): Promise<Solution | null> {
  if (typeof Worker === 'undefined') return solveHere(challenge);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<Solution | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      solveHere(challenge).then(resolve, reject);
    };
    worker.postMessage(challenge);
  });
}

/** Fetches a fresh challenge and solves it: the payload one public request carries. */
export async function solvedChallenge(): Promise<string> {
  const challenge = await apiGet(publicAccess.challenge, { anonymous: true, onError: false });
  const solution = await solve(challenge);
  if (!solution) throw new Error('unsolved');
  return btoa(JSON.stringify({ challenge, solution }));
}
