import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { flightSeatSales } from '../../db/schema.ts';
import type { Cabin } from '../../inventory/flights/constants.ts';

export interface FlightIdentity {
  carrier: string;
  number: number;
  departureDate: string;
}

export const soldSeatsKey = (flight: FlightIdentity) =>
  `${flight.carrier}${flight.number}@${flight.departureDate}`;

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
  const wanted = new Set(flights.map(soldSeatsKey));
  const rows = await db
    .select({
      carrier: flightSeatSales.carrierCode,
      number: flightSeatSales.flightNumber,
      departureDate: flightSeatSales.departureDate,
      seatsSold: flightSeatSales.seatsSold,
    })
    .from(flightSeatSales)
    .where(
      and(
        inArray(flightSeatSales.departureDate, [...new Set(flights.map((f) => f.departureDate))]),
        inArray(flightSeatSales.carrierCode, [...new Set(flights.map((f) => f.carrier))]),
        inArray(flightSeatSales.flightNumber, [...new Set(flights.map((f) => f.number))]),
        eq(flightSeatSales.cabin, cabin),
      ),
    );
  for (const row of rows) {
    const key = soldSeatsKey(row);
    if (wanted.has(key)) sold.set(key, row.seatsSold);
  }
  return sold;
}

// Adds sold seats to a flight's cabin (a negative number gives seats back). Bookings call it
// inside their transaction; the check constraint keeps the count from going below zero.
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
