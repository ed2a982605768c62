// The beneficiary form's values (text, as typed) and their way to the wire: one zod schema, the
// contract's, judges them here and again in the API (spec 3: phones and ids numeric on save).
import { tefeBeneficiaries } from '@inversiones/contract';

type Beneficiary = tefeBeneficiaries.Beneficiary;
type Fields = tefeBeneficiaries.BeneficiaryFields;

export interface BankValues {
  BankName: string;
  SwiftCode: string;
  AbaCode: string;
  Account: string;
  /** ISO 3166 alpha-2, '' before one is chosen. */
  Country: string;
  City: string;
  Address: string;
}

export interface BeneficiaryFormValues {
  /** '1' natural person, '2' company. */
  Type: string;
  DNI: string;
  Name: string;
  FatherLastName: string;
  MotherLastName: string;
  Email: string;
  Address: string;
  OriginCountryId: string;
  Alias: string;
  PhoneCode: string;
  Phone: string;
  CurrencyId: string;
  ContactPhoneCode: string;
  ContactPhone: string;
  ContactEmail: string;
  /** Spec 3: the contact's phone code, phone and e-mail are the beneficiary's. */
  ReuseDataAsContact: boolean;
  /** Spec 3: off sends no intermediary bank (its fields nulled). */
  UseIntermediaryBank: boolean;
  Bank: BankValues;
  IntermediaryBank: BankValues;
}

export type FieldName =
  | Exclude<keyof BeneficiaryFormValues, 'Bank' | 'IntermediaryBank'>
  | `${'Bank' | 'IntermediaryBank'}.${keyof BankValues}`;

export const emptyBank = (): BankValues => ({
  BankName: '',
  SwiftCode: '',
  AbaCode: '',
  Account: '',
  Country: '',
  City: '',
  Address: '',
});

/** A new beneficiary: a person, the contact the beneficiary's own, in dollars when offered. */
export const emptyValues = (currencyId = ''): BeneficiaryFormValues => ({
  Type: String(tefeBeneficiaries.BENEFICIARY_TYPES.person),
  DNI: '',
  Name: '',
  FatherLastName: '',
  MotherLastName: '',
  Email: '',
  Address: '',
  OriginCountryId: '',
  Alias: '',
  PhoneCode: '',
  Phone: '',
  CurrencyId: currencyId,
  ContactPhoneCode: '',
  ContactPhone: '',
  ContactEmail: '',
  ReuseDataAsContact: true,
  UseIntermediaryBank: false,
  Bank: emptyBank(),
  IntermediaryBank: emptyBank(),
});

const bankValuesOf = (bank: tefeBeneficiaries.BeneficiaryBank): BankValues => ({ ...bank });

/** A registered beneficiary as the form opens it (edit mode). */
export function valuesOf(beneficiary: Beneficiary): BeneficiaryFormValues {
  const reuse =
    beneficiary.ContactPhoneCode === beneficiary.PhoneCode &&
    beneficiary.ContactPhone === beneficiary.Phone &&
    beneficiary.ContactEmail === beneficiary.Email;
  return {
    Type: String(beneficiary.Type),
    DNI: beneficiary.DNI,
    Name: beneficiary.Name,
    FatherLastName: beneficiary.FatherLastName,
    MotherLastName: beneficiary.MotherLastName,
    Email: beneficiary.Email,
    Address: beneficiary.Address,
    OriginCountryId: String(beneficiary.OriginCountryId),
    Alias: beneficiary.Alias,
    PhoneCode: String(beneficiary.PhoneCode),
    Phone: String(beneficiary.Phone),
    CurrencyId: String(beneficiary.CurrencyId),
    ContactPhoneCode: String(beneficiary.ContactPhoneCode),
    ContactPhone: String(beneficiary.ContactPhone),
    ContactEmail: beneficiary.ContactEmail,
    ReuseDataAsContact: reuse,
    UseIntermediaryBank: beneficiary.IntermediaryBank !== null,
    Bank: bankValuesOf(beneficiary.Bank),
    IntermediaryBank: beneficiary.IntermediaryBank
      ? bankValuesOf(beneficiary.IntermediaryBank)
      : emptyBank(),
  };
}

/** Digits as a number; anything else a NaN the schema refuses with its message; empty, absent. */
const numberOrMissing = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** What the form sends, before the schema judges it (flags applied, text made numbers). */
export function wireInputOf(values: BeneficiaryFormValues): Record<string, unknown> {
  const company = values.Type === String(tefeBeneficiaries.BENEFICIARY_TYPES.company);
  return {
    Type: numberOrMissing(values.Type),
    DNI: values.DNI,
    Name: values.Name,
    // A company's legal name is its Name; its last names stay empty (spec 3).
    FatherLastName: company ? '' : values.FatherLastName,
    MotherLastName: company ? '' : values.MotherLastName,
    Email: values.Email,
    Address: values.Address,
    OriginCountryId: numberOrMissing(values.OriginCountryId),
    Alias: values.Alias,
    PhoneCode: numberOrMissing(values.PhoneCode),
    Phone: numberOrMissing(values.Phone),
    CurrencyId: numberOrMissing(values.CurrencyId),
    ContactPhoneCode: numberOrMissing(
      values.ReuseDataAsContact ? values.PhoneCode : values.ContactPhoneCode,
    ),
    ContactPhone: numberOrMissing(values.ReuseDataAsContact ? values.Phone : values.ContactPhone),
    ContactEmail: values.ReuseDataAsContact ? values.Email : values.ContactEmail,
    Bank: { ...values.Bank, SwiftCode: values.Bank.SwiftCode.trim().toUpperCase() },
    IntermediaryBank: values.UseIntermediaryBank
      ? {
          ...values.IntermediaryBank,
          SwiftCode: values.IntermediaryBank.SwiftCode.trim().toUpperCase(),
        }
      : null,
  };
}

/** The issues' fields that the form shows under another one (the contact copies the phone). */
const shownAt = (path: string, values: BeneficiaryFormValues): FieldName => {
  if (values.ReuseDataAsContact) {
    if (path === 'ContactPhoneCode') return 'PhoneCode';
    if (path === 'ContactPhone') return 'Phone';
    if (path === 'ContactEmail') return 'Email';
  }
  return path as FieldName;
};

export type CheckResult =
  { ok: true; fields: Fields } | { ok: false; errors: Partial<Record<FieldName, string>> };

/** The contract's judgement of the form: the wire fields, or each field's first message. */
export function checkValues(values: BeneficiaryFormValues): CheckResult {
  const parsed = tefeBeneficiaries.beneficiaryFieldsSchema.safeParse(wireInputOf(values));
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const name = shownAt(issue.path.join('.'), values);
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}
