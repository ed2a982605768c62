import { beforeEach, describe, expect, it } from 'vitest';
import { getApvLanding, getLanding, publicVideo, suppressLanding } from './landing-api.ts';
import { stubLandingFetch } from './landing-fetch.test-helper.ts';
import { startTestSession } from '../engine/test-session.test-helper.ts';

beforeEach(() => startTestSession());

describe('landing calls', () => {
  it('resolve the answer as the server sends it', async () => {
    const body = { error: false, status: 200, data: { wizardId: 'BIENVENIDA', suprimidos: [] } };
    stubLandingFetch({ 'GET /api/landing': { body } });
    expect(await getLanding()).toEqual(body);
  });

  it('resolve a server failure as { error: true, data, status }', async () => {
    const data = { message: 'Ha ocurrido un error, por favor intente más tarde...' };
    stubLandingFetch({
      'GET /api/landing/apv': { status: 500, body: { error: true, status: 500, data } },
    });
    expect(await getApvLanding()).toEqual({ error: true, status: 500, data });
  });

  it('wrap any other failure body', async () => {
    stubLandingFetch({
      'GET /api/landing': { status: 401, body: { message: 'Debe iniciar sesión.', status: 401 } },
    });
    expect(await getLanding()).toEqual({
      error: true,
      status: 401,
      data: { message: 'Debe iniciar sesión.', status: 401 },
    });
  });

  it('resolve a network failure with status 0 instead of throwing', async () => {
    stubLandingFetch({ 'POST /api/landing/LANDINGNUEVO/no-mostrar': 'network' });
    const result = await suppressLanding('LANDINGNUEVO', 'base');
    expect(result).toMatchObject({ error: true, status: 0 });
  });

  it('refuse an answer that breaks the contract, as a failure', async () => {
    stubLandingFetch({ 'GET /api/landing': { body: { wizardId: 'BIENVENIDA' } } });
    expect(await getLanding()).toMatchObject({ error: true, status: 200 });
  });

  it('load a public video without a session, and throw its failures', async () => {
    sessionStorage.clear();
    const { calls } = stubLandingFetch({
      'GET /api/publico/videos/bienvenida': { body: { video: '/v.m3u8', detail1: 'Título' } },
    });
    expect(await publicVideo('bienvenida')).toEqual({ video: '/v.m3u8', detail1: 'Título' });
    expect(calls[0]!.path).toBe('/api/publico/videos/bienvenida');
    await expect(publicVideo('otra')).rejects.toMatchObject({ status: 404 });
  });
});
