import { formatCurrency, formatDisplayDate, formatMonth } from '@inversiones/es-cl';
import type { DataTableColumn } from '../DataTable/index.ts';

/** A monthly management-fee invoice, as the stories and tests show them. */
export interface SampleInvoice {
  key: string;
  folio: string;
  month: string;
  issuedOn: string;
  total: number;
}

/** Twelve invoices of 2025, newest first: more than one page and more than one zip may hold. */
export const sampleInvoices: SampleInvoice[] = Array.from({ length: 12 }, (_, i) => i)
  .map((i) => ({
    key: `FA-10023401-2025${String(i + 1).padStart(2, '0')}`,
    folio: `25${String(i + 1).padStart(2, '0')}110023401`,
    month: formatMonth(`2025-${String(i + 1).padStart(2, '0')}`),
    issuedOn: i === 11 ? '2026-01-02' : `2025-${String(i + 2).padStart(2, '0')}-03`,
    total: 98_400 + i * 1_731,
  }))
  .reverse();

export const sampleInvoiceColumns: DataTableColumn<SampleInvoice>[] = [
  { id: 'folio', header: 'Folio', value: (i) => i.folio, isRowHeader: true },
  { id: 'month', header: 'Período', value: (i) => i.month },
  {
    id: 'issuedOn',
    header: 'Emisión',
    value: (i) => i.issuedOn,
    cell: (i) => formatDisplayDate(i.issuedOn),
    numeric: true,
  },
  {
    id: 'total',
    header: 'Total',
    value: (i) => i.total,
    cell: (i) => formatCurrency(i.total, 'CLP'),
    numeric: true,
  },
];

export const sampleInvoiceLabel = (i: SampleInvoice) => `factura ${i.folio}`;
