import { z } from 'zod';
import { messageSchema, rutSchema } from './common-schemas.ts';
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
  /** Cache timestamp, ISO 8601. */
  Create: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const client = defineEndpoint({
  method: 'GET',
  path: '/client',
  access: 'profile',
  response: clientSchema,
});
export type ClientResponse = ResponseOf<typeof client>;

export const messagesList = defineEndpoint({
  method: 'GET',
  path: '/common/mensajes',
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
  path: '/chat/link',
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
  path: '/cliente/validacionContacto',
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
