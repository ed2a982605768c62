// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  formatDisplayDate,
  fromWireDate,
  isAdultBirthDate,
  isPeriodAtLeast,
  parseDisplayDate,
  toWireDate,
} from './dates.ts';
import { isWireDate, parseDisplayDateParts } from './display-date.ts';

/** Every calendar date from year 1000 to 2999, as { year, month, day }. */
const calendarDate = fc
  .record({ year: fc.integer({ min: 1000, max: 2999 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc
      .integer({ min: 1, max: new Date(Date.UTC(year, month, 0)).getUTCDate() })
      .map((day) => ({ year, month, day })),
  );
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

describe('wire and display dates', () => {
  it('converts between the wire YYYYMMDD and the display DD/MM/YYYY', () => {
    expect(toWireDate('2024-01-31')).toBe('20240131');
    expect(toWireDate(new Date(2024, 1, 29))).toBe('20240229');
    expect(toWireDate(dayjs('2023-12-01'))).toBe('20231201');
    expect(formatDisplayDate('20240131')).toBe('31/01/2024');
    expect(formatDisplayDate(fromWireDate('19991231')!)).toBe('31/12/1999');
    expect(toWireDate(parseDisplayDate('05/09/2024')!)).toBe('20240905');
  });

  it('parses dd/mm/aaaa strictly', () => {
    expect(parseDisplayDate('29/02/2024')?.format('YYYY-MM-DD')).toBe('2024-02-29');
    for (const text of ['31/02/2024', '29/02/2023', '31/04/2024', '00/01/2024', '01/13/2024']) {
      expect(parseDisplayDate(text), text).toBeNull();
    }
    for (const text of ['1/2/2024', '2024-02-01', '01-02-2024', '01/02/24', '', 'hoy']) {
      expect(parseDisplayDate(text), text).toBeNull();
    }
  });

  it('parses wire dates strictly and discards a year not above minYear', () => {
    expect(fromWireDate('20240230')).toBeNull();
    expect(fromWireDate('2024013')).toBeNull();
    expect(fromWireDate('2024-01-31')).toBeNull();
    expect(fromWireDate('19000101', { minYear: 1900 })).toBeNull();
    expect(fromWireDate('19010101', { minYear: 1900 })?.year()).toBe(1901);
  });

  it('throws on an invalid date instead of sending or showing one', () => {
    expect(() => toWireDate('2024-02-30')).toThrow(RangeError);
    expect(() => toWireDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatDisplayDate('31/01/2024')).toThrow(RangeError);
  });

  it('round-trips every calendar date: wire -> display -> wire', () => {
    fc.assert(
      fc.property(calendarDate, ({ year, month, day }) => {
        const wire = `${year}${pad(month)}${pad(day)}`;
        const display = `${pad(day)}/${pad(month)}/${year}`;
        return (
          formatDisplayDate(fromWireDate(wire)!) === display &&
          toWireDate(parseDisplayDate(display)!) === wire &&
          toWireDate(new Date(year, month - 1, day)) === wire
        );
      }),
    );
  });
});

describe('isAdultBirthDate', () => {
  const today = '2024-06-20';

  it('counts 18 and 110 years from the first day of the month, both limits included', () => {
    expect(isAdultBirthDate('2006-06-01', today)).toBe(true);
    expect(isAdultBirthDate('2006-06-02', today)).toBe(false);
    expect(isAdultBirthDate('2006-05-31', today)).toBe(true);
    expect(isAdultBirthDate('2006-06-20', today)).toBe(false);
    expect(isAdultBirthDate('1914-06-01', today)).toBe(true);
    expect(isAdultBirthDate('1914-05-31', today)).toBe(false);
    expect(isAdultBirthDate('1980-03-15', today)).toBe(true);
    expect(isAdultBirthDate('2030-01-01', today)).toBe(false);
    expect(isAdultBirthDate('2006-02-30', today)).toBe(false);
  });

  it('takes the first day of the month on the last day of February too', () => {
    expect(isAdultBirthDate('2006-02-01', '2024-02-29')).toBe(true);
    expect(isAdultBirthDate('2006-02-28', '2024-02-29')).toBe(false);
    expect(isAdultBirthDate(parseDisplayDate('01/02/2006')!, new Date(2024, 1, 29))).toBe(true);
  });

  it('accepts exactly the dates between the two limits', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (birth, now) => {
        const key = (y: number, m: number, d: number) => y * 10000 + m * 100 + d;
        const value = key(birth.year, birth.month, birth.day);
        const expected =
          value <= key(now.year - 18, now.month, 1) && value >= key(now.year - 110, now.month, 1);
        const iso = (d: typeof birth) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
        return isAdultBirthDate(iso(birth), iso(now)) === expected;
      }),
    );
  });
});

