// Whether a form step can go on (Continuar), kept field by field: each validator run records its
// own field's result, so a keystroke re-checks one field instead of every field of the step.
import type { FormPlan } from './form-plan.ts';
import type { Validator } from './question-rules.ts';

type Result = ReturnType<Validator>;

export interface StepValidity {
  /** The validator, recording each of its results for `name` while the field is in the step. */
  track(name: string, validate: Validator): Validator;
  /** A field is in the step (mounted or shown; saying so twice is harmless), `check` its result. */
  enter(name: string, check: () => Result): void;
  /** A field left the step (hidden or unmounted): it no longer counts. */
  leave(name: string): void;
  /** True while every field in the step passes its validator. */
  isValid(): boolean;
  /** Called when `isValid()` changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createStepValidity(): StepValidity {
  const present = new Set<string>();
  const invalid = new Set<string>();
  const listeners = new Set<() => void>();
  let valid = true;

  const settle = () => {
    const now = invalid.size === 0;
    if (now === valid) return;
    valid = now;
    for (const listener of [...listeners]) listener();
  };
  const record = (name: string, result: Result) => {
    if (!present.has(name)) return;
    if (result === true) invalid.delete(name);
    else invalid.add(name);
    settle();
  };

  return {
    track: (name, validate) => (value, values) => {
      const result = validate(value, values);
      record(name, result);
      return result;
    },
    enter(name, check) {
      present.add(name);
      record(name, check());
    },
    leave(name) {
      present.delete(name);
      invalid.delete(name);
      settle();
    },
    isValid: () => valid,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The plan with each field's validator recording its results in `validity`. */
export function trackValidators(plan: FormPlan, validity: StepValidity): FormPlan {
  const entries = plan.entries.map((entry) =>
    entry.key && entry.validate
      ? { ...entry, validate: validity.track(entry.key, entry.validate) }
      : entry,
  );
  return { ...plan, entries };
}
