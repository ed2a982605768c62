import { wizard } from '@inversiones/contract';
import { Hono, type Context } from 'hono';
import { messages } from '../messages.ts';
import { accessGuards } from '../platform/access.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { catalogueDocument } from '../pdf/catalogue.ts';
import { displayDate, documentGroups } from '../pdf/document-status.ts';
import { documentPdf } from '../pdf/document-pdf.ts';
import { signedRecords } from '../pdf/signatures.ts';
import { formatRut } from '@inversiones/es-cl';
import { pdfAttachment } from '../platform/pdf-attachment.ts';

type Ctx = Context<AppEnv>;

/** Contract PDFs and the sign-documents status (personal and company). */
export function documentRoutes(deps: Deps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);

  const status = async (c: Ctx, rut: string) => {
    const check = c.req.query('check')?.trim() || null;
    const documentos = await documentGroups(db, rut, check);
    if (!documentos) throw new ApiError(404, messages.contractNotFound);
    return { check, documentos };
  };

  // Spec 7: sign-documents status with ?check={v} (a contract id: its documents, signed or not).
  implement(wizard.getSignedDocuments, (c) => status(c, activeRut(c)));
  implement(wizard.getCompanySignedDocuments, (c) => status(c, activeRut(c)));

  // The document's PDF for the active client: signed ones carry their signature date.
  const pdf = nonContractRoutes.documentPdf;
  app.on(pdf.method, [pdf.path], ...accessGuards(deps).profile, async (c) => {
    const key = (c.req.param('file') ?? '').replace(/\.pdf$/, '');
    const doc = catalogueDocument(key);
    if (!doc) throw new ApiError(404, messages.documentNotFound);
    const { active } = c.get('account');
    const record = (await signedRecords(db, active.Rut)).find((r) => r.key === key);
    // Unsigned: the issue date is today's, at midnight UTC so the bytes do not change all day.
    const at = record?.signedAt ?? Math.floor(now() / 86_400_000) * 86_400_000;
    const bytes = await documentPdf({
      title: doc.nombre,
      clientName: active.nombre,
      clientRut: formatRut(active.Rut),
      paragraphs: doc.texto,
      date: displayDate(at),
      signed: Boolean(record),
      at: new Date(at),
    });
    const fileName = `${key.toLowerCase().replace(/_/g, '-')}.pdf`;
    return pdfAttachment(c, bytes, fileName);
  });

  return app;
}
