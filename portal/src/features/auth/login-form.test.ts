import { describe, expect, it } from 'vitest';
import { loginStatusMessage, validateLogin } from './login-form.ts';

describe('validateLogin', () => {
  it('asks for the rut and the password when they are empty', () => {
    expect(validateLogin('', '')).toEqual({ rut: 'Ingrese su RUT.', clave: 'Ingrese su clave.' });
  });

  it('refuses a rut whose check digit does not match', () => {
    expect(validateLogin('12.345.678-9', 'x').rut).toBe('El RUT no es válido.');
  });

  it('accepts a valid rut, with or without dots, and any password', () => {
    expect(validateLogin('12.345.678-5', 'Demo.2026')).toEqual({});
    expect(validateLogin('12345678-5', 'a')).toEqual({});
  });
});

describe('loginStatusMessage', () => {
  it("prefers the error handler's stored message", () => {
    expect(loginStatusMessage('401', { message: 'Su sesión ha expirado.' })).toBe(
      'Su sesión ha expirado.',
    );
  });

  it('gives the message of a known status, a generic one for others, none without status', () => {
    expect(loginStatusMessage('cerrada', null)).toBe('Su sesión se cerró correctamente.');
    expect(loginStatusMessage('desconocido', null)).toBe('Por favor, ingrese nuevamente.');
    expect(loginStatusMessage(undefined, null)).toBeNull();
  });
});
