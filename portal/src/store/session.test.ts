import type { Profile } from '@inversiones/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_CHANNEL } from './session-channel.ts';
import { saveDraft } from './drafts.ts';
import {
  applyContext,
  beginSession,
  clearSession,
  rememberReturnUrl,
  restoreSession,
  sessionState,
  setProfiles,
  takeReturnUrl,
  type ContextualizeResponse,
} from './session.ts';
import { allStorageKeys } from './storage-keys.ts';

const company: Profile = {
  code: 'EMP-1',
  nombre: 'Inversiones Andes SpA',
  Rut: '76543210-3',
  HasTEFE: true,
  IsActive: true,
  MandataryTypes: [
    { Id: 4, Description: 'Apoderado' },
    { Id: 3, Description: 'Supervisor' },
  ],
};
const own: Profile = {
  ...company,
  code: 'PN',
  nombre: 'Ana Pérez',
  Rut: '12345678-5',
  HasTEFE: false,
};

const context: ContextualizeResponse = {
  profile: company,
  profileRole: 'Apoderado, Supervisor',
  flagPN: false,
  flagSupervisor: true,
  flagOperador: false,
};

/** Every key/value sessionStorage holds. */
function stored(): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i)!;
    out[key] = sessionStorage.getItem(key)!;
  }
  return out;
}

beforeEach(() => {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
});

afterEach(() => {
  document.cookie = 'inv_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('session store', () => {
  it('login, profiles and context fill the store and the spec keys', () => {
    beginSession({ sessionId: 'pub-abc', omitirPaso: false });
    setProfiles([own, company]);
    applyContext(context);
    expect(sessionState).toMatchObject({
      active: true,
      sessionId: 'pub-abc',
      profileCode: 'EMP-1',
      rut: '76543210-3',
      profileName: 'Inversiones Andes SpA',
      profileRole: 'Apoderado, Supervisor',
      hasTefe: true,
      flags: { naturalPerson: false, supervisor: true, operator: false, changeSession: true },
    });
    expect(stored()).toEqual({
      sessionId: 'pub-abc',
      IsUserActive: 'true',
      flagChangeSession: 'true',
      rutContextualized: '76543210-3',
      profileRole: 'Apoderado, Supervisor',
      flagPN: 'false',
      flagSupervisor: 'true',
      flagOperador: 'false',
      hasTEFE: 'true',
    });
  });

  it('change-session only with more than one profile', () => {
    beginSession({ sessionId: 'x', omitirPaso: true });
    setProfiles([own]);
    expect(sessionState.flags.changeSession).toBe(false);
    setProfiles([own, company]);
    expect(sessionState.flags.changeSession).toBe(true);
  });

  it('uses only the spec’s key names, and none holds a credential', () => {
    document.cookie = 'inv_session=s3cr3t-cookie-value';
    beginSession({ sessionId: 'pub-abc', omitirPaso: false });
    setProfiles([own, company]);
    applyContext(context);
    rememberReturnUrl('/ffmm/invertir');
    saveDraft('invertir', { monto: 5000, clave: 'Clave123', password: 'p' });
    for (const key of Object.keys(stored())) {
      expect(
        (allStorageKeys as readonly string[]).includes(key) || key.startsWith('formDraft:'),
      ).toBe(true);
    }
    const values = Object.values(stored()).join('\n');
    expect(values).not.toContain('s3cr3t');
    expect(values).not.toContain('Clave123');
    expect(values).not.toMatch(/clave|password/i);
  });

  it('a reload restores the session from sessionStorage', () => {
    beginSession({ sessionId: 'pub-abc', omitirPaso: false });
    setProfiles([own, company]);
    applyContext(context);
    sessionState.active = false;
    sessionState.rut = null;
    expect(restoreSession()).toBe(true);
    expect(sessionState).toMatchObject({
      active: true,
      sessionId: 'pub-abc',
      rut: '76543210-3',
      profileRole: 'Apoderado, Supervisor',
      hasTefe: true,
      flags: { supervisor: true, changeSession: true, naturalPerson: false },
    });
  });

  it('without a stored session nothing is restored', () => {
    expect(restoreSession()).toBe(false);
    expect(sessionState.active).toBe(false);
  });

  it('clearSession empties the store and every portal key, and tells the other tabs', async () => {
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const received = new Promise<unknown>((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });
    beginSession({ sessionId: 'pub-abc', omitirPaso: false });
    applyContext(context);
    sessionStorage.setItem('menu', '[]');
    sessionStorage.setItem('unrelated', 'kept');
    clearSession({ broadcast: 'logout' });
    expect(sessionState.active).toBe(false);
    expect(sessionState.rut).toBeNull();
    expect(stored()).toEqual({ unrelated: 'kept' });
    await expect(received).resolves.toEqual({ type: 'ended', reason: 'logout' });
    otherTab.close();
  });

  it('a voluntary logout also removes the drafts; a lost session keeps them', () => {
    beginSession({ sessionId: 'a', omitirPaso: true });
    saveDraft('f', { a: 1 });
    clearSession({ broadcast: false });
    expect(sessionStorage.getItem('formDraft:f')).not.toBeNull();
    clearSession({ broadcast: false, everything: true });
    expect(sessionStorage.getItem('formDraft:f')).toBeNull();
  });
});

describe('return URL', () => {
  it('gives back a same-origin path once', () => {
    rememberReturnUrl('/ffmm/misFondos?tab=2#x');
    expect(sessionStorage.getItem('returnUlr')).toBe('/ffmm/misFondos?tab=2#x');
    expect(takeReturnUrl()).toBe('/ffmm/misFondos?tab=2#x');
    expect(takeReturnUrl()).toBeNull();
  });

  it('a later unsafe or login path keeps the remembered one', () => {
    rememberReturnUrl('/apv/solicitud');
    rememberReturnUrl('/login/401');
    rememberReturnUrl('//evil.com');
    expect(takeReturnUrl()).toBe('/apv/solicitud');
  });

  it.each([
    'https://evil.com',
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/%5Cevil.com'.replace('%5C', '\\'),
    '/\tevil',
    'evil.com',
    '',
    '/login/401',
    '/logout',
  ])('rejects %j', (path) => {
    rememberReturnUrl(path);
    expect(takeReturnUrl()).toBeNull();
    // Written straight into storage (by another script), it is rejected when taken too.
    sessionStorage.setItem('returnUlr', path);
    expect(takeReturnUrl()).toBeNull();
  });
});
