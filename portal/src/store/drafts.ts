import { useEffect, useRef } from 'react';
import { sessionState } from './session.ts';
import { DRAFT_KEY_PREFIX, readKey, removeKey, writeKey } from './storage-keys.ts';

/** Fields never kept in a draft, at any depth: passwords ("clave") and tokens. */
const SECRET_FIELD = /clave|password|contrase(n|ñ)a|token/i;

interface StoredDraft {
  /** Path and query of the form's page: the draft comes back only there. */
  url: string;
  /** The rut the session acted for: another person logging in on this tab never gets it. */
  owner: string;
  data: unknown;
}

const currentOwner = () => sessionState.rut ?? '';

function pageUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** A copy of `value` without secret fields, functions, files or other non-data values. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) {
    return undefined;
  }
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    if (SECRET_FIELD.test(name)) continue;
    const kept = withoutSecrets(field);
    if (kept !== undefined) out[name] = kept;
  }
  return out;
}

/** Keeps a form's data (never a password) for the page it is on, until `takeDraft`. */
export function saveDraft(key: string, data: unknown, url: string = pageUrl()): void {
  const draft: StoredDraft = { url, owner: currentOwner(), data: withoutSecrets(data) };
  writeKey(`${DRAFT_KEY_PREFIX}${key}`, JSON.stringify(draft));
}

/**
 * The draft saved under `key` for the rut the session acts for, once (it is removed). With `url`,
 * only a draft saved on that page is given (another page's draft stays for its own page).
 */
export function takeDraft<T = unknown>(key: string, { url }: { url?: string } = {}): T | null {
  const storageKey = `${DRAFT_KEY_PREFIX}${key}`;
  const raw = readKey(storageKey);
  if (!raw) return null;
  let draft: StoredDraft;
  try {
    draft = JSON.parse(raw) as StoredDraft;
  } catch {
    removeKey(storageKey);
    return null;
  }
  if (draft.owner !== currentOwner()) {
    // Someone else's work (a shared computer): dropped, never shown.
    removeKey(storageKey);
    return null;
  }
  if (url !== undefined && draft.url !== url) return null;
  removeKey(storageKey);
  return (draft.data ?? null) as T | null;
}

type ValuesSource = () => unknown;
const sources = new Map<string, { getValues: ValuesSource; url: string }>();

/** A form in progress: its values are saved when the session ends. Returns the unregister. */
export function registerDraftSource(key: string, getValues: ValuesSource): () => void {
  const entry = { getValues, url: pageUrl() };
  sources.set(key, entry);
  return () => {
    if (sources.get(key) === entry) sources.delete(key);
  };
}

/** The session is ending (idle expiry, a 401): every registered form's values are saved. */
export function flushDrafts(): void {
  for (const [key, { getValues, url }] of sources) {
    try {
      saveDraft(key, getValues(), url);
    } catch {
      // A form that cannot give its values loses its draft, not the logout.
    }
  }
}

export interface FormDraftBinding<T> {
  getValues: () => T;
  reset: (values: T) => void;
}

/**
 * For a form (react-hook-form's `getValues` and `reset`): restores the draft saved on this page
 * when the user comes back after logging in again, and saves the values if the session ends.
 */
export function useFormDraft<T>(key: string, { getValues, reset }: FormDraftBinding<T>): void {
  const latest = useRef({ getValues, reset });
  useEffect(() => {
    latest.current = { getValues, reset };
  });
  useEffect(() => {
    const draft = takeDraft<T>(key, { url: pageUrl() });
    if (draft !== null) latest.current.reset(draft);
    return registerDraftSource(key, () => latest.current.getValues());
  }, [key]);
}
