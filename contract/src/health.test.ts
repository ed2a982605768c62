import { describe, expect, expectTypeOf, it } from 'vitest';
import { health, healthResponseSchema, type HealthResponse } from './health.ts';

const good = {
  status: 'ok',
  database: 'pglite',
  version: '0.1.0',
  time: '2025-03-14T12:30:00.000Z',
};

describe('health endpoint', () => {
  it('is GET /health', () => {
    expect(health.method).toBe('GET');
    expect(health.path).toBe('/health');
    expectTypeOf(health.method).toEqualTypeOf<'GET'>();
    expectTypeOf<HealthResponse>().toEqualTypeOf<{
      status: 'ok';
      database: 'pglite' | 'postgres';
      version: string;
      time: string;
    }>();
  });

  it('accepts a good body, with PGlite or PostgreSQL', () => {
    expect(healthResponseSchema.parse(good)).toEqual(good);
    expect(healthResponseSchema.safeParse({ ...good, database: 'postgres' }).success).toBe(true);
    expect(
      healthResponseSchema.safeParse({ ...good, time: new Date().toISOString() }).success,
    ).toBe(true);
  });

  it.each([
    ['another status', { ...good, status: 'degraded' }],
    ['an unknown database', { ...good, database: 'mysql' }],
    ['a time that is not ISO 8601', { ...good, time: '14/03/2025 12:30' }],
    ['a missing version', { status: 'ok', database: 'pglite', time: good.time }],
    ['an empty version', { ...good, version: '' }],
    ['not an object', 'ok'],
  ])('rejects a body with %s', (_label, body) => {
    expect(health.response.safeParse(body).success).toBe(false);
  });
});
