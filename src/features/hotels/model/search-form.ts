import { STAY_LIMITS } from '@server/modules/hotels/constants.ts';

import { isBefore } from '@/lib/iso-date';

import type { HotelSearchFormState } from '../hotel-search-slice';

import { lastCheckIn, stayNights, type HotelSearch } from './hotel-search';

/** A key of search.errors: why the form cannot search yet (§5), or null. */
export type HotelSearchError =
  'destination' | 'location' | 'dates' | 'pastDate' | 'tooFar' | 'order' | 'tooLong';

export function hotelSearchError(
  form: HotelSearchFormState,
  today: string,
): HotelSearchError | null {
  if (form.mode === 'none' && !form.destination) return 'destination';
  if (form.mode !== 'none' && !form.point) return 'location';
  if (!form.checkIn || !form.checkOut) return 'dates';
  if (isBefore(form.checkIn, today)) return 'pastDate';
  if (isBefore(lastCheckIn(today), form.checkIn)) return 'tooFar';
  if (!isBefore(form.checkIn, form.checkOut)) return 'order';
  if (stayNights({ checkIn: form.checkIn, checkOut: form.checkOut }) > STAY_LIMITS.nightsMax) {
    return 'tooLong';
  }
  return null;
}

/** The search a complete form asks for (check hotelSearchError first). */
export function toHotelSearch(form: HotelSearchFormState): HotelSearch | null {
  if (!form.checkIn || !form.checkOut) return null;
  const place =
    form.mode !== 'none' && form.point
      ? { kind: 'point' as const, ...form.point, radius: form.radius }
      : form.destination
        ? { kind: 'city' as const, code: form.destination.code, name: form.destination.name }
        : null;
  if (!place) return null;
  return {
    place,
    checkIn: form.checkIn,
    checkOut: form.checkOut,
    rooms: form.rooms.map((room) => ({ ...room, childAges: [...room.childAges] })),
  };
}
