import type { orderSigning } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import type { IsoDate } from '../market/iso-date.ts';
import type { Currency } from '../market/money.ts';

type Family = orderSigning.OrderFamily;
type DocumentType = orderSigning.DocumentType;

/** An order given at the desk, as stored: what the client signs never changes. */
export interface SigningOrderRow {
  id: string;
  family: Family;
  folio: string;
  ownerRut: string;
  ownerName: string;
  orderedOn: IsoDate;
  expiresOn: IsoDate;
  instrument: string;
  description: string;
  currency: Currency;
  /** Minor units. */
  amount: bigint;
  documentType: DocumentType;
  matchesProfile: boolean;
  terms: OrderTerms;
}

/** The family's own terms, printed on its document. */
export interface OrderTerms {
  /** Rows of the document's terms table: label and value, already in es-CL. */
  rows?: readonly (readonly [string, string])[];
  /** Spec 3's MLT item. */
  mlt?: { folioRescate: string; fondoOrigen: string; observacionesMandato: string };
  /** An early settlement: the forward it settles and the settlement's terms. */
  earlySettlement?: {
    folioOriginal: string;
    rows: readonly (readonly [string, string])[];
    /** The forward it settles, as its contract printed it. */
    original: { description: string; rows: readonly (readonly [string, string])[] };
  };
}

export interface SignatureRow {
  orderId: string;
  documentType: DocumentType;
  signerRut: string;
  signerName: string;
  profileCode: string;
  profileName: string;
  method: 'cronto' | 'sms' | 'email';
  signedAt: number;
  pdfSha256: string;
  authorizationId: string;
}

export interface OrderWithState extends SigningOrderRow {
  signature: SignatureRow | null;
  comments: number;
}

const ORDER_COLUMNS = `o.id::text AS id, o.family, o.folio, o.owner_rut, o.owner_name,
  o.ordered_on::text AS ordered_on, o.expires_on::text AS expires_on, o.instrument, o.description,
  o.currency, o.amount::text AS amount, o.document_type, o.matches_profile, o.terms,
  s.document_type AS s_document_type, s.signer_rut, s.signer_name, s.profile_code, s.profile_name,
  s.method, s.signed_at::text AS signed_at, s.pdf_sha256, s.authorization_id::text AS authorization_id,
  (SELECT count(*)::int FROM order_comments k WHERE k.order_id = o.id) AS comments`;

interface Row {
  id: string;
  family: Family;
  folio: string;
  owner_rut: string;
  owner_name: string;
  ordered_on: string;
  expires_on: string;
  instrument: string;
  description: string;
  currency: Currency;
  amount: string;
  document_type: DocumentType;
  matches_profile: boolean;
  terms: OrderTerms;
  s_document_type: DocumentType | null;
  signer_rut: string | null;
  signer_name: string | null;
  profile_code: string | null;
  profile_name: string | null;
  method: SignatureRow['method'] | null;
  signed_at: string | null;
  pdf_sha256: string | null;
  authorization_id: string | null;
  comments: number;
}

const toOrder = (row: Row): OrderWithState => ({
  id: row.id,
  family: row.family,
  folio: row.folio,
  ownerRut: row.owner_rut,
  ownerName: row.owner_name,
  orderedOn: row.ordered_on,
  expiresOn: row.expires_on,
  instrument: row.instrument,
  description: row.description,
  currency: row.currency,
  amount: BigInt(row.amount),
  documentType: row.document_type,
  matchesProfile: row.matches_profile,
  terms: row.terms,
  comments: row.comments,
  signature:
    row.signed_at === null
      ? null
      : {
          orderId: row.id,
          documentType: row.s_document_type ?? row.document_type,
          signerRut: row.signer_rut ?? '',
          signerName: row.signer_name ?? '',
          profileCode: row.profile_code ?? '',
          profileName: row.profile_name ?? '',
          method: row.method ?? 'cronto',
          signedAt: Number(row.signed_at),
          pdfSha256: row.pdf_sha256 ?? '',
          authorizationId: row.authorization_id ?? '',
        },
});

const FROM = `FROM signing_orders o LEFT JOIN order_signatures s ON s.order_id = o.id`;

/** Every order of an owner in a family, newest first. */
export async function ordersOf(
  db: Queryable,
  ownerRut: string,
  family: Family,
): Promise<OrderWithState[]> {
  const rows = await db.query<Row>(
    `SELECT ${ORDER_COLUMNS} ${FROM} WHERE o.owner_rut = $1 AND o.family = $2
     ORDER BY o.ordered_on DESC, o.folio DESC`,
    [ownerRut, family],
  );
  return rows.map(toOrder);
}

/** One order of the owner; another owner's is not found (no one learns it exists). */
export async function findOrder(
  db: Queryable,
  ownerRut: string,
  family: Family,
  folio: string,
): Promise<OrderWithState | undefined> {
  const [row] = await db.query<Row>(
    `SELECT ${ORDER_COLUMNS} ${FROM} WHERE o.owner_rut = $1 AND o.family = $2 AND o.folio = $3`,
    [ownerRut, family, folio],
  );
  return row ? toOrder(row) : undefined;
}

/** The orders a signing act signed (its retry answers them again). */
export async function signedBy(
  db: Queryable,
  ownerRut: string,
  authorizationId: string,
): Promise<OrderWithState[]> {
  const rows = await db.query<Row>(
    `SELECT ${ORDER_COLUMNS} ${FROM} WHERE o.owner_rut = $1 AND s.authorization_id = $2`,
    [ownerRut, authorizationId],
  );
  return rows.map(toOrder);
}

/** The list an order is in on `today`: signed, expired (its last day passed) or to sign. */
export function listOfOrder(order: OrderWithState, today: IsoDate): orderSigning.SigningList {
  if (order.signature) return 'signed';
  return order.expiresOn < today ? 'expired' : 'toSign';
}

/** Orders to sign of an owner, per family, and how many have today as their last day. */
export async function pendingCounts(db: Queryable, ownerRut: string, today: IsoDate) {
  const rows = await db.query<{ family: Family; total: number; today: number }>(
    `SELECT o.family, count(*)::int AS total, count(*) FILTER (WHERE o.expires_on = $2)::int AS today
     ${FROM} WHERE o.owner_rut = $1 AND s.order_id IS NULL AND o.expires_on >= $2
     GROUP BY o.family`,
    [ownerRut, today],
  );
  return rows;
}
