// The validation of one question (wizard-spec 5): a zod schema built from the question for what its
// answer must be, and the rules between answers. The form step runs it per field, never per step.
import type { wizardConfig } from '@inversiones/contract';
import {
  allConditionsAccepted,
  checkboxListError,
  specifySelectionError,
  type CheckboxListEntry,
  type PhoneValue,
  type UploadedFile,
} from '@inversiones/design-system';
import {
  cleanRut,
  fromWireDate,
  isAdultBirthDate,
  isValidRut,
  linkedGroupRule,
  normalizeSerial,
  serialEqualsRut,
  validateField,
  type FieldType,
} from '@inversiones/design-system/es-cl';
import { z } from 'zod';
import * as messages from '../../messages.ts';
import type { ControlKind } from './question-kind.ts';
import { checkboxListOptions } from './selection-options.ts';

type Question = wizardConfig.Question;

/** Where the serial-number service check of a field stands (set by its adapter). */
export type SerialStatus = 'idle' | 'pending' | 'valid' | 'invalid';

export interface RuleContext {
  /** The logged-in client's rut (sameRut). */
  ownRut?: string | null;
  /** Today as YYYYMMDD (birth date); the browser's today when absent. */
  today?: string;
  /** The service check of a serial-number field, by key. */
  serialStatus?: (key: string) => SerialStatus | undefined;
  /** The key of the step's rut field, whose value a serial number must differ from. */
  rutKey?: string;
  /** Whether a rut field was just emptied because the client's own rut was typed (sameRut). */
  sameRutCleared?: (key: string) => boolean;
}

/** A question's validator: true when valid, else the Spanish message (react-hook-form's shape). */
export type Validator = (
  value: unknown,
  values: Readonly<Record<string, unknown>>,
) => true | string;

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const num = (value: unknown): number | undefined => {
  const parsed = typeof value === 'number' ? value : Number(value);
  return value === undefined || value === null || value === '' || Number.isNaN(parsed)
    ? undefined
    : parsed;
};

/** Whether an answer of a control counts as empty (checkbox and file: no value, wizard-spec 5). */
export function isEmptyAnswer(kind: ControlKind, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  switch (kind) {
    case 'checkbox':
    case 'toggle':
      return value !== true;
    case 'checkbox-group':
    case 'accept-conditions':
    case 'accept-conditions-basic':
      return !Array.isArray(value) || value.length === 0;
    case 'checkbox-list':
      return !Array.isArray(value) || !(value as CheckboxListEntry[]).some((e) => e.selected);
    case 'checkbox-group-specify':
    case 'radio-specify': {
      const chosen = (value as { value?: unknown }).value;
      return (
        chosen === null || chosen === undefined || (Array.isArray(chosen) && chosen.length === 0)
      );
    }
    case 'phone':
      return text((value as PhoneValue).number).trim() === '';
    case 'chat':
      return Object.values(value as Record<string, unknown>).every((v) => text(v) === '');
    case 'file':
      return !(value as UploadedFile).base64;
    default:
      return text(value).trim() === '';
  }
}

/** The failed-rule message: the configured caption, else the spec's generic one (read-only: 'Invalid'). */
const ruleMessage = (question: Question) =>
  question.readonly
    ? messages.wizardForm.readOnlyInvalid
    : question.validation?.caption || messages.wizardForm.invalidData;

const hasSpecial = (question: Question, name: string) =>
  (question.validation?.specialValidations ?? []).some(
    (v) => v.toLowerCase() === name.toLowerCase(),
  );

/** Length bounds of the generic rules: the question's min and max, when numbers. */
const bounds = (question: Question) => ({ min: num(question.min), max: num(question.max) });

const genericRule: Partial<Record<ControlKind, FieldType>> = {
  text: 'text',
  textarea: 'text',
  email: 'email',
  number: 'numeric',
  nserie: 'nserie',
  bank_account: 'bank_account',
};

const TEXT_RULES = new Set<FieldType>(['text', 'alphanumeric', 'range']);

/** The es-CL rule of a text input: its validation type when it names a text rule, else free text. */
export function textRuleOf(question: Question): FieldType {
  const type = question.validation?.type as FieldType | undefined;
  return type && TEXT_RULES.has(type) ? type : 'text';
}

/** Birth dates: by validation type, or by a key naming it (the configurations' habit). */
export const isBirthDate = (question: Question) =>
  /^birth_?date$|^fechanacimiento$|nacimiento/i.test(question.validation?.type ?? '') ||
  /nacimiento|birth/i.test(question.key ?? '');

const wireOf = (value: unknown) => text(value).replace(/\D/g, '');

