import { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';

describe('defineEndpoint', () => {
  it('returns the descriptor unchanged and keeps the schema types', () => {
    const login = defineEndpoint({
      method: 'POST',
      path: '/auth/login',
      access: 'public',
      request: z.object({ idCliente: z.string(), clave: z.string() }),
      response: z.object({ sessionId: z.string(), omitirPaso: z.boolean() }),
    });
    expect(login.path).toBe('/auth/login');
    expectTypeOf(login.method).toEqualTypeOf<'POST'>();
    expectTypeOf<RequestOf<typeof login>>().toEqualTypeOf<{ idCliente: string; clave: string }>();
    expectTypeOf<ResponseOf<typeof login>>().toEqualTypeOf<{
      sessionId: string;
      omitirPaso: boolean;
    }>();
  });
});
