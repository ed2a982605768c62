import { wizardConfig } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import {
  answerProblems,
  onlyDeclared,
  problemsMessage,
  undeclaredKeys,
} from './template-answers.ts';

const template = wizardConfig.wizardConfigSchema.parse({
  id: 'PRUEBA',
  version: 1,
  config: {},
  steps: [
    { config: { type: 'info' }, items: [{ element: 'paragraph' }] },
    {
      config: { type: 'form', root: 'datos' },
      items: [
        {
          key: 'Nombre',
          element: 'input',
          type: 'text',
          label: 'Nombre (*)',
          required: true,
          max: 10,
        },
        { key: 'Rut', element: 'input', label: 'RUT', required: true, validation: { type: 'rut' } },
        {
          key: 'Conyuge',
          element: 'input',
          label: 'RUT del cónyuge',
          required: true,
          showWhen: { key: 'EstadoCivil', value: 'C' },
          validation: { type: 'rut', specialValidations: ['sameRut'] },
        },
        {
          key: 'EstadoCivil',
          element: 'select',
          label: 'Estado civil',
          required: true,
          options: [
            { key: 'S', value: 'Soltero(a)' },
            { key: 'C', value: 'Casado(a)' },
          ],
        },
        { key: 'Nacimiento', element: 'datepicker', label: 'Fecha de nacimiento' },
        { key: 'Correo', element: 'input', type: 'email', label: 'Correo' },
        { key: 'Acepta', element: 'checkbox', label: 'Acepto', required: true },
        { key: 'Calculado', element: 'input', label: 'Calculado', required: true, readonly: true },
        { key: 'Foto', element: 'input', type: 'file', label: 'Foto' },
      ],
    },
    {
      config: { type: 'manager', list: { key: 'cuentas' } },
      items: [
        {
          key: 'Numero',
          element: 'input',
          label: 'Número',
          required: true,
          validation: { type: 'bank_account' },
        },
      ],
    },
    {
      config: { type: 'poll', root: 'encuesta' },
      items: [
        { pregunta: 'a', alternativas: [] },
        { pregunta: 'b', alternativas: [] },
      ],
    },
  ],
});

const poll = {
  encuesta: {
    preguntas: [{ alternativas: [{ seleccionada: true }] }, { pregunta: 2, alternativa: 1 }],
  },
};
const complete = {
  datos: { Nombre: 'Ana', Rut: '12.345.678-5', EstadoCivil: 'S', Acepta: true },
  cuentas: [{ Numero: '00123456' }],
  ...poll,
};

describe('answerProblems', () => {
  it('accepts complete, valid answers (hidden and read-only fields are not asked for)', () => {
    expect(answerProblems(template, complete)).toEqual([]);
  });

  it('names every required answer missing from empty data, with its label', () => {
    const problems = answerProblems(template, {});
    expect(problems.map((p) => [p.path.join('.'), p.label, p.kind])).toEqual([
      ['datos.Nombre', 'Nombre', 'missing'],
      ['datos.Rut', 'RUT', 'missing'],
      ['datos.EstadoCivil', 'Estado civil', 'missing'],
      ['datos.Acepta', 'Acepto', 'missing'],
      ['encuesta.preguntas', 'Encuesta de perfil de inversionista', 'missing'],
    ]);
    expect(problemsMessage(problems)).toBe(
      'No es posible dar por terminado el formulario: faltan datos obligatorios (Nombre, RUT, Estado civil, Acepto, Encuesta de perfil de inversionista). Complételos e intente nuevamente.',
    );
  });

  it('requires a field revealed by showWhen only while it is shown', () => {
    const married = { ...complete, datos: { ...complete.datos, EstadoCivil: 'C' } };
    expect(answerProblems(template, married).map((p) => p.path.join('.'))).toEqual([
      'datos.Conyuge',
    ]);
    const withSpouse = { ...married, datos: { ...married.datos, Conyuge: '16789012-1' } };
    expect(answerProblems(template, withSpouse)).toEqual([]);
    // sameRut: the client's own rut is not a spouse.
    expect(answerProblems(template, withSpouse, { ownRut: '16.789.012-1' })).toMatchObject([
      { path: ['datos', 'Conyuge'], kind: 'invalid' },
    ]);
  });

  it.each([
    ['a blank text', { Nombre: '   ' }, 'missing'],
    ['a text over its max length', { Nombre: 'Ana María José' }, 'invalid'],
    ['a wrong check digit', { Rut: '12345678-9' }, 'invalid'],
    ['an option the template does not offer', { EstadoCivil: 'X' }, 'invalid'],
    ['an unticked required checkbox', { Acepta: false }, 'missing'],
    ['a date that is not YYYYMMDD', { Nacimiento: '31/12/1990' }, 'invalid'],
    ['a malformed e-mail', { Correo: 'ana@' }, 'invalid'],
    ['an object where text is asked', { Nombre: { $ne: '' } }, 'invalid'],
  ])('refuses %s', (_label, change, kind) => {
    const data = { ...complete, datos: { ...complete.datos, ...change } };
    const problems = answerProblems(template, data);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.kind).toBe(kind);
  });

  it('checks each item of a manager list and every poll question', () => {
    const data = { ...complete, cuentas: [{ Numero: '001' }, { Numero: 'abc' }, {}] };
    expect(answerProblems(template, data).map((p) => p.path.join('.'))).toEqual([
      'cuentas.1.Numero',
      'cuentas.2.Numero',
    ]);
    const halfPoll = { ...complete, encuesta: { preguntas: [poll.encuesta.preguntas[0]] } };
    expect(answerProblems(template, halfPoll)).toHaveLength(1);
  });
});

describe('declared keys', () => {
  it('lists the keys the template does not declare, at the top and inside form roots', () => {
    expect(undeclaredKeys(template, complete)).toEqual([]);
    expect(
      undeclaredKeys(template, {
        datos: { Nombre: 'Ana', FotoExt: 'image/png', otro: 1 },
        cuentas: [],
        encuesta: { cualquiera: 1 },
        PerfilInversionista: [],
        basura: 'x',
      }),
    ).toEqual(['datos.otro', 'basura']);
  });

  it('onlyDeclared drops the others', () => {
    expect(onlyDeclared(template, { datos: { Nombre: 'Ana', otro: 1 }, basura: 'x' })).toEqual({
      datos: { Nombre: 'Ana' },
    });
  });
});
