import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('uses bytes, KB or MB (binary units) with a decimal comma and one decimal at most', () => {
    expect(formatFileSize(67)).toBe('67 bytes');
    expect(formatFileSize(850)).toBe('850 bytes');
    expect(formatFileSize(12_700)).toBe('12,4 KB');
    expect(formatFileSize(10 * 1024)).toBe('10 KB');
    expect(formatFileSize(250_880)).toBe('245 KB');
    expect(formatFileSize(1_153_433)).toBe('1,1 MB');
    expect(formatFileSize(1_258_291)).toBe('1,2 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
  });

  it('gives an empty text for a size that is not one', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
