import { describe, expect, it } from 'vitest';
import { limitPriceBand } from './price-band.ts';

describe('limitPriceBand', () => {
  it('is 20 % around the previous close while the exchange is open', () => {
    expect(limitPriceBand({ precio: 1_100, cierreAnterior: 1_000 }, true)).toEqual({
      min: 800,
      max: 1_200,
    });
  });

  it('is around the last close when the order is scheduled for the next opening', () => {
    expect(limitPriceBand({ precio: 1_100, cierreAnterior: 1_000 }, false)).toEqual({
      min: 880,
      max: 1_320,
    });
  });

  it('ends on the ticks inside the exact band (no float drift)', () => {
    // 17.603,72 x 0,2 = 3.520,744: the API's band is 14.082,976 to 21.124,464.
    expect(limitPriceBand({ precio: 17_603.72, cierreAnterior: 17_603.72 }, true)).toEqual({
      min: 14_082.98,
      max: 21_124.46,
    });
  });
});
