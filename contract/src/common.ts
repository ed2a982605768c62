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
  access: 'profile',
  response: z.array(countrySchema),
});
/** Chile's regions (same as `regionsOf('CL')`). */
export const chileRegions = defineEndpoint({
  method: 'GET',
  path: '/common/regiones',
  access: 'profile',
  response: codedList,
});
export const maritalStatus = defineEndpoint({
  method: 'GET',
  path: '/common/estadoCivil',
  access: 'profile',
  response: codedList,
});
export const phonePrefixes = defineEndpoint({
  method: 'GET',
  path: '/common/prefijosTelefonicos',
  access: 'profile',
  response: codedList,
});

export const regionsOf = defineEndpoint({
  method: 'GET',
  path: '/pais/{country}/regiones',
  access: 'profile',
  response: codedList,
});
/** Cities are Chile's provinces (CUT, 3 digits). */
export const citiesOf = defineEndpoint({
  method: 'GET',
  path: '/pais/{country}/region/{region}/ciudades',
  access: 'profile',
  response: codedList,
});
export const communesOf = defineEndpoint({
  method: 'GET',
  path: '/pais/{country}/ciudad/{city}/comunas',
  access: 'profile',
  response: codedList,
});
export const fundSeries = defineEndpoint({
  method: 'GET',
  path: '/formasDePago/fondo/{fund}/series',
  access: 'profile',
  response: codedList,
});
export const investmentAccounts = defineEndpoint({
  method: 'GET',
  path: '/formasDePago/fondo/{fund}/{serie}/cuentasInversion',
  access: 'profile',
  response: codedList,
});

/** Identity-card serial validity. stateIdentityCard 1 = valid. */
export const serialValidation = defineEndpoint({
  method: 'POST',
  path: '/cliente/carnet/serie/vigencia',
  access: 'profile',
  request: z.object({ serialNumber: z.string().trim().min(1).max(20) }),
  response: z.object({ stateIdentityCard: z.number().int() }),
});
