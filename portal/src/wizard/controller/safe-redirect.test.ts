import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../errors/navigation.ts';
import {
  allowedExternalOrigins,
  followRedirect,
  ONBOARDING_URL,
  resolveRedirect,
} from './safe-redirect.ts';

const allowed = ['https://onboarding.inversiones-demo.cl'];

afterEach(() => setNavigator(null));

describe('resolveRedirect', () => {
  it('keeps same-origin paths for the router', () => {
    expect(resolveRedirect('/ffmm/invertir?x=1#a', allowed)).toEqual({
      kind: 'internal',
      path: '/ffmm/invertir?x=1#a',
    });
    expect(resolveRedirect(`${window.location.origin}/cartolas`, allowed)).toEqual({
      kind: 'internal',
      path: '/cartolas',
    });
  });

  it('allows https URLs of allow-listed origins only', () => {
    expect(resolveRedirect('https://onboarding.inversiones-demo.cl/paso?a=1', allowed)).toEqual({
      kind: 'external',
      url: 'https://onboarding.inversiones-demo.cl/paso?a=1',
    });
    expect(resolveRedirect('http://onboarding.inversiones-demo.cl/', allowed)).toBeNull();
    expect(resolveRedirect('https://sitio-externo.example/robar', allowed)).toBeNull();
  });

  it.each([
    '//sitio-externo.example/x',
    '/\\sitio-externo.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'relativo/sin/barra',
    '/con\ncontrol',
    '',
  ])('refuses %j', (url) => {
    expect(resolveRedirect(url, allowed)).toBeNull();
  });

  it('allows the onboarding site by default', () => {
    expect(allowedExternalOrigins()).toEqual([new URL(ONBOARDING_URL).origin]);
    expect(resolveRedirect(ONBOARDING_URL)).toEqual({ kind: 'external', url: ONBOARDING_URL });
  });
});

describe('followRedirect', () => {
  it('navigates with the router for internal paths', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    followRedirect({ kind: 'internal', path: '/cartolas' });
    expect(navigate).toHaveBeenCalledWith('/cartolas');
  });
});
