import { describe, expect, it } from 'vitest';
import * as auth from './auth.ts';
import * as common from './common.ts';
import { pathOf } from './path.ts';
import * as wizard from './wizard.ts';
import * as contract from './index.ts';

describe('auth', () => {
  it.each(['12.345.678-5', '12345678-5', '123456785', '15.678.432-k'])(
    'login accepts the rut typed as %s',
    (idCliente) => {
      expect(auth.login.request.safeParse({ idCliente, clave: 'x' }).success).toBe(true);
    },
  );

  it.each([
    ['no rut', { clave: 'x' }],
    ['letters', { idCliente: 'abc', clave: 'x' }],
    ['an empty clave', { idCliente: '12345678-5', clave: '' }],
  ])('login refuses %s', (_label, body) => {
    expect(auth.login.request.safeParse(body).success).toBe(false);
  });

  it('uses the spec field names', () => {
    const profile = {
      code: '2003',
      nombre: 'Comercial Pacífico Ltda.',
      Rut: '77123456-9',
      HasTEFE: true,
      IsActive: true,
      MandataryTypes: [{ Id: 2, Description: 'Operador' }],
    };
    expect(auth.perfiles.response.parse({ Profiles: [profile] })).toEqual({ Profiles: [profile] });
    expect(auth.changePassword.request.parse({ ClaveAntigua: 'a', ClaveNueva: 'b' })).toBeTruthy();
    expect(pathOf(auth.contextualize, { code: '20 03' })).toBe('/contextualize/20%2003');
  });

  it('names the cookies and headers every implementation uses', () => {
    expect(contract.SESSION_COOKIE).toBe('inv_session');
    expect(contract.XSRF_COOKIE).toBe('XSRF-TOKEN');
    expect(contract.XSRF_HEADER).toBe('X-XSRF-TOKEN');
    expect(contract.session.lifespan.path).toBe('/lifespan');
  });
});

describe('paths', () => {
  it('fills path parameters, URL-encoded, and refuses a missing one', () => {
    expect(pathOf(common.citiesOf, { country: 'CL', region: '13' })).toBe(
      '/pais/CL/region/13/ciudades',
    );
    expect(pathOf(common.investmentAccounts, { fund: 1, serie: 'A B' })).toBe(
      '/formasDePago/fondo/1/A%20B/cuentasInversion',
    );
    // @ts-expect-error the fund is missing
    expect(() => pathOf(common.fundSeries, {})).toThrow(/fund/);
  });

  it('drops the context prefix for the base context only', () => {
    expect(pathOf(wizard.getWizardData, { context: 'base', id: 'BIENVENIDA' })).toBe(
      '/wizards/BIENVENIDA/data',
    );
    expect(pathOf(wizard.getWizardData, { context: 'enrolamientoBco', id: 'X' })).toBe(
      '/enrolamientoBco/wizards/X/data',
    );
    expect(pathOf(wizard.procesarWizard, { context: 'base' })).toBe('/wizards/procesar');
  });

  it('every endpoint path starts with a slash, relative to /api', () => {
    const endpoints = [auth, common, wizard, contract.client, contract.menu, contract.notifications]
      .flatMap((module) => Object.values(module))
      .filter(
        (value): value is { method: string; path: string; access: string } =>
          typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
      );
    expect(endpoints.length).toBeGreaterThan(25);
    for (const endpoint of endpoints) {
      expect(endpoint.path).toMatch(/^\/[^/]/);
      expect(endpoint.path.startsWith('/api')).toBe(false);
      expect(['open', 'public', 'session', 'profile', 'company']).toContain(endpoint.access);
    }
  });
});
