import { z } from 'zod';
import { rutSchema } from './common-schemas.ts';
import { powerSchema, contractTypeSchema } from './company.ts';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';
import { fillPath } from './path.ts';
import { isoDateSchema } from './period.ts';
import { codeSchema, methodKindSchema } from './security-pass.ts';

/**
 * Spec 4 and 7 "Documents": documents the firm sends a client, or a company, to sign (contract
 * annexes, policies, declarations): the list with its states, the signature with the security
 * pass, the rejection with a reason and the `?check=` status for personal and company documents.
 * A company's document counts as signed only when its attorneys' powers are met (the SPF rule of
 * the company's contracts). Paths and shapes not shown: ours.
 */

/** Spec 4's document signing states, plus the one still waiting for its first signature. */
export const DOCUMENT_STATES = [
  'porFirmar',
  'nuevaVersion',
  'firmadoDigital',
  'firmadoFisico',
  'rechazado',
] as const;
export const documentStateSchema = z.enum(DOCUMENT_STATES);
export type DocumentState = z.infer<typeof documentStateSchema>;

export const documentStateNames: Readonly<Record<DocumentState, string>> = {
  porFirmar: 'Por firmar',
  nuevaVersion: 'Nueva versión por firmar',
  firmadoDigital: 'Firmado digitalmente',
  firmadoFisico: 'Firmado físicamente',
  rechazado: 'Rechazado',
};

/** The states that still wait for a signature. */
export const WAITING_STATES: readonly DocumentState[] = ['porFirmar', 'nuevaVersion'];

/** Characters of a rejection's reason. */
export const REASON_MIN = 10;
export const REASON_MAX = 500;

export const documentSignatureSchema = z.object({
  rut: rutSchema,
  nombre: z.string().max(160),
  /** The profile the signer acted as. */
  perfil: z.string().max(160),
  firmadoEl: z.string().max(40),
  metodo: methodKindSchema,
  /** Hex SHA-256 of the exact PDF bytes signed. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});

/** An attorney who may sign a company's document, and their power for it. */
export const documentAttorneySchema = z.object({
  rut: rutSchema,
  nombre: z.string().max(160),
  poder: powerSchema,
  firmado: z.boolean(),
  /** The logged-in user. */
  usted: z.boolean(),
});

export const signDocumentSchema = z.object({
  id: z.string().regex(/^\d{1,12}$/),
  titulo: z.string().max(160),
  descripcion: z.string().max(400),
  version: z.number().int().positive(),
  emitidoEl: isoDateSchema,
  estado: documentStateSchema,
  /** Whether the logged-in user can sign it now (a waiting document they have not signed). */
  puedeFirmar: z.boolean(),
  /** Whether the logged-in user can reject it now (a waiting document they may act on, signed by them or not). */
  puedeRechazar: z.boolean(),
  firmas: z.array(documentSignatureSchema).max(20),
  /** A company's document: the power it needs and the attorneys who hold one. */
  empresa: z
    .object({
      contrato: contractTypeSchema,
      apoderados: z.array(documentAttorneySchema).max(20),
      /** What the company's powers still need, in words; null when complete. */
      falta: z.string().max(300).nullable(),
    })
    .nullable(),
  rechazo: z
    .object({ motivo: z.string().max(REASON_MAX), rechazadoEl: z.string().max(40) })
    .nullable(),
  /** The PDF (the signed one with its signature page once signed), under the API base. */
  archivo: z.string().startsWith('/').max(200),
});
export type SignDocument = z.infer<typeof signDocumentSchema>;

/** Spec 7 "sign-documents status": `check=personal` or `check=empresa` (the company's). */
export const checkSchema = z.enum(['personal', 'empresa']);

/** The documents of the active profile: a person's own, or the company's. */
export const list = defineEndpoint({
  method: 'GET',
  path: '/documentosFirma',
  access: 'profile',
  response: z.object({ documentos: z.array(signDocumentSchema).max(200) }),
});
export type ListResponse = ResponseOf<typeof list>;

/** How many documents wait for a signature, personal or the company's. */
export const status = defineEndpoint({
  method: 'GET',
  path: '/documentosFirma/estado',
  access: 'profile',
  request: z.object({ check: checkSchema }),
  response: z.object({
    check: checkSchema,
    pendientes: z.number().int().nonnegative(),
    /** Those the logged-in user can sign now (a company's may wait for other attorneys). */
    paraUsted: z.number().int().nonnegative(),
  }),
});

export const sign = defineEndpoint({
  method: 'POST',
  path: '/documentosFirma/{id}/firma',
  access: 'profile',
  rule: 'signContracts',
  request: z.object({
    declaracion: z.literal(true, { message: 'Debe declarar que leyó y comprendió el documento.' }),
    metodo: methodKindSchema,
    codigo: codeSchema,
    /** A UUID per signing act: the same again answers the document without signing twice. */
    authorizationId: z.uuid(),
  }),
  response: signDocumentSchema,
});
export type SignRequest = RequestOf<typeof sign>;

export const reject = defineEndpoint({
  method: 'POST',
  path: '/documentosFirma/{id}/rechazar',
  access: 'profile',
  rule: 'signContracts',
  request: z.object({
    motivo: z
      .string()
      .trim()
      .min(REASON_MIN, { message: `Cuéntenos el motivo en al menos ${REASON_MIN} caracteres.` })
      .max(REASON_MAX, { message: `El motivo admite hasta ${REASON_MAX} caracteres.` }),
  }),
  response: signDocumentSchema,
});

/** The document's PDF; `preview` answers it to open in the browser instead of saving it. */
export const documentPdfPath = (id: string, preview = false) =>
  fillPath('/documentosFirma/{id}/documento.pdf', { id }) + (preview ? '?preview=true' : '');

export const documentSigningMessages = {
  notFound: 'No encontramos el documento.',
  notWaiting: (state: DocumentState) =>
    `El documento está ${documentStateNames[state].toLowerCase()}: ya no se puede firmar ni rechazar.`,
  alreadySigned: 'Usted ya firmó este documento. Falta la firma de otro apoderado.',
  noPower: 'Usted no tiene poderes de la empresa para firmar este documento.',
  companyOnly:
    'Esta consulta es de los documentos de una empresa: seleccione su perfil de empresa.',
  authorizationReused: 'Esta firma ya se usó para otro documento. Inicie la firma nuevamente.',
} as const;
