// Invoices (spec 7 "bills"): one year's list, an invoice's PDF, and several in one zip (at most
// 10, each key one of the profile's invoices), always of the profile the session acts as.
import { documentDownloads, invoices as contract } from '@inversiones/contract';
import { Hono, type Context } from 'hono';
import { wireClp } from '../funds/wire-money.ts';
import { marketDate, santiagoInstant } from '../market/clock.ts';
import { accessGuards } from '../platform/access.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { bulkDownloadRoute } from '../platform/bulk-download.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { pdfAttachment } from '../platform/pdf-attachment.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoicesOf, invoiceYears, yearOfKey, type InvoiceRecord } from './invoices.ts';

export interface InvoiceOptions {
  /** How many years back invoices can be listed (the historic limit). */
  historicYears: number;
}

const toWire = (invoice: InvoiceRecord): contract.Invoice => ({
  key: invoice.key,
  folio: invoice.folio,
  type: invoice.type,
  month: invoice.month,
  issuedOn: invoice.issuedOn,
  accountId: invoice.accountNumber,
  net: wireClp(invoice.netClp),
  vat: wireClp(invoice.vatClp),
  total: wireClp(invoice.totalClp),
});

export function invoiceRoutes(deps: Deps, { historicYears }: InvoiceOptions) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;
  const today = () => marketDate(deps.now());

  /** The profile's invoices the keys name, in the keys' order; an unknown key is refused. */
  async function findInvoices(c: Context<AppEnv>, keys: readonly string[]) {
    const owner = activeRut(c);
    const years = await invoiceYears(db, owner, today(), historicYears);
    const byYear = new Map<number, InvoiceRecord[]>();
    const found: InvoiceRecord[] = [];
    for (const key of keys) {
      const year = yearOfKey(key);
      const inRange =
        year !== null &&
        years.firstYear !== null &&
        year >= years.firstYear &&
        year <= (years.lastYear ?? 0);
      if (inRange && !byYear.has(year))
        byYear.set(year, await invoicesOf(db, owner, year, today()));
      const invoice = inRange ? byYear.get(year)?.find((i) => i.key === key) : undefined;
      if (!invoice) throw new ApiError(404, documentDownloads.downloadMessages.unknownKey(key));
      found.push(invoice);
    }
    return found;
  }

  const ownerOf = (c: Context<AppEnv>) => {
    const active = c.get('account').active;
    return { name: active.nombre, rut: active.Rut };
  };

  implement(contract.invoiceList, async (c, { request }) => {
    const years = await invoiceYears(db, activeRut(c), today(), historicYears);
    const year = request.anio
      ? Number(request.anio)
      : (years.lastYear ?? Number(today().slice(0, 4)));
    const inRange =
      years.firstYear !== null && year >= years.firstYear && year <= (years.lastYear ?? 0);
    const invoices = inRange ? await invoicesOf(db, activeRut(c), year, today()) : [];
    return { year, ...years, invoices: invoices.map(toWire) };
  });

  const pdf = nonContractRoutes.invoicePdf;
  app.on(pdf.method, [pdf.path], ...accessGuards(deps).profile, async (c) => {
    const [invoice] = await findInvoices(c, [c.req.param('clave')]);
    if (!invoice) throw new ApiError(404, documentDownloads.downloadMessages.invoiceError);
    return pdfAttachment(
      c,
      await invoicePdf(invoice, ownerOf(c)),
      contract.invoiceFileName(invoice),
    );
  });

  // The zip: every key checked before the first byte is sent, then each PDF made in turn.
  bulkDownloadRoute(app, deps, {
    route: nonContractRoutes.invoiceZip,
    kind: 'facturas',
    entries: async (c, keys) => {
      const owner = ownerOf(c);
      return (await findInvoices(c, keys)).map((invoice) => ({
        fileName: contract.invoiceFileName(invoice),
        modifiedAt: new Date(santiagoInstant(invoice.issuedOn, '09:00')),
        make: () => invoicePdf(invoice, owner),
      }));
    },
  });

  return app;
}
