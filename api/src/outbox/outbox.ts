import { demo } from '@inversiones/contract';
import { normalizeRut } from '@inversiones/es-cl';
import type { Database } from '../db/database.ts';

export interface OutgoingMessage {
  /** The client it is for (any format: it is normalised). */
  rut: string;
  channel: demo.OutboxChannel;
  /** The phone or e-mail address as stored; the outbox keeps only its masked form. */
  to: string;
  subject: string;
  text: string;
}

interface OutboxRow {
  id: string | number;
  rut: string;
  channel: demo.OutboxChannel;
  destination: string;
  subject: string;
  body: string;
  created_at: string | number;
}

/** `+56 9 1234 5678` -> `+56 9 **** 5678`: enough for the client to recognise their phone. */
function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 4 ? '****' : `+56 9 **** ${digits.slice(-4)}`;
}

/** `camila@correo.cl` -> `c*****@correo.cl`. */
function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}${'*'.repeat(Math.max(user.length - 1, 3))}@${domain}`;
}

export function maskDestination(channel: demo.OutboxChannel, to: string): string {
  return channel === 'sms' ? maskPhone(to) : maskEmail(to);
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * "Sends" a message: the reference API has no SMS or mail gateway, so it writes the message to
 * the outbox, where the demo page and the tests read it. `now` is the app clock (epoch ms).
 */
export async function sendToOutbox(
  db: Database,
  message: OutgoingMessage,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO outbox (rut, channel, destination, subject, body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      normalizeRut(message.rut),
      message.channel,
      maskDestination(message.channel, message.to),
      clip(message.subject, demo.OUTBOX_SUBJECT_MAX),
      clip(message.text, demo.OUTBOX_BODY_MAX),
      now,
    ],
  );
}

/** The newest messages, for one rut or for everyone, newest first. */
export async function outboxMessages(
  db: Database,
  { rut, limit = demo.OUTBOX_PAGE_SIZE }: { rut?: string; limit?: number } = {},
): Promise<demo.OutboxMessage[]> {
  const size = Math.min(Math.max(limit, 1), demo.OUTBOX_PAGE_SIZE);
  const rows =
    rut === undefined
      ? await db.query<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT $1', [size])
      : await db.query<OutboxRow>('SELECT * FROM outbox WHERE rut = $1 ORDER BY id DESC LIMIT $2', [
          normalizeRut(rut),
          size,
        ]);
  return rows.map((row) => ({
    id: Number(row.id),
    rut: row.rut,
    channel: row.channel,
    destination: row.destination,
    subject: row.subject,
    body: row.body,
    sentAt: new Date(Number(row.created_at)).toISOString(),
  }));
}
