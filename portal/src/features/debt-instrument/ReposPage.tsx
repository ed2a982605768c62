import {
  BalanceSummary,
  DataTable,
  Heading,
  Link,
  Stack,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatCurrency, formatDisplayDate, formatPercent } from '@inversiones/design-system/es-cl';
import { repos } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import type { Period } from '../funds/period.ts';
import { STOCKS_ROUTE } from '../stocks/routes.ts';
import { MovementsTable, PeriodMovements, periodQuery, Section, Term } from './DebtSections.tsx';
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
  const { state, retry } = useApiData(
    (signal) => apiGet(repos.balances, { signal }),
    'pactos-saldos',
  );
  return (
    <Stack gap="lg">
      <Link href={STOCKS_ROUTE}>{messages.common.back}</Link>
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <ApiState state={state} retry={retry} titleLevel={2}>
        {(balances) => (
          <>
            <Section title={m.balancesTitle}>
              {balances.pactos.length === 0 ? (
                <Text>{m.empty}</Text>
              ) : (
                <Stack gap="md">
                  <BalanceSummary
                    title={m.summary}
                    headingLevel={3}
                    totals={[
                      {
                        currency: 'CLP',
                        balance: balances.totalActual.amount,
                        // Whole pesos on both sides: the interest earned so far, exact.
                        result: balances.totalActual.amount - balances.totalInvertido.amount,
                      },
                    ]}
                  />
                  <Text tone="secondary">
                    {m.valuedAt(formatDisplayDate(balances.fecha))}{' '}
                    {m.atMaturity(pesos(balances.totalFinal))}
                  </Text>
                  <DataTable
                    aria-label={m.tableLabel}
                    columns={repoColumns}
                    data={balances.pactos}
                    getRowId={(row) => row.folio}
                    density="compact"
                  />
                </Stack>
              )}
            </Section>
            <PeriodMovements
              today={balances.fecha}
              request={repos.movements.request}
              label={m.filterLabel}
            >
              {(period) => <Movements period={period} />}
            </PeriodMovements>
          </>
        )}
      </ApiState>
    </Stack>
  );
}
