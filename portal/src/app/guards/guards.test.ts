import { describe, expect, it } from 'vitest';
import { hasMenuIds } from './menu-access.ts';
import { canUseTefe } from './tefe-access.ts';

const menu = [
  { id: '01', items: [] },
  {
    id: '07',
    items: [
      { id: '0701', items: [] },
      { id: '0707', items: [] },
    ],
  },
];

describe('hasMenuIds', () => {
  it('allows a route whose ids are all in the tree, at any depth', () => {
    expect(hasMenuIds(menu, ['01', '0707'])).toBe(true);
    expect(hasMenuIds(menu, [])).toBe(true);
  });

  it('refuses a route when any id is missing', () => {
    expect(hasMenuIds(menu, ['01', '04'])).toBe(false);
    expect(hasMenuIds([], ['01'])).toBe(false);
  });
});

describe('canUseTefe', () => {
  it('opens for a natural person, whatever the TEFE flag', () => {
    expect(
      canUseTefe({ profileRole: 'Persona Natural', hasTefe: false, naturalPerson: true }),
    ).toBe(true);
  });

  it('opens for an Apoderado of a client with TEFE only', () => {
    const role = 'Operador, Apoderado';
    expect(canUseTefe({ profileRole: role, hasTefe: true, naturalPerson: false })).toBe(true);
    expect(canUseTefe({ profileRole: role, hasTefe: false, naturalPerson: false })).toBe(false);
    expect(canUseTefe({ profileRole: 'Supervisor', hasTefe: true, naturalPerson: false })).toBe(
      false,
    );
    expect(canUseTefe({ profileRole: null, hasTefe: true, naturalPerson: false })).toBe(false);
  });
});
