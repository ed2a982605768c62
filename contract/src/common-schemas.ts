import { z } from 'zod';

/** A rut as typed: digits with optional dots, a hyphen and the check digit (K in any case). */
export const rutInputSchema = z
  .string()
  .trim()
  .regex(/^[0-9.]{1,12}-?[0-9kK]$/, { message: 'El RUT no es válido.' });

/** A rut as the API sends it: no dots, hyphen, upper-case check digit ('12345678-5'). */
export const rutSchema = z.string().regex(/^[1-9][0-9]{0,8}-[0-9K]$/);

/** Answers that only confirm. */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

/** Spec: Message, priority 1 Information, 2 Warning, 3 Error. */
export const messageSchema = z.object({
  priority: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  text: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
