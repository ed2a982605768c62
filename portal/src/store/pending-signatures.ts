import { proxy, subscribe } from 'valtio';
import { sessionOwner, sessionState } from './session.ts';

/**
 * How many signatures wait for the profile, brokerage orders and documents (the menu's badge and
 * the home's notice). `loading` until the first answer; `failed` leaves both quiet (a hint).
 */
export const pendingSignaturesState = proxy({
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'failed',
  /** Orders and documents. */
  total: 0,
  /** Of them, documents. */
  documents: 0,
  /** Orders whose last day to sign is today. */
  dueToday: 0,
});

export interface PendingSignatures {
  total: number;
  documents: number;
  dueToday: number;
}

const none: PendingSignatures = { total: 0, documents: 0, dueToday: 0 };

// The session and rut the count belongs to: another profile has its own orders.
let countedFor: string | null = null;

export function clearPendingSignatures(): void {
  pendingSignaturesState.status = 'idle';
  Object.assign(pendingSignaturesState, none);
  countedFor = null;
}

subscribe(sessionState, () => {
  if (countedFor !== null && countedFor !== sessionOwner()) clearPendingSignatures();
});

/** A load started for this session and rut (the count already shown stays until it answers). */
export function startPendingSignatures(owner: string): void {
  if (countedFor !== owner) {
    Object.assign(pendingSignaturesState, none);
    pendingSignaturesState.status = 'loading';
  }
  countedFor = owner;
}

/** The answer for `owner` (a `sessionOwner()` value); ignored when the session moved on. */
export function setPendingSignatures(owner: string, pending: PendingSignatures): void {
  if (owner !== sessionOwner()) return;
  countedFor = owner;
  Object.assign(pendingSignaturesState, pending);
  pendingSignaturesState.status = 'ready';
}

/** The load for `owner` failed: nothing shown, nothing waits for it. */
export function failPendingSignatures(owner: string): void {
  if (owner !== sessionOwner() || pendingSignaturesState.status === 'ready') return;
  pendingSignaturesState.status = 'failed';
}
