import { DataTable, Heading, Stack, Text, type DataTableColumn } from '@inversiones/design-system';
import { formatCurrency, formatDisplayDate, toWireDate } from '@inversiones/design-system/es-cl';
import { useId, useMemo, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { Currency } from '@inversiones/contract';
import { lastDays, type Period } from '../funds/period.ts';
import { PeriodForm } from '../funds/PeriodForm.tsx';
import { usePeriodPage } from '../funds/use-period-page.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import * as messages from './messages.ts';

/** A section of the page: its h2, then what it holds. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
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

/** An amount in its currency: pesos, or UF with its peso value under it when given. */
export function Amount({
  money,
  pesos,
}: {
  money: { amount: number; currency: Currency };
  pesos?: { amount: number };
}) {
  if (money.currency !== 'UF' || pesos === undefined) {
    return <>{formatCurrency(money.amount, money.currency)}</>;
  }
  return (
    <Stack gap="none">
      <span>{formatCurrency(money.amount, money.currency)}</span>
      <Text as="span" tone="secondary">
        {formatCurrency(pesos.amount, 'CLP')}
      </Text>
    </Stack>
  );
}

/** A term: its two dates, and a second line in grey (its days, or the days left). */
export function Term({ from, to, note }: { from: string; to: string; note: string }) {
  return (
    <Stack gap="none">
      <span>{messages.common.range(formatDisplayDate(from), formatDisplayDate(to))}</span>
      <Text as="span" tone="secondary">
        {note}
      </Text>
    </Stack>
  );
}

export interface PeriodMovementsProps {
  /** The API's today (ISO): the default period's end and the latest date offered. */
  today: string;
  /** The movements call's request schema: it judges the period before any call. */
  request: ZodType;
  label: string;
  /** The period's movements (a section that loads and retries on its own). */
  children: (period: Period) => ReactNode;
}

/**
 * The Movimientos section: the period of the URL (by default the last 30 days up to `today`), its
 * form, and `children` for a period the contract accepts, as Movimientos y dividendos does.
 */
export function PeriodMovements({ today, request, label, children }: PeriodMovementsProps) {
  const fallback = useMemo(() => lastDays(today), [today]);
  const { period, isDefault, valid, show } = usePeriodPage(request, fallback);
  return (
    <Section title={messages.common.movementsTitle}>
      <Stack gap="sm">
        <PeriodForm
          key={`${period.from}|${period.to}`}
          label={label}
          period={period}
          request={request}
          maxDate={toWireDate(today)}
          onSubmit={(next) => show({ period: next })}
          secondary={
            isDefault
              ? undefined
              : {
                  label: messages.common.lastDays,
                  onPress: () => show({ period: { from: '', to: '' } }),
                }
          }
        />
        {valid ? (
          <Text>
            {messages.common.periodShown(
              formatDisplayDate(period.from),
              formatDisplayDate(period.to),
            )}
          </Text>
        ) : null}
      </Stack>
      {valid ? children(period) : null}
    </Section>
  );
}

export const periodQuery = (period: Period) => ({
  fechaInicio: period.from,
  fechaTermino: period.to,
});

export interface MovementsTableProps<Row extends object> {
  /** The period's movements, from the API. */
  load: (signal: AbortSignal) => Promise<readonly Row[]>;
  /** Names the request: a new period loads again. */
  cacheKey: string;
  label: string;
  columns: readonly DataTableColumn<Row>[];
  empty: string;
}

/** A period's movements as a table; loads and retries on its own. */
export function MovementsTable<Row extends object>({
  load,
  cacheKey,
  label,
  columns,
  empty,
}: MovementsTableProps<Row>) {
  const { state, retry } = useApiData(load, cacheKey);
  return (
    <ApiState state={state} retry={retry}>
      {(rows) => (
        // Rows keep their index as id: a folio repeats over its movements.
        <DataTable
          aria-label={label}
          columns={columns}
          data={rows}
          emptyMessage={empty}
          density="compact"
        />
      )}
    </ApiState>
  );
}
