import { wizardConfig } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import {
  indexStates,
  mergeAnswers,
  pinnedMessageOf,
  savesAnswers,
  templateFlags,
} from './progression.ts';

const step = (config: Record<string, unknown>) =>
  wizardConfig.wizardStepSchema.parse({ config: { type: 'form', ...config }, items: [] });

describe('mergeAnswers', () => {
  it('merges into the root node, keeping other nodes and earlier answers', () => {
    const data = { email: 'v@demo.cl', datos: { nombre: 'Valentina', rut: '16789012-1' } };
    const next = mergeAnswers(data, 'datos', { nombre: 'Vale', sexo: 'F' });
    expect(next).toEqual({
      email: 'v@demo.cl',
      datos: { nombre: 'Vale', rut: '16789012-1', sexo: 'F' },
    });
    expect(data.datos.nombre).toBe('Valentina');
  });

  it('merges at the top level without a root and drops omitted (hidden) keys', () => {
    const next = mergeAnswers(
      { conyuge: 'Pedro', estadoCivil: 'C' },
      undefined,
      { estadoCivil: 'S' },
      ['conyuge'],
    );
    expect(next).toEqual({ estadoCivil: 'S' });
  });

  it('starts a root node that is missing or not an object', () => {
    expect(mergeAnswers({ datos: 'x' }, 'datos', { a: 1 })).toEqual({ datos: { a: 1 } });
  });
});

describe('savesAnswers', () => {
  it('saves a form step with answers', () => {
    expect(savesAnswers(step({}), { a: 1 })).toBe(true);
  });
  it('does not save without answers, on info steps or when not saveable', () => {
    expect(savesAnswers(step({}), undefined)).toBe(false);
    expect(savesAnswers(step({ type: 'info' }), {})).toBe(false);
    expect(savesAnswers(step({ saveable: false }), { a: 1 })).toBe(false);
  });
});

describe('indexStates', () => {
  it('marks steps before the current completed and after it remaining', () => {
    expect(indexStates(4, 1, false)).toEqual(['completed', 'current', 'remaining', 'remaining']);
  });
  it('marks the current step in error after a failed save', () => {
    expect(indexStates(3, 2, true)).toEqual(['completed', 'completed', 'error']);
  });
  it('keeps the last index entry current when the wizard has more steps than the index', () => {
    expect(indexStates(2, 5, false)).toEqual(['completed', 'current']);
  });
});

describe('template helpers', () => {
  it('reads the action flags, absent meaning off', () => {
    expect(templateFlags({ noback: true })).toEqual({
      noback: true,
      notPostPone: false,
      database: false,
    });
  });
  it('shows a pinned message only when it has text, honouring display', () => {
    expect(pinnedMessageOf({})).toBeUndefined();
    expect(
      pinnedMessageOf({ pinnedMessage: { display: false, priority: 2, text: 'Ojo' } }),
    ).toEqual({ isVisible: false, priority: 2, html: 'Ojo' });
  });
});
