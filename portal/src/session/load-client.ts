import { client as clientApi, type Client } from '@inversiones/contract';
import { apiGet } from '../http/client.ts';
import { cachedClient, clientGeneration, clientState, storeClient } from '../store/client.ts';
import { sessionOwner } from '../store/session.ts';

let inFlight: { load: Promise<Client | null>; generation: number } | null = null;

/**
 * GET /client, cached (`Create` + 28800 s) for the session and rut it was loaded for. A 401 or
 * 403 sends the user to the login (spec 4); other failures are recorded and give null.
 */
export async function loadClient({
  force = false,
}: { force?: boolean } = {}): Promise<Client | null> {
  const cached = force ? null : cachedClient();
  if (cached) return cached;
  // A load from before the store was cleared (logout, another profile) may never answer: not shared.
  if (inFlight && !force && inFlight.generation === clientGeneration()) return inFlight.load;
  const generation = clientGeneration();
  const load = (async () => {
    const forOwner = sessionOwner();
    clientState.loading = true;
    clientState.error = null;
    try {
      const client = await apiGet(clientApi.client, {
        onError: { mode: 'redirect', redirectOn: [401, 403] },
      });
      // The session changed or the store was cleared while loading: the answer is stale.
      if (forOwner !== sessionOwner() || generation !== clientGeneration()) return null;
      storeClient(client, forOwner);
      return client;
    } catch (error) {
      if (forOwner === sessionOwner() && generation === clientGeneration())
        clientState.error = (error as Error).message;
      return null;
    } finally {
      if (generation === clientGeneration()) clientState.loading = false;
    }
  })();
  const current = { load, generation };
  inFlight = current;
  try {
    return await load;
  } finally {
    if (inFlight === current) inFlight = null;
  }
}
