import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';
import type { MailMessage, OutboxMessage } from './schemas.ts';

export async function insertOutboxMessage(db: Database, message: MailMessage): Promise<void> {
  await db.insert(outboxMessages).values(message);
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
