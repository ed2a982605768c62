import { isValidRut, normalizeRut } from '@inversiones/es-cl';
import { z } from 'zod';

/** Spec 9: free text is at most 256 characters. */
export const MAX_FREE_TEXT = 256;
/** Identifiers a caller sends (wizard codes, actions, document keys). */
export const MAX_CODE_LENGTH = 64;
/** Keys of a wizard's answers (the template's item keys). */
export const MAX_KEY_LENGTH = 256;
/** Answers of one poll, documents of one signature: far above any real form. */
export const MAX_POLL_ANSWERS = 100;
export const MAX_DOCUMENTS = 50;
/** '12.345.678-5' is 12 characters; room for surrounding spaces, never a long string to check. */
export const MAX_RUT_INPUT = 20;

/** A rut as typed, with or without dots and hyphen, valid under the es-CL kit's rule. */
export const rutInputSchema = z
  .string()
  .max(MAX_RUT_INPUT, { message: 'El RUT no es válido.' })
  .trim()
  .refine(isValidRut, { message: 'El RUT no es válido.' });

/** A valid rut as the API sends it: no dots, hyphen, upper-case check digit ('12345678-5'). */
export const rutSchema = z.string().refine((rut) => isValidRut(rut) && normalizeRut(rut) === rut, {
  message: 'El RUT no es válido.',
});

/** Answers that only confirm. */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

/** Spec: Message, priority 1 Information, 2 Warning, 3 Error. */
export const messageSchema = z.object({
  priority: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  text: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
