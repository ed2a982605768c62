import { z } from 'zod';
import { rutInputSchema, rutSchema } from './common-schemas.ts';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';
import { mandataryTypeSchema } from './auth.ts';
import { codeSchema } from './security-pass.ts';

// Administrador de perfiles (spec 7: GET /mantenedorPerfiles/mandatarios and the profile
// manager's otp/enviaCodigo and otp/reenviaCodigo). The spec shows no shapes nor the call that
// applies a change: these are ours. Every change is confirmed with a one-time code bound to that
// exact change (its request id and its content), sent to the supervisor's contact on record.

/** How long a code is valid, in seconds. */
export const CODE_SECONDS = 5 * 60;
/** The wait before another code for the same change may be sent, in seconds. */
export const RESEND_WAIT_SECONDS = 60;
/** Wrong codes in a row that block the supervisor's changes for the company. */
export const MAX_WRONG_CODES = 5;
/** How long that block lasts, in minutes. */
export const BLOCK_MINUTES = 15;
/** The longest name typed for a mandatary. */
export const NAME_MAX_LENGTH = 80;
/** The most mandataries a company lists (a bound on the answer, not a business rule). */
export const MANDATARIES_MAX = 200;

/** The types a supervisor may give a mandatary: operator (2), supervisor (3), Apoderado (4). */
export const ASSIGNABLE_TYPES = [2, 3, 4] as const;

/** One mandatary of the company (spec 3, Mandatary profile); Rut and nombre are the person's. */
export const mandatarySchema = z.object({
  Rut: rutSchema,
  nombre: z.string().max(160),
  HasTEFE: z.boolean(),
  IsActive: z.boolean(),
  MandataryTypes: z.array(mandataryTypeSchema).max(5),
  /** The supervisor making the call (he may not remove himself). */
  esUsted: z.boolean(),
});
export type Mandatary = z.infer<typeof mandatarySchema>;

export const mandatariesResponseSchema = z.object({
  /** The company (the profile the session acts for). */
  empresa: z.object({ nombre: z.string().max(160), Rut: rutSchema }),
  mandatarios: z.array(mandatarySchema).max(MANDATARIES_MAX),
});
export type MandatariesResponse = z.infer<typeof mandatariesResponseSchema>;

/** The company's mandataries: only a supervisor of the company the session acts for. */
export const mandataries = defineEndpoint({
  method: 'GET',
  path: '/mantenedorPerfiles/mandatarios',
  access: 'company',
  rule: 'profileManager',
  response: mandatariesResponseSchema,
});

/** Adding a mandatary: rut, name, at least one type, and whether he may operate TEFE. */
export const addChangeSchema = z.object({
  accion: z.literal('agregar'),
  rut: rutInputSchema,
  nombre: z
    .string()
    .trim()
    .min(2, { message: 'Ingrese el nombre del mandatario.' })
    .max(NAME_MAX_LENGTH, { message: `El nombre admite hasta ${NAME_MAX_LENGTH} caracteres.` }),
  tipos: z
    .array(z.union([z.literal(2), z.literal(3), z.literal(4)]))
    .min(1, { message: 'Seleccione al menos un tipo de mandatario.' })
    .max(ASSIGNABLE_TYPES.length),
  tefe: z.boolean(),
});
/** Removing a mandatary, by his rut. */
export const removeChangeSchema = z.object({ accion: z.literal('eliminar'), rut: rutInputSchema });
export const changeSchema = z.discriminatedUnion('accion', [addChangeSchema, removeChangeSchema]);
export type Change = z.input<typeof changeSchema>;

/** The id the portal gives a change once (a double click or a retry is the same request). */
export const requestIdSchema = z.uuid({ message: 'La solicitud no es válida.' });

export const codeSentSchema = z.object({
  /** Where it went, masked. */
  destino: z.string().max(80),
  expiraEnSegundos: z.number().int().positive(),
  /** Seconds before `reenviaCodigo` may send another. */
  reenviarEnSegundos: z.number().int().nonnegative(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/** Checks the change and sends a 6-digit code for it (it is bound to this id and change). */
export const sendCode = defineEndpoint({
  method: 'POST',
  path: '/mantenedorPerfiles/otp/enviaCodigo',
  access: 'company',
  rule: 'profileManager',
  request: z.object({ idSolicitud: requestIdSchema, cambio: changeSchema }),
  response: codeSentSchema,
});
export type SendCodeRequest = RequestOf<typeof sendCode>;

/** Sends a new code for a pending change (the previous one stops working), after the wait. */
export const resendCode = defineEndpoint({
  method: 'POST',
  path: '/mantenedorPerfiles/otp/reenviaCodigo',
  access: 'company',
  rule: 'profileManager',
  request: z.object({ idSolicitud: requestIdSchema }),
  response: codeSentSchema,
});

/**
 * Applies the change with its code. The change travels again and must be the one the code was
 * sent for; a repeated call with the same id and code answers the same list without applying it
 * twice.
 */
export const confirm = defineEndpoint({
  method: 'POST',
  path: '/mantenedorPerfiles/mandatarios',
  access: 'company',
  rule: 'profileManager',
  request: z.object({ idSolicitud: requestIdSchema, cambio: changeSchema, codigo: codeSchema }),
  response: mandatariesResponseSchema,
});
export type ConfirmRequest = RequestOf<typeof confirm>;
export type ConfirmResponse = ResponseOf<typeof confirm>;
