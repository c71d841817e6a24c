import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import {
  flightSalesScope,
  readSalesVersions,
  salesRangeOf,
  type SalesRead,
} from '../../db/sales-versions.ts';
import { flightSeatSales } from '../../db/schema.ts';
import type { Cabin } from '../../inventory/flights/constants.ts';

export interface FlightIdentity {
  carrier: string;
  number: number;
  departureDate: string;
}

export const soldSeatsKey = (flight: FlightIdentity) =>
  `${flight.carrier}${flight.number}@${flight.departureDate}`;

// The sold-seats read, prepared once per connection: the flights' dates, airlines and numbers
// travel as one array each (not one parameter per value), so the statement never changes;
// PostgreSQL reads it as one primary-key scan (date, airline, number, cabin) skipping between
// the listed values.
const soldSeatsStatement = preparedPerHandle((db) =>
  db
    .select({
      carrier: flightSeatSales.carrierCode,
      number: flightSeatSales.flightNumber,
      departureDate: sql<string>`${flightSeatSales.departureDate}::text`,
      seatsSold: flightSeatSales.seatsSold,
    })
    .from(flightSeatSales)
    .where(
      and(
        sql`${flightSeatSales.departureDate} = any(${sql.placeholder('dates')}::date[])`,
        sql`${flightSeatSales.carrierCode} = any(${sql.placeholder('carriers')}::varchar[])`,
        sql`${flightSeatSales.flightNumber} = any(${sql.placeholder('numbers')}::integer[])`,
        eq(flightSeatSales.cabin, sql.placeholder('cabin')),
      ),
    )
    .prepare('flight_seat_sales_of_flights'),
);

// Seats sold in one cabin on the given flights, in one query, by soldSeatsKey. The query asks for
// the flights' dates, airlines and numbers (the primary key's columns) and keeps the exact
// flights; a flight without a row has sold nothing.
export async function findSoldSeats(
  db: Database,
  flights: readonly FlightIdentity[],
  cabin: Cabin,
): Promise<Map<string, number>> {
  const sold = new Map<string, number>();
  if (flights.length === 0) return sold;
  const dates = new Set<string>();
  const carriers = new Set<string>();
  const numbers = new Set<number>();
  for (const flight of flights) {
    dates.add(flight.departureDate);
    carriers.add(flight.carrier);
    numbers.add(flight.number);
  }
  const rows = await soldSeatsStatement(db).execute({
    dates: [...dates],
    carriers: [...carriers],
    numbers: [...numbers],
    cabin,
  });
  if (rows.length === 0) return sold;
  const wanted = new Set(flights.map(soldSeatsKey));
  for (const row of rows) {
    const key = soldSeatsKey(row);
    if (wanted.has(key)) sold.set(key, row.seatsSold);
  }
  return sold;
}

/**
 * What a search reads of the sales: the versions of its flights' days (sales-versions.ts), then
 * the seats sold on its flights, in that order.
 */
export async function readFlightSales(
  db: Database,
  flights: readonly FlightIdentity[],
  cabin: Cabin,
): Promise<{ sold: Map<string, number>; read: SalesRead }> {
  const read = await readSalesVersions(
    db,
    salesRangeOf(flights.map((flight) => flightSalesScope(flight.departureDate))),
  );
  return { sold: await findSoldSeats(db, flights, cabin), read };
}

// Adds sold seats to a flight's cabin. Bookings call it inside their transaction and compare the
// count it returns with the cabin's capacity. Seats given back (a cancellation) are an UPDATE
// (releaseSoldSeats): an upsert of a negative count would break the check constraint first.
export async function addSoldSeats(
  db: Database,
  flight: FlightIdentity & { cabin: Cabin; seats: number },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(flightSeatSales)
    .values({
      departureDate: flight.departureDate,
      carrierCode: flight.carrier,
      flightNumber: flight.number,
      cabin: flight.cabin,
      seatsSold: flight.seats,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        flightSeatSales.departureDate,
        flightSeatSales.carrierCode,
        flightSeatSales.flightNumber,
        flightSeatSales.cabin,
      ],
      set: { seatsSold: sql`${flightSeatSales.seatsSold} + ${flight.seats}`, updatedAt: now },
    })
    .returning({ seatsSold: flightSeatSales.seatsSold });
  if (!row) throw new Error('upsert into flight_seat_sales returned no row');
  return row.seatsSold;
}

// Gives back seats a booking took. An UPDATE, not the upsert above with a negative count:
// PostgreSQL checks the row an INSERT proposes (seats_sold < 0) before it looks for the
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
