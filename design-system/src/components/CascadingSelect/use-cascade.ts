import { useEffect, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import * as messages from '../../messages.ts';

/** The chosen key of every level, by level name; null where nothing is chosen. */
export type CascadeValue = Record<string, string | null>;

/** What the cascade needs of a level to load and check it. */
export interface CascadeSource<T> {
  name: string;
  label: string;
  /** Loads the level's options for its parents' keys (`{ pais: 'CL', region: '13' }`). */
  load: (parentValues: Readonly<Record<string, string>>) => Promise<readonly T[]>;
  getKey: (item: T) => string;
}

/**
 * blocked: a parent has no value (or is still loading), so the level shows 'Sin opciones';
 * loading: its options are on their way; ready: loaded; error: the load failed (logged only).
 */
export type CascadeStatus = 'blocked' | 'loading' | 'ready' | 'error';

export interface CascadeLevelState<T> {
  status: CascadeStatus;
  options: readonly T[];
}

interface LoadResult<T> {
  /** The parent keys the options were loaded for. */
  request: string;
  status: 'ready' | 'error';
  options: readonly T[];
}

export interface CascadeOptions<T> {
  levels: readonly CascadeSource<T>[];
  value?: Partial<CascadeValue>;
  defaultValue?: Partial<CascadeValue>;
  onChange?: (value: CascadeValue) => void;
  onLoadError?: (name: string, error: unknown) => void;
}

const normalize = (names: readonly string[], value?: Partial<CascadeValue>): CascadeValue =>
  Object.fromEntries(names.map((name) => [name, value?.[name] ?? null]));

/** `next` with every level from `index` on set to null. */
const clearFrom = (names: readonly string[], value: CascadeValue, index: number): CascadeValue => ({
  ...value,
  ...Object.fromEntries(names.slice(index).map((name) => [name, null])),
});

/**
 * Dependent lists (wizard-spec 4): each level loads once every parent has a loaded, valid value;
 * a parent change clears and reloads its children; a value missing from its loaded options (or a
 * level with none) is cleared; late answers to superseded requests are dropped.
 */
export function useCascade<T>({
  levels,
  value: controlled,
  defaultValue,
  onChange,
  onLoadError,
}: CascadeOptions<T>) {
  const names = levels.map((level) => level.name);
  const [rawValue, setRawValue] = useControlledState<CascadeValue>(
    controlled === undefined ? undefined : normalize(names, controlled),
    normalize(names, defaultValue),
    onChange,
  );
  const value = normalize(names, rawValue);
  const [results, setResults] = useState<Record<string, LoadResult<T>>>({});

  // The latest value, so answers arriving later reconcile against it, not against a stale render.
  const valueRef = useRef(value);
  valueRef.current = value;
  const levelsRef = useRef(levels);
  levelsRef.current = levels;
  const onLoadErrorRef = useRef(onLoadError);
  onLoadErrorRef.current = onLoadError;
  /** The request each level last started (null: none), and a token per start to spot stale ones. */
  const started = useRef<Record<string, string | null>>({});
  const tokens = useRef<Record<string, number>>({});
  const mounted = useRef(false);

  const commit = (next: CascadeValue) => {
    valueRef.current = next;
    setRawValue(next);
  };

  // Derived per render: a level's request is its parents' keys, once each parent is loaded and valid.
  const states: CascadeLevelState<T>[] = [];
  const requests: (string | null)[] = [];
  levels.forEach((level, index) => {
    const parent = index > 0 ? levels[index - 1] : undefined;
    const parentState = states[index - 1];
    const parentKey = parent ? value[parent.name] : undefined;
    const parentValid =
      !parent ||
      (parentState?.status === 'ready' &&
        parentKey != null &&
        parentState.options.some((item) => parent.getKey(item) === parentKey));
    const request = parentValid ? JSON.stringify(names.slice(0, index).map((n) => value[n])) : null;
    const result = results[level.name];
    requests.push(request);
    if (request === null) states.push({ status: 'blocked', options: [] });
    else if (result?.request === request)
      states.push({ status: result.status, options: result.options });
    else states.push({ status: 'loading', options: [] });
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const signature = JSON.stringify([names, requests]);
  useEffect(() => {
    const current = levelsRef.current;
    const levelNames = current.map((level) => level.name);
    const reconcile = (index: number, options: readonly T[]) => {
      const level = current[index];
      const latest = valueRef.current;
      const key = level ? latest[level.name] : null;
      if (level && key != null && !options.some((item) => level.getKey(item) === key))
        commit(clearFrom(levelNames, latest, index));
    };
    current.forEach((level, index) => {
      const request = requests[index] ?? null;
      if (started.current[level.name] === request) return;
      started.current[level.name] = request;
      const token = (tokens.current[level.name] ?? 0) + 1;
      tokens.current[level.name] = token;
      if (request === null) return;
      const keys = JSON.parse(request) as string[];
      const parentValues = Object.fromEntries(
        levelNames.slice(0, index).map((n, i) => [n, keys[i] ?? '']),
      );
      const isCurrent = () => mounted.current && tokens.current[level.name] === token;
      Promise.resolve()
        .then(() => level.load(parentValues))
        .then(
          (options) => {
            if (!isCurrent()) return;
            setResults((prev) => ({
              ...prev,
              [level.name]: { request, status: 'ready', options },
            }));
            reconcile(index, options);
          },
          (error: unknown) => {
            if (!isCurrent()) return;
            // wizard-spec 8: a failed list is only logged; the level stays empty and disabled.
            console.error(messages.cascadingSelect.loadError(level.label), error);
            onLoadErrorRef.current?.(level.name, error);
            setResults((prev) => ({
              ...prev,
              [level.name]: { request, status: 'error', options: [] },
            }));
            reconcile(index, []);
          },
        );
    });
    // A value under a parent without one cannot stand (for example a stored commune without city).
    const latest = valueRef.current;
    const orphan = levelNames.findIndex(
      (name, index) =>
        index > 0 &&
        latest[name] != null &&
        levelNames.slice(0, index).some((n) => latest[n] == null),
    );
    if (orphan > 0) commit(clearFrom(levelNames, latest, orphan));
    // Runs when a level's request changes; the signature carries every request.
  }, [signature]);

  return {
    value,
    states,
    /** The person chose `key` at level `index`: its children are reset and will reload. */
    select(index: number, key: string | null) {
      const latest = valueRef.current;
      const name = names[index];
      if (name === undefined || latest[name] === key) return;
      commit({ ...clearFrom(names, latest, index + 1), [name]: key });
    },
  };
}
