import { z } from 'zod';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';

/**
 * TEFE beneficiaries (portal-spec 3 "Beneficiary", 4 "Beneficiary status", 7 "TEFE"): the people
 * and companies abroad a client sends dollars to. Field names are the spec's (PascalCase, as the
 * TEFE service has them). On save phones and ids are numbers, a missing DNI or e-mail is empty
 * text (spec 3). Limits and Spanish messages are chosen: one rule for the form and the API.
 */

/** Portal-spec 4 (2 is not used; 0 is the list's 'all' filter, not a status). */
export const BENEFICIARY_STATUS = {
  approved: 1,
  pendingApproval: 3,
  blockedByUser: 4,
  complianceAlert: 5,
  blockedByComplianceTracker: 6,
  deleted: 7,
  blockedByCountry: 8,
  blockedByCompliance: 9,
} as const;
export const BENEFICIARY_STATUS_IDS = [1, 3, 4, 5, 6, 7, 8, 9] as const;
export type BeneficiaryStatusId = (typeof BENEFICIARY_STATUS_IDS)[number];
export const beneficiaryStatusIdSchema = z.union(BENEFICIARY_STATUS_IDS.map((id) => z.literal(id)));

/** The list's filter: 'TODOS' (the default, spec 4) or one status id. */
export const ALL_STATUSES = 'TODOS';

/** Spec 4: a delete sends State 'ELIMINADO' with User 'WEB'. Chosen: a block sends 'BLOQUEADO'. */
export const STATE_DELETE = 'ELIMINADO';
export const STATE_BLOCK = 'BLOQUEADO';
export const STATE_CHANGE_USER = 'WEB';

export const BENEFICIARY_LIMITS = {
  name: 60,
  alias: 30,
  dni: 20,
  email: 80,
  address: 120,
  city: 60,
  bankName: 80,
  account: 34,
  /** Phone digits after the country code. */
  phoneDigits: { min: 6, max: 15 },
  phoneCodeDigits: 4,
  search: 60,
  /** registrosPagina's largest value. */
  pageSize: 50,
  /** Beneficiaries a client keeps (deleted ones aside). */
  perClient: 100,
} as const;

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const SWIFT_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** A United States routing number: 9 digits. */
export const ABA_PATTERN = /^\d{9}$/;

export const beneficiaryMessages = {
  required: (what: string) => `Ingrese ${what}.`,
  tooLong: (max: number) => `Use como máximo ${max} caracteres.`,
  swift:
    'El código SWIFT tiene 8 u 11 caracteres: 4 letras del banco, 2 del país y 2 o 5 letras o números.',
  aba: 'El código ABA tiene 9 dígitos.',
  abaRequired: 'Ingrese el código ABA: los bancos de Estados Unidos lo usan.',
  email: 'Ingrese un correo electrónico válido, por ejemplo nombre@dominio.com.',
  phone: `Ingrese solo dígitos, de ${BENEFICIARY_LIMITS.phoneDigits.min} a ${BENEFICIARY_LIMITS.phoneDigits.max}.`,
  phoneCode: `Ingrese el código de país con 1 a ${BENEFICIARY_LIMITS.phoneCodeDigits} dígitos.`,
  account: 'El número de cuenta lleva solo letras y números.',
  country: 'Seleccione un país.',
  currency: 'Seleccione una moneda.',
  type: 'Seleccione si es persona natural o empresa.',
  lastName: 'Ingrese el apellido paterno.',
} as const;
const m = beneficiaryMessages;

/** Trimmed text, required, at most `max` characters. */
const text = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: m.required(what) })
    .max(max, { message: m.tooLong(max) });
/** Trimmed text that may be empty (saved as empty text when missing). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: m.tooLong(max) })
    .default('');

const digitsBetween = (min: number, max: number, message: string) =>
  z
    .number({ message })
    .int({ message })
    .min(10 ** (min - 1), { message })
    .max(10 ** max - 1, { message });
/** A phone number on the wire: its digits as a number (spec 3), 6 to 15 of them. */
const phoneSchema = digitsBetween(
  BENEFICIARY_LIMITS.phoneDigits.min,
  BENEFICIARY_LIMITS.phoneDigits.max,
  m.phone,
);
const phoneCodeSchema = digitsBetween(1, BENEFICIARY_LIMITS.phoneCodeDigits, m.phoneCode);
/** Empty (not given) or a valid address. */
const optionalEmail = z
  .string()
  .trim()
  .max(BENEFICIARY_LIMITS.email, { message: m.tooLong(BENEFICIARY_LIMITS.email) })
  .refine((value) => value === '' || z.email().safeParse(value).success, { message: m.email })
  .default('');
