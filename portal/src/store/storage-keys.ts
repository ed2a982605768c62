// The browser keys of portal-spec section 3, by their spec names (sessionStorage only). None holds
// a credential: the session itself is an HttpOnly cookie; `sessionId` is its public id.
export const storageKeys = {
  wizardContext: 'wizardContext',
  jarvisStep: 'jarvisStep',
  profileRole: 'profileRole',
  flagPN: 'flagPN',
  flagSupervisor: 'flagSupervisor',
  flagOperador: 'flagOperador',
  flagChangeSession: 'flagChangeSession',
  hasTEFE: 'hasTEFE',
  fromUrl: 'fromUrl',
  /** The spec's spelling (sic): the URL to return to after login. */
  returnUlr: 'returnUlr',
  messageErrorLogin: 'messageErrorLogin',
  rutSessionTransfer: 'rutSessionTransfer',
  rutContextualized: 'rutContextualized',
  menu: 'menu',
  sessionId: 'sessionId',
  sessionId2: 'sessionId2',
  notificationCounter: 'notificationCounter',
  IsUserActive: 'IsUserActive',
  currentTrxBDP: 'currentTrxBDP',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Every spec key, for clearing. */
export const allStorageKeys: readonly StorageKey[] = Object.values(storageKeys);

/** Prefix of the form drafts (not a spec key: the portal's own, data only, never a password). */
export const DRAFT_KEY_PREFIX = 'formDraft:';

// sessionStorage can throw (privacy modes, quota): the portal then works without it.
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readKey(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeKey(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value lives in memory only.
  }
}

export function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/** Every key currently stored that starts with `prefix`. */
export function keysWithPrefix(prefix: string): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** Spec: "logged in when a session token is stored" (the public session id, never the secret). */
export function hasStoredSession(): boolean {
  return Boolean(readKey(storageKeys.sessionId));
}
