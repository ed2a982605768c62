// No zod and no React here: the entry runs this before the rest of the portal's code has loaded.
import { earlyPaths } from '@inversiones/contract/early-paths';
import { readKey, storageKeys } from '../store/storage-keys.ts';
import { API_BASE } from './url.ts';
import { callHeaders } from './wire.ts';

/** An early answer nobody took by then is dropped: a later visit asks afresh. */
export const EARLY_ANSWER_TTL_MS = 10_000;

interface EarlyAnswer {
  response: Promise<Response>;
  owner: string;
  asked: number;
}

const answers = new Map<string, EarlyAnswer>();

// The session and profile the answer belongs to (both in storage before the stores exist).
function storedOwner(): string | null {
  const sessionId = readKey(storageKeys.sessionId);
  if (!sessionId) return null;
  return `${sessionId}|${readKey(storageKeys.rutContextualized) ?? ''}`;
}

/** The GETs the shell (client, chat, lifespan) and the page at `pathname` ask on a reload. */
export function earlyPathsFor(pathname: string): string[] {
  const shell = [earlyPaths.client, earlyPaths.chatLink, earlyPaths.lifespan];
  const page = pathname.replace(/\/+$/, '') || '/';
  if (page === '/')
    return [...shell, earlyPaths.statement, earlyPaths.notices, earlyPaths.contactValidation];
  if (page === '/ffmm/misFondos') return [...shell, earlyPaths.myFunds];
  return shell;
}

/**
 * A reload with a stored session asks the first page's GETs at once, while React and the page's
 * code load: each answer is ready, or on its way, when its component asks (`takeEarlyAnswer`).
 * Without a session nothing is asked (the login needs none of them).
 */
export function askEarly(pathname: string, now: number = Date.now()): void {
  const owner = storedOwner();
  if (!owner) return;
  const headers = callHeaders('application/json', true);
  for (const path of earlyPathsFor(pathname)) {
    const url = `${API_BASE}${path}`;
    const response = fetch(url, { method: 'GET', credentials: 'include', headers });
    // Taken or not, a failure here is the taker's to report (or nobody's).
    response.catch(() => undefined);
    answers.set(url, { response, owner, asked: now });
  }
}

/**
 * The early answer to `url`, once: a second caller asks the network. Nothing when it is older
 * than the TTL or the session or profile changed since it was asked.
 */
export function takeEarlyAnswer(
  url: string,
  now: number = Date.now(),
): Promise<Response> | undefined {
  const answer = answers.get(url);
  if (!answer) return undefined;
  answers.delete(url);
  if (now - answer.asked > EARLY_ANSWER_TTL_MS || answer.owner !== storedOwner()) return undefined;
  return answer.response;
}

/** For tests: forgets every early answer. */
export function forgetEarlyAnswers(): void {
  answers.clear();
}
