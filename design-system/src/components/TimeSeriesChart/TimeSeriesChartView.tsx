import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import * as messages from '../../messages.ts';
import type { TimeSeriesChartMessages } from '../../messages/time-series-chart.ts';
import { deferredChartTable } from '../../lazy/deferred-parts.ts';
import { Disclosure } from '../Disclosure/index.ts';
import { Heading } from '../Heading/index.ts';
import { trendOf, type FundCurrency } from '../private/fund-amounts.ts';
import { LoadError } from '../private/LoadError.tsx';
import * as segmented from '../private/segmented.css.ts';
import { SignedFigure } from '../private/SignedFigure.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import { StateMessage } from '../StateMessage/index.ts';
import {
  chartValueFormatter,
  formatChartDate,
  formatSignedPercent,
  type ChartValueKind,
} from './chart-format.ts';
import {
  chartRanges,
  indexAtFraction,
  monthlyIndices,
  moveCursor,
  rangeStart,
  toSeries,
  variationPercent,
  type ChartRange,
  type TimeSeriesPoint,
  type Window,
} from './chart-model.ts';
import type { PlotFactory, PlotHandle, PlotTheme } from './plot-types.ts';
import type { ChartTableRow } from './ChartTableContent.tsx';
import * as s from './TimeSeriesChart.css.ts';

const DeferredChartTable = deferredChartTable.Component;

export interface TimeSeriesChartProps {
  /** What the series is: 'Valor cuota de Fondo Renta Local'. Heads the chart and names the plot. */
  title: string;
  /** The title's level in the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** The points, one a day (any order; invalid days and values are left out). */
  points: readonly TimeSeriesPoint[];
  /** quota (default): 4 decimals; amount: money in its currency (a portfolio's value). */
  valueKind?: ChartValueKind;
  /** CLP (default) or USD. */
  currency?: FundCurrency;
  /** Overrides how a value reads in the readout, the table and the summary. */
  formatValue?: (value: number) => string;
  /** The range buttons offered (default 1M, 6M, 1A, 3A and the whole series). */
  ranges?: readonly ChartRange[];
  /** The range shown first (uncontrolled; default the whole series). */
  defaultRange?: ChartRange;
  /** The range shown (controlled). */
  range?: ChartRange;
  onRangeChange?: (range: ChartRange) => void;
  /** The plot's height in px (default 280). */
  height?: number;
  /** Skeleton and an announced 'Cargando...'. */
  isLoading?: boolean;
  /** The series could not be loaded: an error message replaces the plot. */
  hasError?: boolean;
  /** With `hasError`, shows 'Reintentar'. */
  onRetry?: () => void;
  /** Overrides any of the Spanish texts. */
  messages?: Partial<TimeSeriesChartMessages>;
}

/** Time after the cursor stops before the readout is spoken (no announcement per pixel). */
export const ANNOUNCE_DELAY_MS = 350;

/** The theme's colours and font as the probes compute them (forced colours apply by themselves). */
function readTheme(probes: HTMLElement): PlotTheme {
  const [line, grid, text] = [...probes.children].map((probe) => getComputedStyle(probe));
  const forced =
    typeof window.matchMedia === 'function' && window.matchMedia('(forced-colors: active)').matches;
  const lineColor = line?.color || 'CanvasText';
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(lineColor);
  return {
    line: lineColor,
    fill: forced || !rgb ? null : `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, 0.08)`,
    grid: grid?.color || 'GrayText',
    text: text?.color || 'CanvasText',
    font: `${text?.fontSize || '12px'} ${text?.fontFamily || 'sans-serif'}`,
  };
}

/** The cursor's vertical line and dot, in CSS px inside the plot's frame. */
interface Marker {
  x: number;
  y: number;
  top: number;
  height: number;
}

/** The chart with its drawing passed in: `TimeSeriesChart` binds uPlot; tests bind a fake. */
export interface TimeSeriesChartViewProps extends TimeSeriesChartProps {
  /** Null while the chart library loads: the plot's place is held, the rest already works. */
  createPlot: PlotFactory | null;
}

