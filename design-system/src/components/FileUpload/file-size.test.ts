import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('uses bytes, KB or MB with a decimal comma', () => {
    expect(formatFileSize(67)).toBe('67 bytes');
    expect(formatFileSize(12_700)).toBe('12,4 KB');
    expect(formatFileSize(10 * 1024)).toBe('10 KB');
    expect(formatFileSize(1_153_433)).toBe('1,1 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
  });
});
