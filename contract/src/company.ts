import { z } from 'zod';
import { MAX_FREE_TEXT, rutInputSchema, rutSchema } from './common-schemas.ts';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';
import { codeSchema, methodKindSchema } from './security-pass.ts';

// The company profile (clientePersonaJuridica path family, spec 7). The spec names the SPF
// validation payload (`RutApoderados`) and the sign-contract payload (`authorizationId`) and
// shows no other shape: these are ours. Every call is about the company the session acts for,
// never one named in the request, so no call can reach another client's company. The signing
// paths live under `firmaContratos`: `contratos/{x}/firma` is the wizard's `/{context}/...` call.

/** The two contracts legal-entity attorneys sign (spec 7). */
export const contractTypeSchema = z.enum(['marco', 'generalFondos']);
export type ContractType = z.infer<typeof contractTypeSchema>;

/** An attorney's power for one contract: signs alone, or only together with another attorney. */
export const powerSchema = z.enum(['individual', 'conjunta']);
export type Power = z.infer<typeof powerSchema>;

/** Attorneys a company may name in one signature set: far above any real board. */
export const MAX_SIGNATORIES = 10;

const text = z.string().max(MAX_FREE_TEXT);

export const legalRepresentativeSchema = z.object({
  rut: rutSchema,
  nombre: text,
  cargo: text,
});

export const attorneySchema = z.object({
  rut: rutSchema,
  nombre: text,
  /** The attorney's power per contract; null: no power to sign that contract. */
  poderes: z.object({ marco: powerSchema.nullable(), generalFondos: powerSchema.nullable() }),
});
export type Attorney = z.infer<typeof attorneySchema>;

/** One attorney of a contract's validated signature set, and whether they have signed. */
export const signatorySchema = z.object({
  rut: rutSchema,
  nombre: text,
  /** ISO instant of the signature; null while pending. */
  firmadoEl: z.string().max(40).nullable(),
});
export type Signatory = z.infer<typeof signatorySchema>;

/**
 * `pendiente`: no signature set validated yet; `enFirma`: a set validated, signatures missing;
 * `firmado`: every attorney of the set signed.
 */
export const contractStateSchema = z.enum(['pendiente', 'enFirma', 'firmado']);
export type ContractState = z.infer<typeof contractStateSchema>;

export const companyContractSchema = z.object({
  tipo: contractTypeSchema,
  nombre: text,
  estado: contractStateSchema,
  /** The validated signature set, in the order validated; empty while `pendiente`. */
  firmantes: z.array(signatorySchema).max(MAX_SIGNATORIES),
  /** ISO instant the last required signature completed it; null until `firmado`. */
  firmadoEl: z.string().max(40).nullable(),
  /** Whether the logged-in user is a validated signatory who has not signed yet. */
  puedeFirmar: z.boolean(),
});
export type CompanyContract = z.infer<typeof companyContractSchema>;

export const companyProfile = defineEndpoint({
  method: 'GET',
  path: '/clientePersonaJuridica/empresa',
  access: 'company',
  rule: 'companyItems',
  response: z.object({
    empresa: z.object({
      razonSocial: text,
      rut: rutSchema,
      giro: text,
      direccion: z.object({ calle: text, comuna: text, region: text }),
      representantesLegales: z.array(legalRepresentativeSchema).max(20),
    }),
    apoderados: z.array(attorneySchema).max(50),
    contratos: z.array(companyContractSchema).max(2),
    /** The logged-in user's own rut (who signs; the session acts for the company). */
    rutUsuario: rutSchema,
    /**
     * The logged-in user's active security-pass methods: signing asks for a code of one of them
     * (empty: no code is asked).
     */
    segundoFactor: z.array(methodKindSchema).max(3),
  }),
});
export type CompanyProfileResponse = ResponseOf<typeof companyProfile>;

/**
 * SPF validation: whether the chosen attorneys may sign the contract together under their
 * powers. A sufficient set becomes the contract's signature set (until someone signs); an
 * insufficient one is refused (422) with the Spanish reason.
 */
export const validateSignatories = defineEndpoint({
  method: 'POST',
  path: '/clientePersonaJuridica/firmaContratos/{tipo}/validacionSpf',
  access: 'company',
  rule: 'companySigning',
  request: z.object({ RutApoderados: z.array(rutInputSchema).min(1).max(MAX_SIGNATORIES) }),
  response: companyContractSchema,
});
export type ValidateSignatoriesRequest = RequestOf<typeof validateSignatories>;

/**
 * The logged-in attorney signs the contract. `authorizationId` (a UUID the portal makes per
 * signing act) makes it idempotent: the same id again answers the same contract without a
 * second signature. With a security-pass method active, `codigo` (and `metodo`) confirm it.
 */
export const signContract = defineEndpoint({
  method: 'POST',
  path: '/clientePersonaJuridica/firmaContratos/{tipo}/firma',
  access: 'company',
  rule: 'companySigning',
  request: z.object({
    authorizationId: z.string().uuid(),
    metodo: methodKindSchema.optional(),
    codigo: codeSchema.optional(),
  }),
  response: companyContractSchema,
});
export type SignContractRequest = RequestOf<typeof signContract>;
