import { DataTable, Heading, Stack, Text, type DataTableColumn } from '@inversiones/design-system';
import {
  formatCurrency,
  formatDisplayDate,
  formatInstant,
  formatNumber,
  formatPercent,
} from '@inversiones/design-system/es-cl';
import { stockFinancing } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import * as messages from './messages.ts';
import { shareColumn } from '../stocks/share-column.tsx';

const m = messages.shortSales;
type VentaCorta = stockFinancing.VentaCorta;

const price = (value: number) => formatCurrency(value, 'CLP', { decimals: 2 });

/** A result in words, never colour alone: "Pérdida de $ 1.234" (whole pesos). */
export function resultText(amount: number): string {
  if (amount === 0) return m.even;
  const text = formatCurrency(Math.abs(amount), 'CLP');
  return amount > 0 ? m.gain(text) : m.loss(text);
}

const columns: readonly DataTableColumn<VentaCorta>[] = [
  { id: 'folio', header: m.folio, value: (row) => row.folio, isRowHeader: true },
  shareColumn<VentaCorta>(m.share),
  {
    id: 'cantidad',
    header: m.quantity,
    value: (row) => row.cantidad,
    numeric: true,
    cell: (row) => formatNumber(row.cantidad),
  },
  {
    id: 'venta',
    header: m.salePrice,
    value: (row) => row.precioVenta,
    numeric: true,
    cell: (row) => price(row.precioVenta),
  },
  {
    id: 'inicio',
    header: m.start,
    value: (row) => row.fechaInicio,
    cell: (row) => formatDisplayDate(row.fechaInicio),
  },
  {
    id: 'vencimiento',
    header: m.due,
    value: (row) => row.fechaVencimiento,
    cell: (row) => formatDisplayDate(row.fechaVencimiento),
  },
  {
    id: 'tasa',
    header: m.fee,
    value: (row) => row.tasaPrestamo,
    numeric: true,
    cell: (row) => formatPercent(row.tasaPrestamo),
  },
  {
    id: 'garantia',
    header: m.collateral,
    value: (row) => row.garantia.amount,
    numeric: true,
    cell: (row) => formatCurrency(row.garantia.amount, 'CLP'),
  },
  {
    id: 'actual',
    header: m.currentPrice,
    value: (row) => row.precioActual,
    numeric: true,
    cell: (row) => price(row.precioActual),
  },
  {
    id: 'resultado',
    header: m.result,
    value: (row) => row.resultado.amount,
    numeric: true,
    cell: (row) => resultText(row.resultado.amount),
  },
];

/**
 * /ventaCorta (spec 7 "ventacorta"): the client's short sales in force, read only, each valued at
 * the share's price when the page opened; the result is said in words (gain or loss).
 */
export function ShortSalesPage() {
  usePageTitle(m.title);
  const { state, retry } = useApiData(
    (signal) => apiGet(stockFinancing.ventasCortas, { signal }),
    'ventacorta',
  );
  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <ApiState
        state={state}
        retry={retry}
        placeholder={3}
        titleLevel={2}
        isEmpty={(data) => data.ventasCortas.length === 0}
        empty={<Text>{m.empty}</Text>}
      >
        {(data) => (
          <Stack gap="md">
            <Stack gap="xs">
              <Text>{m.resultTotal(resultText(data.resultadoTotal.amount))}</Text>
              <Text>{m.collateralTotal(formatCurrency(data.garantiaTotal.amount, 'CLP'))}</Text>
              <Text tone="secondary">{m.pricedAt(formatInstant(data.hora))}</Text>
            </Stack>
            <DataTable
              aria-label={m.tableLabel}
              columns={columns}
              data={data.ventasCortas}
              getRowId={(row) => row.folio}
              density="compact"
            />
          </Stack>
        )}
      </ApiState>
    </Stack>
  );
}
