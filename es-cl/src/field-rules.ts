// The generic field types as zod schema factories, sharing validateField's checks and messages.
import { z } from 'zod';
import { fieldError, fieldTypes, type FieldRuleOptions, type FieldType } from './field-check.ts';

export {
  FREE_TEXT_MAX,
  fieldTypes,
  validateField,
  type FieldResult,
  type FieldRuleOptions,
  type FieldType,
} from './field-check.ts';

const factory =
  (type: FieldType) =>
  (options: FieldRuleOptions = {}) =>
    z.string().superRefine((value, context) => {
      const error = fieldError(type, value, options);
      if (error !== null) context.addIssue({ code: 'custom', message: error, params: { type } });
    });

/** zod schema factories of the generic field types, each taking `{ min, max, optional }`. */
export const fieldRules = Object.fromEntries(fieldTypes.map((type) => [type, factory(type)])) as {
  [Type in FieldType]: (options?: FieldRuleOptions) => z.ZodString;
};
