// Static, in-memory lists of the example form: no network, no timers, the same on every run.
import type { ConditionItem } from '../components/private/conditions.ts';
import type { CascadingLevel } from '../components/CascadingSelect/CascadingSelect.tsx';
import {
  citiesOf,
  communesOf,
  countries,
  regionsOf,
} from '../components/private/sample-territory.ts';
import {
  codedAccessors,
  formatCodedOption,
  type CodedItem,
} from '../components/Select/select-options.ts';

/** "Today" of the story: the birth-date window never depends on the day it runs. */
export const exampleToday = '20261121';

/** Country codes of the phone field: the text shows, the key travels. */
export const phonePrefixes = [
  { key: '56', value: '+56' },
  { key: '54', value: '+54' },
  { key: '51', value: '+51' },
  { key: '1', value: '+1' },
];

/** Chilean banks by their CMF code; Security (SEC) first, as the enrolment context asks. */
export const banks: readonly CodedItem[] = [
  { Codigo: 'SEC', Glosa: 'Banco Security' },
  { Codigo: '001', Glosa: 'Banco de Chile' },
  { Codigo: '009', Glosa: 'Banco Internacional' },
  { Codigo: '012', Glosa: 'BancoEstado' },
  { Codigo: '014', Glosa: 'Scotiabank Chile' },
  { Codigo: '016', Glosa: 'Banco de Crédito e Inversiones' },
  { Codigo: '028', Glosa: 'Banco BICE' },
  { Codigo: '037', Glosa: 'Banco Santander Chile' },
  { Codigo: '039', Glosa: 'Banco Itaú Chile' },
];

/** Country -> region -> city -> commune, answered at once from memory. */
export const addressLevels: CascadingLevel<CodedItem>[] = [
  {
    name: 'codigoPais',
    label: 'País',
    load: async () => countries.map((c) => ({ Codigo: c.CodigoPais, Glosa: c.NombrePais })),
    formatOption: formatCodedOption<CodedItem>,
    ...codedAccessors,
  },
  {
    name: 'codigoRegion',
    label: 'Región',
    load: async (parents) => regionsOf(parents.codigoPais ?? ''),
    ...codedAccessors,
  },
  {
    name: 'codigoCiudad',
    label: 'Ciudad',
    load: async (parents) => citiesOf(parents.codigoPais ?? '', parents.codigoRegion ?? ''),
    ...codedAccessors,
  },
  {
    name: 'codigoComuna',
    label: 'Comuna',
    load: async (parents) => communesOf(parents.codigoPais ?? '', parents.codigoCiudad ?? ''),
    ...codedAccessors,
  },
];

/** The declaration the client must accept before sending. */
export const declarations: ConditionItem[] = [
  {
    key: 'veracidad',
    value: 'Declaro que la información entregada es verdadera y está actualizada',
    mandatory: true,
  },
];

/** The name of a commune or country for the summary. */
export function placeName(
  kind: 'country' | 'commune',
  country: string | null,
  code: string | null,
): string {
  if (!code) return '';
  if (kind === 'country') return countries.find((c) => c.CodigoPais === code)?.NombrePais ?? code;
  const commune = communesOf(country ?? '', code.slice(0, 3)).find((c) => c.Codigo === code);
  return commune?.Glosa ?? code;
}
