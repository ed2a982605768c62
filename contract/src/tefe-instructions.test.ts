import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  instructionFieldsSchema,
  instructionMessages,
  type CommissionsResponse,
} from './tefe-instructions.ts';

const tariff: CommissionsResponse = {
  tramos: [
    { hasta: 5_000, comision: { amount: 25, currency: 'USD' } },
    { hasta: 20_000, comision: { amount: 40, currency: 'USD' } },
    { hasta: null, comision: { amount: 60, currency: 'USD' } },
  ],
  bancoIntermediario: { amount: 15, currency: 'USD' },
};

const fields = {
  BeneficiaryId: 4,
  CuentaId: '100234-04',
  Monto: 2_000,
  MonedaId: 1,
  PropositoId: 1,
  OrigenFondosId: 1,
  VolumenAnualId: 2,
};

describe('commissionOf', () => {
  it('takes the first step the amount fits in, its upper bound included, plus the intermediary', () => {
    expect(commissionOf(5_000, tariff, false)).toEqual({ base: 25, intermediary: 0 });
    expect(commissionOf(5_000.01, tariff, true)).toEqual({ base: 40, intermediary: 15 });
    expect(commissionOf(250_000, tariff, false)).toEqual({ base: 60, intermediary: 0 });
  });
});

describe('instructionFieldsSchema', () => {
  it('takes a whole instruction and refuses amounts out of range or with cents beyond two', () => {
    expect(instructionFieldsSchema.parse(fields)).toEqual(fields);
    for (const Monto of [99.99, 250_000.01]) {
      const parsed = instructionFieldsSchema.safeParse({ ...fields, Monto });
      expect(parsed.error?.issues[0]?.message).toBe(instructionMessages.amountRange);
    }
    expect(instructionFieldsSchema.safeParse({ ...fields, Monto: 100.001 }).success).toBe(false);
  });

  it('says which choice is missing, in Spanish, and refuses unknown fields', () => {
    const { PropositoId: _omitted, ...rest } = fields;
    expect(instructionFieldsSchema.safeParse(rest).error?.issues[0]?.message).toBe(
      instructionMessages.purpose,
    );
    expect(
      instructionFieldsSchema.safeParse({ ...fields, CuentaId: 'abc' }).error?.issues[0]?.message,
    ).toBe(instructionMessages.account);
    expect(instructionFieldsSchema.safeParse({ ...fields, Extra: 1 }).success).toBe(false);
  });
});
