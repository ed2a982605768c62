// Tax certificates (spec 7): the years, one year's certificates, all of them, and a certificate's
// PDF (forms 1894 and 1899 name the certificate's number and type), always of the profile the
// session acts as.
import { taxCertificates as contract } from '@inversiones/contract';
import { Hono, type Context } from 'hono';
import { wireClp } from '../funds/wire-money.ts';
import { marketDate } from '../market/clock.ts';
import { accessGuards } from '../platform/access.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError, validate } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { pdfAttachment } from '../platform/pdf-attachment.ts';
import { certificatePdf, type CertificateContent } from './certificate-pdf.ts';
import { issuedCertificates, type CertificateIssue } from './certificates.ts';
import { fundTaxYear, pensionTaxYear } from './tax-figures.ts';

export interface TaxCertificateOptions {
  /** How many tax years back certificates can be downloaded (the historic limit). */
  historicYears: number;
}

function toWire(content: CertificateContent): contract.TaxCertificate {
  const { issue } = content;
  const figures: contract.TaxFigures =
    content.form === '1894'
      ? {
          form: '1894',
          redeemed: wireClp(content.figures.redeemedClp),
          adjustedCost: wireClp(content.figures.adjustedCostClp),
          gain: wireClp(content.figures.gainClp),
          dividends: wireClp(content.figures.dividendsClp),
        }
      : {
          form: '1899',
          contributionsA: wireClp(content.figures.contributionsAClp),
          contributionsB: wireClp(content.figures.contributionsBClp),
          withdrawals: wireClp(content.figures.withdrawalsClp),
        };
  return {
    taxYear: issue.taxYear,
    commercialYear: issue.commercialYear,
    form: issue.form,
    name: contract.taxFormNames[issue.form],
    certificateNumber: issue.certificateNumber,
    type: issue.type,
    issuedOn: issue.issuedOn,
    figures,
  };
}

export function taxCertificateRoutes(deps: Deps, { historicYears }: TaxCertificateOptions) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;
  const issuedTo = (c: Context<AppEnv>) =>
    issuedCertificates(db, activeRut(c), marketDate(deps.now()), historicYears);

  /** A certificate with what it certifies, computed from the ledger. */
  async function contentOf(ownerRut: string, issue: CertificateIssue): Promise<CertificateContent> {
    return issue.form === '1894'
      ? { form: '1894', issue, figures: await fundTaxYear(db, ownerRut, issue.commercialYear) }
      : { form: '1899', issue, figures: await pensionTaxYear(db, ownerRut, issue.commercialYear) };
  }
  const wireAll = async (c: Context<AppEnv>, issues: readonly CertificateIssue[]) =>
    Promise.all(issues.map(async (issue) => toWire(await contentOf(activeRut(c), issue))));

  implement(contract.taxYears, async (c) => {
    const years = new Map<number, number>();
    for (const issue of await issuedTo(c)) years.set(issue.taxYear, issue.commercialYear);
    return { years: [...years].map(([taxYear, commercialYear]) => ({ taxYear, commercialYear })) };
  });

  // Before `{anio}`: 'todos' is a word, not a year.
  implement(contract.allTaxCertificates, async (c) => ({
    certificates: await wireAll(c, await issuedTo(c)),
  }));

  implement(contract.taxCertificatesOfYear, async (c, { params }) => {
    const taxYear = Number(validate(contract.taxYearParamSchema, String(params.anio)));
    const issues = (await issuedTo(c)).filter((issue) => issue.taxYear === taxYear);
    return { taxYear, commercialYear: taxYear - 1, certificates: await wireAll(c, issues) };
  });

  // The PDF: a file outside the contract; the number and type must be the issued certificate's.
  const pdf = nonContractRoutes.taxCertificatePdf;
  app.on(pdf.method, [pdf.path], ...accessGuards(deps).profile, async (c) => {
    const query = validate(contract.certificatePdfQuerySchema, c.req.query());
    const taxYear = Number(c.req.param('anio'));
    const form = c.req.param('formulario');
    const issue = (await issuedTo(c)).find(
      (i) =>
        i.taxYear === taxYear &&
        i.form === form &&
        i.certificateNumber === query.numeroCertificado &&
        i.type === query.tipo,
    );
    if (!issue) throw new ApiError(404, contract.taxCertificateMessages.notFound);
    const content = await contentOf(activeRut(c), issue);
    const active = c.get('account').active;
    const bytes = await certificatePdf(content, { name: active.nombre, rut: active.Rut });
    return pdfAttachment(c, bytes, contract.certificateFileName(issue));
  });

  return app;
}
