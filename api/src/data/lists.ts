// Small reference lists of the API: marital status, and the demo funds with their series
// (countries and Chile's territory come from the es-CL kit).

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
