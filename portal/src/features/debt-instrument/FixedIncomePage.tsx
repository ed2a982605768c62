import {
  BalanceSummary,
  DataTable,
  Stack,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatCurrency, formatDisplayDate, formatPercent } from '@inversiones/design-system/es-cl';
import { fixedIncome } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { useApiData } from '../api-state/use-api-data.ts';
import type { Period } from '../funds/period.ts';
import { DebtPage } from './DebtPage.tsx';
import { Amount, MovementsTable, PeriodMovements, periodQuery, Term } from './DebtSections.tsx';
import * as messages from './messages.ts';

const m = messages.fixedIncomePage;
type Position = fixedIncome.Position;
type Movement = fixedIncome.MovementsResponse['movimientos'][number];

const positionColumns: readonly DataTableColumn<Position>[] = [
  {
    id: 'instrumento',
    header: m.instrument,
    value: (row) => row.nemo,
    isRowHeader: true,
    cell: (row) => (
      <Stack gap="none">
        <span>{row.nemo}</span>
        <Text as="span" tone="secondary">
          {m.instrumentNames[row.tipo]}
        </Text>
        <Text as="span" tone="secondary">
          {row.emisor}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'nominal',
    header: m.nominal,
    value: (row) => row.nominal.amount,
    numeric: true,
    cell: (row) => formatCurrency(row.nominal.amount, row.nominal.currency),
  },
  {
    id: 'tasa',
    header: m.rate,
    value: (row) => row.tasa,
    numeric: true,
    cell: (row) => formatPercent(row.tasa),
  },
  {
    id: 'plazo',
    header: m.term,
    value: (row) => row.fechaVencimiento,
    cell: (row) => (
      <Term
        from={row.fechaCompra}
        to={row.fechaVencimiento}
        note={m.dueIn(messages.common.days(row.diasAlVencimiento))}
      />
    ),
  },
  {
    id: 'valor',
    header: m.value,
    value: (row) => row.valorPesos.amount,
    numeric: true,
    cell: (row) => <Amount money={row.valor} pesos={row.valorPesos} />,
  },
];

const movementColumns: readonly DataTableColumn<Movement>[] = [
  {
    id: 'fecha',
    header: m.date,
    value: (row) => row.fecha,
    cell: (row) => formatDisplayDate(row.fecha),
  },
  { id: 'tipo', header: m.type, value: (row) => m.types[row.tipo] },
  { id: 'nemo', header: m.instrument, value: (row) => row.nemo, isRowHeader: true },
  { id: 'folio', header: m.folio, value: (row) => row.folio },
  {
    id: 'monto',
    header: m.amount,
    value: (row) => row.monto.amount,
    numeric: true,
    cell: (row) => formatCurrency(row.monto.amount, row.monto.currency),
  },
  {
    id: 'montoPesos',
    header: m.amountPesos,
    value: (row) => row.montoPesos.amount,
    numeric: true,
    cell: (row) => formatCurrency(row.montoPesos.amount, 'CLP'),
  },
];

/** The period's purchases, coupons and maturities. */
function Movements({ period }: { period: Period }) {
  return (
    <MovementsTable
      load={(signal) =>
        apiGet(fixedIncome.movements, { signal, params: periodQuery(period) }).then(
          (r) => r.movimientos,
        )
      }
      cacheKey={`rentafija-movimientos|${period.from}|${period.to}`}
      label={m.movementsLabel}
      columns={movementColumns}
      empty={m.movementsEmpty}
    />
  );
}

/**
 * /acciones/rentaFija (spec 7 "fixed income balances and movements"): the client's bonds and time
 * deposits valued by the API to its today (UF ones also in pesos at the day's UF), then the
 * movements of the period in the URL, by default the 30 days up to that today.
 */
export function FixedIncomePage() {
  usePageTitle(m.title);
  const balances = useApiData(
    (signal) => apiGet(fixedIncome.balances, { signal }),
    'rentafija-saldos',
  );
  return (
    <DebtPage
      title={m.title}
      intro={m.intro}
      balances={balances}
      balancesTitle={m.balancesTitle}
      isEmpty={(data) => data.posiciones.length === 0}
      empty={m.empty}
      positions={(data) => (
        <>
          <BalanceSummary
            title={m.summary}
            headingLevel={3}
            totals={[{ currency: 'CLP', balance: data.totalPesos.amount }]}
          />
          <Text tone="secondary">
            {m.valuedAt(
              formatDisplayDate(data.fecha),
              formatCurrency(data.valorUF, 'CLP', { decimals: 2 }),
            )}
          </Text>
          <DataTable
            aria-label={m.tableLabel}
            columns={positionColumns}
            data={data.posiciones}
            getRowId={(row) => row.folio}
            density="compact"
          />
        </>
      )}
      movements={(data) => (
        <PeriodMovements
          today={data.fecha}
          request={fixedIncome.movements.request}
          label={m.filterLabel}
        >
          {(period) => <Movements period={period} />}
        </PeriodMovements>
      )}
    />
  );
}
