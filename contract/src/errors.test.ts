import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from './errors.ts';

describe('API error body', () => {
  it('accepts a Spanish message with its status, with or without a field path', () => {
    const notFound = { message: 'Recurso no encontrado.', status: 404 };
    expect(apiErrorBodySchema.parse(notFound)).toEqual(notFound);
    const invalid = { message: 'Este campo es inválido', status: 400, path: ['idCliente'] };
    expect(apiErrorBodySchema.parse(invalid)).toEqual(invalid);
  });

  it.each([
    ['no message', { status: 500 }],
    ['an empty message', { message: '', status: 500 }],
    ['a status given as text', { message: 'Error', status: '500' }],
    ['a status that is not an error', { message: 'Error', status: 200 }],
    ['a path that is not a list', { message: 'Error', status: 400, path: 'idCliente' }],
  ])('rejects a body with %s', (_label, body) => {
    expect(apiErrorBodySchema.safeParse(body).success).toBe(false);
  });
});
