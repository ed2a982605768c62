// zod schemas of the es-CL values: rut, e-mail, birth date, and the sameRut refinement.
import { z } from 'zod';
// The date rules without a date library: the client's schema is in every page's first load.
import { isAdultBirthDate, parseDisplayDateParts, type DateInput } from './display-date.ts';
import { validateField } from './field-check.ts';
import { esClMessages } from './messages.ts';
import { cleanRut, isValidRut } from './rut.ts';

/** A required string: empty (or only spaces) gives 'Este campo es requerido'. */
const requiredString = () => z.string().trim().min(1, { message: esClMessages.required });

/** A rut as typed (with or without dots and hyphen), valid per isValidRut. */
export const rutSchema = requiredString().refine(isValidRut, {
  message: esClMessages.invalidData,
});

/** An e-mail address under the standard pattern (fieldRules.email). */
export const emailSchema = requiredString().refine((value) => validateField('email', value).ok, {
  message: esClMessages.invalidData,
});

/** A birth date typed as dd/mm/aaaa, a real date and 18 to 110 years before `today`. */
export function makeBirthDateSchema(today?: DateInput) {
  return requiredString().superRefine((value, context) => {
    const date = parseDisplayDateParts(value);
    if (!date) context.addIssue({ code: 'custom', message: esClMessages.date });
    else if (!isAdultBirthDate(date, today ?? new Date())) {
      context.addIssue({ code: 'custom', message: esClMessages.birthDate });
    }
  });
}

/** birthDate schema against the date of each validation (dd/mm/aaaa, 18 to 110 years). */
export const birthDateSchema = makeBirthDateSchema();

/**
 * The sameRut special validation as a zod check: fails (params.code `'sameRut'`) when the value is
 * the logged-in client's own rut, ignoring dots, hyphens and case. Use `rutSchema.check(...)`.
 */
export function sameRutRule(clientRut: string) {
  const own = cleanRut(clientRut);
  return z.refine<string>((value) => own === '' || cleanRut(value) !== own, {
    message: esClMessages.sameRut,
    params: { code: 'sameRut' },
  });
}
