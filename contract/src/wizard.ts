import { z } from 'zod';
import {
  MAX_CODE_LENGTH,
  MAX_DOCUMENTS,
  MAX_FREE_TEXT,
  MAX_KEY_LENGTH,
  MAX_POLL_ANSWERS,
  okSchema,
  rutSchema,
} from './common-schemas.ts';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { wizardConfigSchema, type WizardConfig } from './wizard-config.ts';
import { jarvisResponseSchema, wizardContexts } from './wizard-controller.ts';

// The controller's part has a file of its own: the portal's shell asks it after login without
// building the templates' schemas; `wizard.jarvis` and the rest stay as they were.
export {
  jarvis,
  jarvisAction,
  jarvisResponseSchema,
  wizardContexts,
  type WizardContext,
} from './wizard-controller.ts';

// Keys are the template's item keys; the values' size is bounded by the API's request limits.
const jsonObject = z.record(z.string().max(MAX_KEY_LENGTH), z.unknown());

/** Spec wizard 3: the user data record. */
export const wizardDataSchema = z.object({
  rut: rutSchema,
  templateVersion: z.number().int().min(0),
  jsonData: jsonObject,
  /** The stored data's version (0: nothing stored), sent back in If-Match by a full replace. */
  version: z.number().int().min(0).optional(),
});
export type WizardData = z.infer<typeof wizardDataSchema>;

/** A template body: the versioned wizard configuration (wizard-config.ts). */
export const wizardTemplateSchema = wizardConfigSchema;
export type WizardTemplate = WizardConfig;

export const getWizardData = defineEndpoint({
  method: 'GET',
  path: '/{context}/wizards/{id}/data',
  access: 'profile',
  response: wizardDataSchema,
});
export const getWizardTemplate = defineEndpoint({
  method: 'GET',
  path: '/{context}/wizards/{id}/template/{x}',
  access: 'profile',
  response: wizardTemplateSchema,
});
/** 409 with the server's message when templateVersion is not the stored one. */
export const putWizardData = defineEndpoint({
  method: 'PUT',
  path: '/{context}/wizards/{id}/data',
  access: 'profile',
  request: z.object({
    rut: rutSchema.optional(),
    templateVersion: z.number().int().min(0),
    jsonData: jsonObject,
  }),
  response: wizardDataSchema,
});
export const procesarWizard = defineEndpoint({
  method: 'PUT',
  path: '/{context}/wizards/procesar',
  access: 'profile',
  request: z.object({
    WizardCode: z.string().min(1).max(MAX_CODE_LENGTH),
    action: z.string().max(MAX_CODE_LENGTH).optional(),
    jsonData: jsonObject.optional(),
  }),
  response: z.object({ ok: z.literal(true), status: z.string() }),
});
export const saveSection = defineEndpoint({
  method: 'PUT',
  path: '/{context}/wizards/save-section/{id}',
  access: 'profile',
  request: jsonObject,
  response: okSchema,
});

/** The sections saved so far of a wizard's data. */
export const getSection = defineEndpoint({
  method: 'GET',
  path: '/{context}/wizards/save-section/{id}',
  access: 'profile',
  response: jsonObject,
});

/** The spec's company variant of save-section (path not shown: `/empresa` after the id). */
export const saveCompanySection = defineEndpoint({
  method: 'PUT',
  path: '/{context}/wizards/save-section/{id}/empresa',
  access: 'company',
  request: jsonObject,
  response: okSchema,
});

export const flowWizard = defineEndpoint({
  method: 'GET',
  path: '/flow-wizard/{code}',
  access: 'profile',
  response: z.object({
    code: z.string(),
    wizards: z.array(z.string()),
    next: z.string().nullable(),
  }),
});

/** `?action=next` marks wizard x of the flow processed; answers like jarvis. */
export const flowWizardStep = defineEndpoint({
  method: 'GET',
  path: '/flow-wizard/{code}/{x}',
  access: 'profile',
  changesState: true,
  response: jarvisResponseSchema,
});

/** Risk poll: answers in, investor profile out. */
export const pollRequestSchema = z.object({
  preguntas: z
    .array(
      z.object({
        pregunta: z.union([z.string().max(MAX_FREE_TEXT), z.number()]),
        alternativa: z.union([z.string().max(MAX_FREE_TEXT), z.number()]),
      }),
    )
    .min(1)
    .max(MAX_POLL_ANSWERS),
});
export const investorProfileSchema = z.object({
  PerfilId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  Nombre: z.string(),
  Descripcion: z.string(),
  FechaEncuesta: z.string(),
  Current: z.boolean(),
  Productos: z.array(z.object({ Nombre: z.string() })),
});
export const poll = defineEndpoint({
  method: 'POST',
  path: '/perfilInversionista/encuesta',
  access: 'profile',
  request: pollRequestSchema,
  response: z.object({ PerfilInversionista: z.array(investorProfileSchema) }),
});