/** An ISO 3166 alpha-2 country code (a bank's country). */
const isoCountrySchema = z.string().regex(/^[A-Z]{2}$/, { message: m.country });
const catalogueId = (message: string) => z.number({ message }).int({ message }).min(1, { message });

/** The beneficiary's bank, or the intermediary bank (spec 3). */
export const beneficiaryBankSchema = z.strictObject({
  BankName: text('el nombre del banco', BENEFICIARY_LIMITS.bankName),
  SwiftCode: z.string().trim().toUpperCase().regex(SWIFT_PATTERN, { message: m.swift }),
  /** The ABA routing number where the bank's country uses it (countries' `usaAba`); else empty. */
  AbaCode: z
    .string()
    .trim()
    .refine((value) => value === '' || ABA_PATTERN.test(value), { message: m.aba })
    .default(''),
  Account: text('el número de cuenta', BENEFICIARY_LIMITS.account).regex(/^[A-Za-z0-9]+$/, {
    message: m.account,
  }),
  Country: isoCountrySchema,
  City: optionalText(BENEFICIARY_LIMITS.city),
  Address: optionalText(BENEFICIARY_LIMITS.address),
});
export type BeneficiaryBank = z.output<typeof beneficiaryBankSchema>;

/** Natural person (1) or company (2). */
export const BENEFICIARY_TYPES = { person: 1, company: 2 } as const;
const typeSchema = z.union([z.literal(1), z.literal(2)], { message: m.type });

/** What the client fills in, to create or edit: checked by the form and again by the API. */
export const beneficiaryFieldsSchema = z
  .strictObject({
    Type: typeSchema,
    DNI: optionalText(BENEFICIARY_LIMITS.dni),
    /** A company's legal name goes here, its last names stay empty. */
    Name: text('el nombre', BENEFICIARY_LIMITS.name),
    FatherLastName: optionalText(BENEFICIARY_LIMITS.name),
    MotherLastName: optionalText(BENEFICIARY_LIMITS.name),
    Email: optionalEmail,
    Address: text('la dirección', BENEFICIARY_LIMITS.address),
    OriginCountryId: catalogueId(m.country),
    Alias: optionalText(BENEFICIARY_LIMITS.alias),
    PhoneCode: phoneCodeSchema,
    Phone: phoneSchema,
    CurrencyId: catalogueId(m.currency),
    ContactPhoneCode: phoneCodeSchema,
    ContactPhone: phoneSchema,
    ContactEmail: optionalEmail,
    Bank: beneficiaryBankSchema,
    /** Null when the form's UseIntermediaryBank is off (spec 3). */
    IntermediaryBank: beneficiaryBankSchema.nullable().default(null),
  })
  .superRefine((fields, ctx) => {
    if (fields.Type === BENEFICIARY_TYPES.person && fields.FatherLastName === '') {
      ctx.addIssue({ code: 'custom', path: ['FatherLastName'], message: m.lastName });
    }
    for (const key of ['Bank', 'IntermediaryBank'] as const) {
      const bank = fields[key];
      if (bank?.Country === 'US' && bank.AbaCode === '') {
        ctx.addIssue({ code: 'custom', path: [key, 'AbaCode'], message: m.abaRequired });
      }
    }
  });
export type BeneficiaryFields = z.output<typeof beneficiaryFieldsSchema>;
export type BeneficiaryFieldsInput = z.input<typeof beneficiaryFieldsSchema>;

/** A registered beneficiary as the API returns it. */
export const beneficiarySchema = z.object({
  Id: z.number().int().positive(),
  Type: typeSchema,
  DNI: z.string().max(BENEFICIARY_LIMITS.dni),
  Name: z.string().max(BENEFICIARY_LIMITS.name),
  FatherLastName: z.string().max(BENEFICIARY_LIMITS.name),
  MotherLastName: z.string().max(BENEFICIARY_LIMITS.name),
  Email: z.string().max(BENEFICIARY_LIMITS.email),
  Address: z.string().max(BENEFICIARY_LIMITS.address),
  OriginCountryId: z.number().int().positive(),
  /** The country's name, for display. */
  OriginCountry: z.string().max(60),
  StatusId: beneficiaryStatusIdSchema,
  Alias: z.string().max(BENEFICIARY_LIMITS.alias),
  PhoneCode: z.number().int(),
  Phone: z.number().int(),
  CurrencyId: z.number().int().positive(),
  ContactPhoneCode: z.number().int(),
  ContactPhone: z.number().int(),
  ContactEmail: z.string().max(BENEFICIARY_LIMITS.email),
  Bank: beneficiaryBankSchema,
  IntermediaryBank: beneficiaryBankSchema.nullable(),
  /** Registered on (ISO instant). */
  CreatedAt: z.iso.datetime(),
});
export type Beneficiary = z.output<typeof beneficiarySchema>;

