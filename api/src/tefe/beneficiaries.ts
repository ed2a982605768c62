// The client's beneficiaries in tefe_beneficiaries: list, register, edit, block and delete, with
// the simulated compliance review applied on read once its due time has passed.
import { tefeBeneficiaries as contract } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../platform/http.ts';
import { findCountry, findCurrency } from './catalogues.ts';
import { REVIEW_SECONDS, reviewOutcome } from './compliance.ts';
import { tefeMessages as m } from './messages.ts';

const S = contract.BENEFICIARY_STATUS;

export interface BeneficiaryRow {
  id: string;
  type: 1 | 2;
  dni: string;
  name: string;
  father_last_name: string;
  mother_last_name: string;
  email: string;
  address: string;
  origin_country_id: number;
  alias: string;
  phone_code: string;
  phone: string;
  currency_id: number;
  contact_phone_code: string;
  contact_phone: string;
  contact_email: string;
  bank: contract.BeneficiaryBank;
  intermediary_bank: contract.BeneficiaryBank | null;
  status_id: contract.BeneficiaryStatusId;
  created_at: string;
}

const COLUMNS = `id::text, type, dni, name, father_last_name, mother_last_name, email, address,
  origin_country_id, alias, phone_code::text, phone::text, currency_id, contact_phone_code::text,
  contact_phone::text, contact_email, bank, intermediary_bank, status_id, created_at::text`;

export const toWireBeneficiary = (row: BeneficiaryRow): contract.Beneficiary => ({
  Id: Number(row.id),
  Type: row.type,
  DNI: row.dni,
  Name: row.name,
  FatherLastName: row.father_last_name,
  MotherLastName: row.mother_last_name,
  Email: row.email,
  Address: row.address,
  OriginCountryId: row.origin_country_id,
  OriginCountry: findCountry(row.origin_country_id)?.nombre ?? '',
  StatusId: row.status_id,
  Alias: row.alias,
  PhoneCode: Number(row.phone_code),
  Phone: Number(row.phone),
  CurrencyId: row.currency_id,
  ContactPhoneCode: Number(row.contact_phone_code),
  ContactPhone: Number(row.contact_phone),
  ContactEmail: row.contact_email,
  Bank: row.bank,
  IntermediaryBank: row.intermediary_bank,
  CreatedAt: new Date(Number(row.created_at)).toISOString(),
});

/** The reviews whose outcome is due by `now` take effect (idempotent: a pending row changes once). */
export async function applyDueReviews(db: Queryable, ownerRut: string, now: number) {
  await db.query(
    `UPDATE tefe_beneficiaries SET status_id = review_status, review_status = NULL,
       review_due_at = NULL, updated_at = review_due_at
     WHERE owner_rut = $1 AND status_id = ${S.pendingApproval} AND review_due_at <= $2::bigint`,
    [ownerRut, String(now)],
  );
}

export interface ListQuery {
  status: contract.BeneficiaryStatusId | null;
  page: number;
  pageSize: number;
  name: string;
}

