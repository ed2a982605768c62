import { esClMessages } from '@inversiones/es-cl';

/** Stored selection version B (wizard-spec 3): the choice and the "specify" text. */
export interface SpecifySelection<T> {
  value: T;
  extraDescription: string;
}

/** The key whose choice enables the "specify" text: always the last option (wizard-spec 4). */
export function specifyKey(options: readonly { key: string }[]): string | undefined {
  return options.at(-1)?.key;
}

/**
 * The selection's error for a form (wizard-spec 5): a required one needs an option; choosing
 * the last option needs a non-empty text.
 */
export function specifySelectionError(
  options: readonly { key: string }[],
  selection: SpecifySelection<string | null | readonly string[]>,
  isRequired: boolean,
): string | null {
  const chosen =
    selection.value === null
      ? []
      : typeof selection.value === 'string'
        ? [selection.value]
        : selection.value;
  if (chosen.length === 0) return isRequired ? esClMessages.required : null;
  const last = specifyKey(options);
  if (last !== undefined && chosen.includes(last) && selection.extraDescription.trim() === '')
    return esClMessages.required;
  return null;
}
