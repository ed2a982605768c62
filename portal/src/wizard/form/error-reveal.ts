// When a field's error shows (issue 18, GOV.UK's pattern, wizard-spec 5): once the person changed
// the field and left it, or pressed Continuar; tabbing through an empty form turns nothing red.
import { get } from 'react-hook-form';
import type { FormPlan } from './form-plan.ts';
import type { Validator } from './question-rules.ts';

/** What the form knows of a field: react-hook-form's getFieldState, in short. */
export type FieldStateOf = (name: string) => { isTouched: boolean };

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.every(isBlank)) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isBlank));

/** Whether an answer differs from the one the step started with (blank forms all alike). */
export const changedFrom = (initial: unknown, value: unknown) =>
  isBlank(initial) ? !isBlank(value) : JSON.stringify(initial) !== JSON.stringify(value);

export interface ErrorReveal {
  /** The validator whose failures reach the form only once the field's error may show. */
  gate(name: string, validate: Validator, initial: unknown): Validator;
  /** Continuar was pressed: every field's error shows from now on. */
  revealAll(): void;
  /** The form to read touched and changed from (set once the form exists). */
  attach(fieldState: FieldStateOf): void;
}

export function createErrorReveal(): ErrorReveal {
  const revealed = new Set<string>();
  let all = false;
  let fieldState: FieldStateOf | undefined;
  const mayShow = (name: string, changed: boolean) => {
    if (all || revealed.has(name)) return true;
    // react-hook-form marks a field touched (on blur) before it validates.
    if (!changed || !fieldState?.(name).isTouched) return false;
    // Once shown, it stays live: a correction clears the error at once.
    revealed.add(name);
    return true;
  };
  return {
    gate: (name, validate, initial) => (value, values) => {
      const result = validate(value, values);
      return result === true || !mayShow(name, changedFrom(initial, value)) ? true : result;
    },
    revealAll: () => void (all = true),
    attach: (state) => void (fieldState = state),
  };
}

/** The plan with each field's form validator gated; `check` keeps the real one (Continuar). */
export function gateValidators(plan: FormPlan, reveal: ErrorReveal): FormPlan {
  const entries = plan.entries.map((entry) =>
    entry.key && entry.validate
      ? {
          ...entry,
          check: entry.validate,
          validate: reveal.gate(entry.key, entry.validate, get(plan.defaults, entry.key)),
        }
      : entry,
  );
  return { ...plan, entries };
}
