// Fixed beneficiaries for the stories and the composition page.
import type { Beneficiary } from './types.ts';

export const sampleBeneficiaries: Beneficiary[] = [
  {
    Id: 1041,
    Name: 'María José',
    FatherLastName: 'Fernández',
    MotherLastName: 'Soto',
    Alias: 'Hija Miami',
    DNI: 'P12345678',
    Email: 'mjfernandez@gmail.com',
    OriginCountry: 'Estados Unidos',
    CurrencyId: 'USD',
    StatusId: 1,
    Bank: {
      BankName: 'Bank of America',
      SwiftCode: 'BOFAUS3N',
      AbaCode: '026009593',
      Account: '483012346789',
      Country: 'Estados Unidos',
      City: 'Miami',
    },
    IntermediaryBank: null,
  },
  {
    Id: 1042,
    Name: 'Jorge',
    FatherLastName: 'Müller',
    MotherLastName: '',
    Alias: 'Proveedor Alemania',
    DNI: '',
    Email: 'jorge.muller@example.de',
    OriginCountry: 'Alemania',
    CurrencyId: 'EUR',
    StatusId: 3,
    Bank: {
      BankName: 'Deutsche Bank AG',
      SwiftCode: 'DEUTDEFF',
      AbaCode: null,
      Account: 'DE89370400440532013000',
      Country: 'Alemania',
      City: 'Fráncfort',
    },
    IntermediaryBank: {
      BankName: 'JPMorgan Chase Bank',
      SwiftCode: 'CHASUS33',
      AbaCode: '021000021',
      Account: '400115566',
      Country: 'Estados Unidos',
      City: 'Nueva York',
    },
  },
  {
    Id: 1043,
    Name: 'Camila',
    FatherLastName: 'Rojas',
    MotherLastName: 'Valenzuela',
    Alias: null,
    DNI: '12.345.678-5',
    Email: null,
    OriginCountry: 'Chile',
    CurrencyId: 'USD',
    StatusId: 6,
    Bank: {
      BankName: 'Banco Santander España',
      SwiftCode: 'BSCHESMM',
      Account: 'ES9121000418450200051332',
      Country: 'España',
      City: 'Madrid',
    },
  },
];

/** Currency names for the stories' CurrencyId values. */
export const sampleCurrencyNames: Record<string, string> = {
  USD: 'Dólar estadounidense (USD)',
  EUR: 'Euro (EUR)',
};
