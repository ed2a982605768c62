import { readKey, removeKey, storageKeys, writeKey } from '../store/storage-keys.ts';

/** What the login page shows after a redirect: the status of /login/{status} and its message. */
export interface LoginNotice {
  status: string;
  message: string;
}

/** Kept in the spec key `messageErrorLogin` until the login page takes it. */
export function storeLoginNotice(notice: LoginNotice): void {
  writeKey(storageKeys.messageErrorLogin, JSON.stringify(notice));
}

export function hasLoginNotice(): boolean {
  return readKey(storageKeys.messageErrorLogin) !== null;
}

/** The stored notice, once; null when there is none or it is not one of ours. */
export function takeLoginNotice(): LoginNotice | null {
  const raw = readKey(storageKeys.messageErrorLogin);
  removeKey(storageKeys.messageErrorLogin);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { status, message } = value as { status?: unknown; message?: unknown };
    if (typeof status !== 'string' || typeof message !== 'string' || !message) return null;
    return { status, message };
  } catch {
    return null;
  }
}
