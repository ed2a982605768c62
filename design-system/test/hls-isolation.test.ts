// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Static imports, re-exports, dynamic imports and requires of the hls.js package. */
const hlsReference =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]hls\.js(?:\/[^'"]*)?['"]/;

describe('hls.js isolation', () => {
  it('only HlsPlayer references hls.js, and only through a dynamic import', () => {
    const files = sourceFiles(src).filter((file) => !/\.(test|stories)\.tsx?$/.test(file));
    const referencing = files
      .filter((file) => hlsReference.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file).replaceAll('\\', '/'));
    expect(referencing).toEqual(['components/HlsPlayer/HlsPlayer.tsx']);

    const player = readFileSync(join(src, 'components/HlsPlayer/HlsPlayer.tsx'), 'utf8');
    expect(player).toMatch(/import\(\s*['"]hls\.js['"]\s*\)/);
    expect(player).not.toMatch(/^\s*import\s[^(]*['"]hls\.js['"]/m);
  });

  it('the pattern catches the ways a module could pull hls.js in', () => {
    expect(hlsReference.test(`import Hls from 'hls.js';`)).toBe(true);
    expect(hlsReference.test(`export { default } from "hls.js";`)).toBe(true);
    expect(hlsReference.test(`const m = await import('hls.js');`)).toBe(true);
    expect(hlsReference.test(`import 'hls.js/dist/hls.light.mjs';`)).toBe(true);
    expect(hlsReference.test(`// plays HLS streams`)).toBe(false);
  });
});
