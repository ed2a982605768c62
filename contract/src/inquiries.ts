import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';

// Consultas y sugerencias (issue 24): the spec names the page only; categories, limits and
// statuses are what a careful Chilean fintech's contact form offers.

export const INQUIRY_CATEGORIES = ['consulta', 'sugerencia', 'reclamo', 'felicitacion'] as const;
export const inquiryCategorySchema = z.enum(INQUIRY_CATEGORIES);
export type InquiryCategory = z.infer<typeof inquiryCategorySchema>;
export const inquiryCategoryLabels: Readonly<Record<InquiryCategory, string>> = {
  consulta: 'Consulta',
  sugerencia: 'Sugerencia',
  reclamo: 'Reclamo',
  felicitacion: 'Felicitaciones',
};

export const INQUIRY_STATUSES = ['recibida', 'enRevision', 'respondida'] as const;
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>;
export const inquiryStatusLabels: Readonly<Record<InquiryStatus, string>> = {
  recibida: 'Recibida',
  enRevision: 'En revisión',
  respondida: 'Respondida',
};

export const INQUIRY_MESSAGE_MIN = 10;
export const INQUIRY_MESSAGE_MAX = 2_000;
export const INQUIRY_NAME_MAX = 120;
/** The design system's PDF limit (1.1 MB); images arrive already compressed to about 1 MB. */
export const INQUIRY_ATTACHMENT_MAX_BYTES = Math.floor(1.1 * 1024 * 1024);
/** The newest a list shows; older ones are for the executive. */
export const INQUIRY_LIST_MAX = 50;
/** Per client and day: a form, not a channel for floods. */
export const INQUIRIES_PER_DAY = 10;

export const INQUIRY_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

const base64Length = Math.ceil(INQUIRY_ATTACHMENT_MAX_BYTES / 3) * 4;

export const inquiryAttachmentSchema = z.object({
  name: z.string().trim().min(1).max(INQUIRY_NAME_MAX),
  mediaType: z.enum(INQUIRY_ATTACHMENT_TYPES),
  /** The bytes, base64 without a data-URL prefix. */
  base64: z
    .string()
    .min(4)
    .max(base64Length, { message: 'El archivo supera el tamaño máximo de 1,1 MB.' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'El archivo adjunto no es válido.' }),
});
export type InquiryAttachment = z.infer<typeof inquiryAttachmentSchema>;

export const newInquirySchema = z.object({
  /** Chosen by the form when it opens: a repeated send (double click, retry) files one inquiry. */
  requestId: z.uuid(),
  category: inquiryCategorySchema,
  message: z
    .string()
    .trim()
    .min(INQUIRY_MESSAGE_MIN, {
      message: `Escriba su mensaje (al menos ${INQUIRY_MESSAGE_MIN} caracteres).`,
    })
    .max(INQUIRY_MESSAGE_MAX, {
      message: `El mensaje puede tener hasta ${INQUIRY_MESSAGE_MAX.toLocaleString('es-CL')} caracteres.`,
    }),
  attachment: inquiryAttachmentSchema.nullable(),
});
export type NewInquiry = z.infer<typeof newInquirySchema>;

export const inquirySchema = z.object({
  /** `CS-000123`: what the client quotes to the executive. */
  folio: z.string().regex(/^CS-\d{6,}$/),
  category: inquiryCategorySchema,
  message: z.string().min(1).max(INQUIRY_MESSAGE_MAX),
  status: inquiryStatusSchema,
  /** ISO 8601 instant. */
  createdAt: z.iso.datetime({ offset: true }),
  attachmentName: z.string().max(INQUIRY_NAME_MAX).nullable(),
  /** The firm's answer once it is `respondida`. */
  answer: z.string().max(INQUIRY_MESSAGE_MAX).nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** The client's inquiries, newest first. Her own, whichever profile she acts for. */
export const listInquiries = defineEndpoint({
  method: 'GET',
  path: '/miPerfil/consultasYSugerencias',
  access: 'session',
  response: z.object({ inquiries: z.array(inquirySchema).max(INQUIRY_LIST_MAX) }),
});
export type InquiriesResponse = ResponseOf<typeof listInquiries>;

/** Files an inquiry and answers its folio; the same `requestId` again answers the same one. */
export const createInquiry = defineEndpoint({
  method: 'POST',
  path: '/miPerfil/consultasYSugerencias',
  access: 'session',
  request: newInquirySchema,
  response: z.object({ inquiry: inquirySchema }),
});
