import { useImperativeHandle, useRef, type FocusEvent, type ReactNode, type Ref } from 'react';
import { Select, type SelectAccessorProps, type SelectProps } from '../Select/index.ts';
import {
  selectOptionAccessors,
  type OptionAccessors,
  type OptionFormatter,
  type SelectOption,
} from '../Select/index.ts';
import * as styles from './CascadingSelect.css.ts';
import { useCascade, type CascadeValue } from './use-cascade.ts';

interface CascadingLevelBase<T> {
  /** The key of this level in the value (`pais`, `region`...). */
  name: string;
  /** The visible label; also names the level in the load-failure log. */
  label: string;
  /** Loads this level's options for the keys chosen above it, e.g. `{ pais: 'CL', region: '13' }`. */
  load: (parentValues: Readonly<Record<string, string>>) => Promise<readonly T[]>;
  formatOption?: OptionFormatter<T>;
  /** Default: the group's `isRequired`. */
  isRequired?: boolean;
  tooltip?: ReactNode;
  help?: string;
  description?: ReactNode;
  placeholder?: string;
  /** With no options: `disable` (default: 'Sin opciones', disabled) or `hide`. */
  whenEmpty?: 'hide' | 'disable';
}

/** One select of the group, described by data. */
export type CascadingLevel<T = SelectOption> = CascadingLevelBase<T> & SelectAccessorProps<T>;

/** Focuses the first level still to be chosen (react-hook-form calls it on an error). */
export interface CascadingSelectHandle {
  focus: () => void;
}

export interface CascadingSelectProps<T = SelectOption> {
  /** The levels, parent first: each reloads when the one above changes. */
  levels: readonly CascadingLevel<T>[];
  /** Names the group (a fieldset legend), e.g. 'Dirección particular'. */
  label?: ReactNode;
  /** Chosen keys by level name (controlled); a stored record pre-loads every level in turn. */
  value?: Partial<CascadeValue>;
  defaultValue?: Partial<CascadeValue>;
  /** Gets every level's key, null where nothing is chosen (also after a clear by the group). */
  onChange?: (value: CascadeValue) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Prefix of the hidden selects' names for native forms (`direccion.region`). */
  name?: string;
  ref?: Ref<CascadingSelectHandle>;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Invalid by decision of the form: shown on the levels still empty (or all, if none is). */
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  /** Called besides the log when a level fails to load. */
  onLoadError?: (name: string, error: unknown) => void;
  /** Accepted for react-hook-form's adapter. */
  validationBehavior?: 'aria';
}

const accessorsOf = <T,>(level: CascadingLevel<T>): OptionAccessors<T> => {
  const own = level as Partial<OptionAccessors<T>>;
  return own.getKey && own.getText
    ? { getKey: own.getKey, getText: own.getText, getDisabled: own.getDisabled }
    : (selectOptionAccessors as unknown as OptionAccessors<T>);
};

/**
 * A group of dependent selects (wizard-spec 4): country, region, city, commune; or fund, series,
 * investment account. A parent change resets and reloads its children; an empty level is cleared
 * and disabled; a failed load is only logged (wizard-spec 8).
 */
export function CascadingSelect<T = SelectOption>({
  levels,
  label,
  value: controlledValue,
  defaultValue,
  onChange,
  onBlur,
  name,
  ref,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  isInvalid = false,
  errorMessage,
  onLoadError,
}: CascadingSelectProps<T>) {
  const accessors = levels.map((level) => accessorsOf(level));
  const cascade = useCascade<T>({
    levels: levels.map((level, index) => ({
      name: level.name,
      label: level.label,
      load: level.load,
      getKey: accessors[index]!.getKey,
    })),
    value: controlledValue,
    defaultValue,
    onChange,
    onLoadError,
  });
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  useImperativeHandle(ref, () => ({
    focus: () => {
      const enabled = triggers.current.filter(
        (trigger): trigger is HTMLButtonElement => trigger !== null && !trigger.disabled,
      );
      const firstEmpty = enabled.find((trigger) => {
        const index = triggers.current.indexOf(trigger);
        return cascade.value[levels[index]?.name ?? ''] == null;
      });
      (firstEmpty ?? enabled[0])?.focus();
    },
  }));

  // The form's error marks the levels the person can still fill, else every empty one, else all.
  const empty = levels.filter((level) => cascade.value[level.name] == null);
  const fillable = empty.filter(
    (level) => cascade.states[levels.indexOf(level)]?.status !== 'blocked',
  );
  const flaggedLevels = fillable.length > 0 ? fillable : empty.length > 0 ? empty : levels;
  const flagged = new Set(flaggedLevels.map((level) => level.name));

  const selects = levels.map((level, index) => {
    const state = cascade.states[index]!;
    const { getKey, getText, getDisabled } = accessors[index]!;
    const invalidHere = isInvalid && flagged.has(level.name);
    const props = {
      ref: (trigger: HTMLButtonElement | null) => {
        triggers.current[index] = trigger;
      },
      label: level.label,
      name: name ? `${name}.${level.name}` : undefined,
      options: state.options,
      getKey,
      getText,
      getDisabled,
      formatOption: level.formatOption,
      value: cascade.value[level.name] ?? null,
      onChange: (key: string | null) => cascade.select(index, key),
      onBlur,
      isLoading: state.status === 'loading',
      whenEmpty: level.whenEmpty ?? 'disable',
      isRequired: level.isRequired ?? isRequired,
      isDisabled,
      isReadOnly,
      isInvalid: invalidHere,
      errorMessage: invalidHere ? errorMessage : undefined,
      tooltip: level.tooltip,
      help: level.help,
      description: level.description,
      placeholder: level.placeholder,
    } as SelectProps<T>;
    return <Select<T> key={level.name} {...props} />;
  });

  if (label === undefined) return <div className={styles.levels}>{selects}</div>;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.levels}>{selects}</div>
    </fieldset>
  );
}