describe('isWireDate (the wire check without a date library)', () => {
  it('accepts real YYYYMMDD dates only, leap years by the Gregorian rule', () => {
    expect(isWireDate('20240229')).toBe(true);
    expect(isWireDate('20000229')).toBe(true);
    expect(isWireDate('19000229')).toBe(false);
    expect(isWireDate('20230229')).toBe(false);
    expect(isWireDate('20240431')).toBe(false);
    expect(isWireDate('20241301')).toBe(false);
    expect(isWireDate('2024-02-29')).toBe(false);
    expect(isWireDate('2024021')).toBe(false);
    // A year below 100 is a real date to the kit (a date field passes through 2, 20, 202 while
    // the year is typed); dayjs cannot read one (Date takes it as 19xx), so it answers null.
    expect(isWireDate('00040108')).toBe(true);
    expect(fromWireDate('00040108')).toBeNull();
  });

  it('agrees with the strict dayjs parse on every date from year 100', () => {
    fc.assert(
      // From year 100, where dayjs can read a date at all.
      fc.property(fc.stringMatching(/^(0[1-9]|[1-9]\d)\d{6}$/), (wire) => {
        expect(isWireDate(wire)).toBe(fromWireDate(wire) !== null);
      }),
    );
  });
});

describe('parseDisplayDateParts (the typed-date check without a date library)', () => {
  it('agrees with the strict dayjs parse on every dd/mm/aaaa text from year 100', () => {
    fc.assert(
      // From year 100, where dayjs can read a date at all.
      fc.property(fc.stringMatching(/^\s?\d{2}\/\d{2}\/(0[1-9]|[1-9]\d)\d{2}\s?$/), (text) => {
        const parsed = parseDisplayDate(text);
        expect(parseDisplayDateParts(text)).toEqual(
          parsed ? { year: parsed.year(), month: parsed.month() + 1, day: parsed.date() } : null,
        );
      }),
    );
    expect(parseDisplayDateParts('31/02/2024')).toBeNull();
    expect(parseDisplayDateParts('2024-02-01')).toBeNull();
  });

  it('gives the birth-date rule the same answer as the date it names', () => {
    const today = '2024-06-20';
    expect(isAdultBirthDate(parseDisplayDateParts('01/06/2006')!, today)).toBe(true);
    expect(isAdultBirthDate(parseDisplayDateParts('02/06/2006')!, today)).toBe(false);
    expect(isAdultBirthDate(parseDisplayDateParts('01/06/1914')!, today)).toBe(true);
    expect(isAdultBirthDate(parseDisplayDateParts('31/05/1914')!, today)).toBe(false);
  });
});

