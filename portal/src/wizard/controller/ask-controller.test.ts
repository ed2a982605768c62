import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../errors/navigation.ts';
import { beginSession, clearSession } from '../../store/session.ts';
import { askController } from './ask-controller.ts';
import { ONBOARDING_STAGES, onboardingPosition } from './onboarding-stage.ts';
import { ONBOARDING_URL } from './safe-redirect.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The controller answers `answers` in order (then 'none'); returns the URLs asked. */
function stubController(...answers: string[]) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      asked.push(new URL(String(input), 'http://portal.test'));
      return Promise.resolve(json({ response: answers.shift() ?? 'none' }));
    }),
  );
  return asked;
}

const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  sessionStorage.clear();
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  navigate.mockReset();
  setNavigator(navigate);
});

afterEach(() => {
  setNavigator(null);
  clearSession({ broadcast: false, everything: true });
});

describe('askController', () => {
  it('asks GET /jarvis/{action} with step, wizard and path, and opens the answered wizard', async () => {
    const asked = stubController('open wizard DECLARACIONINVERSIONISTA');
    const answer = await askController({
      step: 2,
      wizard: 'EBDATOSPERSONALESCLIENTE',
      action: 'next',
      path: '/wizard/EBDATOSPERSONALESCLIENTE',
    });
    expect(answer).toEqual({ kind: 'open', wizardId: 'DECLARACIONINVERSIONISTA', context: 'base' });
    expect(asked[0]!.pathname).toBe('/api/jarvis/next');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      step: '2',
      wizard: 'EBDATOSPERSONALESCLIENTE',
      path: '/wizard/EBDATOSPERSONALESCLIENTE',
    });
  });

  it('follows "ask X": stores the context and evaluates again there', async () => {
    const asked = stubController('ask enrolamientoBco', 'open wizard EBDATOSPERSONALESCLIENTE');
    const answer = await askController({ step: 0, wizard: '', action: 'push' });
    expect(answer).toEqual({
      kind: 'open',
      wizardId: 'EBDATOSPERSONALESCLIENTE',
      context: 'enrolamientoBco',
      journey: undefined,
    });
    expect(asked.map((url) => url.pathname)).toEqual([
      '/api/jarvis/push',
      '/api/enrolamientoBco/jarvis',
    ]);
    // Nothing ended yet: no wizard parameter.
    expect(asked[0]!.searchParams.has('wizard')).toBe(false);
    expect(sessionStorage.getItem('wizardContext')).toBe('enrolamientoBco');

    // The next call carries the stored context.
    const next = stubController('open wizard DECLARACIONINVERSIONISTA');
    await askController({ step: 2, wizard: 'EBDATOSPERSONALESCLIENTE', action: 'next' });
    expect(next[0]!.pathname).toBe('/api/enrolamientoBco/jarvis/next');
  });

  it("passes on the journey the controller's open answer names", async () => {
    const journey = ['BIENVENIDA', 'EBDATOSPERSONALESCLIENTE', 'UCDSHOWCONTRACT'];
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          json({ response: 'open wizard EBDATOSPERSONALESCLIENTE', journey: { wizards: journey } }),
        ),
      ),
    );
    const answer = await askController({ step: 0, wizard: 'BIENVENIDA', action: 'next' });
    expect(answer).toMatchObject({ kind: 'open', journey });
  });

  it('"none" clears the stored context', async () => {
    sessionStorage.setItem('wizardContext', 'enrolamientoBco');
    const asked = stubController('none');
    await expect(askController({ step: 0, wizard: 'X', action: 'back' })).resolves.toEqual({
      kind: 'none',
    });
    expect(asked[0]!.pathname).toBe('/api/enrolamientoBco/jarvis/back');
    expect(sessionStorage.getItem('wizardContext')).toBeNull();
  });

  it('answers redirect_onboarding with the onboarding site, or the URL the answer carries', async () => {
    stubController('redirect_onboarding');
    await expect(askController({ step: 0, wizard: 'X', action: 'next' })).resolves.toEqual({
      kind: 'redirect_onboarding',
      url: ONBOARDING_URL,
    });
    stubController('redirect_onboarding /inicio');
    await expect(askController({ step: 0, wizard: 'X', action: 'next' })).resolves.toEqual({
      kind: 'redirect_onboarding',
      url: '/inicio',
    });
  });

  it('treats an answer it does not understand, or endless asks, as none (and logs it)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubController('abrir algo');
    await expect(askController({ step: 0, wizard: '', action: 'push' })).resolves.toEqual({
      kind: 'none',
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('abrir algo'));

    const asked = stubController(...Array<string>(10).fill('ask usoCanalDigital'));
    await expect(askController({ step: 0, wizard: '', action: 'push' })).resolves.toEqual({
      kind: 'none',
    });
    expect(asked).toHaveLength(4);
    expect(sessionStorage.getItem('wizardContext')).toBeNull();
  });

  it('advances the onboarding position by one on each call, up to the last stage', async () => {
    stubController();
    expect(onboardingPosition()).toBe(0);
    await askController({ step: 0, wizard: '', action: 'push' });
    await askController({ step: 0, wizard: '', action: 'push' });
    expect(sessionStorage.getItem('jarvisStep')).toBe('2');
    sessionStorage.setItem('jarvisStep', String(ONBOARDING_STAGES.length - 1));
    await askController({ step: 0, wizard: '', action: 'push' });
    expect(onboardingPosition()).toBe(39);
  });

  it('rejects a failure for the caller, and a 401 also goes to the login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json({ message: 'Caído' }, 500))),
    );
    await expect(askController({ step: 0, wizard: '', action: 'push' })).rejects.toMatchObject({
      status: 500,
      message: 'Caído',
    });
    expect(navigate).not.toHaveBeenCalled();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json({ message: 'Expirada' }, 401))),
    );
    await expect(askController({ step: 0, wizard: '', action: 'push' })).rejects.toMatchObject({
      status: 401,
    });
    expect(navigate).toHaveBeenCalledWith('/login/401');
  });
});
