// Documents to sign (spec 4 and 7 "Documents"): the active profile's list with its states, the
// signature with the security pass, the rejection with a reason, the `?check=` status, and the
// PDF. A company's document needs its attorneys' powers (the SPF rule) before it counts as signed.
import {
  allows,
  documentSigning as contract,
  orderSigning,
  type company,
} from '@inversiones/contract';
import { Hono, type Context } from 'hono';
import { listAttorneys } from '../company/company-queries.ts';
import { roleFacts, accessGuards } from '../platform/access.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { pdfAttachment } from '../platform/pdf-attachment.ts';
import { sha256 } from '../pdf/signature-page.ts';
import { proveSignatureCode, signatureCounters } from '../security-pass/signature-code.ts';
import type { Database } from '../db/database.ts';
import { documentPdf, documentPdfWithSignatures } from './document-pdf.ts';
import {
  attorneysFor,
  documentsOf,
  findDocument,
  missingSignatures,
  stateOf,
  type DocumentWithRecords,
} from './documents.ts';

const m = contract.documentSigningMessages;
type Attorneys = ReturnType<typeof attorneysFor>;

/** What the session may do with the active profile's documents. */
interface Viewer {
  ownerRut: string;
  userRut: string;
  /** The spec 6 rule to sign (a company's supervisor reads without signing). */
  maySign: boolean;
  attorneys: (power: company.ContractType) => Promise<Attorneys>;
}

function viewerOf(c: Context<AppEnv>, db: Database): Viewer {
  const ownerRut = activeRut(c);
  let all: Promise<company.Attorney[]> | undefined;
  return {
    ownerRut,
    userRut: c.get('account').client.rut,
    maySign: allows('signContracts', roleFacts(c)),
    attorneys: async (power) => attorneysFor(await (all ??= listAttorneys(db, ownerRut)), power),
  };
}

async function describe(document: DocumentWithRecords, viewer: Viewer) {
  const attorneys = document.companyPower ? await viewer.attorneys(document.companyPower) : [];
  const state = stateOf(document, attorneys);
  const signedBy = new Set(document.signatures.map((s) => s.signerRut));
  const entitled = document.companyPower
    ? attorneys.some((a) => a.rut === viewer.userRut)
    : viewer.userRut === document.ownerRut;
  const mayAct = viewer.maySign && entitled && contract.WAITING_STATES.includes(state);
  return {
    state,
    attorneys,
    entitled,
    canSign: mayAct && !signedBy.has(viewer.userRut),
    canReject: mayAct,
  };
}

async function toWire(
  document: DocumentWithRecords,
  viewer: Viewer,
): Promise<contract.SignDocument> {
  const { state, attorneys, canSign, canReject } = await describe(document, viewer);
  const signers = new Set(document.signatures.map((s) => s.signerRut));
  return {
    id: document.id,
    titulo: document.title,
    descripcion: document.description,
    version: document.version,
    emitidoEl: document.issuedOn,
    estado: state,
    puedeFirmar: canSign,
    puedeRechazar: canReject,
    firmas: document.signatures.map((s) => ({
      rut: s.signerRut,
      nombre: s.signerName,
      perfil: s.profileName,
      firmadoEl: new Date(s.signedAt).toISOString(),
      metodo: s.method,
      hash: s.pdfSha256,
    })),
    empresa: document.companyPower
      ? {
          contrato: document.companyPower,
          apoderados: attorneys.map((a) => ({
            ...a,
            firmado: signers.has(a.rut),
            usted: a.rut === viewer.userRut,
          })),
          falta: missingSignatures(document, attorneys),
        }
      : null,
    rechazo: document.rejection
      ? {
          motivo: document.rejection.reason,
          rechazadoEl: new Date(document.rejection.at).toISOString(),
        }
      : null,
    archivo: contract.documentPdfPath(document.id),
  };
}

/** Documents the session's user can sign now for the active profile (the pending count). */
export async function documentsToSign(c: Context<AppEnv>, db: Database): Promise<number> {
  const viewer = viewerOf(c, db);
  let count = 0;
  for (const document of await documentsOf(db, viewer.ownerRut)) {
    if ((await describe(document, viewer)).canSign) count += 1;
  }
  return count;
}

