import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = '\0inversiones:gregorian-create-calendar:';

/** `createCalendar.mjs` as imported inside @internationalized/date's own files. */
const isCreateCalendar = (source: string, importer: string | undefined) =>
  importer !== undefined &&
  /[/\\]@internationalized[/\\]date[/\\]/.test(importer) &&
  /(^|[/\\])createCalendar\.mjs$/.test(source);

/**
 * React Aria's date fields make their calendar with @internationalized/date's `createCalendar`,
 * which imports all thirteen calendar systems (Hebrew, Islamic, Japanese...). The portal is es-CL
 * only, whose calendar is the Gregorian one, so the build swaps that one module for a
 * Gregorian-only `createCalendar`: the date fields' chunk loses the other twelve.
 */
export function gregorianCalendarOnly(): Plugin {
  return {
    name: 'inversiones:gregorian-calendar-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!isCreateCalendar(source, importer)) return null;
      const original = join(dirname(importer!), source);
      return `${VIRTUAL_PREFIX}${join(dirname(original), 'calendars', 'GregorianCalendar.mjs')}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const gregorian = JSON.stringify(id.slice(VIRTUAL_PREFIX.length));
      return [
        `import { GregorianCalendar } from ${gregorian};`,
        // es-CL resolves to 'gregory'; any other identifier would also get the Gregorian calendar.
        'export function createCalendar() { return new GregorianCalendar(); }',
      ].join('\n');
    },
  };
}
