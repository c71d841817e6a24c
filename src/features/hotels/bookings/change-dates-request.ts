import { STAY_LIMITS } from '@server/modules/hotels/constants.ts';

import { isBefore } from '@/lib/iso-date';

import type {
  AvailabilityPage,
  AvailabilityRequest,
  HotelBookingDetails,
  HotelChangeRequest,
} from '../api/hotel-types';
import { stayNights } from '../model/hotel-search';

/** New dates for a booked stay: YYYY-MM-DD each. */
export interface StayDates {
  checkIn: string;
  checkOut: string;
}

/** A key of search.errors: why these dates cannot be asked for, or null. */
export type StayDatesError = 'dates' | 'pastDate' | 'order' | 'tooLong';

export function stayDatesError(dates: Partial<StayDates>, today: string): StayDatesError | null {
  const { checkIn, checkOut } = dates;
  if (!checkIn || !checkOut) return 'dates';
  if (isBefore(checkIn, today)) return 'pastDate';
  if (!isBefore(checkIn, checkOut)) return 'order';
  if (stayNights({ checkIn, checkOut }) > STAY_LIMITS.nightsMax) return 'tooLong';
  return null;
}

/** The booked hotel's availability for new dates, for the guests as booked. */
export function changeAvailability(
  details: HotelBookingDetails,
  dates: StayDates,
): AvailabilityRequest {
  return {
    ...dates,
    hotels: { hotel: [details.hotel.code] },
    occupancies: details.rates.map((rate) => ({
      rooms: rate.rooms,
      adults: rate.adults,
      children: rate.childrenAges.length,
      ...(rate.childrenAges.length ? { childAges: [...rate.childrenAges] } : {}),
    })),
  };
}

/**
 * The rooms of a change: for each booked rate, the hotel's rate of the same room, board and class
 * for the same guests on the new dates, with the guests as booked; null when one is not offered.
 */
export function changeRooms(
  details: HotelBookingDetails,
  page: AvailabilityPage,
): HotelChangeRequest['rooms'] | null {
  const hotel = page.results.find((offer) => offer.code === details.hotel.code);
  const rooms: HotelChangeRequest['rooms'] = [];
  for (const booked of details.rates) {
    const rate = hotel?.rooms
      .find((room) => room.code === booked.roomCode)
      ?.rates.find(
        (each) =>
          each.boardCode === booked.boardCode &&
          each.rateClass === booked.rateClass &&
          each.rooms === booked.rooms &&
          each.adults === booked.adults &&
          each.children === booked.childrenAges.length,
      );
    if (!rate) return null;
    rooms.push({
      rateKey: rate.rateKey,
      guests: booked.guests.map((fullName) => ({ fullName })),
    });
  }
  return rooms;
}
