import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { isoDateSchema, optionalPeriodQuery } from './period.ts';

/**
 * Spec 2 areas `my-documents` and `my-company-documents` (path family `misDocumentos`): every
 * document the profile has received or signed, searchable by type and date. Shapes not shown:
 * chosen here. Each row names the API path its PDF downloads from.
 */
export const MY_DOCUMENT_TYPES = [
  'contrato',
  'comprobante',
  'cartola',
  'certificado',
  'factura',
] as const;
export type MyDocumentType = (typeof MY_DOCUMENT_TYPES)[number];

export const myDocumentTypeNames: Readonly<Record<MyDocumentType, string>> = {
  contrato: 'Contratos firmados',
  comprobante: 'Comprobantes de operaciones',
  cartola: 'Cartolas mensuales',
  certificado: 'Certificados tributarios',
  factura: 'Facturas',
};

/** Without a period, the documents of the last 12 months. */
export const DEFAULT_DOCUMENT_MONTHS = 12;

export const myDocumentSchema = z.object({
  /** Unique in the list (the type and the document's own key). */
  id: z.string().min(1).max(120),
  type: z.enum(MY_DOCUMENT_TYPES),
  name: z.string().max(160),
  description: z.string().max(200),
  /** The day it was signed, issued or operated. */
  date: isoDateSchema,
  /** The PDF under the API base, with its query. */
  path: z.string().startsWith('/').max(300),
  fileName: z.string().regex(/^[\w.-]+\.pdf$/),
});
export type MyDocument = z.infer<typeof myDocumentSchema>;

const query = optionalPeriodQuery({ tipo: z.enum(MY_DOCUMENT_TYPES).optional() });

const response = z.object({
  /** The period listed (the asked one, or the default). */
  from: isoDateSchema,
  to: isoDateSchema,
  /** The first day a period can start (the historic limit). */
  earliest: isoDateSchema,
  documents: z.array(myDocumentSchema).max(2000),
});

/** The profile's documents, newest first (`tipo`, `fechaInicio`/`fechaTermino` optional). */
export const myDocuments = defineEndpoint({
  method: 'GET',
  path: '/misDocumentos',
  access: 'profile',
  request: query,
  response,
});
export type MyDocuments = ResponseOf<typeof myDocuments>;

/** The same for a company profile only (spec 2 `my-company-documents`). */
export const companyDocuments = defineEndpoint({
  method: 'GET',
  path: '/misDocumentos/empresa',
  access: 'company',
  request: query,
  response,
});

export const myDocumentMessages = {
  tooOld: (earliest: string) => `Puede buscar documentos desde el ${earliest}.`,
  future: 'La fecha de término no puede ser posterior a hoy.',
} as const;
