import { proxy, subscribe } from 'valtio';
import { sessionOwner, sessionState } from './session.ts';

/**
 * How many brokerage orders wait for the profile's signature (the menu's badge and the home's
 * notice). `loading` until the first answer; `failed` leaves both quiet (the count is a hint).
 */
export const pendingSignaturesState = proxy({
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'failed',
  orders: 0,
  /** Orders whose last day to sign is today. */
  dueToday: 0,
});

// The session and rut the count belongs to: another profile has its own orders.
let countedFor: string | null = null;

export function clearPendingSignatures(): void {
  pendingSignaturesState.status = 'idle';
  pendingSignaturesState.orders = 0;
  pendingSignaturesState.dueToday = 0;
  countedFor = null;
}

subscribe(sessionState, () => {
  if (countedFor !== null && countedFor !== sessionOwner()) clearPendingSignatures();
});

/** A load started for this session and rut (the count already shown stays until it answers). */
export function startPendingSignatures(owner: string): void {
  if (countedFor !== owner) {
    pendingSignaturesState.orders = 0;
    pendingSignaturesState.dueToday = 0;
    pendingSignaturesState.status = 'loading';
  }
  countedFor = owner;
}

/** The answer for `owner` (a `sessionOwner()` value); ignored when the session moved on. */
export function setPendingSignatures(owner: string, orders: number, dueToday: number): void {
  if (owner !== sessionOwner()) return;
  countedFor = owner;
  pendingSignaturesState.orders = orders;
  pendingSignaturesState.dueToday = dueToday;
  pendingSignaturesState.status = 'ready';
}

/** The load for `owner` failed: nothing shown, nothing waits for it. */
export function failPendingSignatures(owner: string): void {
  if (owner !== sessionOwner() || pendingSignaturesState.status === 'ready') return;
  pendingSignaturesState.status = 'failed';
}
