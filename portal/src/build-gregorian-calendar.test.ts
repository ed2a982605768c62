// @vitest-environment node
// The build's Gregorian-only createCalendar (vite.config.ts), run as the build would load it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { gregorianCalendarOnly } from '../gregorian-calendar-plugin.ts';

const designSystem = resolve(import.meta.dirname, '../../design-system/package.json');
const dateDist = dirname(createRequire(designSystem).resolve('@internationalized/date'));
const indexModule = join(dateDist, 'index.mjs');

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = gregorianCalendarOnly();
const resolveId = (source: string, importer?: string) =>
  (plugin.resolveId as Hook).call({}, source, importer, {}) as string | null;
const load = (id: string) => (plugin.load as Hook).call({}, id) as string | null;

describe('gregorianCalendarOnly', () => {
  it('is a build plugin that runs before the resolvers', () => {
    expect((plugin as Plugin).apply).toBe('build');
    expect((plugin as Plugin).enforce).toBe('pre');
  });

  it('replaces only @internationalized/date’s own createCalendar module', () => {
    expect(resolveId('./private/createCalendar.mjs', indexModule)).toMatch(
      /GregorianCalendar\.mjs$/,
    );
    expect(resolveId('./createCalendar.mjs', '/app/src/dates.ts')).toBeNull();
    expect(resolveId('./private/conversion.mjs', indexModule)).toBeNull();
    expect(resolveId('./private/createCalendar.mjs', undefined)).toBeNull();
    expect(load('/some/other/module.ts')).toBeNull();
  });

  it('makes the Gregorian calendar for every identifier', async () => {
    const id = resolveId('./private/createCalendar.mjs', indexModule)!;
    const file = join(mkdtempSync(join(tmpdir(), 'gregorian-')), 'createCalendar.mjs');
    writeFileSync(file, load(id)!);
    const { createCalendar } = (await import(pathToFileURL(file).href)) as {
      createCalendar: (name: string) => { identifier: string };
    };
    expect(createCalendar('gregory').identifier).toBe('gregory');
    expect(createCalendar('hebrew').identifier).toBe('gregory');
  });
});
