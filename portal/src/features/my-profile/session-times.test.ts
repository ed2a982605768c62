import { describe, expect, it } from 'vitest';
import { lastUseText, startedText } from './session-times.ts';

const now = Date.parse('2026-11-27T13:30:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('lastUseText', () => {
  it.each([
    [20_000, 'hace menos de un minuto'],
    [60_000, 'hace 1 minuto'],
    [12 * 60_000, 'hace 12 minutos'],
    [3 * 3_600_000 + 60_000, 'hace 3 horas'],
    [50 * 3_600_000, 'hace 2 días'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(lastUseText(ago(ms), now)).toBe(text);
  });

  it('a clock a little behind the server still reads as just now', () => {
    expect(lastUseText(new Date(now + 5_000).toISOString(), now)).toBe('hace menos de un minuto');
  });
});

describe('startedText', () => {
  it('shows the date as DD/MM/YYYY and the time as HH:mm', () => {
    expect(startedText('2026-11-27T13:30:00Z')).toMatch(/^27\/11\/2026 \d{2}:30$/);
  });
});
