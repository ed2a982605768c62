import { z } from 'zod';
import { okSchema, rutSchema } from './common-schemas.ts';
import { defineEndpoint } from './endpoint.ts';
import { wizardConfigSchema, type WizardConfig } from './wizard-config.ts';

/** Wizard contexts: the base one (no prefix) and the two the spec names. */
export const wizardContexts = ['base', 'enrolamientoBco', 'usoCanalDigital'] as const;
export type WizardContext = (typeof wizardContexts)[number];

/** `/{context}` prefix of wizard calls; the base context has none. */
export const contextPrefix = (context: WizardContext) => (context === 'base' ? '' : `/${context}`);

const jsonObject = z.record(z.string(), z.unknown());

/** Spec wizard 3: the user data record. */
export const wizardDataSchema = z.object({
  rut: rutSchema,
  templateVersion: z.number().int().min(0),
  jsonData: jsonObject,
});
export type WizardData = z.infer<typeof wizardDataSchema>;

/** A template body: the versioned wizard configuration (wizard-config.ts). */
export const wizardTemplateSchema = wizardConfigSchema;
export type WizardTemplate = WizardConfig;

const enc = encodeURIComponent;
export const wizardPaths = {
  data: (context: WizardContext, id: string) => `${contextPrefix(context)}/wizards/${enc(id)}/data`,
  template: (context: WizardContext, id: string, x: string | number) =>
    `${contextPrefix(context)}/wizards/${enc(id)}/template/${enc(String(x))}`,
  procesar: (context: WizardContext) => `${contextPrefix(context)}/wizards/procesar`,
  saveSection: (context: WizardContext, id: string) =>
    `${contextPrefix(context)}/wizards/save-section/${enc(id)}`,
  saveCompanySection: (context: WizardContext, id: string) =>
    `${contextPrefix(context)}/wizards/save-section/${enc(id)}/empresa`,
  jarvis: (context: WizardContext, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return `${contextPrefix(context)}/jarvis${search ? `?${search}` : ''}`;
  },
  jarvisAction: (context: WizardContext, action: string) =>
    `${contextPrefix(context)}/jarvis/${enc(action)}`,
  flowWizard: (code: string) => `/flow-wizard/${enc(code)}`,
  flowWizardStep: (code: string, x: string, action: string) =>
    `/flow-wizard/${enc(code)}/${enc(x)}?action=${enc(action)}`,
};

export const getWizardData = defineEndpoint({
  method: 'GET',
  path: '/{context}/wizards/{id}/data',
  response: wizardDataSchema,
});
export const getWizardTemplate = defineEndpoint({
  method: 'GET',
  path: '/{context}/wizards/{id}/template/{x}',
  response: wizardTemplateSchema,
});
/** 409 with the server's message when templateVersion is not the stored one. */
export const putWizardData = defineEndpoint({
  method: 'PUT',
  path: '/{context}/wizards/{id}/data',
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
  request: z.object({
    WizardCode: z.string().min(1),
    action: z.string().optional(),
    jsonData: jsonObject.optional(),
  }),
  response: z.object({ ok: z.literal(true), status: z.string() }),
});
export const saveSection = defineEndpoint({
  method: 'PUT',
  path: '/{context}/wizards/save-section/{id}',
  request: jsonObject,
  response: okSchema,
});

/** The spec's company variant of save-section (path not shown: `/empresa` after the id). */
export const saveCompanySection = defineEndpoint({
  method: 'PUT',
  path: '/{context}/wizards/save-section/{id}/empresa',
  request: jsonObject,
  response: okSchema,
});

/** Controller answers: 'open wizard X', 'none', 'ask ...', 'redirect_onboarding'. */
export const jarvisResponseSchema = z.object({ response: z.string().min(1) });
export const jarvis = defineEndpoint({
  method: 'GET',
  path: '/{context}/jarvis',
  response: jarvisResponseSchema,
});

export const flowWizard = defineEndpoint({
  method: 'GET',
  path: '/flow-wizard/{code}',
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
  response: jarvisResponseSchema,
});

/** Risk poll: answers in, investor profile out. */
export const pollRequestSchema = z.object({
  preguntas: z
    .array(
      z.object({
        pregunta: z.union([z.string(), z.number()]),
        alternativa: z.union([z.string(), z.number()]),
      }),
    )
    .min(1),
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
  request: pollRequestSchema,
  response: z.object({ PerfilInversionista: z.array(investorProfileSchema) }),
});

export const signContract = defineEndpoint({
  method: 'POST',
  path: '/contratos/{contractId}/firma',
  request: z.object({ authorizationId: z.string().min(1) }),
  response: z.object({ firmado: z.boolean(), fechaAutorizacion: z.string() }),
});
