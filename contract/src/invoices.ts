import { z } from 'zod';
import { documentKeySchema } from './document-downloads.ts';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { codeSchema } from './ledger-schemas.ts';
import { moneyIn } from './money.ts';
import { fillPath } from './path.ts';
import { isoDateSchema } from './period.ts';

/**
 * Spec 7 "bills (list, PDF, zip POST)": the invoices of the fees the firm charges, for the client's
 * accountant. Shapes and paths beyond the three calls are not shown: chosen here. Management fees
 * (administración) are invoiced monthly per account; brokerage fees (corretaje) monthly from the
 * commissions of the stock trades.
 */
export const INVOICE_TYPES = ['administracion', 'corretaje'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const invoiceTypeNames: Readonly<Record<InvoiceType, string>> = {
  administracion: 'Remuneración de administración',
  corretaje: 'Comisión de corretaje',
};

/** The value added tax on fees (Ley sobre Impuesto a las Ventas y Servicios, art. 14). */
export const VAT_PERCENT = 19;

const clp = moneyIn('CLP');

export const invoiceSchema = z.object({
  /** The key a download names (`FA-10023401-202510`). */
  key: documentKeySchema,
  /** The electronic invoice's folio. */
  folio: z.string().regex(/^\d{1,14}$/),
  type: z.enum(INVOICE_TYPES),
  /** The month the fees were accrued: '2025-10'. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  issuedOn: isoDateSchema,
  accountId: codeSchema,
  net: clp,
  vat: clp,
  total: clp,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `anio` of the invoice list: four digits; absent, the latest year with invoices. */
export const invoiceYearQuerySchema = z.object({
  anio: z
    .string()
    .regex(/^20\d{2}$/, { message: 'El año no es válido.' })
    .optional(),
});

/** Spec 7 "bills (list)": one year's invoices, newest first, and the years there are. */
export const invoiceList = defineEndpoint({
  method: 'GET',
  path: '/bolsa/facturas',
  access: 'profile',
  request: invoiceYearQuerySchema,
  response: z.object({
    year: z.number().int(),
    /** The first and last years with invoices (the year picker's range), null with none. */
    firstYear: z.number().int().nullable(),
    lastYear: z.number().int().nullable(),
    invoices: z.array(invoiceSchema).max(1000),
  }),
});
export type InvoiceList = ResponseOf<typeof invoiceList>;

/** One invoice's PDF (a file, served outside the contract). */
export const invoicePdfPath = (key: string) =>
  fillPath('/bolsa/facturas/{clave}/factura.pdf', { clave: key });

/** The bulk download: POST `{ claves }` (1 to 10), answers a zip (served outside the contract). */
export const INVOICE_ZIP_PATH = '/bolsa/facturas/zip';

/** `factura-251010023401.pdf`. */
export const invoiceFileName = (invoice: Pick<Invoice, 'folio'>) => `factura-${invoice.folio}.pdf`;
