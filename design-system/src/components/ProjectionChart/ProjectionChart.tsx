import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatCurrency } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { Heading } from '../Heading/index.ts';
import { Text } from '../Text/index.ts';
import { projectionLayout, toProjection, type ProjectionPointInput } from './projection-model.ts';
import * as s from './ProjectionChart.css.ts';

export type { ProjectionPointInput } from './projection-model.ts';

export interface ProjectionChartProps {
  /** Heads the chart and names it, e.g. 'Proyección de su inversión'. */
  title: string;
  /** Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** One point a year, year 0 first (2 to 41 points). */
  points: readonly ProjectionPointInput[];
  /** CLP (default) or USD. */
  currency?: 'CLP' | 'USD';
  /** The goal: a horizontal line labelled 'Meta $ 20.000.000'. */
  goal?: number;
  /** The plot's height in px (default 280). */
  height?: number;
}

// Drawn at this width until the container is measured (and in tests, where nothing has a size).
const DEFAULT_WIDTH = 640;

type Series = 'expected' | 'range' | 'contributed' | 'goal';

/** A legend swatch: the series' own line style, so colour is never the only difference. */
function Swatch({ series }: { series: Series }) {
  return (
    <svg className={s.swatch} width="28" height="14" viewBox="0 0 28 14" aria-hidden="true">
      {series === 'range' ? (
        <rect className={s.band} x="0.5" y="1.5" width="27" height="11" rx="2" />
      ) : (
        <path
          className={
            series === 'expected'
              ? s.expectedLine
              : series === 'contributed'
                ? s.contributedLine
                : s.goalLine
          }
          d={series === 'goal' ? 'M3,7 L27,7' : 'M1,7 L27,7'}
        />
      )}
    </svg>
  );
}

/** A plan's yearly projection as a static SVG, described by a visible summary and repeated as a table. */
export function ProjectionChart({
  title,
  headingLevel = 2,
  points,
  currency = 'CLP',
  goal,
  height = 280,
}: ProjectionChartProps) {
  const m = messages.projectionChart;
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const projection = useMemo(() => toProjection(points), [points]);
  const hasChart = projection.length >= 2;
  const target = goal !== undefined && Number.isFinite(goal) && goal > 0 ? goal : null;
  const format = (amount: number) => formatCurrency(amount, currency);

  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => {
      if (box.clientWidth > 0) setWidth(box.clientWidth);
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [hasChart]);

  const layout = useMemo(
    () =>
      hasChart ? projectionLayout(projection, { width, height, goal: target, currency }) : null,
    [hasChart, projection, width, height, target, currency],
  );

  const columns = useMemo<DataTableColumn<ProjectionPointInput>[]>(() => {
    const amount = (key: Exclude<keyof ProjectionPointInput, 'year'>, header: string) => ({
      id: key,
      header,
      value: (row: ProjectionPointInput) => row[key],
      cell: (row: ProjectionPointInput) => formatCurrency(row[key], currency),
      numeric: true,
      // Already in year order: sorting would add five tab stops and nothing to learn.
      sortable: false,
    });
    return [
      {
        id: 'year',
        header: m.tableYear,
        value: (row) => row.year,
        cell: (row) => m.yearRow(row.year),
        isRowHeader: true,
        sortable: false,
      },
      amount('contributed', m.tableContributed),
      amount('pessimistic', m.tablePessimistic),
      amount('expected', m.tableExpected),
      amount('optimistic', m.tableOptimistic),
    ];
  }, [currency, m]);

  const last = projection[projection.length - 1];
  const summary = last
    ? [
        m.summary(
          last.year,
          format(last.contributed),
          format(last.expected),
          format(last.pessimistic),
          format(last.optimistic),
        ),
        target === null
          ? null
          : last.expected >= target
            ? m.goalReached(format(target))
            : m.goalMissed(format(target)),
      ]
        .filter(Boolean)
        .join(' ')
    : '';

  const legend: { series: Series; label: string }[] = [
    { series: 'expected', label: m.expected },
    { series: 'range', label: m.range },
    { series: 'contributed', label: m.contributed },
    ...(target === null ? [] : [{ series: 'goal' as const, label: m.goal }]),
  ];

  return (
    <section className={s.root} aria-labelledby={titleId}>
      <div className={s.intro}>
        <Heading level={headingLevel} size={headingLevel === 2 ? 'xl' : 'lg'} id={titleId}>
          {title}
        </Heading>
        {hasChart ? <Text id={summaryId}>{summary}</Text> : <Text tone="secondary">{m.empty}</Text>}
      </div>
      {layout ? (
        <>
          <ul className={s.legend} aria-label={m.legend}>
            {legend.map((item) => (
              <li key={item.series} className={s.legendItem}>
                <Swatch series={item.series} />
                {item.label}
              </li>
            ))}
          </ul>
          <div className={s.frame}>
            <div ref={boxRef} className={s.plotBox}>
              <svg
                className={s.svg}
                role="img"
                aria-labelledby={titleId}
                aria-describedby={summaryId}
                viewBox={`0 0 ${layout.width} ${layout.height}`}
                height={layout.height}
              >
                {layout.yTicks.map((tick) => (
                  <g key={tick.value}>
                    <line
                      className={tick.value === 0 ? s.baseline : s.grid}
                      x1={layout.plot.left}
                      x2={layout.plot.right}
                      y1={tick.at}
                      y2={tick.at}
                    />
                    <text
                      className={s.axisText}
                      x={layout.plot.left - 8}
                      y={tick.at}
                      textAnchor="end"
                      dominantBaseline="middle"
                    >
                      {tick.label}
                    </text>
                  </g>
                ))}
                {layout.xTicks.map((tick) => (
                  <g key={tick.value}>
                    <line
                      className={s.baseline}
                      x1={tick.at}
                      x2={tick.at}
                      y1={layout.plot.bottom}
                      y2={layout.plot.bottom + 4}
                    />
                    <text
                      className={s.axisText}
                      x={tick.at}
                      y={layout.yearLabelY}
                      textAnchor="middle"
                    >
                      {tick.label}
                    </text>
                  </g>
                ))}
                <text
                  className={s.caption}
                  x={(layout.plot.left + layout.plot.right) / 2}
                  y={layout.captionY}
                  textAnchor="middle"
                >
                  {m.yearsAxis}
                </text>
                <path className={s.band} d={layout.band} data-series="range" />
                <path
                  className={s.contributedLine}
                  d={layout.contributed}
                  data-series="contributed"
                />
                <path className={s.expectedLine} d={layout.expected} data-series="expected" />
                {target !== null && layout.goalY !== null ? (
                  <g data-series="goal">
                    <line
                      className={s.goalLine}
                      x1={layout.plot.left}
                      x2={layout.plot.right}
                      y1={layout.goalY}
                      y2={layout.goalY}
                    />
                    <text
                      className={s.goalLabel}
                      x={layout.plot.left + 6}
                      // Above the line, unless that would leave the plot at its top.
                      y={
                        layout.goalY - layout.plot.top >= 18 ? layout.goalY - 7 : layout.goalY + 16
                      }
                    >
                      {m.goalLine(format(target))}
                    </text>
                  </g>
                ) : null}
              </svg>
            </div>
          </div>
          <DataTable
            columns={columns}
            data={projection}
            getRowId={(row) => String(row.year)}
            caption={m.tableCaption}
            pageSize={Math.max(41, projection.length)}
            density="compact"
          />
        </>
      ) : null}
    </section>
  );
}
