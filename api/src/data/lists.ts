// Small reference lists: countries (ISO 3166-1 alpha-2), dialing prefixes, marital status,
// and the demo funds with their series.

export const countries = [
  ['CL', 'Chile', '56'],
  ['AR', 'Argentina', '54'],
  ['BO', 'Bolivia', '591'],
  ['BR', 'Brasil', '55'],
  ['CA', 'Canadá', '1'],
  ['CN', 'China', '86'],
  ['CO', 'Colombia', '57'],
  ['CR', 'Costa Rica', '506'],
  ['EC', 'Ecuador', '593'],
  ['ES', 'España', '34'],
  ['US', 'Estados Unidos', '1'],
  ['FR', 'Francia', '33'],
  ['DE', 'Alemania', '49'],
  ['IT', 'Italia', '39'],
  ['JP', 'Japón', '81'],
  ['MX', 'México', '52'],
  ['PA', 'Panamá', '507'],
  ['PY', 'Paraguay', '595'],
  ['PE', 'Perú', '51'],
  ['PT', 'Portugal', '351'],
  ['GB', 'Reino Unido', '44'],
  ['CH', 'Suiza', '41'],
  ['UY', 'Uruguay', '598'],
  ['VE', 'Venezuela', '58'],
] as const;

export const maritalStatuses = [
  ['S', 'Soltero(a)'],
  ['C', 'Casado(a)'],
  ['AUC', 'Conviviente civil'],
  ['SJ', 'Separado(a) judicialmente'],
  ['D', 'Divorciado(a)'],
  ['V', 'Viudo(a)'],
] as const;

export interface DemoFund {
  codigo: string;
  nombre: string;
  series: string[];
}

export const demoFunds: readonly DemoFund[] = [
  { codigo: '1', nombre: 'Fondo Mutuo Renta Chile', series: ['A', 'B', 'APV'] },
  { codigo: '2', nombre: 'Fondo Mutuo Acciones Chilenas', series: ['A', 'I'] },
  { codigo: '3', nombre: 'Fondo Mutuo Deuda Corto Plazo', series: ['A', 'B'] },
  { codigo: '4', nombre: 'Fondo Mutuo Global Equity', series: ['A', 'USD'] },
];
