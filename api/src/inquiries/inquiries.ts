import { inquiries } from '@inversiones/contract';
import type { Database } from '../db/database.ts';

interface InquiryRow {
  id: string | number;
  request_id: string;
  category: inquiries.InquiryCategory;
  message: string;
  status: inquiries.InquiryStatus;
  attachment_name: string | null;
  answer: string | null;
  created_at: string | number;
}

const COLUMNS = 'id, request_id, category, message, status, attachment_name, answer, created_at';

export const folioOf = (id: number) => `CS-${String(id).padStart(6, '0')}`;

function toInquiry(row: InquiryRow): inquiries.Inquiry {
  return {
    folio: folioOf(Number(row.id)),
    category: row.category,
    message: row.message,
    status: row.status,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    attachmentName: row.attachment_name,
    answer: row.answer,
  };
}

export async function listInquiries(db: Database, clientId: number): Promise<inquiries.Inquiry[]> {
  const rows = await db.query<InquiryRow>(
    `SELECT ${COLUMNS} FROM inquiries WHERE client_id = $1 ORDER BY id DESC LIMIT $2`,
    [clientId, inquiries.INQUIRY_LIST_MAX],
  );
  return rows.map(toInquiry);
}

/** Inquiries the client filed since `since` (epoch ms): the daily limit counts them. */
export async function inquiriesSince(db: Database, clientId: number, since: number) {
  const [row] = await db.query<{ total: string | number }>(
    'SELECT count(*) AS total FROM inquiries WHERE client_id = $1 AND created_at > $2',
    [clientId, since],
  );
  return Number(row?.total ?? 0);
}

export interface StoredAttachment {
  name: string;
  mediaType: string;
  bytes: Buffer;
}

export type FileResult = { kind: 'filed'; inquiry: inquiries.Inquiry } | { kind: 'conflict' };

/** The inquiry a request id already filed, if the same request (category and text) came before. */
export async function earlierInquiry(
  db: Database,
  clientId: number,
  request: inquiries.NewInquiry,
): Promise<FileResult | null> {
  const [existing] = await db.query<InquiryRow>(
    `SELECT ${COLUMNS} FROM inquiries WHERE client_id = $1 AND request_id = $2`,
    [clientId, request.requestId],
  );
  if (!existing) return null;
  const same = existing.category === request.category && existing.message === request.message;
  return same ? { kind: 'filed', inquiry: toInquiry(existing) } : { kind: 'conflict' };
}

/**
 * Files the inquiry once per request id: concurrent sends of one request meet the unique key,
 * and the later ones get the first one's folio (or a conflict when they differ).
 */
export async function fileInquiry(
  db: Database,
  clientId: number,
  request: inquiries.NewInquiry,
  attachment: StoredAttachment | null,
  now: number,
): Promise<FileResult> {
  const [created] = await db.query<InquiryRow>(
    `INSERT INTO inquiries
       (client_id, request_id, category, message, attachment_name, attachment_type, attachment,
        created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (client_id, request_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      clientId,
      request.requestId,
      request.category,
      request.message,
      attachment?.name ?? null,
      attachment?.mediaType ?? null,
      attachment?.bytes ?? null,
      now,
    ],
  );
  if (created) return { kind: 'filed', inquiry: toInquiry(created) };
  return (await earlierInquiry(db, clientId, request)) ?? { kind: 'conflict' };
}
