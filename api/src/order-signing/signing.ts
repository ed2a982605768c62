import { orderSigning } from '@inversiones/contract';
import type { Database, Queryable } from '../db/database.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { sha256 } from '../pdf/signature-page.ts';
import { signedDocumentPdf } from './order-pdf.ts';
import { findOrder, listOfOrder, type OrderWithState } from './orders.ts';

const m = orderSigning.signingMessages;

export interface Signer {
  rut: string;
  name: string;
  profileCode: string;
  profileName: string;
  sessionId: string;
}

export interface SignBatch {
  ownerRut: string;
  family: orderSigning.OrderFamily;
  firmas: readonly { folio: string; documentType: orderSigning.DocumentType }[];
  aceptaPerfil: boolean;
  method: 'cronto' | 'sms' | 'email';
  authorizationId: string;
  signer: Signer;
  now: number;
  today: IsoDate;
}

export interface Refused {
  folio: string;
  documentType: string;
  motivo: string;
}

export interface SignOutcome {
  signed: OrderWithState[];
  refused: Refused[];
}

/** Why an order of the batch cannot be signed now; null when it can. */
export function refusalOf(
  order: OrderWithState | undefined,
  request: { folio: string; documentType: string },
  today: IsoDate,
  aceptaPerfil: boolean,
): string | null {
  if (!order) return m.notFound(request.folio);
  if (order.documentType !== request.documentType) return m.wrongDocument(request.folio);
  const list = listOfOrder(order, today);
  if (list === 'signed') return m.alreadySigned(request.folio);
  if (list === 'expired') return m.expired(request.folio);
  if (!order.matchesProfile && !aceptaPerfil) return m.profileMismatch(request.folio);
  return null;
}

/** Each order's state checked again under the owner's signing lock, then its signature. */
async function signOne(
  tx: Queryable,
  batch: SignBatch,
  request: SignBatch['firmas'][number],
  hash: string,
): Promise<OrderWithState | Refused> {
  const order = await findOrder(tx, batch.ownerRut, batch.family, request.folio);
  const refusal = refusalOf(order, request, batch.today, batch.aceptaPerfil);
  if (refusal || !order) return { ...request, motivo: refusal ?? m.notFound(request.folio) };
  const inserted = await tx.query(
    `INSERT INTO order_signatures (order_id, document_type, signer_rut, signer_name, profile_code,
       profile_name, method, signed_at, pdf_sha256, authorization_id, session_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
    [
      order.id,
      order.documentType,
      batch.signer.rut,
      batch.signer.name,
      batch.signer.profileCode,
      batch.signer.profileName,
      batch.method,
      batch.now,
      hash,
      batch.authorizationId,
      batch.signer.sessionId,
    ],
  );
  if (!inserted.length) return { ...request, motivo: m.alreadySigned(request.folio) };
  return (await findOrder(tx, batch.ownerRut, batch.family, request.folio)) ?? order;
}

/**
 * Signs the batch's orders that can be signed, each with the SHA-256 of its document; the others
 * come back refused with why, and record nothing. A folio twice in the batch is refused once.
 */
export async function signOrders(db: Database, batch: SignBatch): Promise<SignOutcome> {
  const refused: Refused[] = [];
  const seen = new Set<string>();
  const candidates: { request: SignBatch['firmas'][number]; hash: string }[] = [];
  for (const request of batch.firmas) {
    if (seen.has(request.folio)) {
      refused.push({ ...request, motivo: m.repeated(request.folio) });
      continue;
    }
    seen.add(request.folio);
    const order = await findOrder(db, batch.ownerRut, batch.family, request.folio);
    const refusal = refusalOf(order, request, batch.today, batch.aceptaPerfil);
    if (refusal || !order) {
      refused.push({ ...request, motivo: refusal ?? m.notFound(request.folio) });
      continue;
    }
    // The document is rendered outside the transaction: the order it comes from never changes.
    candidates.push({ request, hash: sha256(await signedDocumentPdf(order)) });
  }
  const signed: OrderWithState[] = [];
  if (candidates.length) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `signing:${batch.ownerRut}`,
      ]);
      for (const { request, hash } of candidates) {
        const result = await signOne(tx, batch, request, hash);
        if ('motivo' in result) refused.push(result);
        else signed.push(result);
      }
    });
  }
  return { signed, refused };
}
