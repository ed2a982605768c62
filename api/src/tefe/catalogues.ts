// The TEFE catalogues (spec 7 `paises`, `tiposMonedas`, `bancosInternacionales/{code}`). The spec
// gives no lists: these are chosen, a plausible subset of what a Chilean broker's desk offers.
import type { tefeBeneficiaries as contract, tefeCatalogues } from '@inversiones/contract';

type Country = contract.CountriesResponse['paises'][number];
type Currency = contract.CurrenciesResponse['monedas'][number];

export const countries: readonly Country[] = [
  { id: 1, nombre: 'Estados Unidos', iso: 'US', usaAba: true },
  { id: 2, nombre: 'España', iso: 'ES', usaAba: false },
  { id: 3, nombre: 'Reino Unido', iso: 'GB', usaAba: false },
  { id: 4, nombre: 'Alemania', iso: 'DE', usaAba: false },
  { id: 5, nombre: 'Francia', iso: 'FR', usaAba: false },
  { id: 6, nombre: 'Suiza', iso: 'CH', usaAba: false },
  { id: 7, nombre: 'Brasil', iso: 'BR', usaAba: false },
  { id: 8, nombre: 'Argentina', iso: 'AR', usaAba: false },
  { id: 9, nombre: 'Perú', iso: 'PE', usaAba: false },
  { id: 10, nombre: 'México', iso: 'MX', usaAba: false },
  { id: 11, nombre: 'Canadá', iso: 'CA', usaAba: false },
  { id: 12, nombre: 'Panamá', iso: 'PA', usaAba: false },
  { id: 13, nombre: 'Islas Caimán', iso: 'KY', usaAba: false },
  { id: 14, nombre: 'Cuba', iso: 'CU', usaAba: false },
  { id: 15, nombre: 'Irán', iso: 'IR', usaAba: false },
  { id: 16, nombre: 'Corea del Norte', iso: 'KP', usaAba: false },
  { id: 17, nombre: 'Siria', iso: 'SY', usaAba: false },
];

export const findCountry = (id: number) => countries.find((country) => country.id === id);

/** What a beneficiary can receive (the transfer leaves the client's current account in dollars). */
export const currencies: readonly Currency[] = [
  { id: 1, codigo: 'USD', nombre: 'Dólar estadounidense' },
  { id: 2, codigo: 'EUR', nombre: 'Euro' },
];

export const findCurrency = (id: number) => currencies.find((currency) => currency.id === id);

/** Banks abroad by their SWIFT code (8 characters; an 11-character code adds its branch). */
const banks: readonly contract.InternationalBank[] = [
  {
    BankName: 'JPMorgan Chase Bank, N.A.',
    SwiftCode: 'CHASUS33',
    Country: 'US',
    City: 'New York',
    Address: '383 Madison Avenue',
  },
  {
    BankName: 'Citibank N.A.',
    SwiftCode: 'CITIUS33',
    Country: 'US',
    City: 'New York',
    Address: '388 Greenwich Street',
  },
  {
    BankName: 'Bank of America, N.A.',
    SwiftCode: 'BOFAUS3N',
    Country: 'US',
    City: 'Charlotte',
    Address: '100 North Tryon Street',
  },
  {
    BankName: 'Wells Fargo Bank, N.A.',
    SwiftCode: 'WFBIUS6S',
    Country: 'US',
    City: 'San Francisco',
    Address: '420 Montgomery Street',
  },
  {
    BankName: 'HSBC Bank plc',
    SwiftCode: 'MIDLGB22',
    Country: 'GB',
    City: 'London',
    Address: '8 Canada Square',
  },
  {
    BankName: 'Deutsche Bank AG',
    SwiftCode: 'DEUTDEFF',
    Country: 'DE',
    City: 'Frankfurt am Main',
    Address: 'Taunusanlage 12',
  },
  {
    BankName: 'Banco Bilbao Vizcaya Argentaria, S.A.',
    SwiftCode: 'BBVAESMM',
    Country: 'ES',
    City: 'Madrid',
    Address: 'Calle Azul 4',
  },
  {
    BankName: 'Banco Santander, S.A.',
    SwiftCode: 'BSCHESMM',
    Country: 'ES',
    City: 'Madrid',
    Address: 'Avenida de Cantabria s/n, Boadilla del Monte',
  },
  {
    BankName: 'BNP Paribas',
    SwiftCode: 'BNPAFRPP',
    Country: 'FR',
    City: 'Paris',
    Address: '16 boulevard des Italiens',
  },
  {
    BankName: 'UBS Switzerland AG',
    SwiftCode: 'UBSWCHZH',
    Country: 'CH',
    City: 'Zürich',
    Address: 'Bahnhofstrasse 45',
  },
  {
    BankName: 'Itaú Unibanco S.A.',
    SwiftCode: 'ITAUBRSP',
    Country: 'BR',
    City: 'São Paulo',
    Address: 'Praça Alfredo Egydio de Souza Aranha 100',
  },
  {
    BankName: 'Banco General, S.A.',
    SwiftCode: 'BAGEPAPA',
    Country: 'PA',
    City: 'Ciudad de Panamá',
    Address: 'Calle Aquilino de la Guardia',
  },
];

/** The bank of a SWIFT code: its 8-character head names the bank (the branch is not listed). */
export function findBank(code: string): contract.InternationalBank | undefined {
  const head = code.toUpperCase().slice(0, 8);
  const bank = banks.find((b) => b.SwiftCode === head);
  return bank && { ...bank, SwiftCode: code.toUpperCase() };
}

type Option = tefeCatalogues.TefeOption;

/** Why the client sends the money (the compliance questions of a transfer abroad). */
export const purposes: readonly Option[] = [
  { id: 1, nombre: 'Ayuda familiar' },
  { id: 2, nombre: 'Pago de estudios' },
  { id: 3, nombre: 'Compra de bienes o servicios' },
  { id: 4, nombre: 'Inversión en el extranjero' },
  { id: 5, nombre: 'Gastos de viaje' },
  { id: 6, nombre: 'Pago a proveedores' },
  { id: 7, nombre: 'Traspaso a cuenta propia en el extranjero' },
];

/** Where the money comes from. */
export const fundOrigins: readonly Option[] = [
  { id: 1, nombre: 'Ahorros personales' },
  { id: 2, nombre: 'Remuneraciones u honorarios' },
  { id: 3, nombre: 'Venta de inversiones' },
  { id: 4, nombre: 'Venta de bienes raíces u otros bienes' },
  { id: 5, nombre: 'Herencia o donación' },
  { id: 6, nombre: 'Utilidades o ingresos de la empresa' },
];

/** What the client expects to send abroad in a year. */
export const annualVolumes: readonly Option[] = [
  { id: 1, nombre: 'Hasta US$ 10.000' },
  { id: 2, nombre: 'Entre US$ 10.001 y US$ 50.000' },
  { id: 3, nombre: 'Entre US$ 50.001 y US$ 100.000' },
  { id: 4, nombre: 'Más de US$ 100.000' },
];
