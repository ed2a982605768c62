import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { formatCurrency } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Heading } from '../Heading/index.ts';
import { formatDecimal, type FundCurrency } from '../private/fund-amounts.ts';
import { LoadError } from '../private/LoadError.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import { Text } from '../Text/index.ts';
import { ringSector, toParts, type AllocationPart, type AllocationSlice } from './allocation.ts';
import * as s from './AllocationChart.css.ts';

export interface AllocationChartProps {
  /** Names the section, the chart and its table: 'Distribución por tipo de activo'. */
  title: string;
  /** The slices in any order (they are shown largest first); amounts in `currency`. */
  slices: readonly AllocationSlice[];
  /** CLP (default) or USD. */
  currency?: FundCurrency;
  /**
   * amount (default): slices are money in `currency`, shown with their share; share: slices are
   * already shares in percentage points (a fund's composition), shown without an amount column.
   */
  measure?: 'amount' | 'share';
  /** At most this many slices (default 8); the smaller rest is grouped as 'Otros'. */
  maxSlices?: number;
  /** The title's level in the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** A line under the title: the date, how dollars were converted. */
  description?: ReactNode;
  isLoading?: boolean;
  /** The allocation could not be loaded: the spec's error text replaces it. */
  hasError?: boolean;
  /** With `hasError`, shows 'Reintentar'. */
  onRetry?: () => void;
  /** Overrides the spec's empty text. */
  emptyMessage?: ReactNode;
}

const percent = (permille: number) => `${formatDecimal(permille / 10, 1)}\u00a0%`;

/** The nine fills: a colour and a pattern each ('Otros' takes the last). */
function Patterns({ prefix, count }: { prefix: string; count: number }) {
  const marks: ReactNode[] = [
    null,
    <path key="d" className={s.mark} d="M-2 2 2-2M0 8 8 0M6 10l4-4" />,
    <circle key="o" className={s.dot} cx="4" cy="4" r="1.4" />,
    <path key="h" className={s.mark} d="M0 4h8" />,
    <path key="x" className={s.mark} d="m0 0 8 8M8 0 0 8" />,
    <path key="v" className={s.mark} d="M4 0v8" />,
    <path key="r" className={s.mark} d="m0 0 8 8M-2 6l4 4M6-2l4 4" />,
    <path key="g" className={s.mark} d="M0 4h8M4 0v8" />,
    <g key="p">
      <circle className={s.dot} cx="2" cy="2" r="1" />
      <circle className={s.dot} cx="6" cy="6" r="1" />
    </g>,
  ];
  return (
    <defs>
      {Array.from({ length: count }, (_, index) => (
        <pattern
          key={index}
          id={`${prefix}-${index}`}
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
        >
          <rect width="8" height="8" style={{ fill: s.seriesColors[index] }} />
          {marks[index]}
        </pattern>
      ))}
    </defs>
  );
}

/**
 * An allocation (by product, asset class or currency) as an SVG ring with a pattern per slice,
 * and beside it the table that is its legend and its text alternative: amount and share per
 * slice, largest first, at most `maxSlices` and 'Otros', and a totals row.
 */