describe('periods', () => {
  it('counts calendar days, across leap days and daylight-saving changes', () => {
    expect(daysBetween('2024-01-01', '2024-01-16')).toBe(15);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1);
    expect(daysBetween('2024-09-01', '2024-09-15')).toBe(14);
    expect(daysBetween('2024-04-01', '2024-04-15')).toBe(14);
    expect(daysBetween('2024-01-16', '2024-01-01')).toBe(-15);
    expect(daysBetween(new Date(2024, 3, 6), new Date(2024, 3, 8))).toBe(2);
  });

  it('requires at least 15 days between the two dates (false for an unreadable date)', () => {
    expect(isPeriodAtLeast('01/01/2024', '2024-01-16')).toBe(false);
    expect(isPeriodAtLeast('2024-01-01', '2024-01-16')).toBe(true);
    expect(isPeriodAtLeast('2024-01-01', '2024-01-15')).toBe(false);
    expect(isPeriodAtLeast('2024-01-16', '2024-01-01')).toBe(false);
    expect(isPeriodAtLeast(parseDisplayDate('01/03/2024')!, parseDisplayDate('16/03/2024')!)).toBe(
      true,
    );
    expect(isPeriodAtLeast('2024-01-01', '2024-01-08', 7)).toBe(true);
  });

  it('adds up: days(a, b) + days(b, c) = days(a, c), and matches dayjs day arithmetic', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -2000, max: 2000 }), (start, offset) => {
        const from = new Date(start.year, start.month - 1, start.day);
        const to = new Date(start.year, start.month - 1, start.day + offset);
        return daysBetween(from, to) === offset && isPeriodAtLeast(from, to, 15) === offset >= 15;
      }),
    );
  });
});

/** tsx's CLI, to run a TypeScript probe in a child Node with another TZ. */
function tsxCli(): string {
  const root = fileURLToPath(new URL('../../node_modules/', import.meta.url));
  const hoisted = join(root, 'tsx/dist/cli.mjs');
  if (existsSync(hoisted)) return hoisted;
  const store = join(root, '.pnpm');
  const dir = readdirSync(store).find((name) => name.startsWith('tsx@'));
  const cli = dir && join(store, dir, 'node_modules/tsx/dist/cli.mjs');
  if (!cli || !existsSync(cli)) throw new Error('tsx is not installed in the workspace');
  return cli;
}

describe('no day shift in any time zone', () => {
  // Zones at both ends of the offsets (UTC+14, UTC-11), Chile (daylight saving at midnight), UTC.
  const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Santiago', 'UTC'];

  it('gives the same answers in child processes run under four time zones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'es-cl-tz-'));
    try {
      const probe = join(dir, 'probe.mts');
      const dates = pathToFileURL(fileURLToPath(new URL('./dates.ts', import.meta.url))).href;
      writeFileSync(
        probe,
        `import * as d from ${JSON.stringify(dates)};
        console.log(JSON.stringify({
          zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          wire: d.toWireDate(d.parseDisplayDate('31/01/2024')),
          display: d.formatDisplayDate(d.fromWireDate('20240908')),
          fromDate: d.toWireDate(new Date(2024, 8, 8)),
          fromIso: d.formatDisplayDate('2024-04-07'),
          days: d.daysBetween(d.parseDisplayDate('01/04/2024'), d.parseDisplayDate('30/09/2024')),
          period: d.isPeriodAtLeast('2024-09-01', d.fromWireDate('20240916')),
          adult: d.isAdultBirthDate(d.parseDisplayDate('01/09/2006'), new Date(2024, 8, 8)),
          minor: d.isAdultBirthDate(d.parseDisplayDate('02/09/2006'), '2024-09-08'),
        }));`,
      );
      const cli = tsxCli();
      const outputs = await Promise.all(
        zones.map((zone) =>
          promisify(execFile)(process.execPath, [cli, probe], {
            env: { ...process.env, TZ: zone },
            encoding: 'utf8',
          }).then(({ stdout }) => JSON.parse(stdout) as Record<string, unknown>),
        ),
      );
      for (const [index, output] of outputs.entries()) {
        expect(output).toEqual({
          zone: zones[index],
          wire: '20240131',
          display: '08/09/2024',
          fromDate: '20240908',
          fromIso: '07/04/2024',
          days: 182,
          period: true,
          adult: true,
          minor: false,
        });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
