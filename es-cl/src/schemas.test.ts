// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { esClMessages } from './messages.ts';
import { formatRut, rutCheckDigit } from './rut.ts';
import { emailSchema, makeBirthDateSchema, rutSchema, sameRutRule } from './schemas.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('rutSchema', () => {
  it('accepts valid ruts and explains the failures in Spanish', () => {
    expect(rutSchema.safeParse('12.345.678-5').success).toBe(true);
    expect(rutSchema.safeParse(' 12345678-5 ').success).toBe(true);
    expect(messageOf(rutSchema.safeParse('12.345.678-4'))).toBe(esClMessages.invalidData);
    expect(messageOf(rutSchema.safeParse(''))).toBe(esClMessages.required);
  });

  it('with sameRutRule rejects the client own rut however it is typed', () => {
    const schema = rutSchema.check(sameRutRule('12.345.678-5'));
    expect(schema.safeParse('7.654.321-6').success).toBe(true);
    for (const typed of ['12.345.678-5', '12345678-5', '123456785']) {
      const result = schema.safeParse(typed);
      expect(messageOf(result)).toBe(esClMessages.sameRut);
      expect(result.error?.issues[0]).toMatchObject({ params: { code: 'sameRut' } });
    }
    const company = rutSchema.check(sameRutRule('1.000.005-K'));
    expect(messageOf(company.safeParse('1000005-k'))).toBe(esClMessages.sameRut);
  });

  it('sameRutRule fails for the own rut and only for it', () => {
    const body = fc.integer({ min: 1_000_000, max: 99_999_999 }).map(String);
    fc.assert(
      fc.property(body, body, fc.boolean(), (own, other, dots) => {
        const ownRut = `${own}${rutCheckDigit(own)}`;
        const otherRut = formatRut(`${other}${rutCheckDigit(other)}`, { dots });
        const schema = rutSchema.check(sameRutRule(formatRut(ownRut)));
        return schema.safeParse(otherRut).success === (own !== other);
      }),
    );
  });
});

describe('emailSchema', () => {
  it('accepts a standard address', () => {
    expect(emailSchema.safeParse('juan.perez@gmail.com').success).toBe(true);
    expect(messageOf(emailSchema.safeParse('juan.perez@'))).toBe(esClMessages.invalidData);
    expect(messageOf(emailSchema.safeParse('  '))).toBe(esClMessages.required);
  });
});

describe('birthDateSchema', () => {
  const schema = makeBirthDateSchema('2024-06-20');

  it('takes dd/mm/aaaa, a real date, 18 to 110 years before today', () => {
    expect(schema.safeParse('01/06/2006').success).toBe(true);
    expect(messageOf(schema.safeParse('02/06/2006'))).toBe(esClMessages.birthDate);
    expect(messageOf(schema.safeParse('31/05/1914'))).toBe(esClMessages.birthDate);
    expect(messageOf(schema.safeParse('31/02/2000'))).toBe(esClMessages.date);
    expect(messageOf(schema.safeParse('2000-01-01'))).toBe(esClMessages.date);
    expect(messageOf(schema.safeParse(''))).toBe(esClMessages.required);
  });
});
