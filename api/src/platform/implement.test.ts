import { defineEndpoint, REQUIRED_HEADERS } from '@inversiones/contract';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../messages.ts';
import type { AppEnv, Deps } from './guard.ts';
import { ApiError } from './http.ts';
import { implementer } from './implement.ts';

const echo = defineEndpoint({
  method: 'POST',
  path: '/{context}/eco/{id}',
  access: 'public',
  request: z.object({ cantidad: z.number().int().min(1) }),
  response: z.object({ context: z.string(), id: z.string(), cantidad: z.number() }),
});

const search = defineEndpoint({
  method: 'GET',
  path: '/buscar',
  access: 'open',
  request: z.object({ texto: z.string().min(2) }),
  response: z.object({ texto: z.string() }),
});

function testApp() {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, {} as Deps);
  implement(echo, (_c, { params, request }) => ({ ...params, cantidad: request.cantidad }));
  implement(search, (_c, { request }) => ({ texto: request.texto }));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body(), error.status);
    throw error;
  });
  return app;
}

const post = (path: string, body: unknown, headers: Record<string, string> = REQUIRED_HEADERS) =>
  testApp().request(path, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('implement', () => {
  it('answers the base context without prefix and a named context with it', async () => {
    expect(await (await post('/eco/7', { cantidad: 2 })).json()).toEqual({
      context: 'base',
      id: '7',
      cantidad: 2,
    });
    const named = await post('/usoCanalDigital/eco/7', { cantidad: 2 });
    expect(((await named.json()) as { context: string }).context).toBe('usoCanalDigital');
  });

  it.each(['/base/eco/7', '/otro/eco/7'])(
    'refuses %s as an unknown context (404)',
    async (path) => {
      const response = await post(path, { cantidad: 2 });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: messages.contextNotFound });
    },
  );

  it('validates the body with the contract schema: a Spanish 400 naming the field', async () => {
    const response = await post('/eco/7', { cantidad: 0 });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; path: string[] };
    expect(body.path).toEqual(['cantidad']);
    expect(body.message).toMatch(/^El campo cantidad no es válido/);
  });

  it('validates the query of a GET', async () => {
    const app = testApp();
    expect(await (await app.request('/buscar?texto=fondos')).json()).toEqual({ texto: 'fondos' });
    expect((await app.request('/buscar?texto=f')).status).toBe(400);
  });

  it('runs the guards of the access level: public calls need the channel headers', async () => {
    const response = await post('/eco/7', { cantidad: 2 }, {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: messages.badChannel });
  });
});
