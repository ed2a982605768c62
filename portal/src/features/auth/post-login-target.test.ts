import { describe, expect, it } from 'vitest';
import { postLoginTarget } from './post-login-target.ts';

describe('postLoginTarget', () => {
  it('goes to the target screen with the fund, series and account', () => {
    expect(
      postLoginTarget({ fundId: '10', serieId: 'A', cuentaId: '123-1', target: 'invertir' }),
    ).toBe('/ffmm/invertir?fundId=10&serieId=A&cuentaId=123-1');
  });

  it('goes to root for an unknown target', () => {
    expect(postLoginTarget({ fundId: '10', target: 'https://otro.example' })).toBe('/');
    expect(postLoginTarget({})).toBe('/');
  });
});
