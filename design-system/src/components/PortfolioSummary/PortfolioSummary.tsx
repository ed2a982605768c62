import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { type DateInput, formatCurrency, formatDisplayDate } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Heading } from '../Heading/index.ts';
import {
  amountTrend,
  formatSignedAmount,
  formatSignedPercent,
  trendOf,
} from '../private/fund-amounts.ts';
import { LoadError } from '../private/LoadError.tsx';
import { ghost } from '../private/ghost.css.ts';
import { SignedFigure } from '../private/SignedFigure.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import * as s from './PortfolioSummary.css.ts';

export interface PortfolioSummaryProps {
  /** The whole portfolio in pesos (USD holdings at the dólar observado), as the API sums it. */
  total: number;
  /** The date of the balances: 'Al 20/11/2026'. */
  asOf: DateInput;
  /** The dólar observado used: named in a note under the total. */
  usdRate?: { value: number; date: DateInput };
  /** The dollars the total includes (US$), named in the same note. */
  usdTotal?: number;
  /** The change of the total since the previous business day's close: pesos and percent. */
  dayVariation?: { amount: number; percent: number };
  /** The selected period's name, verbatim from the spec: 'Últimos 12 Meses'. */
  periodLabel?: string;
  /** The change of the total in the period, in pesos (signed). */
  variation?: number;
  /** The profitability of the period in percent (1.25 is +1,25 %). */
  profitability?: number;
  /** The period selector (another component), shown above the period's figures. */
  periodSelector?: ReactNode;
  /** The primary call to action, e.g. a Button or Link 'Invertir'; also the empty state's. */
  action?: ReactNode;
  /** The section's title (default 'Mi patrimonio'). */
  title?: string;
  /** The title's level in the page (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** A new client with nothing invested: a title, one sentence and `action`. */
  isEmpty?: boolean;
  isLoading?: boolean;
  /** The total could not be loaded: the spec's error text replaces it. */
  hasError?: boolean;
  /** With `hasError`, shows 'Reintentar'. */
  onRetry?: () => void;
}

/** Stand-ins as long as typical figures: the loading card wraps as the loaded one does. */
const GHOST = {
  total: '$000.000.000',
  date: '00/00/0000',
  usd: 'US$00.000,00',
  rate: '$000,00',
  dayVariation: '+$000.000 (+0,00 %)',
};

/**
 * The home dashboard's hero: the total in pesos first and large, its date and how dollars were
 * converted, the selected period's signed variation and profitability, and the call to invest.
 * A new client sees instead a short empty state that leads to investing.
 */
