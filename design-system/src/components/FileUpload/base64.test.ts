import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.ts';

describe('base64', () => {
  it('encodes bytes as standard base64', () => {
    expect(bytesToBase64(new TextEncoder().encode('%PDF-1.4'))).toBe('JVBERi0xLjQ=');
    expect(bytesToBase64(new Uint8Array([0xff, 0xd8, 0xff]))).toBe('/9j/');
  });

  it('round-trips content larger than one chunk', () => {
    const bytes = new Uint8Array(40_000).map((_, index) => (index * 31) % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });
});