// Landing, campaign and video steps.

/** A landing answer: `{ error: false, data, status }`; a failure is `{ error: true, data, status }`. */
export const landingResultSchema = <T extends z.ZodType>(data: T) =>
  z.object({ error: z.literal(false), data, status: z.number().int() });
export const landingFailureSchema = z.object({
  error: z.literal(true),
  data: z.unknown(),
  status: z.number().int(),
});
export type LandingFailure = z.infer<typeof landingFailureSchema>;

/** The landing wizard offered to the client (null when every landing was dismissed or done). */
export const getLanding = defineEndpoint({
  method: 'GET',
  path: '/landing',
  access: 'profile',
  response: landingResultSchema(
    z.object({ wizardId: z.string().nullable(), suprimidos: z.array(z.string()) }),
  ),
});

/** The APV (voluntary pension savings) landing: whether to show it and its texts. */
export const getApvLanding = defineEndpoint({
  method: 'GET',
  path: '/landing/apv',
  access: 'profile',
  response: landingResultSchema(
    z.object({
      mostrar: z.boolean(),
      titulo: z.string(),
      descripcion: z.string(),
      url: z.string(),
    }),
  ),
});

/** 'No volver a mostrar': the controller no longer opens this landing wizard for the client. */
export const noShowMoreLanding = defineEndpoint({
  method: 'POST',
  path: '/landing/{wizardId}/no-mostrar',
  access: 'profile',
  request: z.object({ context: z.enum(wizardContexts).optional() }),
  response: landingResultSchema(z.object({ wizardId: z.string(), suprimido: z.literal(true) })),
});

/** The bank hand-over: the URL to send the browser to (null: none, the offer page opens instead). */
export const accessBank = defineEndpoint({
  method: 'POST',
  path: '/landing/acceso-banco',
  access: 'profile',
  request: z.object({}),
  response: z.object({ url: z.string().nullable() }),
});

/** A public video section: the HLS playlist and its title (detail1). */
export const publicVideo = defineEndpoint({
  method: 'GET',
  path: '/publico/videos/{section}',
  access: 'public',
  response: z.object({ video: z.string().min(1), detail1: z.string() }),
});

// Investor-profile poll.

/** The profile answer of a poll: a list flagging the Current one, or the current profile alone. */
export const profileResultSchema = z.object({
  PerfilInversionista: z.union([z.array(investorProfileSchema), investorProfileSchema]),
});
export type ProfileResult = z.infer<typeof profileResultSchema>;
export type PollRequest = z.input<typeof pollRequestSchema>;
export type InvestorProfileResult = z.infer<typeof investorProfileSchema>;

/** Spec 9: the risk-profile poll is id 2 on channel 'INTERNET'. */
export const RISK_POLL_ID = 2;
export const RISK_POLL_CHANNEL = 'INTERNET';

/**
 * The risk-profile variant (spec 7: arguments 2, 'INTERNET', 'n;value|n;value', true): the poll id,
 * the channel, the answers as `numeroPregunta;alternativa` pairs joined by `|`, and whether the
 * resulting profile becomes the client's (the spec's last `true`).
 */
export const riskProfilePoll = defineEndpoint({
  method: 'POST',
  path: '/perfilInversionista/riesgo',
  access: 'profile',
  request: z.object({
    idEncuesta: z.literal(RISK_POLL_ID),
    canal: z.literal(RISK_POLL_CHANNEL),
    respuestas: z
      .string()
      .max(MAX_POLL_ANSWERS * (MAX_FREE_TEXT + 8))
      .regex(/^\d+;[^;|]+(\|\d+;[^;|]+)*$/),
    actualizarPerfil: z.boolean(),
  }),
  response: profileResultSchema,
});

/** The client's profiles (all three, the current one flagged; an empty list: no poll answered yet). */
export const investorProfiles = defineEndpoint({
  method: 'GET',
  path: '/perfilInversionista',
  access: 'profile',
  response: z.object({ PerfilInversionista: z.array(investorProfileSchema) }),
});

/** How a profile came to be: the client's poll, or the firm at account opening. */
export const profileChangeSourceSchema = z.enum(['encuesta', 'ejecutivo']);
export const PROFILE_HISTORY_MAX = 50;

/**
 * The client's investor-profile changes, newest first (the first is the current one). Not in the
 * spec (it names the page only): the history a client needs to see when and how it changed.
 */
