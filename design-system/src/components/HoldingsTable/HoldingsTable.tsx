import { useId, type ReactNode } from 'react';
import {
  type DateInput,
  formatCurrency,
  formatDisplayDate,
  toMinorUnits,
} from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { DataTable, type DataTableColumn, type DataTableFooterRow } from '../DataTable/index.ts';
import { Heading } from '../Heading/index.ts';
import { Link } from '../Link/index.ts';
import {
  amountTrend,
  formatQuotaValue,
  formatQuotas,
  formatSignedAmount,
  formatSignedPercent,
  trendOf,
  type FundCurrency,
} from '../private/fund-amounts.ts';
import { LoadError } from '../private/LoadError.tsx';
import { ghost } from '../private/ghost.css.ts';
import { SignedFigure } from '../private/SignedFigure.tsx';
import { Text } from '../Text/index.ts';
import * as s from './HoldingsTable.css.ts';

/** One holding: a fund's series in one account. */
export interface FundHolding {
  /** Stable id (fund, series and account). */
  id: string;
  fundName: string;
  series: string;
  account: string;
  currency: FundCurrency;
  /** Units held (4 decimals). */
  quotas: number;
  /** Quota value of the day (4 decimals) in `currency`. */
  quotaValue: number;
  /** The balance in `currency`, as the API computed it (units x quota value, rounded). */
  balance: number;
  /** The balance in pesos (USD at the dólar observado) as the API gives it; summed to the consolidated total. */
  balanceClp?: number;
  /** Gain (positive) or loss (negative) in `currency`. */
  gain?: number;
  /** Profitability in percent (1.25 is +1,25 %). */
  profitability?: number;
}

export interface HoldingsTableProps {
  holdings: readonly FundHolding[];
  /** The section's title (default 'Mis Fondos'). */
  title?: string;
  /** The title's level in the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Makes each fund's name a link to its detail (the portal's route; the DS knows no routes). */
  getFundHref?: (holding: FundHolding) => string;
  /** The dólar observado used for the consolidated total: named in a note under the totals. */
  usdRate?: { value: number; date: DateInput };
  /** Rows per page (default 50: a client's holdings fit one page). */
  pageSize?: number;
  isLoading?: boolean;
  /** The holdings could not be loaded: the spec's error text replaces the table. */
  hasError?: boolean;
  /** With `hasError`, shows 'Reintentar'. */
  onRetry?: () => void;
  /** Overrides the spec's empty text (e.g. with a call to invest). */
  emptyMessage?: ReactNode;
}

const order: FundCurrency[] = ['CLP', 'USD'];

/** Stand-ins as long as typical figures, for the totals' place while loading. */
const GHOST_TOTAL = '$000.000.000';
const GHOST_RATE = '$ 000,00';
const GHOST_DATE = '00/00/0000';

/** Sum of amounts in one currency on integer minor units (no float drift), back as a number. */
function sumIn(amounts: readonly number[], currency: FundCurrency): number {
  const minor = amounts.reduce((total, amount) => total + toMinorUnits(amount, currency), 0);
  return currency === 'CLP' ? minor : minor / 100;
}

function signed(amount: number, currency: FundCurrency) {
  return (
    <SignedFigure
      text={formatSignedAmount(amount, currency)}
      trend={amountTrend(amount, currency)}
    />
  );
}

/**
 * The client's holdings by fund, series and account on `DataTable` (cards below 768 px): units
 * and quota values with 4 decimals, balances in their currency, signed gain and profitability,
 * and totals per currency plus the consolidated total in pesos: above the rows (what the client
 * came for, within the first screen at 375 px) and again in the table's footer.
 */
