import { describe, expect, it } from 'vitest';
import { isShown, showWhenKeys } from './show-when.ts';

const answers =
  (values: Record<string, unknown>) =>
  (key: string): unknown =>
    values[key];

describe('showWhen', () => {
  it('shows a question without showWhen', () => {
    expect(isShown(undefined, answers({}))).toBe(true);
    expect(showWhenKeys(undefined)).toEqual([]);
  });

  it('compares one answer with the value as text (codes arrive as numbers or strings)', () => {
    const married = { key: 'EstadoCivil', value: 'C' };
    expect(isShown(married, answers({ EstadoCivil: 'C' }))).toBe(true);
    expect(isShown(married, answers({ EstadoCivil: 'S' }))).toBe(false);
    expect(isShown(married, answers({}))).toBe(false);
    expect(isShown({ key: 'n', value: 2 }, answers({ n: '2' }))).toBe(true);
  });

  it('is the single-checkbox show/hide trigger keyed by the checkbox key', () => {
    const trigger = { key: 'tieneConyuge', value: true };
    expect(isShown(trigger, answers({ tieneConyuge: true }))).toBe(true);
    expect(isShown(trigger, answers({ tieneConyuge: false }))).toBe(false);
    // Shown while the checkbox is not ticked (never answered counts as not ticked).
    expect(isShown({ key: 'tieneConyuge', value: false }, answers({}))).toBe(true);
  });

  it('takes a list of accepted values and list answers', () => {
    const either = { key: 'estado', value: ['C', 'U'] };
    expect(isShown(either, answers({ estado: 'U' }))).toBe(true);
    expect(isShown({ key: 'fines', value: 'O' }, answers({ fines: ['A', 'O'] }))).toBe(true);
    expect(
      isShown(
        { key: 'motivo', value: 'O' },
        answers({ motivo: { value: 'O', extraDescription: '' } }),
      ),
    ).toBe(true);
  });

  it('with keys, shows only when every condition holds, and watches each key once', () => {
    const both = {
      keys: [
        { key: 'pais', value: 'CL' },
        { key: 'trabaja', value: true },
        { key: 'pais', value: ['CL', 'AR'] },
      ],
    };
    expect(showWhenKeys(both)).toEqual(['pais', 'trabaja']);
    expect(isShown(both, answers({ pais: 'CL', trabaja: true }))).toBe(true);
    expect(isShown(both, answers({ pais: 'CL', trabaja: false }))).toBe(false);
  });
});
