import {
  BalanceSummary,
  DataTable,
  Heading,
  Link,
  PriceChange,
  Stack,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatCurrency, formatInstant, formatNumber } from '@inversiones/design-system/es-cl';
import { stockOrders } from '@inversiones/contract';
import { useId } from 'react';
import { apiGet } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { tradePath } from '../stock-trading/routes.ts';
import * as messages from './messages.ts';
import { shareColumn } from './share-column.tsx';

const m = messages.custody;
type Position = stockOrders.BalancesResponse['posiciones'][number];

const columns: readonly DataTableColumn<Position>[] = [
  shareColumn<Position>(m.share, { isRowHeader: true }),
  {
    id: 'cantidad',
    header: m.quantity,
    value: (row) => row.cantidad,
    numeric: true,
    cell: (row) =>
      row.disponible === row.cantidad
        ? formatNumber(row.cantidad)
        : m.reserved(formatNumber(row.cantidad), formatNumber(row.disponible)),
  },
  {
    id: 'precio',
    header: m.price,
    value: (row) => row.precio,
    numeric: true,
    cell: (row) => formatCurrency(row.precio, 'CLP', { decimals: 2 }),
  },
  {
    id: 'variacion',
    header: m.change,
    value: (row) => row.variacionDia,
    numeric: true,
    cell: (row) => <PriceChange value={row.variacionDia} />,
  },
  {
    id: 'valor',
    header: m.value,
    value: (row) => row.valor.amount,
    numeric: true,
    cell: (row) => formatCurrency(row.valor.amount, 'CLP'),
  },
  {
    id: 'vender',
    header: m.actions,
    hideLabelOnCard: true,
    sortable: false,
    cell: (row) =>
      row.disponible > 0 ? (
        <Link href={tradePath(row.nemo, 'venta')}>{m.sell(row.nemo)}</Link>
      ) : null,
  },
];

/**
 * Spec 7 "balances": the shares in the client's custody, valued at the last price when the page
 * opened (the API's figures: the home's total counts the same), with the result against what was
 * invested and a way to sell each.
 */
export function CustodySection() {
  const titleId = useId();
  const { state, retry } = useApiData(
    (signal) => apiGet(stockOrders.balances, { signal }),
    'saldos',
  );
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={2} id={titleId}>
          {m.title}
        </Heading>
        <ApiState state={state} retry={retry}>
          {(balances) => {
            if (balances.posiciones.length === 0) return <Text>{m.empty}</Text>;
            const invested = balances.posiciones.reduce((sum, p) => sum + p.invertido.amount, 0);
            return (
              <Stack gap="md">
                <BalanceSummary
                  title={m.summary}
                  headingLevel={3}
                  totals={[
                    {
                      currency: 'CLP',
                      balance: balances.total.amount,
                      // Whole pesos on both sides: the difference is exact.
                      result: balances.total.amount - invested,
                    },
                  ]}
                />
                <Text tone="secondary">
                  {m.valuedAt(formatInstant(balances.hora), balances.cuentaCustodia ?? '')}
                </Text>
                <DataTable
                  aria-label={m.title}
                  columns={columns}
                  data={balances.posiciones}
                  getRowId={(row) => row.nemo}
                  density="compact"
                />
              </Stack>
            );
          }}
        </ApiState>
      </Stack>
    </section>
  );
}
