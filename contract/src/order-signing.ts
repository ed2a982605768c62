import { z } from 'zod';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';
import { moneySchema } from './money.ts';
import { fillPath } from './path.ts';
import { isoDateSchema, optionalPeriodQuery } from './period.ts';
import { codeSchema, methodKindSchema } from './security-pass.ts';

/**
 * Spec 4 and 7 "Order signing": brokerage orders the firm executes by phone or at the desk,
 * signed by the client in the portal. Four families, each with its lists (to sign, signed,
 * expired), the order's PDF, its comments and a batch signature POST of `{folio, documentType}`
 * that answers the signed documents as `documentos`. The spec names paths and list states; the
 * shapes, the second factor in the body and the evidence are ours.
 */
export const ORDER_FAMILIES = ['forward', 'internacional', 'mlt', 'simultanea'] as const;
export const orderFamilySchema = z.enum(ORDER_FAMILIES);
export type OrderFamily = z.infer<typeof orderFamilySchema>;

export const orderFamilyNames: Readonly<Record<OrderFamily, string>> = {
  forward: 'Forward',
  internacional: 'Mercado Internacional',
  mlt: 'Mandatos de Liquidación y Traspaso',
  simultanea: 'Simultáneas',
};

/** Spec 4: contract, early settlement; simultaneous orders use OSIM (an MLT signs its mandate as a contract). */
export const DOCUMENT_TYPES = ['CONTRATO', 'LIQUIDACION_ANTICIPADA', 'OSIM'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const documentTypeNames: Readonly<Record<DocumentType, string>> = {
  CONTRATO: 'Contrato',
  LIQUIDACION_ANTICIPADA: 'Liquidación anticipada',
  OSIM: 'Orden de simultánea',
};

/** The three lists of every family. */
export const SIGNING_LISTS = ['toSign', 'signed', 'expired'] as const;
export type SigningList = (typeof SIGNING_LISTS)[number];

/**
 * The `estado` each family's list call takes (spec 7): forwards and the international market
 * TO_SIGN / SIGNED / EXPIRED, MLT PEN / FIR / VENCIDO, simultaneous 1 / 2 / 3 (spec 4).
 */
export const listStates = {
  forward: { toSign: 'TO_SIGN', signed: 'SIGNED', expired: 'EXPIRED' },
  internacional: { toSign: 'TO_SIGN', signed: 'SIGNED', expired: 'EXPIRED' },
  mlt: { toSign: 'PEN', signed: 'FIR', expired: 'VENCIDO' },
  simultanea: { toSign: '1', signed: '2', expired: '3' },
} as const satisfies Record<OrderFamily, Record<SigningList, string>>;

/** Spec 4: simultaneous states ToSign 1, Signed 2, Expired 3 and the action each maps to. */
export type SimultaneousAction = 'TO_SIGN' | 'SIGNED' | 'EXPIRED' | 'NO_ACTION';
export const simultaneousAction = (estado: number): SimultaneousAction =>
  estado === 1 ? 'TO_SIGN' : estado === 2 ? 'SIGNED' : estado === 3 ? 'EXPIRED' : 'NO_ACTION';

/** The list a wire `estado` names for a family; undefined for an unknown one. */
export function listOf(family: OrderFamily, estado: string): SigningList | undefined {
  const states: Record<SigningList, string> = listStates[family];
  return SIGNING_LISTS.find((list) => states[list] === estado);
}

/** Orders per signature call: far above a day's desk orders, small enough for one transaction. */
export const MAX_BATCH = 20;
/** Characters of a comment. */
export const MAX_COMMENT = 500;

export const folioSchema = z.string().regex(/^\d{1,12}$/);

/** Who signed, as which profile, when, with which factor, and the SHA-256 of the PDF signed. */
export const signatureEvidenceSchema = z.object({
  firmadoEl: z.string().max(40),
  firmanteRut: z.string().max(12),
  firmanteNombre: z.string().max(160),
  /** The profile the signer acted as (the company's name, or the person's own). */
  perfil: z.string().max(160),
  metodo: methodKindSchema,
  /** Hex SHA-256 of the exact PDF bytes the signer previewed and signed. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SignatureEvidence = z.infer<typeof signatureEvidenceSchema>;

/** Spec 3's MLT item. */
export const mltItemSchema = z.object({
  folioRescate: folioSchema,
  fondoOrigen: z.string().max(120),
  observacionesMandato: z.string().max(400),
});

export const signingOrderSchema = z.object({
  folio: folioSchema,
  familia: orderFamilySchema,
  /** The day the order was given. */
  fecha: isoDateSchema,
  /** The last day it can be signed; after it the order is expired. */
  venceEl: isoDateSchema,
  instrumento: z.string().max(120),
  /** What the order does, in one line (e.g. 'Compra USD 50.000 a $ 948,30, vence 26/02/2027'). */
  descripcion: z.string().max(300),
  monto: moneySchema,
  documentType: documentTypeSchema,
  /** False when the order exceeds the investor profile: signing it asks for acceptance. */
  acordeAlPerfil: z.boolean(),
  comentarios: z.number().int().nonnegative(),
  /** Spec 4, simultaneous only: 1 to sign, 2 signed, 3 expired. */
  estado: z.number().int().min(1).max(3).optional(),
  mlt: mltItemSchema.optional(),
  /** Null until signed. */
  firma: signatureEvidenceSchema.nullable(),
});
export type SigningOrder = z.infer<typeof signingOrderSchema>;

export const commentSchema = z.object({
  id: z.string().max(20),
  comment: z.string().max(MAX_COMMENT),
  commentDateTime: z.string().max(40),
  autor: z.string().max(160),
});
export type OrderComment = z.infer<typeof commentSchema>;

/** Spec 3's signature request. */
export const signatureRequestSchema = z.object({
  folio: folioSchema,
  documentType: documentTypeSchema,
});

export const signRequestSchema = z.object({
  firmas: z
    .array(signatureRequestSchema)
    .min(1)
    .max(MAX_BATCH, { message: `Puede firmar hasta ${MAX_BATCH} órdenes a la vez.` }),
  /** Spec 5: the read-and-understood declaration, ticked. */
  declaracion: z.literal(true, { message: 'Debe declarar que leyó y comprendió los documentos.' }),
  /** Spec 5: the acceptance of responsibility, needed when an order exceeds the profile. */
  aceptaPerfil: z.boolean().optional(),
  metodo: methodKindSchema,
  codigo: codeSchema,
  /** A UUID per signing act: the same again answers the same documents without signing twice. */
  authorizationId: z.uuid(),
});

export const signedDocumentSchema = z.object({
  folio: folioSchema,
  documentType: documentTypeSchema,
  /** The signed PDF (with its signature page), under the API base. */
  archivo: z.string().startsWith('/').max(200),
  firma: signatureEvidenceSchema,
});
export type SignedDocument = z.infer<typeof signedDocumentSchema>;

export const refusedSignatureSchema = z.object({
  folio: z.string().max(20),
  documentType: z.string().max(40),
  motivo: z.string().max(200),
});

export const signResponseSchema = z.object({
  /** Spec 3: the signed documents. */
  documentos: z.array(signedDocumentSchema).max(MAX_BATCH),
  /** The orders of the batch that were not signed, each with why (nothing was recorded for them). */
  rechazadas: z.array(refusedSignatureSchema).max(MAX_BATCH),
});
export type SignResponse = z.infer<typeof signResponseSchema>;

const listResponse = z.object({
  ordenes: z.array(signingOrderSchema).max(500),
  /** The API's today: the orders due today, and the latest day of the period filter. */
  hoy: isoDateSchema,
});
const listQuery = optionalPeriodQuery({ estado: z.string().max(10) });
const commentsResponse = z.object({ comentarios: z.array(commentSchema).max(200) });
const addCommentRequest = z.object({
  comment: z
    .string()
    .trim()
    .min(1, { message: 'Escriba su comentario.' })
    .max(MAX_COMMENT, { message: `El comentario admite hasta ${MAX_COMMENT} caracteres.` }),
});

/** Where each family lives (spec 7): its lists and orders, and its signature POST. */
export const familyPaths = {
  forward: { orders: '/forward/ordenes', signatures: '/forward/ordenes/firmas' },
  internacional: {
    orders: '/mercadoInternacional/inversis/ordenes',
    signatures: '/mercadoInternacional/inversis/ordenes/firmas',
  },
  mlt: { orders: '/ffmm/mlt', signatures: '/mlt/ordenes/firmas' },
  simultanea: { orders: '/simultaneas/ordenes', signatures: '/simultaneas/ordenes/firmas' },
} as const satisfies Record<OrderFamily, { orders: string; signatures: string }>;

/**
 * One family's calls. The list takes `estado` (the to-sign list with no period; the others with
 * an optional one of at least 15 days, the last 90 days without it).
 */
function familyEndpoints<F extends OrderFamily>(family: F) {
  const { orders, signatures } = familyPaths[family];
  return {
    list: defineEndpoint({
      method: 'GET',
      path: orders,
      access: 'profile',
      request: listQuery,
      response: listResponse,
    }),
    comments: defineEndpoint({
      method: 'GET',
      path: `${orders}/{folio}/comentarios`,
      access: 'profile',
      response: commentsResponse,
    }),
    addComment: defineEndpoint({
      method: 'POST',
      path: `${orders}/{folio}/comentarios`,
      access: 'profile',
      request: addCommentRequest,
      response: commentsResponse,
    }),
    sign: defineEndpoint({
      method: 'POST',
      path: signatures,
      access: 'profile',
      rule: 'signContracts',
      request: signRequestSchema,
      response: signResponseSchema,
    }),
  };
}

export const forward = familyEndpoints('forward');
export const internacional = familyEndpoints('internacional');
export const mlt = familyEndpoints('mlt');
export const simultanea = familyEndpoints('simultanea');
export const families = { forward, internacional, mlt, simultanea } as const;

export type SignRequest = RequestOf<typeof forward.sign>;
export type OrdersResponse = ResponseOf<typeof forward.list>;
export type CommentsResponse = ResponseOf<typeof forward.comments>;

/** How many signatures wait for the profile (orders and documents): the menu's and the home's count. */
export const pending = defineEndpoint({
  method: 'GET',
  path: '/firmas/pendientes',
  access: 'profile',
  response: z.object({
    ordenes: z.object({
      forward: z.number().int().nonnegative(),
      internacional: z.number().int().nonnegative(),
      mlt: z.number().int().nonnegative(),
      simultanea: z.number().int().nonnegative(),
    }),
    /** Documents the user can sign now for the profile (`documentSigning`). */
    documentos: z.number().int().nonnegative(),
    /** Orders and documents. */
    total: z.number().int().nonnegative(),
    /** Orders whose last day to sign is today. */
    vencenHoy: z.number().int().nonnegative(),
  }),
});
export type PendingResponse = ResponseOf<typeof pending>;

/**
 * An order's PDF (`preview` answers it inline): the unsigned document, or once signed the same
 * document with its signature page. Served outside the contract (a file).
 */
export const orderPdfPath = (family: OrderFamily, folio: string, preview = false) =>
  fillPath(`${familyPaths[family].orders}/{folio}/pdf`, { folio }) +
  (preview ? '?preview=true' : '');

/** The early-settlement PDF of an order whose document type is LIQUIDACION_ANTICIPADA. */
export const earlySettlementPdfPath = (family: OrderFamily, folio: string) =>
  fillPath(`${familyPaths[family].orders}/{folio}/pdfLiquidacionAnticipada`, { folio });

/** `forward-100231.pdf`, `forward-100231-firmada.pdf`. */
export const orderFileName = (family: OrderFamily, folio: string, signed: boolean) =>
  `${family}-${folio}${signed ? '-firmada' : ''}.pdf`;

/** Texts the API answers with, shared so the portal's tests and screens use the same words. */
export const signingMessages = {
  noMethod:
    'Para firmar necesita un método del Pase de Seguridad activo. Actívelo en Mi Perfil > Pase de Seguridad.',
  expired: (folio: string) => `La orden ${folio} venció y ya no se puede firmar.`,
  alreadySigned: (folio: string) => `La orden ${folio} ya está firmada.`,
  notFound: (folio: string) => `No encontramos la orden ${folio}.`,
  wrongDocument: (folio: string) => `El documento indicado no corresponde a la orden ${folio}.`,
  profileMismatch: (folio: string) =>
    `La orden ${folio} excede su perfil de inversionista: debe aceptar la responsabilidad para firmarla.`,
  repeated: (folio: string) => `La orden ${folio} viene más de una vez en la firma.`,
  authorizationReused: 'Esta firma ya se usó para otras órdenes. Inicie la firma nuevamente.',
} as const;
