import { client as clientApi, type Client } from '@inversiones/contract';
import { proxy, subscribe } from 'valtio';
import { apiGet } from '../http/client.ts';
import { sessionState } from './session.ts';

/** Spec 9: the client's data is cached for 28800 seconds (from its `Create` timestamp). */
export const CLIENT_CACHE_SECONDS = 28800;

export const clientState = proxy({
  client: null as Client | null,
  loading: false,
  /** The message of the last failed load (not a 401/403: those redirect to the login). */
  error: null as string | null,
});

// The session and rut the cached client belongs to: contextualizing clears it (spec 4).
let cachedFor: string | null = null;
let inFlight: Promise<Client | null> | null = null;

const owner = () => `${sessionState.sessionId ?? ''}|${sessionState.rut ?? ''}`;

function isFresh(client: Client, now: number): boolean {
  const created = Date.parse(client.Create);
  // A Create that cannot be read: kept for this page's life (the next login refreshes it).
  if (Number.isNaN(created)) return true;
  return now - created < CLIENT_CACHE_SECONDS * 1000 && created - now < CLIENT_CACHE_SECONDS * 1000;
}

export function clearClient(): void {
  clientState.client = null;
  clientState.error = null;
  cachedFor = null;
}

subscribe(sessionState, () => {
  if (cachedFor !== null && cachedFor !== owner()) clearClient();
});

/**
 * GET /client, cached (`Create` + 28800 s) for the session and rut it was loaded for. A 401 or
 * 403 sends the user to the login (spec 4); other failures are recorded and give null.
 */
export async function loadClient({
  force = false,
}: { force?: boolean } = {}): Promise<Client | null> {
  const cached = clientState.client;
  if (!force && cached && cachedFor === owner() && isFresh(cached, Date.now())) return cached;
  if (inFlight && !force) return inFlight;
  const load = (async () => {
    const forOwner = owner();
    clientState.loading = true;
    clientState.error = null;
    try {
      const client = await apiGet(clientApi.client, {
        onError: { mode: 'redirect', redirectOn: [401, 403] },
      });
      // The session changed while loading (logout, another account): the answer is stale.
      if (forOwner !== owner()) return null;
      clientState.client = client;
      cachedFor = forOwner;
      return client;
    } catch (error) {
      if (forOwner === owner()) clientState.error = (error as Error).message;
      return null;
    } finally {
      clientState.loading = false;
    }
  })();
  inFlight = load;
  try {
    return await load;
  } finally {
    if (inFlight === load) inFlight = null;
  }
}
