import type { Database } from '../../../db/client.ts';
import { bumpSalesVersions, flightSalesScope } from '../../../db/sales-versions.ts';
import type { Cabin } from '../../../inventory/flights/constants.ts';
import {
  addSoldSeats,
  releaseSoldSeats,
  soldSeatsKey,
  type FlightIdentity,
} from '../repository.ts';
import { soldOut } from './conflicts.ts';

// What a flight booking holds: its seats, kept with it so a cancellation gives back exactly that.
export interface BookedSeats {
  cabin: Cabin;
  // Adults and children: a lap infant takes no seat.
  seated: number;
  // capacity: the cabin's seats, read when the seats are taken (bookings moved from the old
  // flight table lack it; they only ever give seats back).
  flights: Array<FlightIdentity & { capacity?: number }>;
}

// Rows are always locked in one order (by flight key), so two bookings that share flights take
// turns instead of deadlocking.
const inLockOrder = <Flight extends FlightIdentity>(flights: readonly Flight[]) =>
  [...flights].sort((a, b) => (soldSeatsKey(a) < soldSeatsKey(b) ? -1 : 1));

const identity = (flight: FlightIdentity): FlightIdentity => ({
  carrier: flight.carrier,
  number: flight.number,
  departureDate: flight.departureDate,
});

// A search answer kept for reuse was made from the seats sold on its flights' days: each change
// of them names those days' scopes (sales-versions.ts), after the seats' own rows.
const salesScopes = (seats: BookedSeats) =>
  seats.flights.map((flight) => flightSalesScope(flight.departureDate));

// Inside the booking's transaction. Each upsert locks its flight's row until the transaction
// ends, so parallel bookings of the last seats are counted one after another: the count after
// ours is exact, and one over the cabin's capacity undoes the whole booking.
export async function takeSeats(tx: Database, seats: BookedSeats, now: Date): Promise<void> {
  for (const flight of inLockOrder(seats.flights)) {
    const sold = await addSoldSeats(
      tx,
      { ...identity(flight), cabin: seats.cabin, seats: seats.seated },
      now,
    );
    if (sold > (flight.capacity ?? 0)) throw soldOut();
  }
  await bumpSalesVersions(tx, salesScopes(seats));
}

export async function returnSeats(tx: Database, seats: BookedSeats, now: Date): Promise<void> {
  for (const flight of inLockOrder(seats.flights)) {
    await releaseSoldSeats(
      tx,
      { ...identity(flight), cabin: seats.cabin, seats: seats.seated },
      now,
    );
  }
  await bumpSalesVersions(tx, salesScopes(seats));
}
