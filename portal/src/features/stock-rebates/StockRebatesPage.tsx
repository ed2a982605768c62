import {
  Card,
  DataTable,
  FactList,
  Heading,
  Link,
  Stack,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import {
  formatCurrency,
  formatDisplayDate,
  formatMonth,
  formatNumber,
  formatPercent,
  toWireDate,
} from '@inversiones/design-system/es-cl';
import { stockRebates } from '@inversiones/contract';
import { useMemo } from 'react';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { lastDays } from '../funds/period.ts';
import { PeriodForm } from '../funds/PeriodForm.tsx';
import { usePeriodPage } from '../funds/use-period-page.ts';
import { useStockSchedule } from '../stock-orders/use-stock-schedule.ts';
import { STOCKS_ROUTE } from '../stocks/routes.ts';
import * as messages from './messages.ts';

type Answer = stockRebates.RebatesResponse;
type Rebate = stockRebates.Rebate;

const mm = messages.month;
const pm = messages.paid;

/** A year of payments by default: one a month at most. */
const DEFAULT_DAYS = 365;

const pesos = (money: { amount: number }) => formatCurrency(money.amount, 'CLP');

const columns: readonly DataTableColumn<Rebate>[] = [
  {
    id: 'fecha',
    header: pm.columns.date,
    value: (row) => row.fecha,
    cell: (row) => formatDisplayDate(row.fecha),
  },
  { id: 'mes', header: pm.columns.month, value: (row) => formatMonth(row.mes), isRowHeader: true },
  {
    id: 'comisiones',
    header: pm.columns.commissions,
    value: (row) => row.comisiones.amount,
    cell: (row) => pesos(row.comisiones),
    numeric: true,
  },
  {
    id: 'monto',
    header: pm.columns.amount,
    value: (row) => row.monto.amount,
    cell: (row) => pesos(row.monto),
    numeric: true,
  },
  { id: 'cuenta', header: pm.columns.account, value: (row) => row.cuenta },
];

/** The API's month so far: its commissions and what they would earn back. */
function ThisMonth({ answer }: { answer: Answer }) {
  const { mesActual: month, programa } = answer;
  return (
    <Card title={mm.title(formatMonth(month.mes))}>
      <Stack gap="md">
        <Text>
          {messages.page.program(
            pesos(programa.umbral),
            formatPercent(programa.tasa, { decimals: 0 }),
          )}
        </Text>
        <FactList
          facts={[
            { id: 'comisiones', term: mm.commissions, value: pesos(month.comisiones) },
            { id: 'ordenes', term: mm.orders, value: formatNumber(month.ordenes) },
            { id: 'estimada', term: mm.estimate, value: pesos(month.devolucionEstimada) },
            month.faltante.amount > 0
              ? { id: 'faltante', term: mm.missing, value: pesos(month.faltante) }
              : { id: 'faltante', term: mm.reached, value: pesos(programa.umbral) },
            { id: 'pago', term: mm.payDate, value: formatDisplayDate(month.fechaPago) },
          ]}
        />
        <Text size="sm" tone="muted">
          {mm.note}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The period in the URL (by default the last 12 months) and one call for it: the month so far
 * (its card says a failure, with Reintentar) and the rebates paid in the period.
 */
function Rebates({ today }: { today: string }) {
  const fallback = useMemo(() => lastDays(today, DEFAULT_DAYS), [today]);
  const request = stockRebates.rebates.request;
  const { period, isDefault, valid, show } = usePeriodPage(request, fallback);
  const { state, retry } = useApiData(
    valid
      ? (signal) =>
          apiGet(stockRebates.rebates, {
            signal,
            params: { fechaInicio: period.from, fechaTermino: period.to },
          })
      : null,
    `devoluciones|${period.from}|${period.to}`,
  );
  return (
    <Stack gap="lg">
      {valid ? (
        <ApiState state={state} retry={retry} placeholder={2} titleLevel={2}>
          {(answer) => <ThisMonth answer={answer} />}
        </ApiState>
      ) : null}
      <Card title={pm.title}>
        <Stack gap="md">
          <PeriodForm
            key={`${period.from}|${period.to}`}
            label={pm.filterLabel}
            period={period}
            request={request}
            maxDate={toWireDate(today)}
            isRequired
            onSubmit={(next) => show({ period: next })}
            secondary={
              isDefault
                ? undefined
                : { label: pm.lastYear, onPress: () => show({ period: { from: '', to: '' } }) }
            }
          />
          {valid ? (
            <Text>
              {pm.periodShown(formatDisplayDate(period.from), formatDisplayDate(period.to))}
            </Text>
          ) : null}
          {valid && state.status !== 'error' ? (
            <PaidTable answer={state.status === 'ready' ? state.data : null} />
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}

/** The period's rebates and their total; a skeleton table while the answer is on its way. */
function PaidTable({ answer }: { answer: Answer | null }) {
  return (
    <DataTable
      aria-label={pm.title}
      columns={columns}
      data={answer?.devoluciones ?? []}
      isLoading={answer === null}
      getRowId={(row) => row.folio}
      emptyMessage={pm.empty}
      footerRows={
        answer ? [{ id: 'total', label: pm.total, cells: { monto: pesos(answer.total) } }] : []
      }
    />
  );
}

/**
 * /acciones/devoluciones (spec 7 "rebates"): the program's terms, the month so far with its
 * estimated rebate, and the rebates paid in the period of the URL, whose default ends on the
 * market's today (the API's clock, as on Movimientos).
 */
export function StockRebatesPage() {
  usePageTitle(messages.page.title);
  const { state, retry } = useStockSchedule();
  return (
    <Stack gap="lg">
      <Link href={STOCKS_ROUTE}>{messages.page.back}</Link>
      <Heading level={1}>{messages.page.title}</Heading>
      <ApiState state={state} retry={retry} placeholder={4} titleLevel={2}>
        {(horario) => <Rebates today={horario.fecha} />}
      </ApiState>
    </Stack>
  );
}
