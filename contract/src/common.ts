import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** Coded options: the wizard shows 'Codigo - Glosa'. */
export const codedOptionSchema = z.object({ Codigo: z.string(), Glosa: z.string() });
export type CodedOption = z.infer<typeof codedOptionSchema>;
const codedList = z.array(codedOptionSchema);

/** Countries: the wizard shows 'CodigoPais - NombrePais'. */
export const countrySchema = z.object({ CodigoPais: z.string(), NombrePais: z.string() });

export const countries = defineEndpoint({
  method: 'GET',
  path: '/common/paises',
  response: z.array(countrySchema),
});
/** Chile's regions (same as `regionsOf('CL')`). */
export const chileRegions = defineEndpoint({
  method: 'GET',
  path: '/common/regiones',
  response: codedList,
});
export const maritalStatus = defineEndpoint({
  method: 'GET',
  path: '/common/estadoCivil',
  response: codedList,
});
export const phonePrefixes = defineEndpoint({
  method: 'GET',
  path: '/common/prefijosTelefonicos',
  response: codedList,
});

export const regionsPath = '/pais/{country}/regiones';
export const citiesPath = '/pais/{country}/region/{region}/ciudades';
export const communesPath = '/pais/{country}/ciudad/{city}/comunas';
export const seriesPath = '/formasDePago/fondo/{fund}/series';
export const investmentAccountsPath = '/formasDePago/fondo/{fund}/{serie}/cuentasInversion';

export const regionsOf = defineEndpoint({ method: 'GET', path: regionsPath, response: codedList });
/** Cities are Chile's provinces (CUT, 3 digits). */
export const citiesOf = defineEndpoint({ method: 'GET', path: citiesPath, response: codedList });
export const communesOf = defineEndpoint({
  method: 'GET',
  path: communesPath,
  response: codedList,
});
export const fundSeries = defineEndpoint({ method: 'GET', path: seriesPath, response: codedList });
export const investmentAccounts = defineEndpoint({
  method: 'GET',
  path: investmentAccountsPath,
  response: codedList,
});

const enc = (value: string | number) => encodeURIComponent(String(value));
export const commonPaths = {
  regions: (country: string) => `/pais/${enc(country)}/regiones`,
  cities: (country: string, region: string) =>
    `/pais/${enc(country)}/region/${enc(region)}/ciudades`,
  communes: (country: string, city: string) => `/pais/${enc(country)}/ciudad/${enc(city)}/comunas`,
  series: (fund: string | number) => `/formasDePago/fondo/${enc(fund)}/series`,
  investmentAccounts: (fund: string | number, serie: string) =>
    `/formasDePago/fondo/${enc(fund)}/${enc(serie)}/cuentasInversion`,
};

/** Identity-card serial validity. stateIdentityCard 1 = valid. */
export const serialValidation = defineEndpoint({
  method: 'POST',
  path: '/cliente/carnet/serie/vigencia',
  request: z.object({ serialNumber: z.string().trim().min(1).max(20) }),
  response: z.object({ stateIdentityCard: z.number().int() }),
});
