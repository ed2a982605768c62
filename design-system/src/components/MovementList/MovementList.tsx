import { useId, type ReactNode } from 'react';
import { toWireDate, formatDisplayDate, type DateInput } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Alert } from '../Alert/index.ts';
import { Badge } from '../Badge/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import {
  amountTrend,
  formatQuotas,
  formatSignedAmount,
  type FundCurrency,
} from '../private/fund-amounts.ts';
import { SignedFigure } from '../private/SignedFigure.tsx';
import { Heading } from '../Heading/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import type { BadgeTone } from '../Badge/index.ts';
import { LoadError } from '../private/LoadError.tsx';
import * as s from './MovementList.css.ts';

/** One movement of a fund (the spec's fund movement and transaction fields, for display). */
export interface FundMovement {
  /** A stable id (NumeroTransaccion, or the folio when unique). */
  id: string;
  /** FechaMovimiento: shown DD/MM/YYYY. */
  date: DateInput;
  /** TipoMovimiento, as the client reads it: 'Inversión', 'Rescate', 'Rescate programado'. */
  type: string;
  /** NumeroFolio. */
  folio: string | number;
  /** The amount, signed: positive adds to the balance (an investment), negative subtracts. */
  amount: number;
  /** The fund's name, when the list mixes funds (in-transit movements of the account). */
  fundName?: string;
  /** FlagHorario: entered after hours, it runs on the next banking business day. */
  afterHours?: boolean;
  /** The ledger's status: a badge with a word and an icon in the Estado column. */
  status?: MovementStatus;
  /** When it settles (or settled): shown DD/MM/YYYY in 'Fecha de liquidación'. */
  settlementDate?: DateInput;
  /** Units moved (4 decimals), signed like the amount. */
  units?: number;
}

/** The ledger's movement statuses. */
export type MovementStatus = 'enTransito' | 'liquidado' | 'anulado';

/** Tone and icon of each status: the word always says it, tone and icon only reinforce it. */
const statusLooks: Record<MovementStatus, { tone: BadgeTone; icon: IconName }> = {
  enTransito: { tone: 'info', icon: 'calendar' },
  liquidado: { tone: 'success', icon: 'success' },
  anulado: { tone: 'neutral', icon: 'close' },
};

export interface MovementListProps {
  movements: readonly FundMovement[];
  /** The currency of the amounts: CLP (default) or USD. */
  currency?: FundCurrency;
  /** default, or inTransit: titled 'Movimientos en Tránsito' with a note on what they are. */
  variant?: 'default' | 'inTransit';
  /** Overrides the title ('Movimientos' or 'Movimientos en Tránsito'). */
  title?: string;
  /** The title's level in the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Overrides the in-transit variant's explanatory note. */
  note?: ReactNode;
  /** Rows per page (default 10). */
  pageSize?: number;
  /** The movements are loading: skeleton rows and an announced 'Cargando...'. */
  isLoading?: boolean;
  /** The movements could not be loaded: the spec's error text replaces the table. */
  hasError?: boolean;
  /** With `hasError`, shows 'Reintentar'. */
  onRetry?: () => void;
}

/**
 * The movements of a fund: date, type, folio and the signed amount (right-aligned, tabular), on
 * `DataTable` (cards below 768 px); the spec's empty text when there are none.
 */
export function MovementList({
  movements,
  currency = 'CLP',
  variant = 'default',
  title,
  headingLevel = 2,
  note,
  pageSize,
  isLoading = false,
  hasError = false,
  onRetry,
}: MovementListProps) {
  const m = messages.movementList;
  const titleId = useId();
  const heading = title ?? (variant === 'inTransit' ? m.inTransitTitle : m.title);
  const hasFunds = movements.some((movement) => movement.fundName);
  const hasAfterHours = movements.some((movement) => movement.afterHours);
  const hasStatus = movements.some((movement) => movement.status);
  const hasSettlement = movements.some((movement) => movement.settlementDate !== undefined);
  const hasUnits = movements.some((movement) => movement.units !== undefined);

  const columns: DataTableColumn<FundMovement>[] = [
    {
      id: 'date',
      header: m.date,
      // Sorted by the wire form (YYYYMMDD), shown DD/MM/YYYY.
      value: (row) => toWireDate(row.date),
      cell: (row) => <span className={s.date}>{formatDisplayDate(row.date)}</span>,
    },
    { id: 'type', header: m.type, value: (row) => row.type, isRowHeader: true },
    ...(hasFunds
      ? [{ id: 'fund', header: m.fund, value: (row: FundMovement) => row.fundName ?? '' }]
      : []),
    { id: 'folio', header: m.folio, value: (row) => String(row.folio), numeric: true },
    {
      id: 'amount',
      header: m.amount,
      value: (row) => row.amount,
      numeric: true,
      cell: (row) => (
        <SignedFigure
          text={formatSignedAmount(row.amount, currency)}
          trend={amountTrend(row.amount, currency)}
        />
      ),
    },
    ...(hasUnits
      ? [
          {
            id: 'units',
            header: m.units,
            value: (row: FundMovement) => row.units ?? null,
            cell: (row: FundMovement) => (row.units === undefined ? null : formatQuotas(row.units)),
            numeric: true,
          },
        ]
      : []),
    ...(hasSettlement
      ? [
          {
            id: 'settlementDate',
            header: m.settlementDate,
            value: (row: FundMovement) =>
              row.settlementDate === undefined ? null : toWireDate(row.settlementDate),
            cell: (row: FundMovement) =>
              row.settlementDate === undefined ? null : (
                <span className={s.date}>{formatDisplayDate(row.settlementDate)}</span>
              ),
          },
        ]
      : []),
    ...(hasAfterHours || hasStatus
      ? [
          {
            id: 'status',
            header: m.status,
            sortable: false,
            cell: (row: FundMovement) => {
              const afterHours = row.afterHours ? (
                <Badge tone="warning" size="sm">
                  {m.afterHours}
                </Badge>
              ) : null;
              if (!row.status) return afterHours ?? m.inHours;
              const look = statusLooks[row.status];
              return (
                <span className={s.badges}>
                  <Badge
                    tone={look.tone}
                    size="sm"
                    icon={<Icon name={look.icon} size="sm" />}
                    data-status={row.status}
                  >
                    {m.statuses[row.status]}
                  </Badge>
                  {afterHours}
                </span>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <section className={s.root} aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <Heading level={headingLevel} size="xl" id={titleId}>
        {heading}
      </Heading>
      {variant === 'inTransit' ? <Alert priority="info">{note ?? m.inTransitNote}</Alert> : null}
      {hasAfterHours && !hasError && !isLoading ? (
        <Alert priority="warning">{m.afterHoursNote}</Alert>
      ) : null}
      {hasError ? (
        <LoadError
          title={m.errorTitle}
          titleLevel={Math.min(headingLevel + 1, 4) as 3 | 4}
          retryLabel={m.retry}
          onRetry={onRetry}
        >
          {m.error}
        </LoadError>
      ) : (
        <DataTable
          columns={columns}
          data={movements}
          getRowId={(row) => row.id}
          aria-label={heading}
          isLoading={isLoading}
          pageSize={pageSize}
          emptyMessage={m.empty}
          defaultSort={{ id: 'date', desc: true }}
        />
      )}
    </section>
  );
}
