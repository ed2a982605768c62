// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const portalSrc = fileURLToPath(new URL('..', import.meta.url));

/** Every source file of the portal (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-helper)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('lazy imports of the contract', () => {
  it('never load the whole contract: import() of its barrel keeps every area’s zod schemas', () => {
    const offenders = sources(portalSrc)
      .filter((file) =>
        /import\(\s*['"]@inversiones\/contract['"]\s*\)/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(portalSrc, file));
    expect(offenders).toEqual([]);
  });
});
