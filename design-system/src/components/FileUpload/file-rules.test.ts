import { describe, expect, it } from 'vitest';
import { decideFile, defaultFileLimits, megabyte, megabytesLabel } from './file-rules.ts';

const both = ['image', 'pdf'] as const;
const limits = defaultFileLimits;

describe('decideFile', () => {
  it('accepts an image between the minimum and the maximum', () => {
    expect(decideFile('image/jpeg', 200 * 1024, both, limits)).toEqual({ action: 'accept' });
  });

  it('rejects an image below the minimum size', () => {
    expect(decideFile('image/png', limits.minImageSize - 1, both, limits)).toEqual({
      action: 'reject',
      error: 'imageTooSmall',
    });
    expect(decideFile('image/png', limits.minImageSize, both, limits).action).toBe('accept');
  });

  it('compresses an image above the maximum to the maximum, in megabytes', () => {
    expect(decideFile('image/gif', limits.maxImageSize + 1, both, limits)).toEqual({
      action: 'compress',
      maxSizeMB: 1,
    });
    expect(
      decideFile('image/png', 3 * megabyte, both, { ...limits, maxImageSize: megabyte / 2 }),
    ).toEqual({ action: 'compress', maxSizeMB: 0.5 });
  });

  it('rejects a PDF above 1.1 MB and accepts one at the limit', () => {
    expect(decideFile('application/pdf', limits.maxPdfSize + 1, both, limits)).toEqual({
      action: 'reject',
      error: 'pdfTooLarge',
    });
    expect(decideFile('application/pdf', limits.maxPdfSize, both, limits).action).toBe('accept');
    // A small PDF is never held to the image minimum.
    expect(decideFile('application/pdf', 300, both, limits).action).toBe('accept');
  });

  it('rejects unknown bytes and kinds the field does not accept as an invalid format', () => {
    const invalid = { action: 'reject', error: 'invalidFormat' };
    expect(decideFile(null, 5000, both, limits)).toEqual(invalid);
    expect(decideFile('application/pdf', 5000, ['image'], limits)).toEqual(invalid);
    expect(decideFile('image/png', 50_000, ['pdf'], limits)).toEqual(invalid);
  });
});

describe('megabytesLabel', () => {
  it('writes the limit the way the spec does', () => {
    expect(megabytesLabel(limits.maxPdfSize)).toBe('1.1');
    expect(megabytesLabel(2 * megabyte)).toBe('2');
  });
});