/** Spec 7: the list, paged by numeroPagina and registrosPagina, by status and name. */
export const list = defineEndpoint({
  method: 'GET',
  path: '/tefe/beneficiarios',
  access: 'profile',
  rule: 'tefe',
  request: z.strictObject({
    estado: z
      .string()
      .regex(/^(TODOS|[1-9])$/, { message: 'El estado no es válido.' })
      .optional(),
    numeroPagina: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, { message: 'La página no es válida.' })
      .optional(),
    registrosPagina: z
      .string()
      .regex(/^([1-9]|[1-4]\d|50)$/, { message: 'Los registros por página van de 1 a 50.' })
      .optional(),
    nombre: z
      .string()
      .max(BENEFICIARY_LIMITS.search, { message: m.tooLong(BENEFICIARY_LIMITS.search) })
      .optional(),
  }),
  response: z.object({
    beneficiarios: z.array(beneficiarySchema).max(BENEFICIARY_LIMITS.pageSize),
    total: z.number().int().min(0),
    numeroPagina: z.number().int().min(1),
    registrosPagina: z.number().int().min(1).max(BENEFICIARY_LIMITS.pageSize),
  }),
});
export type ListRequest = RequestOf<typeof list>;
export type ListResponse = ResponseOf<typeof list>;

/** Rows per page when registrosPagina is absent. */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * One beneficiary, for its page (show and edit modes open by address). Path chosen: the spec's
 * form receives the list's record; a deep link or a reload has no list to take it from.
 */
export const get = defineEndpoint({
  method: 'GET',
  path: '/tefe/beneficiarios/{id}',
  access: 'profile',
  rule: 'tefe',
  response: beneficiarySchema,
});

/** Spec 7: registers a beneficiary; it starts pending the compliance review (status 3). */
export const create = defineEndpoint({
  method: 'POST',
  path: '/tefe/beneficiarios',
  access: 'profile',
  rule: 'tefe',
  request: beneficiaryFieldsSchema,
  response: beneficiarySchema,
});

/**
 * Spec 4 and 7: PUT /tefe/beneficiarios/{id} with State and User (delete, block) or an empty State
 * with the full beneficiary (update, which the compliance review sees again).
 */
export const changeState = defineEndpoint({
  method: 'PUT',
  path: '/tefe/beneficiarios/{id}',
  access: 'profile',
  rule: 'tefe',
  request: z.union([
    z.strictObject({
      State: z.enum([STATE_DELETE, STATE_BLOCK]),
      User: z.literal(STATE_CHANGE_USER),
    }),
    z.strictObject({
      State: z.literal(''),
      User: z.literal(STATE_CHANGE_USER),
      Beneficiary: beneficiaryFieldsSchema,
    }),
  ]),
  response: beneficiarySchema,
});
export type ChangeStateRequest = z.output<typeof changeState.request>;

/** Spec 7: a bank abroad found by its SWIFT code (404 when unknown). */
export const internationalBank = defineEndpoint({
  method: 'GET',
  path: '/tefe/bancosInternacionales/{code}',
  access: 'profile',
  rule: 'tefe',
  response: z.object({
    BankName: z.string().max(BENEFICIARY_LIMITS.bankName),
    SwiftCode: z.string().regex(SWIFT_PATTERN),
    Country: isoCountrySchema,
    City: z.string().max(BENEFICIARY_LIMITS.city),
    Address: z.string().max(BENEFICIARY_LIMITS.address),
  }),
});
export type InternationalBank = ResponseOf<typeof internationalBank>;

/** Spec 7: the countries a beneficiary can be from. */
export const countries = defineEndpoint({
  method: 'GET',
  path: '/tefe/paises',
  access: 'profile',
  rule: 'tefe',
  response: z.object({
    paises: z
      .array(
        z.object({
          id: z.number().int().positive(),
          nombre: z.string().max(60),
          iso: isoCountrySchema,
          /** Its banks are also found by ABA routing number. */
          usaAba: z.boolean(),
        }),
      )
      .max(300),
  }),
});
export type CountriesResponse = ResponseOf<typeof countries>;

/** Spec 7: the currencies a beneficiary can receive. */
export const currencies = defineEndpoint({
  method: 'GET',
  path: '/tefe/tiposMonedas',
  access: 'profile',
  rule: 'tefe',
  response: z.object({
    monedas: z
      .array(
        z.object({
          id: z.number().int().positive(),
          codigo: z.string().regex(/^[A-Z]{3}$/),
          nombre: z.string().max(60),
        }),
      )
      .max(20),
  }),
});
export type CurrenciesResponse = ResponseOf<typeof currencies>;
