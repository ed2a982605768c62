import { useId } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { type DateInput, formatCurrency, formatDisplayDate } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Heading } from '../Heading/index.ts';
import { formatDecimal, formatSignedPercent, trendOf } from '../private/fund-amounts.ts';
import { LoadError } from '../private/LoadError.tsx';
import { SignedFigure } from '../private/SignedFigure.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import { Text } from '../Text/index.ts';
import * as s from './IndicatorStrip.css.ts';

/** One indicator of the day: UF, Dólar Observado, Euro, UTM, IPSA. */
export interface MarketIndicator {
  id: string;
  /** As the client reads it: 'UF', 'Dólar Observado'. */
  name: string;
  value: number;
  /** pesos (`$ 39.245,67`, the default) or points (an index: IPSA `6.523,45`). */
  unit?: 'pesos' | 'points';
  /** Decimals shown (default 2; UTM 0). */
  decimals?: number;
  /** The date the value is for. */
  date: DateInput;
  /** Change against the previous value, in percent (0.12 is +0,12 %). */
  variation?: number;
}

export interface IndicatorStripProps {
  indicators: readonly MarketIndicator[];
  /** The section's title (default 'Indicadores'). */
  title?: string;
  /** The title's level in the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  isLoading?: boolean;
  /** The indicators could not be loaded: the spec's error text replaces them. */
  hasError?: boolean;
  /** With `hasError`, shows 'Reintentar'. */
  onRetry?: () => void;
}

function formatValue(indicator: MarketIndicator): string {
  const decimals = indicator.decimals ?? 2;
  return indicator.unit === 'points'
    ? formatDecimal(indicator.value, decimals)
    : formatCurrency(indicator.value, 'CLP', { decimals });
}

/**
 * The day's indicators in one row on wide screens and two columns on a phone (they wrap, the
 * page never scrolls sideways): name, value, date and the signed change.
 */
export function IndicatorStrip({
  indicators,
  title,
  headingLevel = 2,
  isLoading = false,
  hasError = false,
  onRetry,
}: IndicatorStripProps) {
  const m = messages.indicatorStrip;
  const titleId = useId();

  let content;
  if (isLoading) {
    content = (
      <>
        <VisuallyHidden elementType="span">
          <span role="status">{m.loading}</span>
        </VisuallyHidden>
        <ul className={s.list} aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className={s.item}>
              <Skeleton shape="text" width="50%" />
              <Skeleton shape="block" width="80%" height={24} />
              <Skeleton shape="text" width="60%" />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (hasError) {
    content = (
      <LoadError
        title={m.errorTitle}
        titleLevel={Math.min(headingLevel + 1, 4) as 3 | 4}
        retryLabel={m.retry}
        onRetry={onRetry}
      >
        {m.error}
      </LoadError>
    );
  } else if (indicators.length === 0) {
    content = <Text tone="secondary">{m.empty}</Text>;
  } else {
    content = (
      <ul className={s.list}>
        {indicators.map((indicator) => {
          const trend =
            indicator.variation === undefined ? 'none' : trendOf(indicator.variation, 2);
          return (
            <li key={indicator.id} className={s.item}>
              <dl className={s.figures}>
                <dt className={s.name}>{indicator.name}</dt>
                <dd className={s.value}>{formatValue(indicator)}</dd>
                <dd className={s.meta}>
                  <span className={s.date}>{m.asOf(formatDisplayDate(indicator.date))}</span>
                  {indicator.variation === undefined ? null : (
                    <span className={s.variation}>
                      <VisuallyHidden elementType="span">{m.variation} </VisuallyHidden>
                      <SignedFigure text={formatSignedPercent(indicator.variation)} trend={trend} />
                    </span>
                  )}
                </dd>
              </dl>
            </li>
          );
        })}
      </ul>
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
