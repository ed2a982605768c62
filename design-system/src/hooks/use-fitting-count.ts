import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Widths read from the list's items in a full render; reused on every resize. */
interface Measured {
  items: number[];
  more: number;
}

/**
 * How many items fit one row: the largest count whose widths (plus the gaps and, if any are left
 * over, the 'more' control) fit the space available; all of them when they fit without it.
 */
export function fittingCount(
  widths: readonly number[],
  moreWidth: number,
  available: number,
  gap: number,
): number {
  const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(widths.length - 1, 0);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * The number of a list's first items that fit its row, measured: the list renders every item
 * (and its `[data-more]` item) once per `itemsKey` or font load, before paint, and its widths are
 * kept; a ResizeObserver on the list then recomputes the count from them without re-rendering
 * everything, so a resize never loops or flickers.
 */
export function useFittingCount(
  listRef: RefObject<HTMLElement | null>,
  itemsKey: string,
  itemCount: number,
  /** False while the list is hidden (a media query, a phone): nothing is measured, no layout read. */
  isShown = true,
): { count: number; isMeasuring: boolean } {
  const [state, setState] = useState(() => ({
    key: itemsKey,
    measuring: isShown,
    count: itemCount,
  }));
  const measured = useRef<Measured | null>(null);
  // Widths read while the web font was still loading: its loadingdone may fire before the
  // listener below is added (between the layout effect and the passive one), and be missed.
  const measuredWhileFontsLoading = useRef(false);
  const isMeasuring = state.measuring || state.key !== itemsKey;

  const compute = (measures: Measured): number | null => {
    const list = listRef.current;
    if (!list) return null;
    const style = getComputedStyle(list);
    const available =
      list.getBoundingClientRect().width -
      px(style.paddingInlineStart) -
      px(style.paddingInlineEnd);
    // Hidden (the bar shows from the desktop breakpoint only): nothing to split.
    if (available <= 0) return null;
    return fittingCount(measures.items, measures.more, available, px(style.columnGap));
  };

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!isMeasuring || !list) return;
    // Hidden (a phone): reading widths would only force a layout of zeros.
    if (!isShown) {
      measured.current = null;
      if (state.measuring || state.key !== itemsKey)
        setState({ key: itemsKey, measuring: false, count: itemCount });
      return;
    }
    const children = [...list.children] as HTMLElement[];
    const width = (element: HTMLElement) => Math.ceil(element.getBoundingClientRect().width);
    const measures: Measured = {
      items: children.filter((child) => !child.hasAttribute('data-more')).map(width),
      more: children.filter((child) => child.hasAttribute('data-more')).map(width)[0] ?? 0,
    };
    // Widths read while hidden are zeros: keep none, and measure again once shown.
    measured.current = measures.items.some((w) => w > 0) ? measures : null;
    // Layout is clean here (just read): the font set's status costs nothing more.
    measuredWhileFontsLoading.current = document.fonts?.status === 'loading';
    const count = measured.current ? compute(measured.current) : null;
    setState({ key: itemsKey, measuring: false, count: count ?? itemCount });
  });

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const onResize = () => {
      const measures = measured.current;
      if (!measures) {
        if (list.getBoundingClientRect().width > 0)
          setState((s) => (s.measuring ? s : { ...s, measuring: true }));
        return;
      }
      const count = compute(measures);
      if (count !== null) setState((s) => (s.count === count ? s : { ...s, count }));
    };
    const observer = new ResizeObserver(onResize);
    observer.observe(list);
    let live = true;
    // The web font changes every width: measure again once it is in. A hidden list (a phone's,
    // the bar shows from the desktop breakpoint) has nothing measured: the observer above
    // measures it when it shows, so the whole header is not rendered and laid out again now.
    // The loadingdone event, not fonts.ready: reading `ready` forces a style and layout pass.
    const fonts = typeof document.fonts?.addEventListener === 'function' ? document.fonts : null;
    const onFontsLoaded = () => {
      if (live && measured.current) setState((s) => ({ ...s, measuring: true }));
    };
    fonts?.addEventListener('loadingdone', onFontsLoaded);
    // The font arrived before the listener: the first widths are the fallback's, measure again.
    if (measuredWhileFontsLoading.current && fonts?.status === 'loaded') onFontsLoaded();
    return () => {
      live = false;
      observer.disconnect();
      fonts?.removeEventListener('loadingdone', onFontsLoaded);
    };
    // compute reads only the ref and the list: the observer lives as long as the list does.
  }, [listRef]);

  return { count: isMeasuring ? itemCount : state.count, isMeasuring };
}
