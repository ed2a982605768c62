// Story data shaped as the reference API answers: the countries, Chile's regions, provinces (the
// wizard's "ciudades") and communes from the es-CL kit, plus sample funds with their series.
import {
  communesOf as communesOfProvince,
  countries as countryList,
  isChile,
  provincesOf,
  regions as chileRegions,
} from '@inversiones/es-cl/territory';
import type { CodedItem, CountryItem } from '../Select/index.ts';

/** GET common/paises. */
export const countries: readonly CountryItem[] = countryList.map(({ codigo, nombre }) => ({
  CodigoPais: codigo,
  NombrePais: nombre,
}));

/** GET pais/CL/regiones (any other country: none). */
export const regions: readonly CodedItem[] = chileRegions.map(({ codigo, nombre }) => ({
  Codigo: codigo,
  Glosa: nombre,
}));

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

/** Sample funds, like the reference API's demo funds; their series follow. */
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
