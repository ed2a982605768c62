import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { contrastPairs, minimumRatio } from './contrast-pairs.ts';
import { color, highContrastColor } from './tokens.ts';

const themes = { default: color, 'high-contrast': highContrastColor };

describe.each(Object.entries(themes))('the %s theme', (_name, roles) => {
  const pairs = contrastPairs(roles);

  it('declares the pairs the components render', () => {
    expect(pairs.length).toBeGreaterThan(50);
  });

  it.each(pairs.map((pair) => [pair.name, pair] as const))(
    '%s meets WCAG 2.2 AA',
    (_pairName, pair) => {
      const ratio = contrastRatio(pair.foreground, pair.background);
      expect(
        ratio,
        `${pair.name}: ${pair.foreground} on ${pair.background} is ${ratio.toFixed(2)}:1`,
      ).toBeGreaterThanOrEqual(minimumRatio[pair.kind]);
    },
  );
});

describe('the high-contrast theme', () => {
  it('reaches AAA (7:1) for body text on every surface', () => {
    for (const surface of ['page', 'raised', 'sunken'] as const) {
      expect(
        contrastRatio(highContrastColor.text.primary, highContrastColor.surface[surface]),
      ).toBeGreaterThanOrEqual(7);
    }
  });
});
