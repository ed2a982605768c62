import { z } from 'zod';
import { emailSchema, phoneNationalNumber } from '@inversiones/es-cl';
import { messageSchema, rutSchema } from './common-schemas.ts';
import { earlyPaths } from './early-paths.ts';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';

/** Spec section 3, Client (session cache). PerfilId 3 aggressive, 2 moderate, else conservative. */
export const clientSchema = z.object({
  UserId: z.string(),
  InternalUserId: z.number().int(),
  Segmento: z.string(),
  DescripcionTipoPersona: z.string(),
  /** 1 = has account. */
  TieneCuenta: z.number().int(),
  Edad: z.number().int().nullable(),
  Perfil: z.string(),
  PerfilId: z.number().int(),
  Genero: z.string(),
  ClienteJefe: z.boolean(),
  Ejecutivos: z.array(z.object({ Nombre: z.string(), Email: z.string() })),
  AreaGeneralTitular: z.string(),
  Nombre: z.string(),
  ApellidoPaterno: z.string(),
  ApellidoMaterno: z.string(),
  RutCliente: rutSchema,
  /** This API's addition: the contact data on record (Mis Datos Personales shows them). */
  Email: z.string().max(160).optional(),
  Telefono: z.string().max(40).optional(),
  /** Cache timestamp, ISO 8601. */
  Create: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const client = defineEndpoint({
  method: 'GET',
  path: earlyPaths.client,
  access: 'profile',
  response: clientSchema,
});
export type ClientResponse = ResponseOf<typeof client>;

export const messagesList = defineEndpoint({
  method: 'GET',
  path: earlyPaths.notices,
  access: 'profile',
  response: z.array(messageSchema),
});

export const chatStatus = defineEndpoint({
  method: 'GET',
  path: '/chat',
  access: 'profile',
  response: z.object({ habilitado: z.boolean() }),
});

export const chatLink = defineEndpoint({
  method: 'GET',
  path: earlyPaths.chatLink,
  access: 'profile',
  response: z.object({ habilitado: z.boolean(), url: z.string() }),
});

/** Executive calendar by e-mail: `?email=`. */
export const executiveCalendar = defineEndpoint({
  method: 'GET',
  path: '/ejecutivo/calendario',
  access: 'profile',
  rule: 'executiveCalendar',
  response: z.object({ Vigente: z.boolean(), Id: z.string() }),
});

export const contactValidation = defineEndpoint({
  method: 'GET',
  path: earlyPaths.contactValidation,
  access: 'profile',
  response: z.object({ mostrar: z.boolean(), place: z.string() }),
});

/**
 * The client's data that is missing and that she cannot complete herself (no wizard of hers
 * collects it), with whom to contact: her executive, else the firm's help desk.
 */
export const missingData = defineEndpoint({
  method: 'GET',
  path: '/cliente/datosFaltantes',
  access: 'profile',
  response: z.object({
    mostrar: z.boolean(),
    datos: z.array(z.string()),
    contacto: z.object({
      tipo: z.enum(['ejecutivo', 'mesaDeAyuda']),
      nombre: z.string(),
      email: z.string(),
      telefono: z.string().optional(),
    }),
  }),
});

/** Contact validation: minutes a code sent to the new e-mail or phone stays valid. */
export const CONTACT_CODE_MINUTES = 10;
/** Wrong tries of one pair of codes before it is void and a new one must be asked for. */
export const CONTACT_MAX_WRONG_CODES = 5;
export const CONTACT_EMAIL_MAX = 120;

/** A mobile phone as typed (`9 8765 4321`, `+56 9 8765 4321`): nine digits starting with 9. */
const mobilePhoneSchema = z
  .string()
  .max(20)
  .refine((value) => /^9\d{8}$/.test(phoneNationalNumber(value, '56')), {
    message: 'Ingrese un celular de 9 dígitos que empiece con 9.',
  });
const contactCodeSchema = z
  .string()
  .max(6)
  .regex(/^\d{6}$/, { message: 'El código tiene 6 dígitos.' });

/**
 * Sends a code to the e-mail and another to the mobile phone the client wants on record; the
 * data is saved only once both codes come back (contactConfirm).
 */
export const contactCodeSend = defineEndpoint({
  method: 'POST',
  path: '/cliente/validacionContacto/codigo',
  access: 'profile',
  rule: 'personalData',
  request: z.object({
    email: emailSchema.max(CONTACT_EMAIL_MAX),
    telefono: mobilePhoneSchema,
  }),
  response: z.object({
    destinoEmail: z.string().max(160),
    destinoTelefono: z.string().max(40),
    expiraEnSegundos: z.number().int().positive(),
    reenviarEnSegundos: z.number().int().nonnegative(),
  }),
});
export type ContactCodeSendResponse = ResponseOf<typeof contactCodeSend>;

/** Both codes received: the contact data is saved and validacionContacto stops asking. */
export const contactConfirm = defineEndpoint({
  method: 'POST',
  path: earlyPaths.contactValidation,
  access: 'profile',
  rule: 'personalData',
  request: z.object({ codigoEmail: contactCodeSchema, codigoTelefono: contactCodeSchema }),
  response: z.object({ mostrar: z.literal(false), place: z.string() }),
});
