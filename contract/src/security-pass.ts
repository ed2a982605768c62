import { z } from 'zod';
import { okSchema } from './common-schemas.ts';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';

// The spec names the security-pass calls (method, cronto, otp/inversiones, cancel) and shows no
// shapes: these are ours. A careful fintech keeps secrets server-side, sends codes only to the
// contact data on record, and never says which part of a refused code was wrong.

/** Digits of every code (authenticator app and SMS / e-mail). */
export const CODE_LENGTH = 6;
/** Wrong codes in a row that block a method. */
export const MAX_WRONG_CODES = 5;
/** How long a blocked method stays blocked, in minutes. */
export const BLOCK_MINUTES = 15;
/** How long a code sent by SMS or e-mail is valid, in minutes. */
export const SENT_CODE_MINUTES = 5;

/** The kinds of method: `cronto` the authenticator app, `sms` and `email` a sent code. */
export const methodKindSchema = z.enum(['cronto', 'sms', 'email']);
export type MethodKind = z.infer<typeof methodKindSchema>;
/** The channels a code is sent by. */
export const channelSchema = z.enum(['sms', 'email']);
export type Channel = z.infer<typeof channelSchema>;

/** What a typed code proves: the login step, an enrolment, or a removal. */
export const purposeSchema = z.enum(['ingreso', 'enrolamiento', 'eliminacion']);
export type Purpose = z.infer<typeof purposeSchema>;
/**
 * What a sent code may be asked for: the purposes above, and `firma`, a code the signing call
 * itself checks (the company's contracts), never POST /securityPass/otp/inversiones.
 */
export const sendPurposeSchema = z.enum([...purposeSchema.options, 'firma']);
export type SendPurpose = z.infer<typeof sendPurposeSchema>;

/** Six digits, nothing else (spaces a user types between groups are the portal's to strip). */
export const codeSchema = z
  .string()
  .max(CODE_LENGTH)
  .regex(/^\d{6}$/, { message: 'El código tiene 6 dígitos.' });

export const methodSchema = z.object({
  tipo: methodKindSchema,
  /** `pendiente`: enrolled but not yet confirmed with a code (not used at login). */
  estado: z.enum(['activo', 'pendiente']),
  /** Where codes go, masked (`+56 9 **** **21`, `ca***@correo-demo.cl`); null for the app. */
  destino: z.string().max(80).nullable(),
  /** When it became active (ISO instant); null while pending. */
  activoDesde: z.string().max(40).nullable(),
  /** Until when wrong codes block it (ISO instant); null when it is not blocked. */
  bloqueadoHasta: z.string().max(40).nullable(),
});
export type Method = z.infer<typeof methodSchema>;

/** The client's methods and whether this session still has to pass the second factor. */
export const method = defineEndpoint({
  method: 'GET',
  path: '/securityPass/method',
  access: 'session',
  beforeSecondFactor: true,
  response: z.object({
    segundoFactorPendiente: z.boolean(),
    metodos: z.array(methodSchema).max(3),
  }),
});
export type MethodResponse = ResponseOf<typeof method>;

/**
 * Starts (or restarts) the enrolment of an authenticator app: a new secret, shown once. The
 * method stays pending until POST cronto confirms a code; an active app must be removed first.
 */
export const crontoEnrol = defineEndpoint({
  method: 'GET',
  path: '/securityPass/cronto',
  access: 'session',
  changesState: true,
  response: z.object({
    /** Base32 secret, for typing by hand (the only answer that ever carries it). */
    secreto: z.string().regex(/^[A-Z2-7]{16,64}$/),
    /** The otpauth:// URI the QR code carries. */
    uri: z.string().startsWith('otpauth://totp/').max(512),
    /** Issuer and account the app will show. */
    emisor: z.string().max(64),
    cuenta: z.string().max(64),
  }),
});
export type CrontoEnrolResponse = ResponseOf<typeof crontoEnrol>;

/** A code of the authenticator app, for a purpose. */
export const crontoVerifyRequestSchema = z.object({
  codigo: codeSchema,
  proposito: purposeSchema,
});
export const crontoVerify = defineEndpoint({
  method: 'POST',
  path: '/securityPass/cronto',
  access: 'session',
  beforeSecondFactor: true,
  request: crontoVerifyRequestSchema,
  response: okSchema,
});
export type CrontoVerifyRequest = RequestOf<typeof crontoVerify>;

/**
 * Sends a code by SMS or e-mail to the contact data on record, for a purpose. For `enrolamiento`
 * it creates the pending method of that channel.
 */
export const otpSendRequestSchema = z.object({
  canal: channelSchema,
  proposito: sendPurposeSchema,
});
export const otpSend = defineEndpoint({
  method: 'GET',
  path: '/securityPass/otp/inversiones',
  access: 'session',
  beforeSecondFactor: true,
  changesState: true,
  request: otpSendRequestSchema,
  response: z.object({
    /** Where it went, masked. */
    destino: z.string().max(80),
    /** Seconds the code is valid. */
    expiraEnSegundos: z.number().int().positive(),
    /** Seconds before another code may be asked for. */
    reenviarEnSegundos: z.number().int().nonnegative(),
  }),
});
export type OtpSendResponse = ResponseOf<typeof otpSend>;

/** A code received by SMS or e-mail, for a purpose. */
export const otpVerifyRequestSchema = z.object({
  canal: channelSchema,
  codigo: codeSchema,
  proposito: purposeSchema,
});
export const otpVerify = defineEndpoint({
  method: 'POST',
  path: '/securityPass/otp/inversiones',
  access: 'session',
  beforeSecondFactor: true,
  request: otpVerifyRequestSchema,
  response: okSchema,
});
export type OtpVerifyRequest = RequestOf<typeof otpVerify>;

/** Abandons an enrolment: every pending method of the client is discarded (its secret too). */
export const cancel = defineEndpoint({
  method: 'GET',
  path: '/securityPass/cancel',
  access: 'session',
  changesState: true,
  response: okSchema,
});
