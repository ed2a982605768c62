import { describe, expect, it } from 'vitest';
import { PUBLIC_SITE_URL, publicSiteTarget } from './public-site.ts';

describe('the public site after logout', () => {
  it("is the demo's page the API serves unless the build names another", () => {
    expect(PUBLIC_SITE_URL).toBe('/sitio-publico');
    expect(publicSiteTarget()).toEqual({ kind: 'internal', path: '/sitio-publico' });
  });

  it("goes to the firm's allow-listed site", () => {
    expect(publicSiteTarget('https://www.inversiones-demo.cl/personas')).toEqual({
      kind: 'external',
      url: 'https://www.inversiones-demo.cl/personas',
    });
  });

  it('never to another origin or a script: the login says the session was closed', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      expect(publicSiteTarget(url)).toEqual({ kind: 'internal', path: '/login/cerrada' });
    }
  });
});
