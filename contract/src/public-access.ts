import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { okSchema, rutInputSchema } from './common-schemas.ts';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';

// The public (pre-login) flows of spec 7 "Reset and unlock": no session, their own routes in the
// simple shell. Each flow starts with a solved proof-of-work challenge (where the spec names a
// captcha) and goes on with an opaque flow token; no answer tells whether a rut is a client.

/** The longest answer to a security question. */
export const MAX_ANSWER_LENGTH = 64;
/** The PIN sent to the client's phone or e-mail: six digits. */
export const PIN_LENGTH = 6;
/** The solved challenge as the browser sends it (base64 JSON: challenge and solution). */
export const MAX_CHALLENGE_PAYLOAD = 4000;
/** The flow token: 32 random bytes in base64url. */
const flowTokenSchema = z.string().min(20).max(100);

/** A self-hosted proof-of-work challenge (ALTCHA v2): the browser finds the counter. */
export const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** A new challenge; single use, it expires after a few minutes. */
export const challenge = defineEndpoint({
  method: 'GET',
  path: '/authPub/desafio',
  access: 'public',
  response: challengeSchema,
});

export const questionSchema = z.object({ id: z.string().max(32), texto: z.string() });
export type Question = z.infer<typeof questionSchema>;

const startRequestSchema = z.object({
  rut: rutInputSchema,
  desafio: z.string().min(1).max(MAX_CHALLENGE_PAYLOAD),
});
const startResponseSchema = z.object({
  /** The flow token the next steps carry. */
  flujo: z.string(),
  preguntas: z.array(questionSchema),
});

const answersSchema = z
  .array(
    z.object({
      id: z.string().max(32),
      respuesta: z
        .string()
        .trim()
        .min(1, { message: 'Ingrese su respuesta.' })
        .max(MAX_ANSWER_LENGTH),
    }),
  )
  .min(1)
  .max(10);

/** Spec: GET reset questions. A POST here: it starts a flow and carries the solved challenge. */
export const resetQuestions = defineEndpoint({
  method: 'POST',
  path: '/authPub/reset/preguntas',
  access: 'public',
  request: startRequestSchema,
  response: startResponseSchema,
});

/** Where the PIN went, masked ('+56 9 •••• 12 34'). */
const pinSentSchema = z.object({ canal: z.enum(['sms', 'email']), destino: z.string() });

/** Spec: POST validate reset questions. Right answers send the PIN. */
export const validateResetAnswers = defineEndpoint({
  method: 'POST',
  path: '/authPub/reset/preguntas/validar',
  access: 'public',
  request: z.object({ flujo: flowTokenSchema, respuestas: answersSchema }),
  response: pinSentSchema,
});

/** Spec: POST pin validation. */
export const validatePin = defineEndpoint({
  method: 'POST',
  path: '/authPub/reset/pin',
  access: 'public',
  request: z.object({
    flujo: flowTokenSchema,
    pin: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { message: `El PIN tiene ${PIN_LENGTH} dígitos.` }),
  }),
  response: okSchema,
});

/** Spec: GET new pin. A POST here: it sends a message and voids the previous PIN. */
export const newPin = defineEndpoint({
  method: 'POST',
  path: '/authPub/reset/pin/nuevo',
  access: 'public',
  request: z.object({ flujo: flowTokenSchema }),
  response: pinSentSchema,
});

/** Spec: POST create new password: checked against the password rules and kept for the flow. */
export const createPassword = defineEndpoint({
  method: 'POST',
  path: '/authPub/reset/clave',
  access: 'public',
  request: z.object({
    flujo: flowTokenSchema,
    clave: z.string().min(1, { message: 'Ingrese su nueva clave.' }).max(PASSWORD_MAX_LENGTH),
  }),
  response: okSchema,
});

/** Spec: POST process reset: the new password replaces the old one; every session ends. */
export const processReset = defineEndpoint({
  method: 'POST',
  path: '/authPub/reset/procesar',
  access: 'public',
  request: z.object({ flujo: flowTokenSchema }),
  response: okSchema,
});