export function AllocationChart({
  title,
  slices,
  currency = 'CLP',
  measure = 'amount',
  maxSlices = 8,
  headingLevel = 2,
  description,
  isLoading = false,
  hasError = false,
  onRetry,
  emptyMessage,
}: AllocationChartProps) {
  const m = messages.allocationChart;
  const id = useId();
  const titleId = `${id}-title`;
  const patternPrefix = `${id}-fill`.replace(/:/g, '');
  const [activeId, setActiveId] = useState<string | null>(null);
  const limit = Math.min(Math.max(1, maxSlices), s.seriesColors.length - 1);
  const shares = measure === 'share';
  // Shares carry 4 decimals: as whole ten-thousandths they split the ring exactly, as pesos do.
  const measured = shares
    ? slices.map((slice) => ({ ...slice, amount: Math.round(slice.amount * 10_000) }))
    : slices;
  const parts = toParts(measured, shares ? 'CLP' : currency, limit, m.others);
  const totalMinor = parts.reduce((sum, part) => sum + part.minor, 0);
  const amountOf = (minor: number) =>
    formatCurrency(currency === 'CLP' ? minor : minor / 100, currency);
  // 'Otros' always wears the last fill, the neutral grey.
  const fillIndex = (part: AllocationPart, index: number) =>
    part.members.length ? s.seriesColors.length - 1 : index;
  const active = parts.find((part) => part.id === activeId);

  let content: ReactNode;
  if (isLoading) {
    content = (
      <div className={s.loading}>
        <VisuallyHidden elementType="span">
          <span role="status">{m.loading}</span>
        </VisuallyHidden>
        <div className={s.chart} aria-hidden="true">
          <Skeleton shape="circle" width={192} />
        </div>
        <div className={s.loadingLines} aria-hidden="true">
          {[80, 65, 90, 55].map((width) => (
            <Skeleton key={width} shape="text" width={`${width}%`} />
          ))}
        </div>
      </div>
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
  } else if (parts.length === 0) {
    content = <Text tone="secondary">{emptyMessage ?? m.empty}</Text>;
  } else {
    // Each slice starts where the amounts before it end (exact amounts, not rounded shares).
    const starts = parts.map(
      (_, index) =>
        (parts.slice(0, index).reduce((sum, part) => sum + part.minor, 0) / totalMinor) *
        2 *
        Math.PI,
    );
    const summary = m.summary(
      title,
      parts.map((part) => `${part.label} ${percent(part.permille)}`).join(', '),
    );
    content = (
      <div className={s.layout} data-active={activeId ? '' : undefined}>
        <div className={s.chart}>
          <svg className={s.svg} viewBox="0 0 200 200" role="img" aria-label={summary}>
            <Patterns prefix={patternPrefix} count={s.seriesColors.length} />
            {parts.map((part, index) => {
              const start = starts[index]!;
              const end = start + (part.minor / totalMinor) * 2 * Math.PI;
              return (
                <path
                  key={part.id}
                  className={s.slice}
                  d={ringSector(98, 62, start, end)}
                  fill={`url(#${patternPrefix}-${fillIndex(part, index)})`}
                  data-active={part.id === activeId ? '' : undefined}
                  data-slice={part.id}
                  onPointerEnter={() => setActiveId(part.id)}
                  onPointerLeave={() => setActiveId(null)}
                />
              );
            })}
          </svg>
          <div className={s.center} aria-hidden="true">
            <span className={s.centerLabel}>{active ? active.label : m.total}</span>
            <span className={s.centerValue}>
              {active ? percent(active.permille) : shares ? percent(1000) : amountOf(totalMinor)}
            </span>
          </div>
        </div>
        <table className={s.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col" className={s.headerCell}>
                {m.category}
              </th>
              {shares ? null : (
                <th scope="col" className={`${s.headerCell} ${s.numeric}`}>
                  {m.amount}
                </th>
              )}
              <th scope="col" className={`${s.headerCell} ${s.numeric}`}>
                {m.share}
              </th>
            </tr>
          </thead>
          <tbody>
            {parts.map((part, index) => (
              <tr
                key={part.id}
                className={s.row}
                data-active={part.id === activeId ? '' : undefined}
                onPointerEnter={() => setActiveId(part.id)}
                onPointerLeave={() => setActiveId(null)}
              >
                <th scope="row" className={s.cell}>
                  <span className={s.name}>
                    <svg className={s.swatch} viewBox="0 0 16 16" aria-hidden="true">
                      <rect
                        width="16"
                        height="16"
                        fill={`url(#${patternPrefix}-${fillIndex(part, index)})`}
                      />
                    </svg>
                    <span>
                      {part.label}
                      {part.members.length ? (
                        <span className={s.members}>
                          {m.othersIncludes(part.members.join(', '))}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </th>
                {shares ? null : (
                  <td className={`${s.cell} ${s.numeric}`}>{amountOf(part.minor)}</td>
                )}
                <td className={`${s.cell} ${s.numeric}`}>{percent(part.permille)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={s.footerCell}>
                {m.total}
              </th>
              {shares ? null : (
                <td className={`${s.footerCell} ${s.numeric}`}>{amountOf(totalMinor)}</td>
              )}
              <td className={`${s.footerCell} ${s.numeric}`}>{percent(1000)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    );
  }

  return (
    <section className={s.root} aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <div>
        <Heading level={headingLevel} size="lg" id={titleId}>
          {title}
        </Heading>
        {description ? (
          <Text tone="secondary" size="sm">
            {description}
          </Text>
        ) : null}
      </div>
      {content}
    </section>
  );
}
