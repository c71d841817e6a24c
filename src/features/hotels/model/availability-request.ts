import type { HotelSort } from '@server/modules/hotels/constants.ts';

import type { AvailabilityRequest, HotelFilter, Occupancy } from '../api/hotel-types';

import {
  DEFAULT_SORT,
  NO_FILTERS,
  roomParam,
  type HotelFilters,
  type HotelSearch,
  type RoomGuests,
} from './hotel-search';

/** Rooms with the same guests travel as one group of rooms (one occupancy, one rate key). */
export function occupanciesOf(rooms: readonly RoomGuests[]): Occupancy[] {
  const groups = new Map<string, Occupancy>();
  for (const room of rooms) {
    const key = roomParam(room);
    const group = groups.get(key);
    if (group) group.rooms += 1;
    else
      groups.set(key, {
        rooms: 1,
        adults: room.adults,
        children: room.childAges.length,
        ...(room.childAges.length ? { childAges: [...room.childAges] } : {}),
      });
  }
  return [...groups.values()];
}

function toFilter(filters: HotelFilters): HotelFilter | undefined {
  const filter: HotelFilter = {};
  if (filters.stars.length) filter.stars = filters.stars;
  if (filters.minGuestRating !== null) filter.minGuestRating = filters.minGuestRating;
  if (filters.propertyTypes.length) filter.propertyTypes = filters.propertyTypes;
  if (filters.facilities.length) filter.facilities = filters.facilities;
  if (filters.boards.length) filter.boards = filters.boards;
  if (filters.minRate !== null) filter.minRate = filters.minRate;
  if (filters.maxRate !== null) filter.maxRate = filters.maxRate;
  if (filters.freeCancellation) filter.freeCancellation = true;
  return Object.keys(filter).length ? filter : undefined;
}

/** The body of POST /api/hotelbeds/availability/ for a search, its filters and sort. */
export function toAvailabilityRequest(
  search: HotelSearch,
  filters: HotelFilters = NO_FILTERS,
  sort: HotelSort = DEFAULT_SORT,
): AvailabilityRequest {
  const { place } = search;
  const filter = toFilter(filters);
  return {
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    occupancies: occupanciesOf(search.rooms),
    ...(place.kind === 'city'
      ? { destination: { code: place.code } }
      : {
          geolocation: {
            latitude: place.latitude,
            longitude: place.longitude,
            radius: place.radius,
            unit: 'km' as const,
          },
        }),
    ...(filter ? { filter } : {}),
    sort,
  };
}