/** Spec: GET unlock questions. A POST here, as the reset questions. */
export const unlockQuestions = defineEndpoint({
  method: 'POST',
  path: '/authPub/desbloqueo/preguntas',
  access: 'public',
  request: startRequestSchema,
  response: startResponseSchema,
});

/** Spec: POST process unlock: right answers open the account and reset the lockout count. */
export const processUnlock = defineEndpoint({
  method: 'POST',
  path: '/authPub/desbloqueo/procesar',
  access: 'public',
  request: z.object({ flujo: flowTokenSchema, respuestas: answersSchema }),
  response: okSchema,
});

export type StartRequest = RequestOf<typeof resetQuestions>;
export type StartResponse = ResponseOf<typeof resetQuestions>;
export type PinSent = ResponseOf<typeof newPin>;

// Enrolment (spec 1 "Public flows: enrolment, password creation"): a client of the firm without
// web access proves identity (RUT, identity-card serial, questions about data the firm holds),
// validates a PIN, then creates a password and chooses the security questions reset and unlock ask.

/** Spec: the identity card's serial (nserie rule: an optional letter then digits; dots removed). */
const serialNumberSchema = z.string().trim().min(1).max(20);

/** Starts an enrolment: the same questions for every rut (client or not), so none is revealed. */
export const enrolStart = defineEndpoint({
  method: 'POST',
  path: '/authPub/enrolamiento/inicio',
  access: 'public',
  request: startRequestSchema,
  response: startResponseSchema,
});

/** The firm's missing contact data and whom to call (the spec's DATOS FALTANTES modal). */
export const missingContactSchema = z.object({
  datosFaltantes: z.object({
    datos: z.array(z.string()),
    contacto: z.object({
      tipo: z.enum(['ejecutivo', 'mesaDeAyuda']),
      nombre: z.string(),
      email: z.string(),
      telefono: z.string().optional(),
    }),
  }),
});
export type MissingContact = z.infer<typeof missingContactSchema>;

/**
 * The serial and the answers together: right, a PIN goes to the phone (else e-mail) the firm has;
 * without either, the firm's missing data and whom to contact instead.
 */
export const enrolIdentity = defineEndpoint({
  method: 'POST',
  path: '/authPub/enrolamiento/identidad',
  access: 'public',
  request: z.object({
    flujo: flowTokenSchema,
    numeroSerie: serialNumberSchema,
    respuestas: answersSchema,
  }),
  response: z.union([pinSentSchema, missingContactSchema]),
});

/** The PIN of an enrolment; right, the catalogue of security questions to choose from. */
export const enrolPin = defineEndpoint({
  method: 'POST',
  path: '/authPub/enrolamiento/pin',
  access: 'public',
  request: validatePin.request,
  response: z.object({ preguntas: z.array(questionSchema) }),
});

/** A new PIN for an enrolment (the previous one stops working). */
export const enrolNewPin = defineEndpoint({
  method: 'POST',
  path: '/authPub/enrolamiento/pin/nuevo',
  access: 'public',
  request: newPin.request,
  response: pinSentSchema,
});

/** How many security questions a client chooses (and reset and unlock ask). */
export const CHOSEN_QUESTIONS = 3;

/** The password (the server's rules) and the client's own questions and answers: web access opens. */
export const enrolFinish = defineEndpoint({
  method: 'POST',
  path: '/authPub/enrolamiento/clave',
  access: 'public',
  request: z.object({
    flujo: flowTokenSchema,
    clave: createPassword.request.shape.clave,
    preguntas: answersSchema
      .length(CHOSEN_QUESTIONS)
      .refine((list) => new Set(list.map((q) => q.id)).size === list.length, {
        message: 'Elija preguntas distintas.',
      }),
  }),
  response: okSchema,
});

export type EnrolIdentityResponse = ResponseOf<typeof enrolIdentity>;
