import { describe, expect, it } from 'vitest';
import {
  BENEFICIARY_TYPES,
  beneficiaryFieldsSchema,
  beneficiaryMessages as m,
  changeState,
  list,
  type BeneficiaryFieldsInput,
} from './tefe-beneficiaries.ts';
import { bankSample, beneficiaryFieldsSample } from './samples/tefe.ts';

const bank = bankSample;
const person: BeneficiaryFieldsInput = {
  ...beneficiaryFieldsSample,
  Name: '  Laura ',
  MotherLastName: undefined,
  ContactEmail: undefined,
  Bank: { ...bankSample, SwiftCode: 'chasus33' },
  IntermediaryBank: { ...beneficiaryFieldsSample.IntermediaryBank, SwiftCode: 'CITIUS33XXX' },
};

/** The messages of a refused input, by field path. */
const issues = (input: unknown) => {
  const result = beneficiaryFieldsSchema.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('beneficiary fields', () => {
  it('take a person with an intermediary bank: trimmed, SWIFT in capitals, missing texts empty', () => {
    const parsed = beneficiaryFieldsSchema.parse(person);
    expect(parsed).toMatchObject({
      Name: 'Laura',
      DNI: '',
      MotherLastName: '',
      ContactEmail: '',
      Bank: { SwiftCode: 'CHASUS33' },
      IntermediaryBank: { SwiftCode: 'CITIUS33XXX' },
    });
    const company = beneficiaryFieldsSchema.parse({
      ...person,
      Type: BENEFICIARY_TYPES.company,
      Name: 'Acme Imports LLC',
      FatherLastName: '',
      IntermediaryBank: undefined,
    });
    expect(company.IntermediaryBank).toBeNull();
  });

  it('refuse a bad SWIFT, a US bank without ABA, phones not numbers or too short, a bad e-mail', () => {
    expect(issues({ ...person, Bank: { ...bank, SwiftCode: 'CHAS-US33' } })).toEqual({
      'Bank.SwiftCode': m.swift,
    });
    expect(issues({ ...person, Bank: { ...bank, AbaCode: '' } })).toEqual({
      'Bank.AbaCode': m.abaRequired,
    });
    expect(issues({ ...person, Bank: { ...bank, AbaCode: '12345' } })).toEqual({
      'Bank.AbaCode': m.aba,
    });
    expect(issues({ ...person, Phone: '3055550100', ContactPhone: 12345 })).toEqual({
      Phone: m.phone,
      ContactPhone: m.phone,
    });
    expect(issues({ ...person, PhoneCode: 12345 })).toEqual({ PhoneCode: m.phoneCode });
    expect(issues({ ...person, Email: 'laura@' })).toEqual({ Email: m.email });
  });

  it('refuse a person without a last name, long texts, unknown fields and a bad account', () => {
    expect(issues({ ...person, FatherLastName: ' ' })).toEqual({ FatherLastName: m.lastName });
    expect(issues({ ...person, Name: 'x'.repeat(61) })).toEqual({ Name: m.tooLong(60) });
    expect(issues({ ...person, Bank: { ...bank, Account: '12 34' } })).toEqual({
      'Bank.Account': m.account,
    });
    expect(beneficiaryFieldsSchema.safeParse({ ...person, StatusId: 1 }).success).toBe(false);
  });
});

describe('beneficiary calls', () => {
  it('page the list by 1 to 50 rows and filter by TODOS or one status', () => {
    expect(list.request.safeParse({ estado: 'TODOS', registrosPagina: '50' }).success).toBe(true);
    expect(list.request.safeParse({ registrosPagina: '51' }).success).toBe(false);
    expect(list.request.safeParse({ estado: 'ALGUNOS' }).success).toBe(false);
  });

  it('change state by delete or block with User WEB, or update with the whole beneficiary', () => {
    expect(changeState.request.safeParse({ State: 'ELIMINADO', User: 'WEB' }).success).toBe(true);
    expect(changeState.request.safeParse({ State: 'BLOQUEADO', User: 'WEB' }).success).toBe(true);
    expect(changeState.request.safeParse({ State: 'APROBADO', User: 'WEB' }).success).toBe(false);
    expect(
      changeState.request.safeParse({ State: '', User: 'WEB', Beneficiary: person }).success,
    ).toBe(true);
    expect(changeState.request.safeParse({ State: '', User: 'WEB' }).success).toBe(false);
  });
});
