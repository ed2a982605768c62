// The generic field types of the configured forms (portal-spec 5) as one plain validateField
// function, free of zod so that fields can import it without the schema library.
import { esClMessages } from './messages.ts';
import { normalizeSerial } from './serial.ts';

/** Options of a generic field: length bounds (characters) and whether it may be left empty. */
export interface FieldRuleOptions {
  min?: number;
  max?: number;
  optional?: boolean;
}

/** Result of validateField. */
export type FieldResult = { ok: true } | { ok: false; error: string };

/** Longest free text (portal-spec 9). */
export const FREE_TEXT_MAX = 256;

/** Letters and digits of free text, with accented Spanish letters (no `)`: the spec lists `(` only). */
const FREE_TEXT = /^[A-Za-z0-9áéíóúüñÁÉÍÓÚÜÑ \-_.,;:&#(/]*$/;
/** The WHATWG e-mail pattern (what `<input type=email>` checks), with a dot required in the domain. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

interface Rule {
  /** The characters that count for the length bounds, or null when the value is malformed. */
  measure: (value: string) => string | null;
  min: number;
  max: number;
}

const when = (pattern: RegExp) => (value: string) => (pattern.test(value) ? value : null);

const rules = {
  /** Digits, with dots or commas as separators; the bounds count digits. */
  numeric: {
    measure: (value) => (/^[\d.,]+$/.test(value) ? value.replace(/\D/g, '') : null),
    min: 1,
    max: FREE_TEXT_MAX,
  },
  /** Digits without a leading zero. */
  numericRanges: { measure: when(/^[1-9]\d*$/), min: 1, max: FREE_TEXT_MAX },
  /** Letters (A to Z) and digits. */
  alphanumeric: { measure: when(/^[A-Za-z0-9]+$/), min: 1, max: FREE_TEXT_MAX },
  /** Any characters; only the length is checked. */
  range: { measure: (value) => value, min: 1, max: FREE_TEXT_MAX },
  /** Optional letter then digits, dots removed (identity-card serial number). */
  nserie: {
    measure: (value) => {
      const serial = normalizeSerial(value);
      return /^[A-Z]?\d+$/.test(serial) ? serial : null;
    },
    min: 1,
    max: FREE_TEXT_MAX,
  },
  /** The standard e-mail pattern, at most 254 characters. */
  email: { measure: when(EMAIL), min: 3, max: 254 },
  /** Digits only, bounded length. */
  bank_account: { measure: when(/^\d+$/), min: 1, max: 20 },
  /** No declared type: 1 to 256 letters, digits, accented letters, space and - _ . , ; : & # ( / */
  text: { measure: when(FREE_TEXT), min: 1, max: FREE_TEXT_MAX },
} satisfies Record<string, Rule>;

/** A generic field type; `text` is the rule of a field without a declared type. */
export type FieldType = keyof typeof rules;
export const fieldTypes = Object.keys(rules) as FieldType[];

/** The Spanish error of a value under a field type, or null when it is valid. */
export function fieldError(
  type: FieldType,
  value: string,
  options: FieldRuleOptions,
): string | null {
  const rule: Rule = rules[type];
  const min = options.min ?? rule.min;
  const max = options.max ?? rule.max;
  const trimmed = type === 'text' || type === 'range' ? value : value.trim();
  if (trimmed.trim() === '') return options.optional ? null : esClMessages.required;
  const measured = rule.measure(trimmed);
  if (measured === null || measured.length < min || measured.length > max) {
    return esClMessages.range(min, max);
  }
  return null;
}

/** Checks a value against a generic field type: `{ ok: true }` or `{ ok: false, error }` (Spanish). */
export function validateField(
  type: FieldType,
  value: string,
  options: FieldRuleOptions = {},
): FieldResult {
  const error = fieldError(type, value, options);
  return error === null ? { ok: true } : { ok: false, error };
}
