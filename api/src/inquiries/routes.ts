import { inquiries as contract } from '@inversiones/contract';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { standardLimits, type RequestLimits } from '../platform/limits.ts';
import { attachmentBytes } from './attachment.ts';
import { earlierInquiry, fileInquiry, inquiriesSince, listInquiries } from './inquiries.ts';

export const inquiryMessages = {
  badAttachment:
    'El archivo adjunto no es válido: adjunte un PDF de hasta 1,1 MB o una imagen PNG o JPG.',
  tooMany: `Ha enviado ${contract.INQUIRIES_PER_DAY} consultas en las últimas 24 horas. Para algo urgente, comuníquese con su ejecutivo.`,
  repeatedRequest:
    'Esta solicitud ya fue enviada con otro contenido. Recargue la página y envíela nuevamente.',
};

/** One attachment of up to 1.1 MB as base64 (~1.5 million characters) and a short form. */
const inquiryLimits: RequestLimits = {
  ...standardLimits,
  bodyBytes: 2 * 1024 * 1024,
  stringLength: 1_600_000,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Consultas y sugerencias: the logged-in client's own inquiries (never a profile's). */
export function inquiryRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const clientIdOf = (c: { get(key: 'account'): { client: { id: number } } }) =>
    c.get('account').client.id;

  implement(contract.listInquiries, async (c) => ({
    inquiries: await listInquiries(deps.db, clientIdOf(c)),
  }));

  implement(
    contract.createInquiry,
    async (c, { request }) => {
      const clientId = clientIdOf(c);
      const now = deps.now();
      let attachment = null;
      if (request.attachment) {
        const bytes = attachmentBytes(request.attachment, contract.INQUIRY_ATTACHMENT_MAX_BYTES);
        if (!bytes) throw new ApiError(400, inquiryMessages.badAttachment, ['attachment']);
        attachment = {
          name: request.attachment.name,
          mediaType: request.attachment.mediaType,
          bytes,
        };
      }
      // A repeat of a filed request answers its folio, even past the daily limit.
      let result = await earlierInquiry(deps.db, clientId, request);
      if (!result) {
        const recent = await inquiriesSince(deps.db, clientId, now - DAY_MS);
        if (recent >= contract.INQUIRIES_PER_DAY) throw new ApiError(429, inquiryMessages.tooMany);
        result = await fileInquiry(deps.db, clientId, request, attachment, now);
      }
      if (result.kind === 'conflict') throw new ApiError(409, inquiryMessages.repeatedRequest);
      return { inquiry: result.inquiry };
    },
    { limits: inquiryLimits },
  );
  return app;
}
