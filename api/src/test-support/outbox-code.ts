import type { Database } from '../db/database.ts';
import { outboxMessages } from '../outbox/outbox.ts';

/** The 6-digit code or PIN of the newest outbox message for a rut (on a channel), as the client reads it. */
export async function lastOutboxCode(
  db: Database,
  rut: string,
  channel?: 'sms' | 'email',
): Promise<string> {
  const messages = await outboxMessages(db, { rut, limit: 20 });
  const newest = messages.find((message) => !channel || message.channel === channel);
  const code = newest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}
