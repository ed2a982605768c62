import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from './contrast.ts';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#143A66', '#143A66')).toBe(1);
  });

  it('matches published WCAG reference values', () => {
    // #767676 is the classic lightest grey that passes 4.5:1 on white; #777777 fails.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });

  it('is symmetric and accepts the short hex form', () => {
    expect(contrastRatio('#FFF', '#0B2545')).toBeCloseTo(contrastRatio('#0B2545', '#ffffff'), 10);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => parseHex('navy')).toThrow('Not a hex colour: navy');
  });
});
