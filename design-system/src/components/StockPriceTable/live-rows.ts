import { useSyncExternalStore } from 'react';
import type { StockPriceRow } from './StockPriceTable.tsx';

/**
 * The table's latest row per share, outside React: a refresh publishes the new rows and wakes
 * only the cells of the shares whose row changed, so the table around them does not render.
 */
export interface LiveRows {
  get(ticker: string): StockPriceRow | undefined;
  subscribe(ticker: string, listener: () => void): () => void;
  /** One figure of one share for useSyncExternalStore: the same functions on every call. */
  field<K extends keyof StockPriceRow>(ticker: string, field: K): LiveField<K>;
  /** The rows of a committed render; a row equal to the one held keeps the held object. */
  publish(rows: readonly StockPriceRow[]): void;
}

export interface LiveField<K extends keyof StockPriceRow> {
  subscribe(listener: () => void): () => void;
  /** The share's latest value; undefined while the store does not hold the share. */
  read(): StockPriceRow[K] | undefined;
}

/** Field by field: every poll brings new objects, mostly with the same figures. */
function sameRow(a: StockPriceRow, b: StockPriceRow): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof StockPriceRow)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

export function createLiveRows(initial: readonly StockPriceRow[] = []): LiveRows {
  const rows = new Map(initial.map((row) => [row.ticker, row]));
  const listeners = new Map<string, Set<() => void>>();
  const fields = new Map<string, Map<keyof StockPriceRow, LiveField<keyof StockPriceRow>>>();
  const subscribe = (ticker: string, listener: () => void) => {
    let set = listeners.get(ticker);
    if (!set) listeners.set(ticker, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(ticker);
    };
  };
  return {
    get: (ticker) => rows.get(ticker),
    subscribe,
    field<K extends keyof StockPriceRow>(ticker: string, field: K) {
      let byField = fields.get(ticker);
      if (!byField) fields.set(ticker, (byField = new Map()));
      let live = byField.get(field);
      if (!live) {
        live = {
          subscribe: (listener) => subscribe(ticker, listener),
          read: () => rows.get(ticker)?.[field],
        };
        byField.set(field, live);
      }
      return live as LiveField<K>;
    },
    publish(next) {
      const changed: string[] = [];
      const present = new Set<string>();
      for (const row of next) {
        present.add(row.ticker);
        const held = rows.get(row.ticker);
        if (held === undefined || !sameRow(held, row)) {
          rows.set(row.ticker, row);
          changed.push(row.ticker);
        }
      }
      // A share that comes back later starts from its own row, not a stale one.
      for (const ticker of rows.keys()) if (!present.has(ticker)) rows.delete(ticker);
      for (const ticker of changed) listeners.get(ticker)?.forEach((listener) => listener());
    },
  };
}

/**
 * The share's latest `field`; the cell renders again only when that value changes. `seed` stands
 * in until the store holds the share (its first commit, before the rows are published).
 */
export function useLiveRow<K extends keyof StockPriceRow>(
  store: LiveRows,
  seed: StockPriceRow,
  field: K,
): StockPriceRow[K] {
  // The store's functions: new ones per render would cost a passive effect each (getSnapshot).
  const live = store.field(seed.ticker, field);
  const value = useSyncExternalStore(live.subscribe, live.read, live.read);
  return value === undefined ? seed[field] : value;
}
