// How stored answers and configuration values read as the values controls hold.
import type { wizardConfig } from '@inversiones/contract';

/** Text of a string or a number; anything else is empty. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const TRUE_TEXT = new Set(['true', 's', 'si', 'sí', '1', 'y', 'yes']);

/** A stored flag: true, 1 or a yes in text ('S', 'si', 'true'...). */
export const flagOf = (value: unknown): boolean =>
  value === true ||
  value === 1 ||
  (typeof value === 'string' && TRUE_TEXT.has(value.toLowerCase()));

/** The keys of the options the configuration marks selected. */
export const selectedKeys = (question: wizardConfig.Question): string[] =>
  (question.options ?? []).filter((o) => o.selected).map((o) => String(o.key));

/** A stored list of keys, or one key, as a list. */
export const keyList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : value === null || value === undefined || value === ''
      ? []
      : [String(value)];

/** One chosen key: the stored one, else the first option marked selected, else none. */
export const singleKeyOf = (question: wizardConfig.Question, given: unknown): string | null =>
  given === undefined || given === null || given === ''
    ? (selectedKeys(question)[0] ?? null)
    : String(given);

/** A number from configuration text or number, or undefined. */
export const numberOf = (value: unknown): number | undefined => {
  const parsed = typeof value === 'number' ? value : Number(value);
  return value === undefined || value === null || value === '' || Number.isNaN(parsed)
    ? undefined
    : parsed;
};

/** A string value, else empty (what a text field shows). */
export const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The chosen key of a single choice: a non-empty string or a number as text, else none. */
export const chosenKeyOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;

/** The chosen keys of a multiple choice (anything but a list is none). */
export const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
