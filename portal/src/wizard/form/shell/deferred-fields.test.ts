import type { wizardConfig } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../form-plan.ts';
import { deferredEntryIds, LONG_STEP_FIELDS, shellValueOf } from './deferred-fields.ts';

type Question = wizardConfig.Question;

const planOf = (items: Question[], data: Record<string, unknown> = {}) =>
  buildPlan(
    { config: { type: 'form', title: 'Datos', root: 'datos' }, items } as wizardConfig.WizardStep,
    { datos: data },
    'wz0',
    { ownRut: null, serialStatus: () => undefined, sameRutCleared: () => false },
  );

const texts = (count: number): Question[] =>
  Array.from({ length: count }, (_, i) => ({ key: `t${i}`, element: 'input', label: `T ${i}` }));

describe('deferredEntryIds', () => {
  it('defers nothing up to the threshold and every shell-able field past it', () => {
    expect(deferredEntryIds(planOf(texts(LONG_STEP_FIELDS)).entries, planOf([])).size).toBe(0);
    const plan = planOf([...texts(LONG_STEP_FIELDS), { element: 'paragraph', label: 'Nota' }]);
    expect(deferredEntryIds(plan.entries, plan).size).toBe(0);
    const long = planOf(texts(LONG_STEP_FIELDS + 1));
    expect(deferredEntryIds(long.entries, long).size).toBe(LONG_STEP_FIELDS + 1);
  });

  it('keeps full the fields a shell cannot stand for', () => {
    const plan = planOf([
      ...texts(LONG_STEP_FIELDS + 1),
      { key: 'Oculto', element: 'input', label: 'Oculto', hidden: true },
      { key: 'Conyuge', element: 'radio', label: 'Casado', options: [{ key: 'S', value: 'Sí' }] },
      { key: 'Acepta', element: 'checkbox', label: 'Acepto', tooltip: 'Más información' },
      {
        key: 'Comuna',
        element: 'select',
        label: 'Comuna',
        service: { url: '/comunas/${Region}', root: 'comunas', key: 'id', value: 'nombre' },
      },
    ]);
    const deferred = deferredEntryIds(plan.entries, plan);
    const labels = plan.entries.filter((e) => deferred.has(e.id)).map((e) => e.question.label);
    expect(labels).not.toContain('Oculto');
    expect(labels).not.toContain('Casado');
    expect(labels).not.toContain('Acepto');
    expect(labels).not.toContain('Comuna');
    expect(deferred.size).toBe(LONG_STEP_FIELDS + 1);
  });
});

describe('shellValueOf', () => {
  const plan = planOf([
    { key: 'Nacimiento', element: 'datepicker', label: 'Nacimiento' },
    {
      key: 'Region',
      element: 'select',
      label: 'Región',
      options: [{ key: 13, value: 'Metropolitana' }],
    },
    { key: 'Edad', element: 'input', label: 'Edad', validation: { type: 'numeric' } },
  ]);
  const [date, select, number] = plan.entries;

  it('shows a date as dd / mm / aaaa, an option by its text and numbers as text', () => {
    expect(shellValueOf(date!, '19900315')).toBe('15 / 03 / 1990');
    expect(shellValueOf(date!, '')).toBe('');
    expect(shellValueOf(select!, '13')).toBe('Metropolitana');
    expect(shellValueOf(select!, 'x')).toBe('');
    expect(shellValueOf(number!, 42)).toBe('42');
  });
});
