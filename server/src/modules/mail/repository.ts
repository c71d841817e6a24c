import { count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';
import type { MailMessage, OutboxMessage } from './schemas.ts';

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  attempts: number;
}

const OUTBOX_ROW = {
  id: outboxMessages.id,
  to: outboxMessages.to,
  subject: outboxMessages.subject,
  text: outboxMessages.text,
  attempts: outboxMessages.attempts,
};

// A row with nextAttemptAt is still to be delivered over SMTP; without, it is only a record.
export async function insertOutboxMessage(
  db: Database,
  message: MailMessage,
  nextAttemptAt: Date | null,
): Promise<OutboxRow> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ to: message.to, subject: message.subject, text: message.text, nextAttemptAt })
    .returning(OUTBOX_ROW);
  if (!row) throw new Error('insert into outbox_messages returned no row');
  return row;
}

export async function deleteOutboxMessage(db: Database, id: string): Promise<void> {
  await db.delete(outboxMessages).where(eq(outboxMessages.id, id));
}

// nextAttemptAt null: given up, the row stays as the record of what was not delivered.
export async function recordFailedAttempt(
  db: Database,
  id: string,
  failure: { attempts: number; lastError: string; nextAttemptAt: Date | null },
): Promise<void> {
  await db.update(outboxMessages).set(failure).where(eq(outboxMessages.id, id));
}

// Takes up to `limit` rows due at `now` and moves their next attempt to `leaseUntil`, in one
// statement: two servers sharing the database never take the same row (SKIP LOCKED), and a row
// whose server dies mid-send is due again once its lease is over.
export async function claimDueMessages(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(lte(outboxMessages.nextAttemptAt, now))
    .orderBy(outboxMessages.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(outboxMessages.id, due))
    .returning(OUTBOX_ROW);
}

// Matches lower(to), the expression the recipient index is built on.
export async function listOutboxMessages(
  db: Database,
  to: string,
  window: { limit: number; offset: number },
): Promise<{ count: number; results: OutboxMessage[] }> {
  const recipient = eq(sql`lower(${outboxMessages.to})`, to.toLowerCase());
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(recipient)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(outboxMessages).where(recipient),
  ]);
  return {
    count: total?.value ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
