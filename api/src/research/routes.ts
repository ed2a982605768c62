// Research (spec 2 area `research`, spec 7 "research and research PDF"): the reports published,
// one's PDF, and up to 10 in a zip.
import { documentDownloads, research as contract } from '@inversiones/contract';
import { Hono } from 'hono';
import { marketDate, santiagoInstant } from '../market/clock.ts';
import { accessGuards } from '../platform/access.ts';
import { bulkDownloadRoute } from '../platform/bulk-download.ts';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { pdfAttachment } from '../platform/pdf-attachment.ts';
import { publishedReports, type ResearchReport } from './research.ts';
import { researchPdf } from './research-pdf.ts';

export function researchRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const published = () => publishedReports(marketDate(deps.now()));

  /** The published reports the keys name, in order; an unknown key is refused. */
  function find(keys: readonly string[]): ResearchReport[] {
    const reports = published();
    return keys.map((key) => {
      const report = reports.find((r) => r.key === key);
      if (!report) throw new ApiError(404, documentDownloads.downloadMessages.unknownKey(key));
      return report;
    });
  }

  implement(contract.researchReports, () => ({
    reports: published().map(({ key, title, summary, publishedOn }) => ({
      key,
      title,
      summary,
      publishedOn,
    })),
  }));

  const pdf = nonContractRoutes.researchPdf;
  app.on(pdf.method, [pdf.path], ...accessGuards(deps).profile, async (c) => {
    const [report] = find([c.req.param('clave')]);
    if (!report) throw new ApiError(404, documentDownloads.downloadMessages.generic);
    return pdfAttachment(c, await researchPdf(report), contract.researchFileName(report.key));
  });

  bulkDownloadRoute(app, deps, {
    route: nonContractRoutes.researchZip,
    kind: 'research',
    entries: async (_c, keys) =>
      find(keys).map((report) => ({
        fileName: contract.researchFileName(report.key),
        modifiedAt: new Date(santiagoInstant(report.publishedOn, '08:00')),
        make: () => researchPdf(report),
      })),
  });
  return app;
}