/**
 * A line chart of a daily series (a fund's quota value, a portfolio's value) on uPlot, with range
 * buttons, a keyboard cursor (one tab stop: arrows, PageUp/PageDown, Home/End) whose readout is
 * announced politely, a monthly table as the alternative to the plot, and its loading, empty and
 * error states. Drawn once per change, never animated.
 */
export function TimeSeriesChartView({
  createPlot,
  title,
  headingLevel = 2,
  points,
  valueKind = 'quota',
  currency = 'CLP',
  formatValue,
  ranges = chartRanges,
  defaultRange = 'all',
  range: rangeProp,
  onRangeChange,
  height = 280,
  isLoading = false,
  hasError = false,
  onRetry,
  messages: overrides,
}: TimeSeriesChartViewProps) {
  const m = { ...messages.timeSeriesChart, ...overrides };
  const titleId = useId();
  const hintId = useId();
  const format = useMemo(
    () => formatValue ?? chartValueFormatter(valueKind, currency),
    [formatValue, valueKind, currency],
  );
  const series = useMemo(() => toSeries(points), [points]);
  const { times } = series;
  const [ownRange, setOwnRange] = useState<ChartRange>(defaultRange);
  const range = rangeProp ?? ownRange;
  const hasData = times.length > 0;
  const view: Window = useMemo(
    () => ({ start: rangeStart(times, range), end: times.length - 1 }),
    [times, range],
  );
  // The cursor's point and where its marker is drawn (placed from the plot in event handlers).
  const [cursorState, setCursorState] = useState<{ index: number; marker: Marker | null } | null>(
    null,
  );
  const cursor = cursorState?.index ?? null;
  const shown = cursor !== null && cursor >= view.start && cursor <= view.end ? cursor : view.end;

  const frameRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const probesRef = useRef<HTMLSpanElement>(null);
  const handle = useRef<PlotHandle | null>(null);
  // The points in range, as the plot draws them; the plot is created with them.
  const visibleData = useMemo(
    () => ({
      times: times.slice(view.start, view.end + 1),
      values: series.values.slice(view.start, view.end + 1),
    }),
    [series, times, view],
  );
  const visible = useRef(visibleData);
  const drawn = useRef<typeof visibleData | null>(null);
  const latest = useRef({ times, points: series.points });
  useLayoutEffect(() => {
    visible.current = visibleData;
    latest.current = { times, points: series.points };
  });
  /** Where the marker of point `index` goes, from the drawn plot (null before it is drawn). */
  const place = (index: number): Marker | null => {
    const plot = handle.current;
    const { times: allTimes, points: allPoints } = latest.current;
    if (!plot || allPoints[index] === undefined) return null;
    const area = plot.area();
    const at = plot.position(allTimes[index]!, allPoints[index].value);
    return { x: area.left + at.x, y: area.top + at.y, top: area.top, height: area.height };
  };
  const placeRef = useRef(place);
  useLayoutEffect(() => {
    placeRef.current = place;
  });
  const setCursor = (index: number | null) =>
    setCursorState(index === null ? null : { index, marker: place(index) });
  const showPlot = hasData && !isLoading && !hasError;

  useLayoutEffect(() => {
    const element = plotRef.current;
    const frame = frameRef.current;
    const probes = probesRef.current;
    if (!showPlot || !createPlot || !element || !frame || !probes) return;
    const theme = readTheme(probes);
    const plot = createPlot(
      element,
      { width: Math.max(frame.clientWidth, 1), height },
      theme,
      visible.current,
    );
    handle.current = plot;
    drawn.current = visible.current;
    // After a resize or a new theme the marker is placed again on the same point.
    const replace = () =>
      setCursorState((state) => state && { ...state, marker: placeRef.current(state.index) });
    let width = frame.clientWidth;
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            if (frame.clientWidth === width || frame.clientWidth === 0) return;
            width = frame.clientWidth;
            plot.setSize(width, height);
            replace();
          })
        : null;
    observer?.observe(frame);
    // The canvas draws text in the bundled font: draw again once it has loaded (not at once
    // when it already has: a second draw of every point at each mount).
    const fonts = typeof document.fonts === 'object' ? document.fonts : null;
    let alive = true;
    const redraw = () => alive && plot.redraw();
    if (fonts && !fonts.check(theme.font)) void fonts.load(theme.font).then(redraw, () => {});
    fonts?.addEventListener('loadingdone', redraw);
    const forced =
      typeof window.matchMedia === 'function' ? window.matchMedia('(forced-colors: active)') : null;
    const retheme = () => {
      plot.setTheme(readTheme(probes));
      replace();
    };
    forced?.addEventListener('change', retheme);
    return () => {
      alive = false;
      observer?.disconnect();
      fonts?.removeEventListener('loadingdone', redraw);
      forced?.removeEventListener('change', retheme);
      plot.destroy();
      handle.current = null;
    };
  }, [showPlot, height, createPlot]);

  useLayoutEffect(() => {
    if (!handle.current || drawn.current === visibleData) return;
    drawn.current = visibleData;
    handle.current.setData(visibleData.times, visibleData.values);
  }, [visibleData]);

  const first = hasData ? series.points[view.start]! : undefined;
  const point = hasData ? series.points[shown]! : undefined;
  const firstDate = first ? formatChartDate(first.date) : '';
  const variation = first && point ? variationPercent(first.value, point.value) : 0;
  const readoutText =
    point && first
      ? m.readout(
          formatChartDate(point.date),
          format(point.value),
          formatSignedPercent(variation),
          firstDate,
        )
      : '';

  // The readout is spoken once the cursor rests, not at every step or pixel.
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (cursor === null) return;
    const timer = setTimeout(() => setAnnouncement(readoutText), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cursor, readoutText]);

  const chooseRange = (next: ChartRange) => {
    setOwnRange(next);
    setCursor(null);
    onRangeChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveCursor(event.key, shown, times, view);
    if (next === null) return;
    event.preventDefault();
    setCursor(next);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const plot = handle.current;
    if (!plot) return;
    const area = plot.area();
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = area.width > 0 ? (event.clientX - box.left - area.left) / area.width : 1;
    setCursor(indexAtFraction(times, view, fraction));
  };

  // The marker shows only while the cursor is in use (not at rest).
  const marker = cursor === shown ? (cursorState?.marker ?? null) : null;

  const headingSize = headingLevel === 2 ? 'xl' : 'lg';
  const stateLevel = Math.min(headingLevel + 1, 4) as 3 | 4;
  const allLabel = first ? m.since(firstYear(series.points[0]!.date)) : m.rangeNames.all;

  return (
    <section className={s.root} aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <div className={s.header}>
        <Heading level={headingLevel} size={headingSize} id={titleId}>
          {title}
        </Heading>
        {showPlot && ranges.length > 1 ? (
          <ToggleButtonGroup
            aria-label={m.rangeLabel}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[range]}
            onSelectionChange={(keys: Set<Key>) => {
              const [next] = [...keys];
              if (next !== undefined && next !== range) chooseRange(next as ChartRange);
            }}
            className={segmented.group}
          >
            {ranges.map((key) => {
              const text = key === 'all' ? allLabel : m.ranges[key];
              const name = key === 'all' ? allLabel : `${text}: ${m.rangeNames[key]}`;
              return (
                <ToggleButton key={key} id={key} aria-label={name} className={segmented.button}>
                  {text}
                </ToggleButton>
              );
            })}
          </ToggleButtonGroup>
        ) : null}
      </div>

      {isLoading ? (
        <div className={s.loading}>
          <span role="status" className={s.visuallyHidden}>
            {m.loading}
          </span>
          <Skeleton height={height} />
        </div>
      ) : hasError ? (
        <LoadError
          title={m.errorTitle}
          titleLevel={stateLevel}
          retryLabel={m.retry}
          onRetry={onRetry}
        >
          {m.error}
        </LoadError>
      ) : !hasData || !first || !point ? (
        <StateMessage tone="empty" title={m.empty} titleLevel={stateLevel} />
      ) : (
        <>
          <dl className={s.readout}>
            <div className={s.readoutItem}>
              <dt className={s.readoutTerm}>{m.readoutDate}</dt>
              <dd className={s.readoutValue}>{formatChartDate(point.date)}</dd>
            </div>
            <div className={s.readoutItem}>
              <dt className={s.readoutTerm}>{m.readoutValue}</dt>
              <dd className={s.readoutValue}>{format(point.value)}</dd>
            </div>
            <div className={s.readoutItem}>
              <dt className={s.readoutTerm}>{m.variation(firstDate)}</dt>
              <dd className={s.readoutValue}>
                <SignedFigure text={formatSignedPercent(variation)} trend={trendOf(variation, 2)} />
              </dd>
            </div>
          </dl>
          <div ref={frameRef} className={s.frame} style={{ height }}>
            <span ref={probesRef} aria-hidden="true">
              <span className={s.probeLine} />
              <span className={s.probeGrid} />
              <span className={s.probeText} />
            </span>
            {createPlot ? null : (
              <span className={s.plot}>
                <Skeleton height={height} />
              </span>
            )}
            <div
              ref={plotRef}
              className={s.plot}
              role="img"
              aria-label={m.summary(
                title,
                firstDate,
                format(first.value),
                format(series.points[view.end]!.value),
              )}
            />
            {marker ? (
              <>
                <span
                  className={s.cursorLine}
                  style={{ left: marker.x, top: marker.top, height: marker.height }}
                />
                <span className={s.cursorDot} style={{ left: marker.x, top: marker.y }} />
              </>
            ) : null}
            <div
              className={s.cursorLayer}
              tabIndex={0}
              role="slider"
              aria-label={m.cursorLabel(title)}
              aria-describedby={hintId}
              aria-valuemin={view.start}
              aria-valuemax={view.end}
              aria-valuenow={shown}
              aria-valuetext={formatChartDate(point.date)}
              onKeyDown={onKeyDown}
              onPointerMove={onPointerMove}
              onPointerDown={onPointerMove}
              onPointerLeave={() => setCursor(null)}
            />
          </div>
          <span id={hintId} className={s.visuallyHidden}>
            {m.keyboardHint}
          </span>
          <span className={s.visuallyHidden} aria-live="polite" aria-atomic="true">
            {announcement}
          </span>
          <ChartTable
            title={title}
            headingLevel={stateLevel}
            points={series.points}
            times={times}
            view={view}
            format={format}
            m={m}
          />
        </>
      )}
    </section>
  );
}

const firstYear = (date: string) => Number(date.slice(0, 4));

interface ChartTableProps {
  title: string;
  headingLevel: 3 | 4;
  points: readonly TimeSeriesPoint[];
  times: readonly number[];
  view: Window;
  format: (value: number) => string;
  m: TimeSeriesChartMessages;
}

/** The table alternative: the last value of each month in the range, built only when opened. */
function ChartTable({ title, headingLevel, points, times, view, format, m }: ChartTableProps) {
  const [isOpen, setOpen] = useState(false);
  const first = points[view.start]!.value;
  const rows = useMemo<ChartTableRow[]>(
    () =>
      isOpen
        ? monthlyIndices(times, view).map((index) => ({
            id: points[index]!.date,
            date: points[index]!.date,
            value: points[index]!.value,
            variation: variationPercent(first, points[index]!.value),
          }))
        : [],
    [isOpen, times, view, points, first],
  );
  return (
    <Disclosure
      title={m.showTable}
      titleLevel={headingLevel}
      isExpanded={isOpen}
      onExpandedChange={setOpen}
    >
      {isOpen ? (
        <DeferredChartTable rows={rows} caption={m.tableCaption(title)} format={format} m={m} />
      ) : null}
    </Disclosure>
  );
}
