// Reading display items' configuration leniently: a property of the wrong shape is ignored
// rather than breaking the step (the contract's Question is a loose object).
import type { wizardConfig } from '@inversiones/contract';

type Question = wizardConfig.Question;

/** A non-empty trimmed text, else undefined. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A plain object, else undefined. */
export function recordOf(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The first property of `record` among `names` that holds a text. */
export function firstText(
  record: Readonly<Record<string, unknown>> | undefined,
  ...names: string[]
): string | undefined {
  if (!record) return undefined;
  for (const name of names) {
    const text = textOf(record[name]);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** The item's title: labelStrong, else label. */
export const titleOf = (question: Question): string | undefined =>
  firstText(question, 'labelStrong', 'label');

/**
 * The item's own settings: the question's properties, overridden by a nested `config` object
 * (both shapes are seen in configurations).
 */
export function settingsOf(question: Question): Record<string, unknown> {
  return { ...question, ...recordOf(question.config) };
}

/** The value at a dotted path of the wizard's jsonData ('mensajes.alerta'). */
export function valueAtPath(data: Readonly<Record<string, unknown>>, path: string): unknown {
  let current: unknown = data;
  for (const part of path.split('.')) {
    const record = recordOf(current);
    if (!record) return undefined;
    current = record[part];
  }
  return current;
}