/** The rule of a filled value (null when it passes); the required check is done before. */
function filledError(
  question: Question,
  kind: ControlKind,
  value: unknown,
  context: RuleContext,
): string | null {
  const rule =
    kind === 'text'
      ? textRuleOf(question)
      : kind === 'number' && question.validation?.type === 'numericRanges'
        ? 'numericRanges'
        : genericRule[kind];
  if (rule && !validateField(rule, text(value), { ...bounds(question), optional: true }).ok)
    return ruleMessage(question);
  switch (kind) {
    case 'rut': {
      const rut = text(value);
      if (!isValidRut(rut)) return ruleMessage(question);
      if (
        hasSpecial(question, 'sameRut') &&
        context.ownRut &&
        cleanRut(rut) === cleanRut(context.ownRut)
      )
        return messages.wizardForm.sameRut;
      return null;
    }
    case 'nserie': {
      const status = question.key ? context.serialStatus?.(question.key) : undefined;
      if (status === 'invalid') return messages.wizardForm.serieNumber;
      if (status === 'pending') return messages.wizardForm.seriePending;
      return null;
    }
    case 'currency': {
      const amount = typeof value === 'number' ? value : Number.NaN;
      if (!Number.isFinite(amount)) return ruleMessage(question);
      const { min, max } = bounds(question);
      if ((min !== undefined && amount < min) || (max !== undefined && amount > max))
        return question.validation?.caption || messages.wizardForm.amountRange;
      return null;
    }
    case 'date': {
      const wire = wireOf(value);
      const minYear = num(question.minYear);
      if (!fromWireDate(wire)) return ruleMessage(question);
      if (minYear !== undefined && Number(wire.slice(0, 4)) <= minYear)
        return ruleMessage(question);
      if (isBirthDate(question) && !isAdultBirthDate(wire, context.today))
        return messages.wizardForm.birthDate;
      const minDate = wireOf(question.minDate);
      const maxDate = wireOf(question.maxDate);
      if ((minDate.length === 8 && wire < minDate) || (maxDate.length === 8 && wire > maxDate))
        return question.validation?.caption || messages.wizardForm.dateRange;
      return null;
    }
    case 'phone': {
      const digits = text((value as PhoneValue).number);
      const { min = 9, max = 9 } = bounds(question);
      return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max
        ? null
        : ruleMessage(question);
    }
    case 'checkbox-group-specify':
    case 'radio-specify':
      return specifySelectionError(
        (question.options ?? []).map((o) => ({ key: String(o.key) })),
        value as { value: string | null | string[]; extraDescription: string },
        question.required === true,
      );
    case 'checkbox-list':
      return checkboxListError(
        checkboxListOptions(question),
        value as CheckboxListEntry[],
        question.required === true,
      );
    case 'accept-conditions':
    case 'accept-conditions-basic':
      return allConditionsAccepted(
        (question.options ?? []).map((o) => ({ key: String(o.key) })),
        value as string[],
      )
        ? null
        : messages.wizardForm.required;
    case 'chat': {
      // Chat question (wizard-spec 5): each sub-select must be answered.
      const answers = value as Record<string, unknown>;
      const subs = (question.questions ?? []).filter((q) => q.key);
      return subs.every((q) => text(answers[q.key!]) !== '') ? null : messages.wizardForm.required;
    }
    default:
      return null;
  }
}

/** The error of a question's own answer: required first, then its control's rule; null when valid. */
function answerError(
  question: Question,
  kind: ControlKind,
  value: unknown,
  context: RuleContext,
): string | null {
  if (isEmptyAnswer(kind, value)) {
    // sameRut (wizard-spec 5): the field is cleared and the error is sameRut, not required.
    if (kind === 'rut' && question.key && context.sameRutCleared?.(question.key))
      return messages.wizardForm.sameRut;
    // Acceptance lists must be all ticked whatever their required flag.
    const alwaysChecked = kind === 'accept-conditions' || kind === 'accept-conditions-basic';
    if (question.required || alwaysChecked) return messages.wizardForm.required;
    // An optional selection list still checks what was entered.
    if (kind !== 'checkbox-list') return null;
  }
  return filledError(question, kind, value, context);
}

/**
 * The zod schema of a question's answer (wizard-spec 5): required (checkbox and file mean a
 * value), then its control's rule with the configured caption or the spec's generic message.
 */
export function questionSchemaOf(
  question: Question,
  kind: ControlKind,
  context: RuleContext = {},
): z.ZodType<unknown> {
  return z.unknown().superRefine((value, issues) => {
    const message = answerError(question, kind, value, context);
    if (message !== null) issues.addIssue({ code: 'custom', message });
  });
}

/** The error a rule between answers gives (serial number equal to the step's rut); null when none. */
function betweenAnswersError(
  kind: ControlKind,
  value: unknown,
  values: Readonly<Record<string, unknown>>,
  context: RuleContext,
): string | null {
  if (kind !== 'nserie' || !context.rutKey) return null;
  const serial = normalizeSerial(text(value));
  const rut = text(values[context.rutKey]);
  // wizard-spec 5: equal to the entered rut is rutEntered, before any other check of the serial.
  return serial && rut && serialEqualsRut(serial, rut) ? messages.wizardForm.rutEntered : null;
}

/**
 * The validator react-hook-form runs for one field: the rules between answers, then the
 * question's schema on its own answer.
 */
export function validatorOf(
  question: Question,
  kind: ControlKind,
  context: RuleContext = {},
): Validator {
  const schema = questionSchemaOf(question, kind, context);
  return (value, values) => {
    const between = betweenAnswersError(kind, value, values, context);
    if (between !== null) return between;
    const result = schema.safeParse(value);
    return result.success || (result.error.issues[0]?.message ?? messages.wizardForm.invalidData);
  };
}

/**
 * The linked 3-item group (wizard-spec 5): the error of item `index` for the current answers of
 * the group's keys; null when valid.
 */
export function linkedGroupError(
  keys: readonly [string, string, string],
  required: boolean,
  index: 0 | 1 | 2,
  values: Readonly<Record<string, unknown>>,
): string | null {
  const result = linkedGroupRule(
    [text(values[keys[0]]), text(values[keys[1]]), text(values[keys[2]])],
    { required },
  );
  const error = result.errors[index];
  return error === null ? null : error;
}
