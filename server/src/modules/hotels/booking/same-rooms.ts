import type { Database } from '../../../db/client.ts';
import type { HotelInventory } from '../../../inventory/hotels/inventory.ts';
import { encodeRateKey } from '../../../inventory/hotels/rate-key.ts';
import { localDate } from '../../../inventory/shared/time.ts';
import type { BookingRecord } from '../../bookings/adapter.ts';
import { recheckRateKeys } from '../rates.ts';
import { checkStay } from '../service.ts';
import type { BookedRooms } from './rooms.ts';
import type { HotelBookingDetails, HotelBookingRoom } from './schemas.ts';

// A change of dates only (issue 28): the booked rooms — each rate's room type, board, class,
// rooms and guests — from `checkIn` to `checkOut`, as rate keys at today's price with the
// booking's own rooms given back first. A search counts those rooms as sold, so a traveller
// holding a hotel's last room would find nothing to move to; here they keep it. 400 for dates a
// search refuses; 409 sold_out when a room type has not enough rooms on the new nights.
export async function sameRoomsOn(
  deps: { db: Database; inventory: HotelInventory; now: Date },
  booking: Pick<BookingRecord<HotelBookingDetails, BookedRooms>, 'details' | 'price' | 'holds'>,
  dates: { checkIn: string; checkOut: string },
): Promise<HotelBookingRoom[]> {
  const { details, holds } = booking;
  const { currency } = booking.price;
  const today = localDate(details.hotel.timeZone, deps.now.getTime());
  checkStay(dates.checkIn, dates.checkOut, today);
  const unpriced = details.rates.map((rate) =>
    encodeRateKey({
      hotelCode: details.hotel.code,
      roomCode: rate.roomCode,
      board: rate.boardCode,
      rateClass: rate.rateClass,
      ...dates,
      rooms: rate.rooms,
      adults: rate.adults,
      childAges: rate.childrenAges,
      currency,
      totalMinor: 0,
    }),
  );
  const stay = await recheckRateKeys(
    deps,
    unpriced,
    { list: 'checkIn', key: () => 'checkIn' },
    holds,
  );
  return stay.rates.map((rate, index) => ({
    rateKey: encodeRateKey({ ...rate.fields, totalMinor: rate.option.price.totalMinor }),
    guests: (details.rates[index]?.guests ?? []).map((fullName) => ({ fullName })),
  }));
}
