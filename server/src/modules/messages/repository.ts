import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import type { MessageContent, MessageType } from './schemas.ts';

// The messages table. Every query is scoped to the message's owner.

export type MessageRecord = MessageContent & {
  id: string;
  userId: string;
  bookingId: string | null;
  createdAt: Date;
  readAt: Date | null;
};

export interface NewMessage {
  userId: string;
  bookingId: string;
  content: MessageContent;
  createdAt: Date;
}

type MessageRow = typeof messages.$inferSelect;

// The jsonb column holds what ./booking-messages.ts wrote for the type.
const toRecord = ({ type, params, ...row }: MessageRow): MessageRecord =>
  ({ ...row, type, params }) as MessageRecord;

const values = (message: NewMessage) => ({
  userId: message.userId,
  bookingId: message.bookingId,
  type: message.content.type,
  params: message.content.params,
  createdAt: message.createdAt,
});

// Inside the booking's (or cancellation's) transaction.
export async function insertMessage(tx: Database, message: NewMessage): Promise<void> {
  await tx.insert(messages).values(values(message));
}

// A booking has one message of a type: a second change replaces the first change's message with
// its own, unread again (each change stays in the booking's history).
export async function replaceMessage(tx: Database, message: NewMessage): Promise<void> {
  const row = values(message);
  await tx
    .insert(messages)
    .values(row)
    .onConflictDoUpdate({
      target: [messages.bookingId, messages.type],
      set: { params: row.params, createdAt: row.createdAt, readAt: null },
    });
}

// Reminders: a booking's message of a type that is already there is left as it is, so two
// readers delivering the same reminder at once write it once.
export async function insertMessagesOnce(db: Database, list: NewMessage[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(messages)
    .values(list.map(values))
    .onConflictDoNothing({ target: [messages.bookingId, messages.type] });
}

// Which of these bookings already have a message of these types, as 'bookingId type'.
export async function existingBookingMessages(
  db: Database,
  userId: string,
  bookingIds: string[],
  types: readonly MessageType[],
): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .select({ bookingId: messages.bookingId, type: messages.type })
    .from(messages)
    .where(
      and(
        eq(messages.userId, userId),
        inArray(messages.bookingId, bookingIds),
        inArray(messages.type, [...types]),
      ),
    );
  return new Set(rows.map((row) => `${row.bookingId} ${row.type}`));
}

// Newest first; the id breaks ties, so pages never repeat or skip a message.
export async function listMessages(
  db: Database,
  userId: string,
  window: { limit: number; offset: number },
): Promise<{ count: number; records: MessageRecord[] }> {
  const where = eq(messages.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(messages).where(where),
  ]);
  return { count: total?.value ?? 0, records: rows.map(toRecord) };
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row?.value ?? 0;
}

// The message as it is now (a message read before keeps its first reading time), or undefined
// when the user has no such message.
export async function markRead(
  db: Database,
  userId: string,
  id: string,
  now: Date,
): Promise<MessageRecord | undefined> {
  const owned = and(eq(messages.userId, userId), eq(messages.id, id));
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(owned, isNull(messages.readAt)));
  const [row] = await db.select().from(messages).where(owned);
  return row && toRecord(row);
}

export async function markAllRead(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
}
