import type { wizardConfig } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { checkboxGroupControl } from './controls/checkbox-group.tsx';
import { phoneControl } from './controls/phone.tsx';
import { controlOf } from './controls/registry.ts';
import { textControl } from './controls/text.tsx';
import { toggleControl } from './controls/toggle.tsx';
import {
  isEmptyAnswer,
  linkedGroupError,
  questionSchemaOf,
  validatorOf,
  type RuleContext,
} from './question-rules.ts';

type Question = wizardConfig.Question;

const REQUIRED = 'Este campo es requerido';
const INVALID = 'Datos ingresados inválidos';

/** The validator of a question, checked with `values` as the rest of the form. */
function check(question: Question, value: unknown, context: RuleContext = {}, values = {}) {
  const kind = controlOf(question);
  if (!kind) throw new Error('unknown control');
  const result = validatorOf(question, kind, context)(value, values);
  return result === true ? null : result;
}

describe('required (wizard-spec 5)', () => {
  it('asks for a value only when required', () => {
    const q: Question = { key: 'nombre', element: 'input', required: true };
    expect(check(q, '')).toBe(REQUIRED);
    expect(check(q, '   ')).toBe(REQUIRED);
    expect(check({ ...q, required: false }, '')).toBeNull();
  });

  it('means ticked for a checkbox and a file present for a file', () => {
    expect(check({ key: 'ok', element: 'checkbox', required: true }, false)).toBe(REQUIRED);
    expect(check({ key: 'ok', element: 'checkbox', required: true }, true)).toBeNull();
    expect(check({ key: 'doc', element: 'file', required: true }, null)).toBe(REQUIRED);
    expect(
      check(
        { key: 'doc', element: 'file', required: true },
        { base64: 'AAA', mediaType: 'application/pdf', name: 'a', size: 2 },
      ),
    ).toBeNull();
  });

  it('follows the question flag for selects', () => {
    expect(check({ key: 'region', element: 'select', required: true }, null)).toBe(REQUIRED);
    expect(check({ key: 'region', element: 'select' }, null)).toBeNull();
  });
});

describe('own rules and captions', () => {
  it('shows the configured caption, else the generic message', () => {
    const q: Question = { key: 'correo', element: 'input', validation: { type: 'email' } };
    expect(check(q, 'no-es-correo')).toBe(INVALID);
    expect(check({ ...q, validation: { type: 'email', caption: 'Correo inválido' } }, 'x@')).toBe(
      'Correo inválido',
    );
    expect(check(q, 'ana@correo.cl')).toBeNull();
  });

  it('shows Invalid for a read-only field holding a bad value', () => {
    expect(
      check(
        { key: 'correo', element: 'input', readonly: true, validation: { type: 'email' } },
        'x',
      ),
    ).toBe('Invalid');
  });

  it('checks free-text length bounds from min and max', () => {
    const q: Question = { key: 'nombre', element: 'input', min: 2, max: 5 };
    expect(check(q, 'A')).toBe(INVALID);
    expect(check(q, 'Ana')).toBeNull();
    expect(check(q, 'Valentina')).toBe(INVALID);
  });

  it('accepts digits only in numeric and bank-account fields', () => {
    expect(check({ key: 'n', element: 'input', validation: { type: 'numeric' } }, '12a')).toBe(
      INVALID,
    );
    expect(
      check({ key: 'n', element: 'input', validation: { type: 'numeric' } }, '120'),
    ).toBeNull();
    expect(
      check({ key: 'c', element: 'input', validation: { type: 'bank_account' } }, '0012345'),
    ).toBeNull();
    expect(
      check({ key: 'c', element: 'input', validation: { type: 'bank_account' } }, '12-3'),
    ).toBe(INVALID);
  });
});

describe('rut and sameRut', () => {
  const rut: Question = {
    key: 'rutConyuge',
    element: 'input',
    required: true,
    validation: { type: 'rut', specialValidations: ['sameRut'] },
  };

  it('validates the check digit', () => {
    expect(check(rut, '12.345.678-5')).toBeNull();
    expect(check(rut, '12.345.678-4')).toBe(INVALID);
  });

  it("refuses the client's own rut, ignoring dots, hyphen and case", () => {
    expect(check(rut, '16789012-1', { ownRut: '16.789.012-1' })).toBe(
      'No puede ingresar su propio RUT',
    );
    expect(
      check({ ...rut, validation: { type: 'rut' } }, '16789012-1', { ownRut: '16.789.012-1' }),
    ).toBeNull();
  });

  it('says sameRut, not required, once the field was emptied for it', () => {
    expect(check(rut, '', { sameRutCleared: () => true })).toBe('No puede ingresar su propio RUT');
    expect(check(rut, '', { sameRutCleared: () => false })).toBe(REQUIRED);
  });
});

