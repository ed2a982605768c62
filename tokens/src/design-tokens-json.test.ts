import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { designTokensJson, designTokensJsonText } from './design-tokens-json.ts';
import { color, space } from './tokens.ts';

describe('tokens.json', () => {
  it('is up to date with tokens.ts (run `pnpm --filter @inversiones/tokens build:json`)', () => {
    const committed = readFileSync(new URL('../tokens.json', import.meta.url), 'utf8');
    expect(committed).toBe(designTokensJsonText());
  });

  it('uses the W3C format: $type and $value on every leaf', () => {
    const json = designTokensJson();
    const at = (path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], json);
    expect(at('color.brand.primary')).toEqual({ $type: 'color', $value: color.brand.primary });
    expect(at('space.md')).toEqual({ $type: 'dimension', $value: { value: space.md, unit: 'px' } });
    expect(at('motion.easing.standard')).toEqual({ $type: 'cubicBezier', $value: [0.2, 0, 0, 1] });
  });
});
