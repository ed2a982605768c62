import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { moneyIn } from './money.ts';
import { fillPath } from './path.ts';
import { isoDateSchema } from './period.ts';

/**
 * Spec 7 "tax certificates": the list, one year, all, the PDF; forms 1899 and 1894 take the
 * certificate number and type. The spec gives neither shapes nor contents: a certificate here is
 * what a careful Chilean fund manager certifies for the client's tax return, from the ledger.
 * Form 1894: redemptions of mutual fund quotas (value, adjusted cost, gain) and dividends.
 * Form 1899: voluntary pension savings (APV) contributions by tax regime and withdrawals.
 */
export const TAX_FORMS = ['1894', '1899'] as const;
export type TaxForm = (typeof TAX_FORMS)[number];
export const taxFormSchema = z.enum(TAX_FORMS);

/** The certificate is the first one issued, or replaces it (rectificatorio). */
export const CERTIFICATE_TYPES = ['original', 'rectificatorio'] as const;
export const certificateTypeSchema = z.enum(CERTIFICATE_TYPES);

export const taxFormNames: Readonly<Record<TaxForm, string>> = {
  '1894': 'Certificado de rescates y dividendos de fondos mutuos',
  '1899': 'Certificado de ahorro previsional voluntario (APV)',
};

export const certificateTypeNames: Readonly<Record<(typeof CERTIFICATE_TYPES)[number], string>> = {
  original: 'Original',
  rectificatorio: 'Rectificatorio',
};

export const taxCertificateMessages = {
  notFound: 'No existe un certificado con ese número para este perfil.',
  noYear: 'No hay certificados tributarios para ese año.',
} as const;

/** A tax year (año tributario): the certificates of year N certify the commercial year N - 1. */
const taxYearSchema = z.number().int().min(2000).max(2100);
/** `anio` in a path: four digits. */
export const taxYearParamSchema = z
  .string()
  .regex(/^20\d{2}$/, { message: 'El año tributario no es válido.' });

const clp = moneyIn('CLP');
const signedClp = moneyIn('CLP', { signed: true });

/** What each form certifies, in pesos (dollar amounts at the dólar observado of their day). */
export const taxFiguresSchema = z.discriminatedUnion('form', [
  z.object({
    form: z.literal('1894'),
    /** Redemptions paid in the year, at their value on the redemption date. */
    redeemed: clp,
    /** Their cost, adjusted by the UF from each contribution to the redemption. */
    adjustedCost: clp,
    /** Redeemed minus adjusted cost: the gain (or loss) to declare. */
    gain: signedClp,
    /** Dividends the funds paid in the year (reinvested in quotas). */
    dividends: clp,
  }),
  z.object({
    form: z.literal('1899'),
    /** Contributions to regime A accounts (the state bonus of 15 %). */
    contributionsA: clp,
    /** Contributions to regime B accounts (deducted from taxable income). */
    contributionsB: clp,
    /** Withdrawals of the year, at their value on the withdrawal date. */
    withdrawals: clp,
  }),
]);
export type TaxFigures = z.infer<typeof taxFiguresSchema>;

export const taxCertificateSchema = z.object({
  taxYear: taxYearSchema,
  commercialYear: taxYearSchema,
  form: taxFormSchema,
  name: z.string().max(120),
  /** The certificate's number, unique per issuer and year. */
  certificateNumber: z.string().regex(/^\d{1,12}$/),
  type: certificateTypeSchema,
  issuedOn: isoDateSchema,
  figures: taxFiguresSchema,
});
export type TaxCertificate = z.infer<typeof taxCertificateSchema>;

/** Spec 7 "list": the tax years with certificates, newest first. */
export const taxYears = defineEndpoint({
  method: 'GET',
  path: '/certificado/tributarios',
  access: 'profile',
  response: z.object({
    years: z.array(z.object({ taxYear: taxYearSchema, commercialYear: taxYearSchema })).max(30),
  }),
});

/** Spec 7 "year": one tax year's certificates. */
export const taxCertificatesOfYear = defineEndpoint({
  method: 'GET',
  path: '/certificado/tributarios/{anio}',
  access: 'profile',
  response: z.object({
    taxYear: taxYearSchema,
    commercialYear: taxYearSchema,
    certificates: z.array(taxCertificateSchema).max(TAX_FORMS.length),
  }),
});
export type TaxCertificatesOfYear = ResponseOf<typeof taxCertificatesOfYear>;

/** Spec 7 "all": every certificate of every year, newest first. */
export const allTaxCertificates = defineEndpoint({
  method: 'GET',
  path: '/certificado/tributarios/todos',
  access: 'profile',
  response: z.object({ certificates: z.array(taxCertificateSchema).max(30 * TAX_FORMS.length) }),
});

/** The PDF's query: forms 1894 and 1899 take the certificate number and type (spec 7). */
export const certificatePdfQuerySchema = z.object({
  numeroCertificado: z.string().regex(/^\d{1,12}$/, { message: 'El número no es válido.' }),
  tipo: certificateTypeSchema,
});

/** A certificate's PDF (a file, served outside the contract). */
export const certificatePdfPath = (certificate: Pick<TaxCertificate, 'taxYear' | 'form'>) =>
  fillPath('/certificado/tributarios/{anio}/{formulario}/certificado.pdf', {
    anio: certificate.taxYear,
    formulario: certificate.form,
  });

/** `certificado-1894-AT2026-000123.pdf`. */
export const certificateFileName = (
  certificate: Pick<TaxCertificate, 'taxYear' | 'form' | 'certificateNumber'>,
) =>
  `certificado-${certificate.form}-AT${certificate.taxYear}-${certificate.certificateNumber}.pdf`;