export const investorProfileHistory = defineEndpoint({
  method: 'GET',
  path: '/perfilInversionista/historial',
  access: 'profile',
  response: z.object({
    history: z
      .array(
        z.object({
          PerfilId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
          Nombre: z.string().min(1),
          /** YYYY-MM-DD, the day in Santiago. */
          fecha: z.iso.date(),
          origen: profileChangeSourceSchema,
        }),
      )
      .max(PROFILE_HISTORY_MAX),
  }),
});
export type InvestorProfileHistory = ResponseOf<typeof investorProfileHistory>;

// Contracts and signing.

/** A document of a contract as the API reports it (wizard-spec 3: Document and signed-document data). */
export const contractDocumentSchema = z.object({
  key: z.string().min(1),
  nombre: z.string(),
  /** The PDF, under the API base (`/documentos/{key}.pdf`). */
  url: z.string(),
  firmado: z.boolean(),
  /** DD/MM/YYYY, null while unsigned. */
  fechaAutorizacion: z.string().nullable(),
  /** YYYYMMDD (wire format), null while unsigned. */
  dateSigned: z.string().nullable(),
  obligatorio: z.boolean().optional(),
  descripcion: z.string().optional(),
});
export type ContractDocumentWire = z.infer<typeof contractDocumentSchema>;

/** `documentos[0].documentos[0]`: groups with titulo and documentos. */
export const contractDocumentGroupSchema = z.object({
  titulo: z.string(),
  documentos: z.array(contractDocumentSchema),
});

export const signedDocumentsResponseSchema = z.object({
  /** The `check` asked for (a contract id), null for every signed document. */
  check: z.string().nullable(),
  documentos: z.array(contractDocumentGroupSchema),
});
export type SignedDocumentsResponse = z.infer<typeof signedDocumentsResponseSchema>;

/** A contract document's PDF under the API base (a file, so no endpoint describes it). */
export const documentPdfPath = (key: string) => `/documentos/${encodeURIComponent(key)}.pdf`;

/**
 * A signing authorization for this session, contract and documents: single use, valid for
 * `expiresIn` seconds. The signing sends its id; any other string is refused (403). The second
 * factor that will confirm it comes with the issue "The second factor, my profile".
 */
export const authorizeSigning = defineEndpoint({
  method: 'POST',
  path: '/{context}/contratos/{contractId}/autorizacion',
  access: 'profile',
  rule: 'signContracts',
  request: z.object({ documentos: z.array(z.string().min(1)).max(100).optional() }),
  response: z.object({
    authorizationId: z.string().min(1),
    expiresIn: z.number().int().positive(),
  }),
});

/**
 * Sign a contract by id, also under a wizard context (the digital-channel-use signing): `documentos` names the
 * ticked document keys (absent: every document of the contract; mandatory ones always), the
 * answer carries the signed documents. `authorizationId` comes from `authorizeSigning` for the
 * same documents (403 otherwise). 503 while the electronic-signature service is down.
 */
export const signContractDocuments = defineEndpoint({
  method: 'POST',
  path: '/{context}/contratos/{contractId}/firma',
  access: 'profile',
  rule: 'signContracts',
  request: z.object({
    authorizationId: z.string().min(1).max(MAX_FREE_TEXT),
    documentos: z.array(z.string().min(1).max(MAX_CODE_LENGTH)).max(MAX_DOCUMENTS).optional(),
  }),
  response: z.object({
    firmado: z.boolean(),
    fechaAutorizacion: z.string(),
    documentos: z.array(contractDocumentGroupSchema),
  }),
});

/** Spec 7: the sign-documents status (personal), `?check={contractId}` optional. */
export const getSignedDocuments = defineEndpoint({
  method: 'GET',
  path: '/documentos/firmados',
  access: 'profile',
  response: signedDocumentsResponseSchema,
});

/** The company variant: documents signed for the company the session acts for. */
export const getCompanySignedDocuments = defineEndpoint({
  method: 'GET',
  path: '/documentos/firmados/empresa',
  access: 'company',
  response: signedDocumentsResponseSchema,
});

// Manager mode: the bank list of the bank-account sub-form.
/** A bank of the account form: `Codigo` (SEC is the firm's own bank) and its name. */
export const bankSchema = z.object({ Codigo: z.string().min(1), Nombre: z.string().min(1) });
export type Bank = z.infer<typeof bankSchema>;
/** Ordered by name; the portal puts SEC first in the enrolamientoBco context (wizard-spec 5). */
export const bankList = defineEndpoint({
  method: 'GET',
  path: '/common/bancos',
  access: 'profile',
  response: z.array(bankSchema),
});
