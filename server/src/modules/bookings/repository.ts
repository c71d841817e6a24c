import { and, count, desc, eq, gt, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, idempotencyKeys } from '../../db/schema.ts';
import type { BookingRecord } from './adapter.ts';
import type { BookingKind, BookingStatus } from './constants.ts';
import type { Refund } from './schemas.ts';

// The bookings table and the idempotency keys. Every query on a booking is scoped to its owner:
// the signed-in account, or a guest holding access to that one booking.

type BookingRow = typeof bookings.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

// The jsonb columns hold what the core and the kind's adapter wrote; they are typed here.
const toRecord = (row: BookingRow): BookingRecord => row as BookingRecord;

export async function insertBooking(tx: Database, record: BookingRecord): Promise<void> {
  await tx.insert(bookings).values(record);
}

export type BookingKey = { id: string } | { reference: string };

// Who is asking: an account (every booking of its user), or a guest who proved they read the
// booking's contact mailbox (that one booking only, see guest/).
export type BookingOwner = { userId: string } | { guestBookingId: string };

const owned = (owner: BookingOwner, key: BookingKey, kind?: BookingKind) =>
  and(
    'userId' in owner ? eq(bookings.userId, owner.userId) : eq(bookings.id, owner.guestBookingId),
    'id' in key ? eq(bookings.id, key.id) : eq(bookings.reference, key.reference),
    kind ? eq(bookings.kind, kind) : undefined,
  );

export async function findBooking(
  db: Database,
  owner: BookingOwner,
  key: BookingKey,
  kind?: BookingKind,
): Promise<BookingRecord | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(owned(owner, key, kind));
  return row && toRecord(row);
}

// Locks the booking until the transaction ends: two cancellations take turns.
export async function lockBooking(
  tx: Database,
  owner: BookingOwner,
  key: BookingKey,
  kind?: BookingKind,
): Promise<BookingRecord | undefined> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(owned(owner, key, kind))
    .for('update');
  return row && toRecord(row);
}

// The booking with this reference whose contact address is `email` (in any case): who may ask for
// a guest code. Only its id and the address as the traveller wrote it are needed.
export async function findBookingByContact(
  db: Database,
  reference: string,
  email: string,
): Promise<{ id: string; email: string } | undefined> {
  const [row] = await db
    .select({ id: bookings.id, email: sql<string>`${bookings.contact}->>'email'` })
    .from(bookings)
    .where(
      and(
        eq(bookings.reference, reference),
        sql`lower(${bookings.contact}->>'email') = ${email.toLowerCase()}`,
      ),
    );
  return row;
}

export async function markCancelled(
  tx: Database,
  id: string,
  refund: Refund,
  now: Date,
): Promise<BookingRecord> {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, refund })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error(`booking ${id} vanished while locked`);
  return toRecord(row);
}

// A change's new stay, price and holds, its version counted and its history grown; the reference,
// owner, contact and payment stay.
export async function saveChange(tx: Database, record: BookingRecord): Promise<void> {
  await tx
    .update(bookings)
    .set({
      title: record.title,
      startsLocal: record.startsLocal,
      endsLocal: record.endsLocal,
      startsAt: record.startsAt,
      endsAt: record.endsAt,
      party: record.party,
      price: record.price,
      details: record.details,
      holds: record.holds,
      version: record.version,
      changes: record.changes,
    })
    .where(eq(bookings.id, record.id));
}

export interface BookingFilter {
  kind?: BookingKind;
  status?: BookingStatus;
}

// Newest first; the id breaks ties, so pages never repeat or skip a booking.
export async function listBookings(
  db: Database,
  userId: string,
  filter: BookingFilter,
  window: { limit: number; offset: number },
): Promise<{ count: number; records: BookingRecord[] }> {
  const conditions: SQL[] = [eq(bookings.userId, userId)];
  if (filter.kind) conditions.push(eq(bookings.kind, filter.kind));
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(bookings).where(where),
  ]);
  return { count: total?.value ?? 0, records: rows.map(toRecord) };
}

// The user's bookings not cancelled that begin after `now` (a few at most: what reminders are
// about).
export async function listUpcomingBookings(
  db: Database,
  userId: string,
  now: Date,
): Promise<BookingRecord[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        ne(bookings.status, 'cancelled'),
        gt(bookings.startsAt, now),
      ),
    );
  return rows.map(toRecord);
}

// Bookings of one kind whose UTC moments are not known yet (moved from the old flight table).
export async function listBookingsWithoutTimes(
  db: Database,
  kind: BookingKind,
  limit: number,
): Promise<BookingRecord[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.kind, kind), isNull(bookings.startsAt)))
    .limit(limit);
  return rows.map(toRecord);
}

export async function setBookingTimes(
  db: Database,
  id: string,
  times: { startsAt: Date; endsAt: Date },
): Promise<void> {
  await db.update(bookings).set(times).where(eq(bookings.id, id));
}

export async function findIdempotencyKey(
  db: Database,
  userId: string,
  key: string,
  notBefore: Date,
): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        gte(idempotencyKeys.createdAt, notBefore),
      ),
    );
  return row;
}

// Claims the key for this request, or takes over a key last used before `staleBefore`. False
// when a live row holds it: on PostgreSQL a claim made while another transaction holds the key
// waits for that transaction, then finds its row (or, if it rolled back, claims the key).
export async function claimIdempotencyKey(
  tx: Database,
  row: IdempotencyKeyRow,
  staleBefore: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        requestHash: row.requestHash,
        statusCode: row.statusCode,
        response: row.response,
        createdAt: row.createdAt,
      },
      setWhere: lt(idempotencyKeys.createdAt, staleBefore),
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

// Keys older than their day are of no use; each order clears up to `limit` of them, so the table
// stays small without a scheduled job.
export async function purgeIdempotencyKeys(
  db: Database,
  staleBefore: Date,
  limit: number,
): Promise<number> {
  const stale = db
    .select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, staleBefore))
    .limit(limit);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.key}) in (${stale})`)
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
