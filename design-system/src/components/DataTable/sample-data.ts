import { formatCurrency, formatNumber } from '@inversiones/es-cl';
import type { DataTableColumn } from './DataTable.tsx';

/** Story and test data: a client's mutual fund holdings (deterministic, 23 rows, 3 pages). */
export interface Holding {
  id: string;
  fondo: string;
  serie: string;
  fecha: string;
  cuotas: number;
  saldo: number;
}

const names = [
  'Fondo Mutuo Renta Local',
  'Fondo Mutuo Deuda Corto Plazo',
  'Fondo Mutuo Acciones Chilenas',
  'Fondo Mutuo Global Equity',
  'Fondo Mutuo Money Market',
  'Fondo Mutuo Balanceado Moderado',
  'Fondo Mutuo Renta Internacional',
  'Fondo Mutuo Latinoamericano',
];
const series = ['A', 'APV', 'B', 'I'];

export const holdings: Holding[] = Array.from({ length: 23 }, (_, i) => ({
  id: `h${i + 1}`,
  fondo: `${names[i % names.length]}${i >= names.length ? ` ${Math.floor(i / names.length) + 1}` : ''}`,
  serie: series[i % series.length]!,
  fecha: `${String((i % 28) + 1).padStart(2, '0')}/03/2025`,
  cuotas: 1000 + ((i * 7919) % 50000) / 10,
  saldo: 250000 + ((i * 104729) % 9000000),
}));

export const holdingColumns: DataTableColumn<Holding>[] = [
  { id: 'fondo', header: 'Fondo', value: (r) => r.fondo, isRowHeader: true },
  { id: 'serie', header: 'Serie', value: (r) => r.serie },
  {
    id: 'fecha',
    header: 'Fecha',
    value: (r) => r.fecha.split('/').reverse().join(''),
    cell: (r) => r.fecha,
    numeric: true,
  },
  {
    id: 'cuotas',
    header: 'Cuotas',
    value: (r) => r.cuotas,
    cell: (r) => formatNumber(r.cuotas, 4),
    numeric: true,
  },
  {
    id: 'saldo',
    header: 'Saldo',
    value: (r) => r.saldo,
    cell: (r) => formatCurrency(r.saldo),
    numeric: true,
  },
];
