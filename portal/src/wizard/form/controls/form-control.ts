// What the form engine knows of one control (wizard-spec 2-5): which questions it is, how it shows,
// the value it starts from, the answer it stores, when it is empty and the rule it checks.
import { wizardConfig } from '@inversiones/contract';
import type { FieldShellProps } from '@inversiones/design-system';
import type { ReactNode } from 'react';
import type { FieldAdapter, RegisteredFieldAdapter } from '../field-adapter.ts';
import type { PlanEntry } from '../form-plan.ts';
import type { RuleContext } from '../question-rules.ts';
import type { ServiceSource } from '../service-url.ts';

type Question = wizardConfig.Question;

/** A question as the registry matches it: element ('input' when absent), type, rule and mask. */
export interface ControlQuery {
  question: Question;
  /** The element, lower-cased; a question without element reads as an input. */
  element: string;
  /** The type, lower-cased ('text' for a question without element nor type). */
  type: string;
  /** The validation type, lower-cased. */
  rule: string;
  /** The validation mask, lower-cased. */
  mask: string;
}

/** How a control shows its question. */
export type ControlView =
  | {
      /** A design-system field over a react-hook-form controller. */
      as: 'field';
      Field: FieldAdapter;
      /** The field the input itself holds (typing renders nothing), when the question allows it. */
      registeredOf?: (question: Question) => RegisteredFieldAdapter | undefined;
    }
  /** A text field the input itself holds (registered): typing renders nothing. */
  | { as: 'registered'; Registered: RegisteredFieldAdapter }
  /** Content that shows the loaded value and takes no input. */
  | { as: 'display'; Display: (props: { question: Question; value: unknown }) => ReactNode }
  /** Nothing: its value travels with the answers without showing. */
  | { as: 'none' };

/** The light shell a very long step shows for the field until it is reached. */
export interface ControlShell {
  control: FieldShellProps['control'];
  /** Whether a shell can stand for this question; absent: always. */
  standsFor?: (question: Question, services: ReadonlyMap<string, ServiceSource>) => boolean;
  /** The text the shell shows for a value; absent: the value as text. */
  textOf?: (question: Question, value: unknown) => string;
  inputMode?: 'email' | 'numeric' | 'text';
}

export interface FormControlDefinition {
  /** The control's name (stable: tests and entries name it). */
  name: string;
  /** The element names (and aliases) it answers to, lower-cased. */
  elements: readonly string[];
  /** Whether a question of one of its elements is this control; absent: always. */
  matches?: (query: ControlQuery) => boolean;
  view: ControlView;
  /** The entries a question of this control stands for (a group of fields); absent: one. */
  entriesOf?: (
    question: Question,
    entryId: (key: string, position?: number) => string,
  ) => PlanEntry[];
  /** The starting value from the stored answer, else the question's `value` (`given`). */
  initialValue?: (
    question: Question,
    given: unknown,
    stored: Readonly<Record<string, unknown>>,
  ) => unknown;
  /** The stored answer(s) of a value; absent: `{ [key]: value }`. */
  toAnswer?: (key: string, value: unknown) => Record<string, unknown>;
  /** The keys its answer is stored under; absent: the key alone. */
  answerKeys?: (key: string) => string[];
  /** Whether a value (never null nor undefined) is empty; absent: blank text. */
  isEmpty?: (value: unknown) => boolean;
  /** The error of a filled value (null when it passes); the required check comes before. */
  rule?: (question: Question, value: unknown, context: RuleContext) => string | null;
  /** Required whatever the question says (acceptance lists must be all ticked). */
  alwaysRequired?: boolean;
  /** The rule also runs on an empty optional value (a selection list checks what was entered). */
  checksEmpty?: boolean;
  /** The error an empty value gets before the required check (sameRut); null when none. */
  emptyError?: (question: Question, context: RuleContext) => string | null;
  /** A rule that reads other answers, run before the question's own (null when it passes). */
  betweenAnswers?: (
    value: unknown,
    values: Readonly<Record<string, unknown>>,
    context: RuleContext,
  ) => string | null;
  shell?: ControlShell;
}

export interface FormControl extends FormControlDefinition {
  /** Whether it stores an answer under the question's key: its elements are the contract's. */
  storesAnswer: boolean;
}

const answerElements: ReadonlySet<string> = new Set(wizardConfig.ANSWER_ELEMENTS);

/** A control whose answer-storing is read from the contract's list of its elements. */
export function defineControl(definition: FormControlDefinition): FormControl {
  return {
    ...definition,
    storesAnswer: definition.elements.every((element) => answerElements.has(element)),
  };
}
