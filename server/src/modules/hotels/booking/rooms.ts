import type { Database } from '../../../db/client.ts';
import { bumpSalesVersions, hotelSalesScope } from '../../../db/sales-versions.ts';
import { nightCapacity } from '../../../inventory/hotels/allotment.ts';
import { cityCodeOfHotel } from '../../../inventory/hotels/destinations.ts';
import type { RateOption } from '../../../inventory/hotels/stay.ts';
import type { Hotel } from '../../../inventory/hotels/types.ts';
import { addSoldRooms, releaseSoldRooms } from '../repository.ts';
import { soldOut } from '../rates.ts';

// What a hotel booking holds: rooms of its room types on every night of the stay, kept with it
// so a cancellation gives back exactly that. capacities are each night's rooms for Safar when
// the booking was priced (the allotment less other channels' sales, a pure function of the
// night), in the order of nights.
export interface BookedRooms {
  hotelCode: number;
  nights: string[];
  roomTypes: { roomCode: string; rooms: number; capacities: number[] }[];
}

// The rooms a booking of these rates holds: each room type's rooms together, with each night's
// capacity.
export function roomsHeld(
  hotel: Hotel,
  options: readonly RateOption[],
  nights: readonly string[],
): BookedRooms {
  const roomTypes = new Map<string, BookedRooms['roomTypes'][number]>();
  for (const option of options) {
    const held = roomTypes.get(option.room.code);
    if (held) held.rooms += option.group.rooms;
    else {
      roomTypes.set(option.room.code, {
        roomCode: option.room.code,
        rooms: option.group.rooms,
        capacities: nights.map((night) => nightCapacity(hotel, option.room, night)),
      });
    }
  }
  return { hotelCode: hotel.code, nights: [...nights], roomTypes: [...roomTypes.values()] };
}

// Every room type and night, in one order for all bookings (room type, then night), so two
// bookings of the same hotel take their rows in turn instead of deadlocking.
function roomNights(held: BookedRooms) {
  return [...held.roomTypes]
    .sort((a, b) => (a.roomCode < b.roomCode ? -1 : a.roomCode > b.roomCode ? 1 : 0))
    .flatMap((type) =>
      held.nights.map((night, index) => ({
        hotelCode: held.hotelCode,
        roomCode: type.roomCode,
        night,
        rooms: type.rooms,
        capacity: type.capacities[index] ?? 0,
      })),
    );
}

// A search answer kept for reuse was made from the rooms sold in its city's hotels: each change
// of them names the city's scope (sales-versions.ts), after the rooms' own rows.
function salesScopes(held: BookedRooms): string[] {
  const city = cityCodeOfHotel(held.hotelCode);
  if (city === null) throw new Error(`hotel code ${held.hotelCode} names no city`);
  return [hotelSalesScope(city)];
}

// Inside the booking's transaction. Each upsert locks its night's row until the transaction ends,
// so parallel bookings of the last rooms are counted one after another: one over the night's
// capacity undoes the whole booking.
export async function takeRooms(tx: Database, held: BookedRooms, now: Date): Promise<void> {
  for (const { capacity, ...sale } of roomNights(held)) {
    if ((await addSoldRooms(tx, sale, now)) > capacity) throw soldOut();
  }
  await bumpSalesVersions(tx, salesScopes(held));
}

export async function returnRooms(tx: Database, held: BookedRooms, now: Date): Promise<void> {
  for (const { capacity: _capacity, ...sale } of roomNights(held)) {
    await releaseSoldRooms(tx, sale, now);
  }
  await bumpSalesVersions(tx, salesScopes(held));
}