export function documentSigningRoutes(deps: Deps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const counters = signatureCounters();

  const load = async (viewer: Viewer, id: string) => {
    const document = await findDocument(db, viewer.ownerRut, id);
    if (!document) throw new ApiError(404, m.notFound);
    return document;
  };

  /** Sign and reject: a waiting document the user is entitled to act on. */
  const actionable = async (viewer: Viewer, document: DocumentWithRecords) => {
    const described = await describe(document, viewer);
    if (!contract.WAITING_STATES.includes(described.state)) {
      throw new ApiError(409, m.notWaiting(described.state));
    }
    if (!described.entitled) throw new ApiError(403, m.noPower);
    return described;
  };

  const lockDocument = (tx: Parameters<Parameters<Database['transaction']>[0]>[0], id: string) =>
    tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`document:${id}`]);

  implement(contract.list, async (c) => {
    const viewer = viewerOf(c, db);
    const documents = await documentsOf(db, viewer.ownerRut);
    return { documentos: await Promise.all(documents.map((d) => toWire(d, viewer))) };
  });

  implement(contract.status, async (c, { request }) => {
    const facts = roleFacts(c);
    if (request.check === 'empresa' && !facts.activeCompany) throw new ApiError(403, m.companyOnly);
    const viewer = viewerOf(c, db);
    let pendientes = 0;
    let paraUsted = 0;
    const documents = await documentsOf(db, viewer.ownerRut);
    for (const document of documents.filter(
      (d) => (request.check === 'empresa') === Boolean(d.companyPower),
    )) {
      const described = await describe(document, viewer);
      if (contract.WAITING_STATES.includes(described.state)) pendientes += 1;
      if (described.canSign) paraUsted += 1;
    }
    return { check: request.check, pendientes, paraUsted };
  });

  implement(contract.sign, async (c, { params, request }) => {
    const viewer = viewerOf(c, db);
    const document = await load(viewer, params.id);
    // A retry of the same act answers the document as it is now, signing nothing again.
    const [used] = await db.query<{ document_id: string; signer_rut: string }>(
      `SELECT document_id::text AS document_id, signer_rut FROM sign_document_signatures
       WHERE authorization_id = $1`,
      [request.authorizationId],
    );
    if (used) {
      if (used.document_id !== document.id || used.signer_rut !== viewer.userRut) {
        throw new ApiError(409, m.authorizationReused);
      }
      return toWire(document, viewer);
    }
    await actionable(viewer, document);
    if (document.signatures.some((s) => s.signerRut === viewer.userRut)) {
      throw new ApiError(409, m.alreadySigned);
    }
    const proven = await proveSignatureCode(
      c,
      deps,
      counters,
      request,
      orderSigning.signingMessages.noMethod,
    );
    if (proven instanceof Response) return proven;

    const { client, active } = c.get('account');
    const hash = sha256(await documentPdf(document));
    await db.transaction(async (tx) => {
      await lockDocument(tx, document.id);
      // Rejected, or signed by this user, while the code was being checked: nothing recorded.
      const current = await findDocument(tx, viewer.ownerRut, document.id);
      if (!current) throw new ApiError(404, m.notFound);
      await actionable(viewer, current);
      const inserted = await tx.query(
        `INSERT INTO sign_document_signatures (document_id, signer_rut, signer_name, profile_code,
           profile_name, method, signed_at, pdf_sha256, authorization_id, session_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (document_id, signer_rut) DO NOTHING RETURNING document_id`,
        [
          document.id,
          client.rut,
          [client.nombre, client.apellido_paterno, client.apellido_materno].join(' '),
          active.code,
          active.nombre,
          request.metodo,
          now(),
          hash,
          request.authorizationId,
          c.get('session').publicId,
        ],
      );
      if (!inserted.length) throw new ApiError(409, m.alreadySigned);
    });
    return toWire(await load(viewer, document.id), viewer);
  });

  implement(contract.reject, async (c, { params, request }) => {
    const viewer = viewerOf(c, db);
    const document = await load(viewer, params.id);
    if (!viewer.maySign) throw new ApiError(403, m.noPower);
    await db.transaction(async (tx) => {
      await lockDocument(tx, document.id);
      const current = await findDocument(tx, viewer.ownerRut, document.id);
      if (!current) throw new ApiError(404, m.notFound);
      await actionable(viewer, current);
      await tx.query(
        `INSERT INTO sign_document_rejections (document_id, rejected_by, reason, rejected_at)
         VALUES ($1, $2, $3, $4)`,
        [document.id, viewer.userRut, request.motivo, now()],
      );
    });
    return toWire(await load(viewer, document.id), viewer);
  });

  const pdf = nonContractRoutes.signDocumentPdf;
  app.on(pdf.method, [pdf.path], ...accessGuards(deps).profile, async (c) => {
    const document = await load(viewerOf(c, db), c.req.param('id') ?? '');
    const bytes = await documentPdfWithSignatures(document);
    const signed = document.signatures.length > 0;
    return pdfAttachment(
      c,
      bytes,
      `documento-${document.id}-v${document.version}${signed ? '-firmado' : ''}.pdf`,
      { inline: c.req.query('preview') === 'true' },
    );
  });

  return app;
}
