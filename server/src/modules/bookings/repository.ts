import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { flightBookings, flightSeatSales, idempotencyKeys } from '../../db/schema.ts';
import type { Cabin } from '../../inventory/flights/constants.ts';
import type { FlightIdentity } from '../flights/repository.ts';

// Every query on a booking is scoped to its owner.

export type FlightBookingRow = typeof flightBookings.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

export async function insertBooking(tx: Database, row: FlightBookingRow): Promise<void> {
  await tx.insert(flightBookings).values(row);
}

const owned = (userId: string, id: string) =>
  and(eq(flightBookings.id, id), eq(flightBookings.userId, userId));

export async function findBooking(
  db: Database,
  userId: string,
  id: string,
): Promise<FlightBookingRow | undefined> {
  const [row] = await db.select().from(flightBookings).where(owned(userId, id));
  return row;
}

// Locks the booking until the transaction ends: two cancellations take turns.
export async function lockBooking(
  tx: Database,
  userId: string,
  id: string,
): Promise<FlightBookingRow | undefined> {
  const [row] = await tx.select().from(flightBookings).where(owned(userId, id)).for('update');
  return row;
}

export async function markCancelled(
  tx: Database,
  id: string,
  now: Date,
): Promise<FlightBookingRow> {
  const [row] = await tx
    .update(flightBookings)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(eq(flightBookings.id, id))
    .returning();
  if (!row) throw new Error(`booking ${id} vanished while locked`);
  return row;
}

// Newest first; the id breaks ties, so pages never repeat or skip a booking.
export async function listBookings(
  db: Database,
  userId: string,
  window: { limit: number; offset: number },
): Promise<{ count: number; rows: FlightBookingRow[] }> {
  const mine = eq(flightBookings.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(flightBookings)
      .where(mine)
      .orderBy(desc(flightBookings.createdAt), desc(flightBookings.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(flightBookings).where(mine),
  ]);
  return { count: total?.value ?? 0, rows };
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

// Gives back seats a booking took. An UPDATE, not the flights module's upsert with a negative
// count: PostgreSQL checks the row an INSERT proposes (seats_sold < 0) before it looks for the
// conflicting row, so that upsert fails even when the row exists.
export async function releaseSoldSeats(
  tx: Database,
  flight: FlightIdentity & { cabin: Cabin; seats: number },
  now: Date,
): Promise<void> {
  await tx
    .update(flightSeatSales)
    .set({ seatsSold: sql`${flightSeatSales.seatsSold} - ${flight.seats}`, updatedAt: now })
    .where(
      and(
        eq(flightSeatSales.departureDate, flight.departureDate),
        eq(flightSeatSales.carrierCode, flight.carrier),
        eq(flightSeatSales.flightNumber, flight.number),
        eq(flightSeatSales.cabin, flight.cabin),
      ),
    );
}