export function PortfolioSummary({
  total,
  asOf,
  usdRate,
  usdTotal,
  dayVariation,
  periodLabel,
  variation,
  profitability,
  periodSelector,
  action,
  title,
  headingLevel = 2,
  isEmpty = false,
  isLoading = false,
  hasError = false,
  onRetry,
}: PortfolioSummaryProps) {
  const m = messages.portfolioSummary;
  const titleId = useId();
  const innerLevel = Math.min(headingLevel + 1, 4) as 2 | 3 | 4;
  const label = (name: string) => (periodLabel ? m.ofPeriod(name, periodLabel) : name);

  let content: ReactNode;
  if (isLoading) {
    content = (
      <div className={s.body}>
        {/* Laid out as the loaded total is, with stand-in texts of the loaded ones' length drawn
            as skeleton bars: both wrap alike at every width, so nothing moves when figures come.
            The same elements in the same order as loaded: React keeps them (and the selector). */}
        <div className={s.main} aria-hidden="true">
          <div className={s.totalBlock}>
            <span className={s.totalLabel}>
              <span className={ghost}>{m.total}</span>
            </span>
            <span className={s.totalValue}>
              <span className={ghost}>{GHOST.total}</span>
            </span>
            <span className={s.note}>
              <span className={ghost}>
                {m.asOf(GHOST.date)}. {m.usdNote(GHOST.usd, GHOST.date, GHOST.rate)}
              </span>
            </span>
            <span className={s.dayVariation}>
              <span className={ghost}>
                {m.dayVariation} {GHOST.dayVariation}
              </span>
            </span>
          </div>
          {action ? (
            <div className={s.action}>
              <span className={s.actionGhost} />
            </div>
          ) : null}
        </div>
        {/* The selector works while the total loads (it needs no figures); the figures' row is
            reserved. Without a selector, its usual place is kept. */}
        <div className={s.period}>
          {periodSelector ? (
            <div className={s.selector}>{periodSelector}</div>
          ) : (
            <div className={s.periodPlaceholder} aria-hidden="true">
              <Skeleton shape="block" height={44} />
              <Skeleton shape="text" width="40%" />
            </div>
          )}
          <dl className={s.figures} aria-hidden="true" />
        </div>
        <VisuallyHidden elementType="span">
          <span role="status">{m.loading}</span>
        </VisuallyHidden>
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
  } else if (isEmpty) {
    content = (
      <div className={s.empty}>
        <Heading level={innerLevel} size="lg">
          {m.emptyTitle}
        </Heading>
        <p className={s.emptyText}>{m.emptyText}</p>
        {action ? <div className={s.action}>{action}</div> : null}
      </div>
    );
  } else {
    const rate = usdRate
      ? {
          date: formatDisplayDate(usdRate.date),
          value: formatCurrency(usdRate.value, 'CLP', { decimals: 2 }),
        }
      : null;
    const hasPeriodFigures = variation !== undefined || profitability !== undefined;
    content = (
      <div className={s.body}>
        <div className={s.main}>
          <dl className={s.totalBlock}>
            <dt className={s.totalLabel}>{m.total}</dt>
            <dd className={s.totalValue}>{formatCurrency(total)}</dd>
            <dd className={s.note}>
              {m.asOf(formatDisplayDate(asOf))}
              {rate ? (
                <>
                  {'. '}
                  {usdTotal !== undefined && usdTotal > 0
                    ? m.usdNote(formatCurrency(usdTotal, 'USD'), rate.date, rate.value)
                    : m.usdNoteShort(rate.date, rate.value)}
                </>
              ) : null}
            </dd>
            {dayVariation ? (
              <dd className={s.dayVariation}>
                <span className={s.figureLabel}>{m.dayVariation}</span>{' '}
                <SignedFigure
                  text={formatSignedAmount(dayVariation.amount, 'CLP')}
                  trend={amountTrend(dayVariation.amount, 'CLP')}
                />{' '}
                <span className={s.dayPercent}>({formatSignedPercent(dayVariation.percent)})</span>
              </dd>
            ) : null}
          </dl>
          {action ? <div className={s.action}>{action}</div> : null}
        </div>
        {periodSelector || hasPeriodFigures ? (
          <div className={s.period}>
            {periodSelector ? <div className={s.selector}>{periodSelector}</div> : null}
            {/* The figures change with the period: a polite live region says the new ones. */}
            <dl className={s.figures} aria-live="polite">
              {variation === undefined ? null : (
                <div className={s.figure}>
                  <dt className={s.figureLabel}>{label(m.variation)}</dt>
                  <dd className={s.figureValue}>
                    <SignedFigure
                      text={formatSignedAmount(variation, 'CLP')}
                      trend={amountTrend(variation, 'CLP')}
                    />
                  </dd>
                </div>
              )}
              {profitability === undefined ? null : (
                <div className={s.figure}>
                  <dt className={s.figureLabel}>{label(m.profitability)}</dt>
                  <dd className={s.figureValue}>
                    <SignedFigure
                      text={formatSignedPercent(profitability)}
                      trend={trendOf(profitability, 2)}
                    />
                  </dd>
                </div>
              )}
            </dl>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <section className={s.root} aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <Heading level={headingLevel} size="md" id={titleId}>
        {title ?? m.title}
      </Heading>
      {content}
    </section>
  );
}
