import type { wizardConfig } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { buildPlan, collectAnswers } from './form-plan.ts';
import { answerOf, initialValueOf, rootData } from './form-values.ts';
import { dateControl } from './controls/date.tsx';
import { fileControl } from './controls/file.tsx';
import { controlOf } from './controls/registry.ts';
import { rutControl } from './controls/rut.tsx';
import { serialNumberControl } from './controls/serial-number.tsx';

type Question = wizardConfig.Question;

const start = (question: Question, stored: Record<string, unknown>) =>
  initialValueOf(question, controlOf(question)!, stored);

describe('initial values from the step root', () => {
  it('reads the root node, or the top level without root', () => {
    expect(rootData({ datos: { a: 1 } }, 'datos')).toEqual({ a: 1 });
    expect(rootData({ a: 1 }, undefined)).toEqual({ a: 1 });
    expect(rootData({ datos: 'x' }, 'datos')).toEqual({});
  });

  it('prefers the stored answer, then the configured value', () => {
    const q: Question = { key: 'Nombre', element: 'input', value: 'Por defecto' };
    expect(start(q, { Nombre: 'Valentina' })).toBe('Valentina');
    expect(start(q, {})).toBe('Por defecto');
  });

  it('discards a loaded date whose year is not above minYear', () => {
    const q: Question = { key: 'f', element: 'datepicker', minYear: 1900 };
    expect(start(q, { f: '19000101' })).toBe('');
    expect(start(q, { f: 19850314 })).toBe('19850314');
    expect(start(q, { f: '20240231' })).toBe('');
  });

  it('reads booleans, option flags and stored selections', () => {
    expect(start({ key: 'c', element: 'checkbox' }, { c: 'S' })).toBe(true);
    const options = [
      { key: 'A', value: 'a', selected: true },
      { key: 'B', value: 'b' },
    ];
    expect(start({ key: 'g', element: 'checkbox-group', options }, {})).toEqual(['A']);
    expect(
      start(
        { key: 'r', element: 'radio', options, extraDescription: true },
        { r: { value: 'B', extraDescription: 'x' } },
      ),
    ).toEqual({
      value: 'B',
      extraDescription: 'x',
    });
    expect(
      start(
        { key: 'l', element: 'checkbox-list', options },
        { l: [{ id: 'B', selected: true, extraDescription: 't' }] },
      ),
    ).toEqual([
      { id: 'A', selected: false, extraDescription: '' },
      { id: 'B', selected: true, extraDescription: 't' },
    ]);
  });

  it('reads a stored file from its key and media type from key+Ext', () => {
    expect(
      start({ key: 'cedula', element: 'file' }, { cedula: 'AAAA', cedulaExt: 'image/png' }),
    ).toMatchObject({
      base64: 'AAAA',
      mediaType: 'image/png',
    });
  });
});

describe('answers', () => {
  it('store a file as base64 plus media type, a rut without dots, a serial without dots', () => {
    expect(answerOf({ key: 'cedula' }, fileControl, null)).toEqual({
      cedula: null,
      cedulaExt: null,
    });
    expect(answerOf({ key: 'rut' }, rutControl, '12.345.678-5')).toEqual({ rut: '12345678-5' });
    expect(answerOf({ key: 's' }, serialNumberControl, 'a.123.456')).toEqual({ s: 'A123456' });
    expect(answerOf({ key: 'f' }, dateControl, '')).toEqual({ f: null });
  });

  it('leave hidden questions out and name them to be dropped from the data', () => {
    const step = {
      config: { type: 'form', root: 'datos' },
      items: [
        { key: 'EstadoCivil', element: 'select', options: [{ key: 'C', value: 'Casado' }] },
        { key: 'NombreConyuge', element: 'input', showWhen: { key: 'EstadoCivil', value: 'C' } },
        { key: 'texto', element: 'paragraph', label: 'Hola' },
      ],
    } as wizardConfig.WizardStep;
    const plan = buildPlan(step, { datos: { EstadoCivil: 'S', NombreConyuge: 'Pedro' } }, 't', {});
    expect(plan.defaults).toEqual({ EstadoCivil: 'S', NombreConyuge: 'Pedro' });
    expect(collectAnswers(plan, { EstadoCivil: 'S', NombreConyuge: 'Pedro' })).toEqual({
      answers: { EstadoCivil: 'S' },
      omit: ['NombreConyuge'],
    });
    expect(collectAnswers(plan, { EstadoCivil: 'C', NombreConyuge: ' Ana ' }).answers).toEqual({
      EstadoCivil: 'C',
      NombreConyuge: 'Ana',
    });
  });
});

describe('controlOf', () => {
  it('splits inputs by validation type and knows every element of the spec', () => {
    expect(controlOf({ element: 'input', validation: { type: 'rut' } })?.name).toBe('rut');
    expect(controlOf({ element: 'input', validation: { type: 'nserie' } })?.name).toBe('nserie');
    expect(controlOf({ element: 'input', validation: { mask: 'USD' } })?.name).toBe('currency');
    expect(controlOf({ element: 'input', type: 'number' })?.name).toBe('number');
    expect(controlOf({ element: 'input', validation: { type: 'bank_account' } })?.name).toBe(
      'bank_account',
    );
    expect(controlOf({ type: 'file' })?.name).toBe('file');
    expect(controlOf({ type: 'hidden' })?.name).toBe('hidden');
    for (const element of [
      'phone',
      'datepicker',
      'checkbox-list',
      'radio-list',
      'select1',
      'list',
      'toggle',
      'accept-conditions',
      'chat',
    ]) {
      expect(controlOf({ element })).toBeDefined();
    }
    expect(controlOf({ element: 'holograma' })).toBeUndefined();
    expect(controlOf({ element: 'input', type: 'holograma' })).toBeUndefined();
  });
});

describe('phone', () => {
  it('opens a stored +56 9 8765 4321 as the same number, every digit kept', () => {
    const opened = start({ key: 't', element: 'phone' }, { t: '+56 9 8765 4321' });
    expect(opened).toEqual({ prefix: '56', number: '987654321' });
    expect(start({ key: 't', element: 'phone' }, { t: opened })).toEqual(opened);
  });

  it('starts with the first configured prefix, or Chile', () => {
    expect(start({ key: 't', element: 'phone' }, {})).toEqual({ prefix: '56', number: '' });
    expect(
      start(
        { key: 't', element: 'phone', options: [{ key: '54', value: '+54' }] },
        { t: '9 1234 5678' },
      ),
    ).toEqual({
      prefix: '54',
      number: '912345678',
    });
    expect(
      start({ key: 't', element: 'phone' }, { t: { prefix: '1', number: '5551234' } }),
    ).toEqual({
      prefix: '1',
      number: '5551234',
    });
  });
});
