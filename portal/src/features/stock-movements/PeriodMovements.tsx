import { DataTable, Heading, Stack, Text, type DataTableColumn } from '@inversiones/design-system';
import {
  formatCurrency,
  formatDisplayDate,
  formatNumber,
  toWireDate,
} from '@inversiones/design-system/es-cl';
import { stockOrders } from '@inversiones/contract';
import { useId, useMemo, type ReactNode } from 'react';
import { apiGet } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { lastDays, type Period } from '../funds/period.ts';
import { PeriodForm } from '../funds/PeriodForm.tsx';
import { usePeriodPage } from '../funds/use-period-page.ts';
import { perSharePrice } from './figures.ts';
import * as messages from './messages.ts';

type Movement = stockOrders.MovementsResponse['movimientos'][number];
type Dividend = stockOrders.DividendsResponse['dividendos'][number];

const mv = messages.movements;
const dv = messages.dividends;

const pesos = (money: { amount: number }) => formatCurrency(money.amount, 'CLP');

const movementColumns: readonly DataTableColumn<Movement>[] = [
  {
    id: 'fecha',
    header: mv.columns.date,
    value: (row) => row.fecha,
    cell: (row) => formatDisplayDate(row.fecha),
  },
  {
    id: 'liquidacion',
    header: mv.columns.settlement,
    value: (row) => row.liquidacion,
    cell: (row) => formatDisplayDate(row.liquidacion),
  },
  { id: 'tipo', header: mv.columns.type, value: (row) => mv.types[row.tipo] },
  { id: 'nemo', header: mv.columns.share, value: (row) => row.nemo, isRowHeader: true },
  {
    id: 'cantidad',
    header: mv.columns.quantity,
    value: (row) => row.cantidad,
    cell: (row) => formatNumber(row.cantidad),
    numeric: true,
  },
  {
    id: 'precio',
    header: mv.columns.price,
    value: (row) => row.precio,
    cell: (row) => perSharePrice(row.precio),
    numeric: true,
  },
  {
    id: 'monto',
    header: mv.columns.amount,
    value: (row) => row.monto.amount,
    cell: (row) => pesos(row.monto),
    numeric: true,
  },
  { id: 'cuenta', header: mv.columns.account, value: (row) => row.cuenta },
];

const dividendColumns: readonly DataTableColumn<Dividend>[] = [
  {
    id: 'fecha',
    header: dv.columns.recordDate,
    value: (row) => row.fecha,
    cell: (row) => formatDisplayDate(row.fecha),
  },
  {
    id: 'accion',
    header: dv.columns.share,
    value: (row) => row.nemo,
    isRowHeader: true,
    cell: (row) => (
      <Stack gap="none">
        <span>{row.nemo}</span>
        <Text as="span" tone="secondary">
          {row.nombre}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'acciones',
    header: dv.columns.shares,
    value: (row) => row.acciones,
    cell: (row) => formatNumber(row.acciones),
    numeric: true,
  },
  {
    id: 'porAccion',
    header: dv.columns.perShare,
    value: (row) => row.porAccion,
    cell: (row) => perSharePrice(row.porAccion),
    numeric: true,
  },
  {
    id: 'monto',
    header: dv.columns.amount,
    value: (row) => row.monto.amount,
    cell: (row) => pesos(row.monto),
    numeric: true,
  },
  { id: 'cuenta', header: dv.columns.account, value: (row) => row.cuenta },
];

/** A section of the page: its h2, then its call's answer, skeleton or error with Reintentar. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={2} id={titleId}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

const query = (period: Period) => ({ fechaInicio: period.from, fechaTermino: period.to });

/** Spec 7 "movements": purchases, sales and dividends of the period, as the API lists them. */
function MovementsSection({ period }: { period: Period }) {
  const { state, retry } = useApiData(
    (signal) => apiGet(stockOrders.movements, { signal, params: query(period) }),
    `movimientos|${period.from}|${period.to}`,
  );
  return (
    <Section title={mv.title}>
      <ApiState state={state} retry={retry}>
        {({ movimientos }) => (
          // Rows keep their index as id: nothing is selected, and no field is said to be unique.
          <DataTable
            aria-label={mv.title}
            columns={movementColumns}
            data={movimientos}
            emptyMessage={mv.empty}
          />
        )}
      </ApiState>
    </Section>
  );
}

/** Spec 7 "dividends": what the client's shares earned in the period, and its total. */
function DividendsSection({ period }: { period: Period }) {
  const { state, retry } = useApiData(
    (signal) => apiGet(stockOrders.dividends, { signal, params: query(period) }),
    `dividendos|${period.from}|${period.to}`,
  );
  return (
    <Section title={dv.title}>
      <ApiState state={state} retry={retry}>
        {({ dividendos, total }) => (
          <DataTable
            aria-label={dv.title}
            columns={dividendColumns}
            data={dividendos}
            emptyMessage={dv.empty}
            footerRows={[{ id: 'total', label: dv.total, cells: { monto: pesos(total) } }]}
          />
        )}
      </ApiState>
    </Section>
  );
}

/**
 * The period in the URL (by default the last 30 days up to `today`), its form, and the period's
 * movements and dividends, each section loading, failing and retrying on its own.
 */
export function PeriodMovements({ today }: { today: string }) {
  const fallback = useMemo(() => lastDays(today), [today]);
  const request = stockOrders.movements.request;
  const { period, isDefault, valid, show } = usePeriodPage(request, fallback);
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <PeriodForm
          key={`${period.from}|${period.to}`}
          label={messages.page.filterLabel}
          period={period}
          request={request}
          maxDate={toWireDate(today)}
          onSubmit={(next) => show({ period: next })}
          secondary={
            isDefault
              ? undefined
              : {
                  label: messages.page.lastDays,
                  onPress: () => show({ period: { from: '', to: '' } }),
                }
          }
        />
        {valid ? (
          <Text>
            {messages.page.periodShown(
              formatDisplayDate(period.from),
              formatDisplayDate(period.to),
            )}
          </Text>
        ) : null}
      </Stack>
      {valid ? (
        <>
          <MovementsSection period={period} />
          <DividendsSection period={period} />
        </>
      ) : null}
    </Stack>
  );
}
