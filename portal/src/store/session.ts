import type { auth, LoginResponse, Profile, ResponseOf } from '@inversiones/contract';
import { proxy } from 'valtio';
import { secondFactorPassed } from './second-factor.ts';
import { postSessionMessage, type SessionEndReason } from './session-channel.ts';
import {
  allStorageKeys,
  DRAFT_KEY_PREFIX,
  hasStoredSession,
  keysWithPrefix,
  readKey,
  removeKey,
  storageKeys,
  writeKey,
} from './storage-keys.ts';

export { rememberReturnUrl, takeReturnUrl, isSafeReturnPath } from './return-url.ts';

export type ContextualizeResponse = ResponseOf<typeof auth.contextualize>;

export interface SessionFlags {
  naturalPerson: boolean;
  supervisor: boolean;
  operator: boolean;
  changeSession: boolean;
}

export interface SessionState {
  /** A session exists (its public id is stored); the secret is an HttpOnly cookie. */
  active: boolean;
  sessionId: string | null;
  profileCode: string | null;
  /** The contextualized rut (the company or person the session acts for). */
  rut: string | null;
  profileName: string | null;
  /** Role descriptions joined by commas (e.g. 'Apoderado, Supervisor'). */
  profileRole: string | null;
  flags: SessionFlags;
  hasTefe: boolean;
  /** The server's idle lifespan in seconds (from the first authenticated answer). */
  lifespanSeconds: number | null;
}

const noFlags = (): SessionFlags => ({
  naturalPerson: false,
  supervisor: false,
  operator: false,
  changeSession: false,
});

const initial = (): SessionState => ({
  active: false,
  sessionId: null,
  profileCode: null,
  rut: null,
  profileName: null,
  profileRole: null,
  flags: noFlags(),
  hasTefe: false,
  lifespanSeconds: null,
});

export const sessionState = proxy<SessionState>(initial());

/** Who the session acts as (its id and contextualized rut): loaded data belongs to one owner. */
export function sessionOwner(): string {
  return `${sessionState.sessionId ?? ''}|${sessionState.rut ?? ''}`;
}

const flag = (value: boolean) => (value ? 'true' : 'false');

// Keys of the previous session's context (a new login starts clean; returnUlr and drafts stay).
const contextKeys = [
  storageKeys.profileRole,
  storageKeys.flagPN,
  storageKeys.flagSupervisor,
  storageKeys.flagOperador,
  storageKeys.flagChangeSession,
  storageKeys.hasTEFE,
  storageKeys.rutContextualized,
  storageKeys.menu,
  storageKeys.notificationCounter,
  storageKeys.messageErrorLogin,
] as const;

/** After a successful login: stores the public session id (the marker) and starts clean. */
export function beginSession(login: LoginResponse): void {
  for (const key of contextKeys) removeKey(key);
  Object.assign(sessionState, initial(), { active: true, sessionId: login.sessionId });
  writeKey(storageKeys.sessionId, login.sessionId);
  writeKey(storageKeys.IsUserActive, 'true');
}

/** The profile list of the user: the session can change when there is more than one. */
export function setProfiles(profiles: readonly Profile[]): void {
  const changeSession = profiles.length > 1;
  sessionState.flags.changeSession = changeSession;
  writeKey(storageKeys.flagChangeSession, flag(changeSession));
}

/** The answer of contextualize/{code}: the rut, role and flags the session now acts with. */
export function applyContext(ctx: ContextualizeResponse): void {
  sessionState.profileCode = ctx.profile.code;
  sessionState.profileName = ctx.profile.nombre;
  sessionState.rut = ctx.profile.Rut;
  sessionState.profileRole = ctx.profileRole;
  sessionState.hasTefe = ctx.profile.HasTEFE;
  sessionState.flags.naturalPerson = ctx.flagPN;
  sessionState.flags.supervisor = ctx.flagSupervisor;
  sessionState.flags.operator = ctx.flagOperador;
  writeKey(storageKeys.rutContextualized, ctx.profile.Rut);
  writeKey(storageKeys.profileRole, ctx.profileRole);
  writeKey(storageKeys.flagPN, flag(ctx.flagPN));
  writeKey(storageKeys.flagSupervisor, flag(ctx.flagSupervisor));
  writeKey(storageKeys.flagOperador, flag(ctx.flagOperador));
  writeKey(storageKeys.hasTEFE, flag(ctx.profile.HasTEFE));
}

/**
 * The server lifespan: the first X-Session-Remaining of the session, or (`exact`) the answer of
 * GET /lifespan, which a reload late in the 8 h lifetime needs (the header is then smaller).
 */
export function setLifespan(seconds: number, { exact = false }: { exact?: boolean } = {}): void {
  if (!Number.isFinite(seconds) || seconds <= 0) return;
  // The header's first value stands until GET /lifespan gives the exact one.
  if (exact || sessionState.lifespanSeconds === null) sessionState.lifespanSeconds = seconds;
}

export interface ClearSessionOptions {
  /** Why it ends, told to the other tabs; false when the end came from another tab. */
  broadcast?: SessionEndReason | false;
  /** Also the return URL, the login notice and the form drafts (a voluntary logout). */
  everything?: boolean;
}

/**
 * Clears the store and every sessionStorage key of the portal, and tells the other tabs.
 * Without `everything`, the return URL and drafts written after this call survive (the caller
 * writes them afterwards); with it, those go too.
 */
export function clearSession({
  broadcast = 'unauthorized',
  everything = false,
}: ClearSessionOptions = {}): void {
  const wasActive = sessionState.active || hasStoredSession();
  Object.assign(sessionState, initial());
  secondFactorPassed();
  for (const key of allStorageKeys) removeKey(key);
  if (everything) for (const key of keysWithPrefix(DRAFT_KEY_PREFIX)) removeKey(key);
  if (broadcast && wasActive) postSessionMessage({ type: 'ended', reason: broadcast });
}

/** At startup: the session marker, role and flags back from sessionStorage (a reload). */
export function restoreSession(): boolean {
  const sessionId = readKey(storageKeys.sessionId);
  if (!sessionId) {
    Object.assign(sessionState, initial());
    return false;
  }
  const isTrue = (key: string) => readKey(key) === 'true';
  Object.assign(sessionState, initial(), {
    active: true,
    sessionId,
    rut: readKey(storageKeys.rutContextualized),
    profileRole: readKey(storageKeys.profileRole),
    hasTefe: isTrue(storageKeys.hasTEFE),
    flags: {
      naturalPerson: isTrue(storageKeys.flagPN),
      supervisor: isTrue(storageKeys.flagSupervisor),
      operator: isTrue(storageKeys.flagOperador),
      changeSession: isTrue(storageKeys.flagChangeSession),
    },
  });
  return true;
}
