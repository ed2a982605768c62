/**
 * Example TEFE beneficiaries for tests and stories (never the portal's production code): a bank in
 * New York, the fields a client fills in for a person there with an intermediary bank, and a
 * registered beneficiary as the list returns it.
 */
import {
  BENEFICIARY_TYPES,
  type Beneficiary,
  type BeneficiaryStatusId,
  type BeneficiaryFieldsInput,
} from '../tefe-beneficiaries.ts';

export const bankSample = {
  BankName: 'JPMorgan Chase Bank, N.A.',
  SwiftCode: 'CHASUS33',
  AbaCode: '021000021',
  Account: '000123456789',
  Country: 'US',
  City: 'New York',
  Address: '383 Madison Avenue',
};

/** Laura Gómez Reyes in Miami, paid through Citibank as intermediary. */
export const beneficiaryFieldsSample = {
  Type: BENEFICIARY_TYPES.person,
  Name: 'Laura',
  FatherLastName: 'Gómez',
  MotherLastName: 'Reyes',
  Address: '1200 Brickell Avenue, Miami',
  OriginCountryId: 1,
  PhoneCode: 1,
  Phone: 3055550100,
  CurrencyId: 1,
  ContactPhoneCode: 1,
  ContactPhone: 3055550100,
  Email: 'laura.gomez@example.com',
  ContactEmail: 'laura.gomez@example.com',
  Alias: 'Laura Miami',
  Bank: bankSample,
  IntermediaryBank: {
    ...bankSample,
    BankName: 'Citibank N.A.',
    SwiftCode: 'CITIUS33',
    AbaCode: '021000089',
    Account: '99887766',
  },
} satisfies BeneficiaryFieldsInput;

/** A registered beneficiary (a person in the United States, no intermediary bank). */
export const beneficiarySample = (
  Id: number,
  Name: string,
  FatherLastName: string,
  StatusId: BeneficiaryStatusId,
): Beneficiary => ({
  Id,
  Type: BENEFICIARY_TYPES.person,
  DNI: '',
  Name,
  FatherLastName,
  MotherLastName: '',
  Email: '',
  Address: 'Miami',
  OriginCountryId: 1,
  OriginCountry: 'Estados Unidos',
  StatusId,
  Alias: '',
  PhoneCode: 1,
  Phone: 3055550100,
  CurrencyId: 1,
  ContactPhoneCode: 1,
  ContactPhone: 3055550100,
  ContactEmail: '',
  Bank: bankSample,
  IntermediaryBank: null,
  CreatedAt: '2026-11-27T13:30:00.000Z',
});
