import { client as clientApi, type Client } from '@inversiones/contract';
import { apiGet } from '../http/client.ts';
import { cachedClient, clientState, storeClient } from '../store/client.ts';
import { sessionOwner } from '../store/session.ts';

let inFlight: Promise<Client | null> | null = null;

/**
 * GET /client, cached (`Create` + 28800 s) for the session and rut it was loaded for. A 401 or
 * 403 sends the user to the login (spec 4); other failures are recorded and give null.
 */
export async function loadClient({
  force = false,
}: { force?: boolean } = {}): Promise<Client | null> {
  const cached = force ? null : cachedClient();
  if (cached) return cached;
  if (inFlight && !force) return inFlight;
  const load = (async () => {
    const forOwner = sessionOwner();
    clientState.loading = true;
    clientState.error = null;
    try {
      const client = await apiGet(clientApi.client, {
        onError: { mode: 'redirect', redirectOn: [401, 403] },
      });
      // The session changed while loading (logout, another account): the answer is stale.
      if (forOwner !== sessionOwner()) return null;
      storeClient(client, forOwner);
      return client;
    } catch (error) {
      if (forOwner === sessionOwner()) clientState.error = (error as Error).message;
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
