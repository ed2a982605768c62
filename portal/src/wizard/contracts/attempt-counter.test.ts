import { beforeEach, describe, expect, it } from 'vitest';
import {
  canRetrySigning,
  clearSigningAttempts,
  failedSigningAttempts,
  recordFailedSigning,
} from './attempt-counter.ts';

beforeEach(() => sessionStorage.clear());

describe('signing attempt counter', () => {
  it('counts failures per wizard and context in sessionStorage', () => {
    expect(failedSigningAttempts('UCDSHOWCONTRACT', 'usoCanalDigital')).toBe(0);
    expect(recordFailedSigning('UCDSHOWCONTRACT', 'usoCanalDigital')).toBe(1);
    expect(recordFailedSigning('UCDSHOWCONTRACT', 'usoCanalDigital')).toBe(2);
    expect(sessionStorage.getItem('intentosFirma:usoCanalDigital:UCDSHOWCONTRACT')).toBe('2');
    expect(failedSigningAttempts('UCDSHOWCONTRACT', 'base')).toBe(0);
  });

  it('allows one retry: after the first failure yes, after the second no', () => {
    expect(canRetrySigning(recordFailedSigning('W', 'usoCanalDigital'))).toBe(true);
    expect(canRetrySigning(recordFailedSigning('W', 'usoCanalDigital'))).toBe(false);
  });

  it('starts afresh after a signature, and ignores a corrupt stored value', () => {
    recordFailedSigning('W', 'base');
    clearSigningAttempts('W', 'base');
    expect(failedSigningAttempts('W', 'base')).toBe(0);
    sessionStorage.setItem('intentosFirma:base:W', 'x');
    expect(recordFailedSigning('W', 'base')).toBe(1);
  });
});
