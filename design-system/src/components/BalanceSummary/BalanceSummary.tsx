import { useId } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { type DateInput, formatCurrency, formatDisplayDate } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { amountTrend, formatSignedAmount, type FundCurrency } from '../private/fund-amounts.ts';
import { SignedFigure } from '../private/SignedFigure.tsx';
import { Heading } from '../Heading/index.ts';
import { LoadError } from '../private/LoadError.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import { Text } from '../Text/index.ts';
import * as s from './BalanceSummary.css.ts';

/** The total of the client's funds in one currency. */
export interface BalanceTotal {
  currency: FundCurrency;
  /** The total balance in that currency. */
  balance: number;
  /** The profit (positive) or loss (negative) of the period in that currency. */
  result?: number;
}

export interface BalanceSummaryProps {
  /** One entry per currency the client holds (CLP, USD), in the order shown. */
  totals: readonly BalanceTotal[];
  /** The section's title (default 'Resumen de saldos'). */
  title?: string;
  /** The title's level in the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** The date of the balances: 'Saldos al 20/11/2026' under the title. */
  date?: DateInput;
  /** The totals are loading: skeletons and an announced 'Cargando...'. */
  isLoading?: boolean;
  /** The totals could not be loaded: the spec's error text replaces them. */
  hasError?: boolean;
  /** With `hasError`, shows 'Reintentar'. */
  onRetry?: () => void;
}

/**
 * The client's balances per currency (CLP `$1.234.567`, USD `US$1.234,56`), each with its
 * profit or loss signed and named (Ganancia, Pérdida), never told by colour alone.
 */
export function BalanceSummary({
  totals,
  title,
  headingLevel = 2,
  date,
  isLoading = false,
  hasError = false,
  onRetry,
}: BalanceSummaryProps) {
  const m = messages.balanceSummary;
  const titleId = useId();
  const innerLevel = Math.min(headingLevel + 1, 4) as 3 | 4;

  let content;
  if (isLoading) {
    content = (
      <div>
        <VisuallyHidden elementType="span">
          <span role="status">{m.loading}</span>
        </VisuallyHidden>
        <ul className={s.totals}>
          {[0, 1].map((i) => (
            <li key={i} className={s.tile} aria-hidden="true">
              <span className={s.totalLabel}>
                <Skeleton shape="text" width="50%" />
              </span>
              <span className={s.totalLabel}>
                <Skeleton shape="block" width="70%" height={32} />
              </span>
              <span className={s.totalLabel}>
                <Skeleton shape="text" width="80%" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (hasError) {
    content = (
      <LoadError
        title={m.errorTitle}
        titleLevel={innerLevel}
        retryLabel={m.retry}
        onRetry={onRetry}
      >
        {m.error}
      </LoadError>
    );
  } else if (totals.length === 0) {
    content = <p className={s.empty}>{m.empty}</p>;
  } else {
    content = (
      <ul className={s.totals}>
        {totals.map((total) => {
          const trend =
            total.result === undefined ? 'none' : amountTrend(total.result, total.currency);
          return (
            <li key={total.currency}>
              <dl className={s.tile}>
                <div className={s.pair}>
                  <dt className={s.totalLabel}>{m.total[total.currency]}</dt>
                  <dd className={s.totalValue}>{formatCurrency(total.balance, total.currency)}</dd>
                </div>
                {total.result === undefined ? null : (
                  <div className={s.resultRow}>
                    <dt className={s.resultLabel}>{m.result[trend]}</dt>
                    <dd className={s.resultValue}>
                      <SignedFigure
                        text={formatSignedAmount(total.result, total.currency)}
                        trend={trend}
                      />
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={s.root} aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <div className={s.header}>
        <Heading level={headingLevel} size="xl" id={titleId}>
          {title ?? m.title}
        </Heading>
        {date === undefined ? null : (
          <Text tone="secondary" size="sm" numeric>
            {m.asOf(formatDisplayDate(date))}
          </Text>
        )}
      </div>
      {content}
    </section>
  );
}
