import { describe, expect, it } from 'vitest';
import { normalizedBankPath } from './bank-redirect.ts';
import { isPartnerBankVisit } from './partner-window.ts';

describe('normalizedBankPath', () => {
  it("appends '/0' to a bank code of length 8", () => {
    expect(normalizedBankPath('12345678', undefined)).toBe('/bdp/12345678/0');
  });

  it('leaves other codes, and codes already followed by a segment, alone', () => {
    expect(normalizedBankPath('1234567', undefined)).toBeNull();
    expect(normalizedBankPath('12345678', '0')).toBeNull();
  });
});

describe('isPartnerBankVisit', () => {
  const allowed = { windowName: 'ventanaBancoB', sessionActive: true, hasTransactionMarker: true };

  it('allows a partner bank window with a session and a transaction marker', () => {
    expect(isPartnerBankVisit(allowed)).toBe(true);
    expect(isPartnerBankVisit({ ...allowed, windowName: 'ventanaBancoC' })).toBe(true);
  });

  it('refuses any other window, a visit without session or without the marker', () => {
    expect(isPartnerBankVisit({ ...allowed, windowName: '' })).toBe(false);
    expect(isPartnerBankVisit({ ...allowed, sessionActive: false })).toBe(false);
    expect(isPartnerBankVisit({ ...allowed, hasTransactionMarker: false })).toBe(false);
  });
});