export function HoldingsTable({
  holdings,
  title,
  headingLevel = 2,
  getFundHref,
  usdRate,
  pageSize = 50,
  isLoading = false,
  hasError = false,
  onRetry,
  emptyMessage,
}: HoldingsTableProps) {
  const m = messages.holdingsTable;
  const titleId = useId();
  const heading = title ?? m.title;
  const hasGain = holdings.some((h) => h.gain !== undefined);
  const hasProfitability = holdings.some((h) => h.profitability !== undefined);

  const columns: DataTableColumn<FundHolding>[] = [
    {
      id: 'fund',
      header: m.fund,
      value: (row) => row.fundName,
      isRowHeader: true,
      cell: (row) =>
        getFundHref ? (
          <Link variant="standalone" href={getFundHref(row)}>
            {row.fundName}
          </Link>
        ) : (
          row.fundName
        ),
    },
    { id: 'series', header: m.series, value: (row) => row.series },
    { id: 'account', header: m.account, value: (row) => row.account, numeric: true },
    {
      id: 'quotas',
      header: m.quotas,
      value: (row) => row.quotas,
      cell: (row) => formatQuotas(row.quotas),
      numeric: true,
    },
    {
      id: 'quotaValue',
      header: m.quotaValue,
      value: (row) => row.quotaValue,
      cell: (row) => formatQuotaValue(row.quotaValue, row.currency),
      numeric: true,
    },
    {
      id: 'balance',
      header: m.balance,
      // Pesos and dollars sort together by their value in pesos when the API gives it.
      value: (row) => row.balanceClp ?? row.balance,
      cell: (row) => formatCurrency(row.balance, row.currency),
      numeric: true,
    },
    ...(hasProfitability
      ? [
          {
            id: 'profitability',
            header: m.profitability,
            value: (row: FundHolding) => row.profitability ?? null,
            cell: (row: FundHolding) =>
              row.profitability === undefined ? null : (
                <SignedFigure
                  text={formatSignedPercent(row.profitability)}
                  trend={trendOf(row.profitability, 2)}
                />
              ),
            numeric: true,
          },
        ]
      : []),
    ...(hasGain
      ? [
          {
            id: 'gain',
            header: m.gain,
            value: (row: FundHolding) => row.gain ?? null,
            cell: (row: FundHolding) =>
              row.gain === undefined ? null : signed(row.gain, row.currency),
            numeric: true,
          },
        ]
      : []),
  ];

  const held = order.filter((currency) => holdings.some((h) => h.currency === currency));
  const footerRows: DataTableFooterRow[] = held.map((currency) => {
    const rows = holdings.filter((h) => h.currency === currency);
    const gains = rows.flatMap((h) => (h.gain === undefined ? [] : [h.gain]));
    return {
      id: currency,
      label: m.totalIn[currency],
      cells: {
        balance: formatCurrency(
          sumIn(
            rows.map((h) => h.balance),
            currency,
          ),
          currency,
        ),
        ...(gains.length ? { gain: signed(sumIn(gains, currency), currency) } : {}),
      },
    };
  });
  // The consolidated total only when it mixes currencies and every holding has its value in pesos.
  const consolidated =
    held.length > 1 && holdings.every((h) => h.currency === 'CLP' || h.balanceClp !== undefined);
  if (consolidated) {
    footerRows.push({
      id: 'total',
      label: m.totalClp,
      cells: {
        balance: formatCurrency(
          sumIn(
            holdings.map((h) => (h.currency === 'CLP' ? h.balance : h.balanceClp!)),
            'CLP',
          ),
        ),
      },
    });
  }

  // What the client came for, above the rows (first on a phone's screen, not after every card):
  // the consolidated total when currencies mix, else the one currency's; then each currency's.
  const currencyTotals = held.map((currency) => ({
    id: currency,
    label: m.totalIn[currency],
    value: formatCurrency(
      sumIn(
        holdings.filter((h) => h.currency === currency).map((h) => h.balance),
        currency,
      ),
      currency,
    ),
  }));
  const consolidatedTotal = consolidated
    ? {
        id: 'total',
        label: m.totalClp,
        value: formatCurrency(
          sumIn(
            holdings.map((h) => (h.currency === 'CLP' ? h.balance : h.balanceClp!)),
            'CLP',
          ),
        ),
      }
    : null;
  const [mainTotal, ...otherTotals] = consolidatedTotal
    ? [consolidatedTotal, ...currencyTotals]
    : currencyTotals;
  const usdNote =
    consolidated && usdRate
      ? m.usdNote(
          formatCurrency(usdRate.value, 'CLP', { decimals: 2 }),
          formatDisplayDate(usdRate.date),
        )
      : null;

  return (
    <section className={s.root} aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <Heading level={headingLevel} size="xl" id={titleId}>
        {heading}
      </Heading>
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
        <>
          {isLoading ? (
            // The totals' place while loading, laid out as loaded (stand-in texts as bars).
            <div className={s.totals} aria-hidden="true">
              <div className={s.mainTotal}>
                <span className={s.totalLabel}>
                  <span className={ghost}>{m.totalClp}</span>
                </span>
                <span className={s.mainTotalValue}>
                  <span className={ghost}>{GHOST_TOTAL}</span>
                </span>
              </div>
              <div className={s.otherTotals}>
                <span className={ghost}>
                  {m.totalIn.CLP} {GHOST_TOTAL} {m.totalIn.USD} {GHOST_TOTAL}
                </span>
              </div>
              <span className={s.note}>
                <span className={ghost}>{m.usdNote(GHOST_RATE, GHOST_DATE)}</span>
              </span>
            </div>
          ) : mainTotal ? (
            <div className={s.totals}>
              {/* One list (its groups direct children): the main total on its own line. */}
              <dl className={s.totalList}>
                <div className={s.mainTotal}>
                  <dt className={s.totalLabel}>{mainTotal.label}</dt>
                  <dd className={s.mainTotalValue}>{mainTotal.value}</dd>
                </div>
                {otherTotals.map((total) => (
                  <div key={total.id} className={s.otherTotal}>
                    <dt className={s.totalLabel}>{total.label}</dt>
                    <dd className={s.otherTotalValue}>{total.value}</dd>
                  </div>
                ))}
              </dl>
              {usdNote ? (
                <Text tone="secondary" size="sm">
                  {usdNote}
                </Text>
              ) : null}
            </div>
          ) : null}
          <DataTable
            columns={columns}
            data={holdings}
            getRowId={(row) => row.id}
            aria-label={heading}
            isLoading={isLoading}
            pageSize={pageSize}
            emptyMessage={emptyMessage ?? m.empty}
            footerRows={footerRows}
          />
        </>
      )}
    </section>
  );
}
