import { seededRandom } from '../shared/random.ts';
import { SOLD_ELSEWHERE_MAX_SHARE } from './constants.ts';
import { demandOf } from './pricing.ts';
import type { Hotel, RoomType } from './types.ts';

// Rooms Safar can sell (README.md, "Allotments"). A hotel gives Safar `room.allotment` rooms of a
// type each night; on busy nights other channels have sold some of them already (a stable share
// of the night's demand, up to SOLD_ELSEWHERE_MAX_SHARE). What Safar itself sells are rows of
// hotel_room_sales, counted by the caller: rooms left = capacity − sold, never below 0.

// The lowest demand at which other channels sell anything, and the demand at which they sell
// their most.
const QUIET_DEMAND = 0.8;
const PEAK_DEMAND = 1.35;

export function nightCapacity(hotel: Hotel, room: RoomType, night: string): number {
  const demand = demandOf(hotel.destination, night);
  const busy = Math.min(1, Math.max(0, (demand - QUIET_DEMAND) / (PEAK_DEMAND - QUIET_DEMAND)));
  const share =
    SOLD_ELSEWHERE_MAX_SHARE * busy * seededRandom('sold', hotel.code, room.code, night)();
  return room.allotment - Math.floor(room.allotment * share);
}

export const roomsLeft = (capacity: number, sold: number) => Math.max(0, capacity - sold);

// Rooms sold through Safar of a hotel's room type on a night (the database's count).
export type SoldRooms = (hotelCode: number, roomCode: string, night: string) => number;

export const nothingSold: SoldRooms = () => 0;