describe('the zod schema built from a question', () => {
  const email: Question = {
    key: 'correo',
    element: 'input',
    required: true,
    validation: { type: 'email', caption: 'Ingrese un correo válido' },
  };
  const parse = (question: Question, value: unknown) =>
    questionSchemaOf(question, controlOf(question)!).safeParse(value);

  it('accepts a valid answer and refuses the others with the spec message or the caption', () => {
    expect(parse(email, 'camila@correo.cl').success).toBe(true);
    expect(parse(email, '').error?.issues.map((issue) => issue.message)).toEqual([REQUIRED]);
    expect(parse(email, 'camila@').error?.issues.map((issue) => issue.message)).toEqual([
      'Ingrese un correo válido',
    ]);
  });

  it('lets an optional question stay empty but still checks what was typed', () => {
    const optional = { ...email, required: false };
    expect(parse(optional, '').success).toBe(true);
    expect(parse(optional, 'no-es-correo').success).toBe(false);
  });
});

describe('serial number', () => {
  const serial: Question = {
    key: 'numeroSerie',
    element: 'input',
    required: true,
    validation: { type: 'nserie', specialValidations: ['serieNumber'] },
  };

  it('is rutEntered when equal to the rut typed in the step', () => {
    expect(
      check(serial, '12345678-5'.replace('-', ''), { rutKey: 'rut' }, { rut: '12.345.678-5' }),
    ).toBe('El número de serie no puede ser igual al RUT ingresado');
  });

  it('is rutEntered before the service is asked', () => {
    expect(
      check(
        serial,
        '123456785',
        { rutKey: 'rut', serialStatus: () => 'invalid' },
        { rut: '12.345.678-5' },
      ),
    ).toBe('El número de serie no puede ser igual al RUT ingresado');
  });

  it("follows the service's answer: refused, still checking, accepted", () => {
    const withStatus = (status: 'invalid' | 'pending' | 'valid') => ({
      serialStatus: () => status,
    });
    expect(check(serial, 'A123456789', withStatus('invalid'))).toMatch(/no es válido/);
    expect(check(serial, 'A123456789', withStatus('pending'))).toMatch(/validando/);
    expect(check(serial, 'A123456789', withStatus('valid'))).toBeNull();
  });

  it('takes an optional letter and digits, dots removed', () => {
    expect(check(serial, 'A.123.456')).toBeNull();
    expect(check(serial, 'AB12')).toBe(INVALID);
  });
});

describe('dates', () => {
  it('needs a real wire date and a year above minYear', () => {
    const q: Question = { key: 'fechaInicio', element: 'datepicker', minYear: 1900 };
    expect(check(q, '20240231')).toBe(INVALID);
    expect(check(q, '18991231')).toBe(INVALID);
    expect(check(q, '20240229')).toBeNull();
  });

  it('keeps a birth date between 18 and 110 years from the first day of the month', () => {
    const q: Question = { key: 'FechaNacimiento', element: 'datepicker', required: true };
    const today = { today: '20260620' };
    expect(check(q, '20080601', today)).toBeNull();
    expect(check(q, '20080602', today)).toMatch(/entre 18 y 110/);
    expect(check(q, '19160601', today)).toBeNull();
    expect(check(q, '19160531', today)).toMatch(/entre 18 y 110/);
  });

  it('honours minDate and maxDate', () => {
    const q: Question = {
      key: 'f',
      element: 'datepicker',
      minDate: '20250101',
      maxDate: '20251231',
    };
    expect(check(q, '20241231')).toBe('La fecha está fuera del rango permitido');
    expect(check(q, '20250615')).toBeNull();
  });
});

describe('amounts and phones', () => {
  it('bounds a currency amount by min and max', () => {
    const q: Question = {
      key: 'monto',
      element: 'input',
      validation: { type: 'currency' },
      min: 1000,
      max: 5000,
    };
    expect(check(q, 999)).toBe('El monto está fuera del rango permitido');
    expect(check(q, 1000)).toBeNull();
  });

  it('wants 9 digits in a Chilean phone by default', () => {
    const q: Question = { key: 'celular', element: 'phone', required: true };
    expect(check(q, { prefix: '56', number: '' })).toBe(REQUIRED);
    expect(check(q, { prefix: '56', number: '91234567' })).toBe('Ingrese un número de 9 dígitos');
    expect(check(q, { prefix: '56', number: '9876543210' })).toBe('Ingrese un número de 9 dígitos');
    expect(check(q, { prefix: '56', number: '912345678' })).toBeNull();
    const captioned = { ...q, validation: { caption: 'Revise su celular' } };
    expect(check(captioned, { prefix: '56', number: '91234567' })).toBe('Revise su celular');
  });
});