/** One page of the owner's beneficiaries, newest first; deleted ones only when asked for. */
export async function listBeneficiaries(db: Queryable, ownerRut: string, query: ListQuery) {
  // The search matches the name, last names or alias, ignoring case; % and _ are literal.
  const pattern =
    query.name.trim() === '' ? null : `%${query.name.trim().replace(/[\\%_]/g, '\\$&')}%`;
  const where = `owner_rut = $1
    AND (($2::smallint IS NULL AND status_id <> ${S.deleted}) OR status_id = $2::smallint)
    AND ($3::text IS NULL OR (name || ' ' || father_last_name || ' ' || mother_last_name || ' ' || alias) ILIKE $3)`;
  const params = [ownerRut, query.status, pattern];
  const [count] = await db.query<{ total: string }>(
    `SELECT count(*)::text AS total FROM tefe_beneficiaries WHERE ${where}`,
    params,
  );
  const rows = await db.query<BeneficiaryRow>(
    `SELECT ${COLUMNS} FROM tefe_beneficiaries WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { total: Number(count?.total ?? 0), rows: rows.map(toWireBeneficiary) };
}

export async function findBeneficiary(db: Queryable, ownerRut: string, id: number) {
  const [row] = await db.query<BeneficiaryRow>(
    `SELECT ${COLUMNS} FROM tefe_beneficiaries WHERE owner_rut = $1 AND id = $2`,
    [ownerRut, id],
  );
  return row;
}

/** The catalogue ids the form chose must exist (422 at the field otherwise). */
function checkCatalogues(fields: contract.BeneficiaryFields) {
  if (!findCountry(fields.OriginCountryId)) {
    throw new ApiError(422, m.unknownCountry, ['OriginCountryId']);
  }
  if (!findCurrency(fields.CurrencyId)) throw new ApiError(422, m.unknownCurrency, ['CurrencyId']);
}

const fieldValues = (fields: contract.BeneficiaryFields) => [
  fields.Type,
  fields.DNI,
  fields.Name,
  fields.FatherLastName,
  fields.MotherLastName,
  fields.Email,
  fields.Address,
  fields.OriginCountryId,
  fields.Alias,
  String(fields.PhoneCode),
  String(fields.Phone),
  fields.CurrencyId,
  String(fields.ContactPhoneCode),
  String(fields.ContactPhone),
  fields.ContactEmail,
  JSON.stringify(fields.Bank),
  fields.IntermediaryBank ? JSON.stringify(fields.IntermediaryBank) : null,
];

/** Registers a beneficiary pending review. The caller holds the owner's lock (the limit). */
export async function createBeneficiary(
  db: Queryable,
  actor: { ownerRut: string; actedBy: string },
  fields: contract.BeneficiaryFields,
  now: number,
) {
  checkCatalogues(fields);
  const [count] = await db.query<{ total: string }>(
    `SELECT count(*)::text AS total FROM tefe_beneficiaries
     WHERE owner_rut = $1 AND status_id <> ${S.deleted}`,
    [actor.ownerRut],
  );
  if (Number(count?.total ?? 0) >= contract.BENEFICIARY_LIMITS.perClient) {
    throw new ApiError(422, m.tooMany);
  }
  const [row] = await db.query<BeneficiaryRow>(
    `INSERT INTO tefe_beneficiaries (owner_rut, acted_by, type, dni, name, father_last_name,
       mother_last_name, email, address, origin_country_id, alias, phone_code, phone, currency_id,
       contact_phone_code, contact_phone, contact_email, bank, intermediary_bank, status_id,
       review_status, review_due_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::bigint, $13::bigint, $14,
       $15::bigint, $16::bigint, $17, $18::jsonb, $19::jsonb, ${S.pendingApproval}, $20,
       $21::bigint, $22::bigint, $22::bigint)
     RETURNING ${COLUMNS}`,
    [
      actor.ownerRut,
      actor.actedBy,
      ...fieldValues(fields),
      reviewOutcome(fields),
      String(now + REVIEW_SECONDS * 1000),
      String(now),
    ],
  );
  return toWireBeneficiary(row as BeneficiaryRow);
}

/** Statuses the client can no longer change: deleted, or held by compliance. */
function checkChangeable(row: BeneficiaryRow) {
  if (row.status_id === S.deleted) throw new ApiError(409, m.deleted);
  const held: readonly number[] = [
    S.blockedByComplianceTracker,
    S.blockedByCountry,
    S.blockedByCompliance,
  ];
  if (held.includes(row.status_id)) throw new ApiError(409, m.heldByCompliance);
}

/**
 * Spec 4's PUT: 'ELIMINADO' deletes (status 7), 'BLOQUEADO' blocks (4), an empty State saves the
 * whole beneficiary, which goes back to the compliance review. The caller holds the owner's lock.
 */
export async function changeBeneficiary(
  db: Queryable,
  ownerRut: string,
  id: number,
  change: contract.ChangeStateRequest,
  now: number,
) {
  const row = await findBeneficiary(db, ownerRut, id);
  if (!row) throw new ApiError(404, m.notFound);
  checkChangeable(row);
  let updated: BeneficiaryRow | undefined;
  if (!('Beneficiary' in change)) {
    const status = change.State === contract.STATE_DELETE ? S.deleted : S.blockedByUser;
    if (status === S.blockedByUser && row.status_id === S.blockedByUser) {
      throw new ApiError(409, m.alreadyBlocked);
    }
    [updated] = await db.query<BeneficiaryRow>(
      `UPDATE tefe_beneficiaries SET status_id = $3, review_status = NULL, review_due_at = NULL,
         updated_at = $4::bigint
       WHERE owner_rut = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [ownerRut, id, status, String(now)],
    );
  } else {
    const fields = change.Beneficiary;
    checkCatalogues(fields);
    [updated] = await db.query<BeneficiaryRow>(
      `UPDATE tefe_beneficiaries SET type = $3, dni = $4, name = $5, father_last_name = $6,
         mother_last_name = $7, email = $8, address = $9, origin_country_id = $10, alias = $11,
         phone_code = $12::bigint, phone = $13::bigint, currency_id = $14,
         contact_phone_code = $15::bigint, contact_phone = $16::bigint, contact_email = $17,
         bank = $18::jsonb, intermediary_bank = $19::jsonb, status_id = ${S.pendingApproval},
         review_status = $20, review_due_at = $21::bigint, updated_at = $22::bigint
       WHERE owner_rut = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [
        ownerRut,
        id,
        ...fieldValues(fields),
        reviewOutcome(fields),
        String(now + REVIEW_SECONDS * 1000),
        String(now),
      ],
    );
  }
  return toWireBeneficiary(updated as BeneficiaryRow);
}
