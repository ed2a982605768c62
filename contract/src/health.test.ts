import { describe, expect, expectTypeOf, it } from 'vitest';
import { health, healthResponseSchema, type HealthResponse } from './health.ts';

const good = {
  status: 'ok',
  database: 'pglite',
  version: '0.1.0',
  time: '2025-03-14T12:30:00.000Z',
  wizards: { loaded: 14, refused: [] },
};

describe('health endpoint', () => {
  it('is GET /health', () => {
    expect(health.method).toBe('GET');
    expect(health.path).toBe('/health');
    expectTypeOf(health.method).toEqualTypeOf<'GET'>();
    expectTypeOf<HealthResponse>().toEqualTypeOf<{
      status: 'ok' | 'degraded';
      database: 'pglite' | 'postgres';
      version: string;
      time: string;
      wizards: { loaded: number; refused: { file: string; error: string }[] };
    }>();
  });

  it('accepts a good body, with PGlite or PostgreSQL', () => {
    expect(healthResponseSchema.parse(good)).toEqual(good);
    expect(healthResponseSchema.safeParse({ ...good, database: 'postgres' }).success).toBe(true);
    expect(
      healthResponseSchema.safeParse({ ...good, time: new Date().toISOString() }).success,
    ).toBe(true);
  });

  it('accepts a degraded body naming a refused wizard template', () => {
    const degraded = {
      ...good,
      status: 'degraded',
      wizards: {
        loaded: 13,
        refused: [{ file: 'wizards/MALO.json', error: 'steps[0].config.type: es obligatorio' }],
      },
    };
    expect(healthResponseSchema.parse(degraded)).toEqual(degraded);
  });

  it.each([
    ['another status', { ...good, status: 'down' }],
    ['no wizard report', { ...good, wizards: undefined }],
    ['a refusal without its error', { ...good, wizards: { loaded: 1, refused: [{ file: 'x' }] } }],
    ['an unknown database', { ...good, database: 'mysql' }],
    ['a time that is not ISO 8601', { ...good, time: '14/03/2025 12:30' }],
    ['a missing version', { ...good, version: undefined }],
    ['an empty version', { ...good, version: '' }],
    ['not an object', 'ok'],
  ])('rejects a body with %s', (_label, body) => {
    expect(health.response.safeParse(body).success).toBe(false);
  });
});
