// Patents and tax annexes (spec 2 tabs `Patentes`, `Anexos Tributarios`; spec 7 "patents and
// annexes (list, download, zip POST)"), of the profile the session acts as.
import { documentDownloads, taxAnnexes as contract } from '@inversiones/contract';
import { Hono, type Context } from 'hono';
import { marketDate, santiagoInstant } from '../market/clock.ts';
import { accessGuards } from '../platform/access.ts';
import { bulkDownloadRoute } from '../platform/bulk-download.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { pdfAttachment } from '../platform/pdf-attachment.ts';
import { reportPdf } from '../reports/report-pdf.ts';
import { buildStatement } from '../statements/statement.ts';
import { annexDocuments, typeOfKey } from './annexes.ts';

export interface AnnexOptions {
  historicYears: number;
}

export function taxAnnexRoutes(deps: Deps, { historicYears }: AnnexOptions) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;
  const listOf = (c: Context<AppEnv>, type: contract.AnnexType) =>
    annexDocuments(db, activeRut(c), type, marketDate(deps.now()), historicYears);

  /** The profile's documents the keys name, in order; an unknown key is refused. */
  async function find(c: Context<AppEnv>, keys: readonly string[]) {
    const found: contract.AnnexDocument[] = [];
    for (const key of keys) {
      const type = typeOfKey(key);
      const document = type ? (await listOf(c, type)).find((d) => d.key === key) : undefined;
      if (!document) throw new ApiError(404, documentDownloads.downloadMessages.unknownKey(key));
      found.push(document);
    }
    return found;
  }

  /** A patent certificate is the balances at 31 December; an annex, the year's movements. */
  async function pdfOf(c: Context<AppEnv>, document: contract.AnnexDocument) {
    const from = `${document.year}-01-01`;
    const to = `${document.year}-12-31`;
    const statement = await buildStatement(db, activeRut(c), 'consolidada', from, to, deps.now());
    const active = c.get('account').active;
    return reportPdf(
      {
        type: document.type === 'patente' ? 'saldos' : 'movimientos',
        from,
        to,
        statements: [statement],
        title: document.title,
      },
      { name: active.nombre, rut: active.Rut },
    );
  }

  implement(contract.annexDocuments, async (c, { request }) => ({
    documents: await listOf(c, request.tipo),
  }));

  const pdf = nonContractRoutes.annexPdf;
  app.on(pdf.method, [pdf.path], ...accessGuards(deps).profile, async (c) => {
    const [document] = await find(c, [c.req.param('clave')]);
    if (!document) throw new ApiError(404, documentDownloads.downloadMessages.generic);
    return pdfAttachment(c, await pdfOf(c, document), contract.annexFileName(document));
  });

  bulkDownloadRoute(app, deps, {
    route: nonContractRoutes.annexZip,
    kind: 'patentes-anexos',
    entries: async (c, keys) =>
      (await find(c, keys)).map((document) => ({
        fileName: contract.annexFileName(document),
        modifiedAt: new Date(santiagoInstant(document.issuedOn, '09:00')),
        make: () => pdfOf(c, document),
      })),
  });
  return app;
}
