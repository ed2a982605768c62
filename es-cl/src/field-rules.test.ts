// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldRules, fieldTypes, validateField, type FieldType } from './field-rules.ts';
import { esClMessages } from './messages.ts';

const ok = { ok: true };
const range = (min: number, max: number) => ({ ok: false, error: esClMessages.range(min, max) });

describe('validateField', () => {
  it.each<[FieldType, string, { min?: number; max?: number }, object]>([
    ['numeric', '1.234.567', { min: 1, max: 9 }, ok],
    ['numeric', '1.234.567', { min: 1, max: 6 }, range(1, 6)],
    ['numeric', '12a', {}, range(1, 256)],
    ['numericRanges', '150', { min: 1, max: 3 }, ok],
    ['numericRanges', '0150', { min: 1, max: 4 }, range(1, 4)],
    ['numericRanges', '1.500', {}, range(1, 256)],
    ['alphanumeric', 'AB12cd', { min: 6, max: 6 }, ok],
    ['alphanumeric', 'AB-12', {}, range(1, 256)],
    ['alphanumeric', 'ABC', { min: 4, max: 10 }, range(4, 10)],
    ['range', 'Av. Apoquindo 3000, piso 5', { min: 5, max: 30 }, ok],
    ['range', 'Av.', { min: 5, max: 30 }, range(5, 30)],
    ['nserie', 'A012.345.678', { min: 9, max: 10 }, ok],
    ['nserie', '106.543.210', { min: 9, max: 10 }, ok],
    ['nserie', 'AB12345678', {}, range(1, 256)],
    ['email', 'juan.perez@gmail.com', {}, ok],
    ['email', 'juan.perez@gmail', {}, range(3, 254)],
    ['email', 'juan perez@gmail.com', {}, range(3, 254)],
    ['bank_account', '000123456789', { min: 6, max: 15 }, ok],
    ['bank_account', '123-456', {}, range(1, 20)],
    ['bank_account', '12345', { min: 6, max: 15 }, range(6, 15)],
    ['text', 'Pérez & Cía. (sucursal #2 - año 2024; ñandú/ü_x:', {}, ok],
    ['text', 'nombre)', {}, range(1, 256)],
    ['text', 'comillas "dobles"', {}, range(1, 256)],
    ['text', 'x'.repeat(257), {}, range(1, 256)],
  ])('%s "%s" %j', (type, value, options, expected) => {
    expect(validateField(type, value, options)).toEqual(expected);
  });

  it('requires a value unless optional', () => {
    for (const type of fieldTypes) {
      expect(validateField(type, '')).toEqual({ ok: false, error: esClMessages.required });
      expect(validateField(type, '   ')).toEqual({ ok: false, error: esClMessages.required });
      expect(validateField(type, '', { optional: true })).toEqual(ok);
    }
    expect(validateField('numeric', 'x', { optional: true })).toEqual(range(1, 256));
  });

  it('accepts free text of 1 to 256 allowed characters and nothing longer', () => {
    const allowed = [...'abcXYZ019áéíóúüñÁÉÍÓÚÜÑ -_.,;:&#(/'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...allowed), { minLength: 1, maxLength: 300 }),
        (chars) => {
          const value = chars.join('');
          const expected = value.trim() !== '' && chars.length <= 256;
          return validateField('text', value).ok === expected;
        },
      ),
    );
  });

  it('bounds numeric values by their digits, separators aside', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.integer({ min: 1, max: 9 }),
        (n, max) => {
          const digits = String(n);
          const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
          return validateField('numeric', grouped, { min: 1, max }).ok === digits.length <= max;
        },
      ),
    );
  });
});

describe('fieldRules (zod)', () => {
  it('gives the same answer and the same Spanish message as validateField', () => {
    const schema = fieldRules.bank_account({ min: 6, max: 15 });
    expect(schema.safeParse('000123456789').success).toBe(true);
    const failed = schema.safeParse('12a');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe(esClMessages.range(6, 15));
    expect(fieldRules.email({ optional: true }).safeParse('').success).toBe(true);
    expect(fieldRules.text().safeParse('').error?.issues[0]?.message).toBe(esClMessages.required);
  });

  it('agrees with validateField for every type and any text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fieldTypes),
        fc.string({ maxLength: 30 }),
        fc.boolean(),
        (type, value, optional) =>
          fieldRules[type]({ min: 2, max: 12, optional }).safeParse(value).success ===
          validateField(type, value, { min: 2, max: 12, optional }).ok,
      ),
    );
  });
});
