// Story data shaped as the reference API answers: Chile's regions, provinces (the wizard's
// "ciudades") and communes from the es-CL kit, plus copies of the API's countries list and demo
// funds with their series (the design system knows nothing of the API).
import {
  communesOf as communesOfProvince,
  provincesOf,
  regions as chileRegions,
} from '@inversiones/es-cl/territory';
import type { CodedItem, CountryItem } from '../Select/index.ts';

/** GET common/paises. */
export const countries: readonly CountryItem[] = [
  { CodigoPais: 'CL', NombrePais: 'Chile' },
  { CodigoPais: 'AR', NombrePais: 'Argentina' },
  { CodigoPais: 'BO', NombrePais: 'Bolivia' },
  { CodigoPais: 'BR', NombrePais: 'Brasil' },
  { CodigoPais: 'CA', NombrePais: 'Canadá' },
  { CodigoPais: 'CN', NombrePais: 'China' },
  { CodigoPais: 'CO', NombrePais: 'Colombia' },
  { CodigoPais: 'CR', NombrePais: 'Costa Rica' },
  { CodigoPais: 'EC', NombrePais: 'Ecuador' },
  { CodigoPais: 'ES', NombrePais: 'España' },
  { CodigoPais: 'US', NombrePais: 'Estados Unidos' },
  { CodigoPais: 'FR', NombrePais: 'Francia' },
  { CodigoPais: 'DE', NombrePais: 'Alemania' },
  { CodigoPais: 'IT', NombrePais: 'Italia' },
  { CodigoPais: 'JP', NombrePais: 'Japón' },
  { CodigoPais: 'MX', NombrePais: 'México' },
  { CodigoPais: 'PA', NombrePais: 'Panamá' },
  { CodigoPais: 'PY', NombrePais: 'Paraguay' },
  { CodigoPais: 'PE', NombrePais: 'Perú' },
  { CodigoPais: 'PT', NombrePais: 'Portugal' },
  { CodigoPais: 'GB', NombrePais: 'Reino Unido' },
  { CodigoPais: 'CH', NombrePais: 'Suiza' },
  { CodigoPais: 'UY', NombrePais: 'Uruguay' },
  { CodigoPais: 'VE', NombrePais: 'Venezuela' },
];

/** GET pais/CL/regiones (any other country: none). */
export const regions: readonly CodedItem[] = chileRegions.map(({ codigo, nombre }) => ({
  Codigo: codigo,
  Glosa: nombre,
}));

const isChile = (country: string) => country === 'CL';

/** GET pais/{country}/regiones. */
export function regionsOf(country: string): CodedItem[] {
  return isChile(country) ? [...regions] : [];
}

/** GET pais/{country}/region/{region}/ciudades. */
export function citiesOf(country: string, region: string): CodedItem[] {
  if (!isChile(country)) return [];
  return provincesOf(region).map(({ codigo, nombre }) => ({ Codigo: codigo, Glosa: nombre }));
}

/** GET pais/{country}/ciudad/{city}/comunas. */
export function communesOf(country: string, city: string): CodedItem[] {
  if (!isChile(country)) return [];
  return communesOfProvince(city).map(({ codigo, nombre }) => ({ Codigo: codigo, Glosa: nombre }));
}

/** The reference API's demo funds (`demoFunds`); their series follow. */
export const funds: readonly CodedItem[] = [
  { Codigo: '1', Glosa: 'Fondo Mutuo Renta Chile' },
  { Codigo: '2', Glosa: 'Fondo Mutuo Acciones Chilenas' },
  { Codigo: '3', Glosa: 'Fondo Mutuo Deuda Corto Plazo' },
  { Codigo: '4', Glosa: 'Fondo Mutuo Global Equity' },
];

const fundSeries: Readonly<Record<string, readonly string[]>> = {
  '1': ['A', 'B', 'APV'],
  '2': ['A', 'I'],
  '3': ['A', 'B'],
  '4': ['A', 'USD'],
};

/** GET formasDePago/fondo/{fund}/series. */
export function seriesOf(fund: string): CodedItem[] {
  return (fundSeries[fund] ?? []).map((serie) => ({ Codigo: serie, Glosa: `Serie ${serie}` }));
}

/** The demo client's rut body, as the API derives investment accounts from the session's rut. */
const demoRutBody = '12345678';

/** GET formasDePago/fondo/{fund}/{serie}/cuentasInversion. */
export function investmentAccountsOf(fund: string, serie: string): CodedItem[] {
  const name = funds.find((item) => item.Codigo === fund)?.Glosa;
  if (!name || !fundSeries[fund]?.includes(serie)) return [];
  return [
    { Codigo: `${demoRutBody}-1`, Glosa: `Cuenta de inversión ${demoRutBody}-1 (${name})` },
    { Codigo: `${demoRutBody}-2`, Glosa: `Cuenta de ahorro ${demoRutBody}-2` },
  ];
}