describe('selections', () => {
  const options = [
    { key: 'A', value: 'Ahorro' },
    { key: 'O', value: 'Otro' },
  ];

  it('single choice with specify: the last option needs its text', () => {
    const q: Question = {
      key: 'motivo',
      element: 'radio',
      required: true,
      options,
      extraDescription: { label: 'Cuál' },
    };
    expect(check(q, { value: null, extraDescription: '' })).toBe(REQUIRED);
    expect(check(q, { value: 'O', extraDescription: ' ' })).toBe(REQUIRED);
    expect(check(q, { value: 'O', extraDescription: 'Viaje' })).toBeNull();
    expect(check(q, { value: 'A', extraDescription: '' })).toBeNull();
  });

  it('multiple choice with specify: at least one, and the text when the last is ticked', () => {
    const q: Question = {
      key: 'fines',
      element: 'checkbox-group',
      required: true,
      options,
      extraDescription: true,
    };
    expect(check(q, { value: [], extraDescription: '' })).toBe(REQUIRED);
    expect(check(q, { value: ['A', 'O'], extraDescription: '' })).toBe(REQUIRED);
    expect(check(q, { value: ['A'], extraDescription: '' })).toBeNull();
  });

  it('selection list with extra fields: required extra text, configured rule and caption', () => {
    const q: Question = {
      key: 'origen',
      element: 'checkbox-list',
      required: true,
      options: [
        { key: 'S', value: 'Sueldo' },
        {
          key: 'C',
          value: 'Cuenta',
          extraDescription: {
            required: true,
            label: 'Número',
            validation: { type: 'numeric', caption: 'Solo números' },
          },
        },
      ],
    };
    const entries = (selected: string[], text = '') =>
      ['S', 'C'].map((id) => ({
        id,
        selected: selected.includes(id),
        extraDescription: id === 'C' ? text : '',
      }));
    expect(check(q, entries([]))).toBe(REQUIRED);
    expect(check(q, entries(['S']))).toBeNull();
    expect(check(q, entries(['C']))).toBe(INVALID);
    expect(check(q, entries(['C'], 'abc'))).toBe(INVALID);
    expect(check(q, entries(['C'], '123'))).toBeNull();
    expect(check({ ...q, required: false }, entries([]))).toBeNull();
  });

  it('acceptance lists must be all ticked', () => {
    const q: Question = { key: 'acepta', element: 'accept-conditions-basic', options };
    expect(check(q, ['A'])).toBe(REQUIRED);
    expect(check(q, ['A', 'O'])).toBeNull();
  });

  it('chat question: every sub-select answered', () => {
    const q: Question = {
      key: 'chat',
      element: 'chat',
      required: true,
      questions: [
        { key: 'p1', element: 'select', options },
        { key: 'p2', element: 'select', options },
      ],
    };
    expect(check(q, { p1: 'A', p2: '' })).toBe(REQUIRED);
    expect(check(q, { p1: 'A', p2: 'O' })).toBeNull();
  });
});

describe('linked group', () => {
  const keys = ['banco', 'cuenta', 'tipo'] as const;

  it('required: the first is required and the second needs 8 to 12 characters', () => {
    const values = { banco: '', cuenta: '123', tipo: '' };
    expect(linkedGroupError(keys, true, 0, values)).toBe(REQUIRED);
    expect(linkedGroupError(keys, true, 1, values)).toMatch(/entre 8 y 12/);
    expect(linkedGroupError(keys, true, 2, values)).toBeNull();
  });

  it('optional: any nonzero value makes all required and the third 8 to 12 long', () => {
    expect(linkedGroupError(keys, false, 1, { banco: '', cuenta: '', tipo: '' })).toBeNull();
    const values = { banco: '1', cuenta: '', tipo: '123' };
    expect(linkedGroupError(keys, false, 1, values)).toBe(REQUIRED);
    expect(linkedGroupError(keys, false, 2, values)).toMatch(/entre 8 y 12/);
  });
});

describe('isEmptyAnswer', () => {
  it('reads each control its own way', () => {
    expect(isEmptyAnswer(toggleControl, false)).toBe(true);
    expect(isEmptyAnswer(checkboxGroupControl, [])).toBe(true);
    expect(isEmptyAnswer(phoneControl, { prefix: '56', number: '9' })).toBe(false);
    expect(isEmptyAnswer(textControl, 0)).toBe(false);
  });
});
