import { BalanceSummary, DataTable, Text, type DataTableColumn } from '@inversiones/design-system';
import { formatCurrency, formatDisplayDate, formatPercent } from '@inversiones/design-system/es-cl';
import { repos } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { useApiData } from '../api-state/use-api-data.ts';
import type { Period } from '../funds/period.ts';
import { DebtPage } from './DebtPage.tsx';
import { MovementsTable, PeriodMovements, periodQuery, Term } from './DebtSections.tsx';
import * as messages from './messages.ts';

const m = messages.reposPage;
type Repo = repos.Repo;
type Movement = repos.MovementsResponse['movimientos'][number];

const pesos = (money: { amount: number }) => formatCurrency(money.amount, 'CLP');
const monthlyRate = (rate: number) => formatPercent(rate, { decimals: 2 });

const repoColumns: readonly DataTableColumn<Repo>[] = [
  { id: 'folio', header: m.folio, value: (row) => row.folio, isRowHeader: true },
  {
    id: 'invertido',
    header: m.invested,
    value: (row) => row.montoInvertido.amount,
    numeric: true,
    cell: (row) => pesos(row.montoInvertido),
  },
  {
    id: 'tasa',
    header: m.rate,
    value: (row) => row.tasaMensual,
    numeric: true,
    cell: (row) => monthlyRate(row.tasaMensual),
  },
  {
    id: 'plazo',
    header: m.term,
    value: (row) => row.fechaVencimiento,
    cell: (row) => (
      <Term
        from={row.fechaInicio}
        to={row.fechaVencimiento}
        note={`${messages.common.days(row.dias)} · ${m.daysLeft(row.diasRestantes)}`}
      />
    ),
  },
  {
    id: 'actual',
    header: m.current,
    value: (row) => row.valorActual.amount,
    numeric: true,
    cell: (row) => pesos(row.valorActual),
  },
  {
    id: 'final',
    header: m.final,
    value: (row) => row.montoFinal.amount,
    numeric: true,
    cell: (row) => pesos(row.montoFinal),
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
  { id: 'folio', header: m.folio, value: (row) => row.folio, isRowHeader: true },
  {
    id: 'tasa',
    header: m.rate,
    value: (row) => row.tasaMensual,
    numeric: true,
    cell: (row) => monthlyRate(row.tasaMensual),
  },
  {
    id: 'monto',
    header: m.amount,
    value: (row) => row.monto.amount,
    numeric: true,
    cell: (row) => pesos(row.monto),
  },
];

/** The period's pactos started and repaid. */
function Movements({ period }: { period: Period }) {
  return (
    <MovementsTable
      load={(signal) =>
        apiGet(repos.movements, { signal, params: periodQuery(period) }).then((r) => r.movimientos)
      }
      cacheKey={`pactos-movimientos|${period.from}|${period.to}`}
      label={m.movementsLabel}
      columns={movementColumns}
      empty={m.movementsEmpty}
    />
  );
}

/**
 * /acciones/pactos (spec 7 family `pactos`): the client's pactos de retrocompra in force, with what
 * they are worth today and will pay at maturity (the API's figures), then the starts and
 * maturities of the period in the URL, by default the 30 days up to the API's today.
 */
export function ReposPage() {
  usePageTitle(m.title);
  const balances = useApiData((signal) => apiGet(repos.balances, { signal }), 'pactos-saldos');
  return (
    <DebtPage
      title={m.title}
      intro={m.intro}
      balances={balances}
      balancesTitle={m.balancesTitle}
      isEmpty={(data) => data.pactos.length === 0}
      empty={m.empty}
      positions={(data) => (
        <>
          <BalanceSummary
            title={m.summary}
            headingLevel={3}
            totals={[
              {
                currency: 'CLP',
                balance: data.totalActual.amount,
                // Whole pesos on both sides: the interest earned so far, exact.
                result: data.totalActual.amount - data.totalInvertido.amount,
              },
            ]}
          />
          <Text tone="secondary">
            {m.valuedAt(formatDisplayDate(data.fecha))} {m.atMaturity(pesos(data.totalFinal))}
          </Text>
          <DataTable
            aria-label={m.tableLabel}
            columns={repoColumns}
            data={data.pactos}
            getRowId={(row) => row.folio}
            density="compact"
          />
        </>
      )}
      movements={(data) => (
        <PeriodMovements today={data.fecha} request={repos.movements.request} label={m.filterLabel}>
          {(period) => <Movements period={period} />}
        </PeriodMovements>
      )}
    />
  );
}
