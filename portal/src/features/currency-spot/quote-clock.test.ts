import { describe, expect, it } from 'vitest';
import { localQuoteClock } from './quote-clock.ts';

describe('localQuoteClock', () => {
  it("runs the server's span from when the answer arrived, whatever the browser's clock says", () => {
    const quote = {
      quotedAt: '2026-11-27T16:20:00.000Z',
      expiresAt: '2026-11-27T16:21:00.000Z',
    };
    // The browser is a day and a few seconds ahead of the server.
    const receivedAt = Date.parse('2026-11-28T16:20:07.000Z');
    expect(localQuoteClock(quote, receivedAt)).toEqual({
      issuedAt: receivedAt,
      expiresAt: receivedAt + 60_000,
    });
  });

  it('treats a quote that expires before it was given as already expired', () => {
    const quote = { quotedAt: '2026-11-27T16:21:00Z', expiresAt: '2026-11-27T16:20:00Z' };
    expect(localQuoteClock(quote, 1000)).toEqual({ issuedAt: 1000, expiresAt: 1000 });
  });
});
