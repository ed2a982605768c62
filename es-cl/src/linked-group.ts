// The linked field group of the wizard (wizard-spec 5): three items validated together.
import { z } from 'zod';
import { esClMessages } from './messages.ts';

/** Length bounds of the group's long item (wizard-spec 9). */
export const LINKED_GROUP_MIN = 8;
export const LINKED_GROUP_MAX = 12;

export interface LinkedGroupOptions {
  /** The group's required flag. */
  required: boolean;
  /**
   * Index of the item that needs 8 to 12 characters. Default: the second (1) when the group is
   * required, the third (2) when it is not; pass 1 for groups whose second item is the long one.
   */
  lengthIndex?: 1 | 2;
}

/** Per-item errors (null when valid) and whether the whole group is valid. */
export interface LinkedGroupResult {
  ok: boolean;
  errors: [string | null, string | null, string | null];
}

/** A value that counts as filled: not empty, not only spaces and not zero (`0`, `00`). */
const hasValue = (value: string) => value.trim() !== '' && !/^0+$/.test(value.trim());

/**
 * Linked 3-item group: if required, the first item is required and the second needs 8 to 12
 * characters; if not required but any item has a nonzero value, all three become required and the
 * third (or the second, see lengthIndex) needs 8 to 12 characters; any invalid item fails the group.
 */
export function linkedGroupRule(
  values: readonly [string, string, string],
  { required, lengthIndex = required ? 1 : 2 }: LinkedGroupOptions,
): LinkedGroupResult {
  const errors: LinkedGroupResult['errors'] = [null, null, null];
  const active = required || values.some(hasValue);
  if (active) {
    const mandatory = required ? [0] : [0, 1, 2];
    for (const index of mandatory) {
      if (!hasValue(values[index]!)) errors[index] = esClMessages.required;
    }
    const long = values[lengthIndex]!.trim();
    if (
      errors[lengthIndex] === null &&
      (long.length < LINKED_GROUP_MIN || long.length > LINKED_GROUP_MAX)
    ) {
      errors[lengthIndex] = esClMessages.range(LINKED_GROUP_MIN, LINKED_GROUP_MAX);
    }
  }
  return { ok: errors.every((error) => error === null), errors };
}

/** zod schema of the group as a 3-tuple; issues carry the failing item's index as their path. */
export function linkedGroupSchema(options: LinkedGroupOptions) {
  return z.tuple([z.string(), z.string(), z.string()]).superRefine((values, context) => {
    linkedGroupRule(values, options).errors.forEach((message, index) => {
      if (message !== null) context.addIssue({ code: 'custom', message, path: [index] });
    });
  });
}
