import { STAY_LIMITS } from '@server/modules/hotels/constants.ts';

import { isBefore, isIsoDate, todayIso } from '@/lib/iso-date';

import {
  DEFAULT_ROOM,
  radiusFrom,
  type ChosenCity,
  type HotelSearchFormState,
} from './hotel-search-slice';
import { parseRoom, roomParam, type RoomGuests } from './model/hotel-search';

// The hotel search form as a reload brings it back (app/persistence.ts). Apart from the slice,
// so the rules for rooms stay out of every page's first download: they load with stored state.

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function cityFrom(value: unknown): ChosenCity | null {
  const { code, name, nameAr, countryCode } = record(value);
  return typeof code === 'string' &&
    /^[A-Z]{3}$/.test(code) &&
    typeof name === 'string' &&
    typeof countryCode === 'string'
    ? { code, name, ...(typeof nameAr === 'string' ? { nameAr } : {}), countryCode }
    : null;
}

function pointFrom(value: unknown) {
  const { latitude, longitude } = record(value);
  return typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : null;
}

function roomsFrom(value: unknown): RoomGuests[] {
  if (!Array.isArray(value) || value.length < 1 || value.length > STAY_LIMITS.roomsMax) {
    return [DEFAULT_ROOM];
  }
  const rooms = value.map((room) => {
    const { adults, childAges } = record(room);
    return Array.isArray(childAges) && typeof adults === 'number'
      ? parseRoom(roomParam({ adults, childAges: childAges as number[] }))
      : null;
  });
  return rooms.every(Boolean) ? (rooms as RoomGuests[]) : [DEFAULT_ROOM];
}

/**
 * Keeps what a rehydrated form may keep: each field with the expected shape, the rest back to
 * its default; dates in the past or out of order are cleared.
 */
export function sanitizeHotelSearchState(
  value: unknown,
  today = todayIso(),
): HotelSearchFormState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = record(value);
  const checkIn =
    isIsoDate(stored.checkIn) && !isBefore(stored.checkIn, today) ? stored.checkIn : null;
  const checkOut =
    checkIn && isIsoDate(stored.checkOut) && isBefore(checkIn, stored.checkOut)
      ? stored.checkOut
      : null;
  const point = pointFrom(stored.point);
  return {
    mode: point && (stored.mode === 'current' || stored.mode === 'map') ? stored.mode : 'none',
    destination: cityFrom(stored.destination),
    point,
    radius: radiusFrom(stored.radius),
    checkIn,
    checkOut,
    rooms: roomsFrom(stored.rooms),
  };
}
