import { isValidRut, normalizeRut } from '@inversiones/es-cl';
import { z } from 'zod';

/** A rut as typed, with or without dots and hyphen, valid under the es-CL kit's rule. */
export const rutInputSchema = z
  .string()
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
