import type { Client } from '@inversiones/contract';
import { proxy, subscribe } from 'valtio';
import { sessionOwner, sessionState } from './session.ts';

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
// Bumped by every clear: a load begun before it is abandoned, never shared nor stored.
let generation = 0;

/** Which clear the store is at: a load compares it before it shares or stores its answer. */
export const clientGeneration = (): number => generation;

function isFresh(client: Client, now: number): boolean {
  const created = Date.parse(client.Create);
  // A Create that cannot be read: kept for this page's life (the next login refreshes it).
  if (Number.isNaN(created)) return true;
  return now - created < CLIENT_CACHE_SECONDS * 1000 && created - now < CLIENT_CACHE_SECONDS * 1000;
}

export function clearClient(): void {
  generation += 1;
  clientState.client = null;
  clientState.error = null;
  cachedFor = null;
}

subscribe(sessionState, () => {
  if (cachedFor !== null && cachedFor !== sessionOwner()) clearClient();
});

/** The cached client when it belongs to this session and rut and is still fresh; else null. */
export function cachedClient(now: number = Date.now()): Client | null {
  const cached = clientState.client;
  return cached && cachedFor === sessionOwner() && isFresh(cached, now) ? cached : null;
}

/** Keeps the client loaded for `owner` (a `sessionOwner()` value). */
export function storeClient(client: Client, owner: string): void {
  clientState.client = client;
  cachedFor = owner;
}
