import { eq } from 'drizzle-orm';
import { hotelRoomSales } from '../../../src/db/schema.ts';
import { addDays } from '../../../src/inventory/shared/time.ts';
import type {
  HotelBooking,
  HotelChangeRequest,
} from '../../../src/modules/hotels/booking/schemas.ts';
import type { HotelOffer, HotelRate } from '../../../src/modules/hotels/schemas.ts';
import { bearer, type SignedIn } from '../../accounts.ts';
import type { TestApp } from '../../helper.ts';
import { availability, ratesOf, searchBody, VISA } from './hotel-helpers.ts';

// Shared by the hotel change tests: a booked stay at a Paris hotel, and the same hotel's rate of
// the same room, board and class for other dates, as a traveller changing it would pick.

export interface Booked {
  booking: HotelBooking;
  hotel: HotelOffer;
  rate: HotelRate;
  checkIn: string;
}

const pick = (hotel: HotelOffer, rateClass: 'NOR' | 'NRF') =>
  ratesOf(hotel).find(
    (rate) => rate.rateClass === rateClass && rate.boardCode === 'RO' && rate.allotment >= 3,
  );

export async function bookStay(
  t: TestApp,
  user: SignedIn,
  key: string,
  { rateClass = 'NOR' as 'NOR' | 'NRF', daysAhead = 30, nights = 3 } = {},
): Promise<Booked> {
  const body = await searchBody(t);
  const checkIn = addDays(body.checkIn, daysAhead - 30);
  const inCity = { ...body, checkIn, checkOut: addDays(checkIn, nights) };
  const page = await availability(t, inCity, '?page_size=100');
  const { destination: _destination, ...stay } = inCity;
  const everyRate = await availability(
    t,
    { ...stay, hotels: { hotel: page.results.map((hotel) => hotel.code) } },
    '?page_size=100',
  );
  for (const hotel of everyRate.results) {
    const rate = pick(hotel, rateClass);
    if (!rate) continue;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hotelbeds/booking/',
      payload: {
        holder: { fullName: 'Layla Haddad', nationality: 'UAE', passportId: 'N1234567' },
        rooms: [{ rateKey: rate.rateKey, guests: [{ fullName: 'Omar Haddad' }] }],
        contact: { email: user.account.email, phone: '+971 50 123 4567' },
        payment: {
          method: 'credit-card',
          card: { number: VISA, expiry: '12/39', cvv: '123', holderName: 'Layla Haddad' },
        },
      },
      headers: { ...bearer(user.access), 'idempotency-key': key },
    });
    if (response.statusCode !== 201) throw new Error(`booking: ${response.body}`);
    return { booking: response.json() as HotelBooking, hotel, rate, checkIn };
  }
  throw new Error(`no hotel with a ${rateClass} rate`);
}

/** The booked hotel's rate of the same room, board and class from `checkIn` for `nights`. */
export async function rateFor(
  t: TestApp,
  booked: Booked,
  checkIn: string,
  nights: number,
): Promise<HotelRate> {
  const body = await searchBody(t);
  const { destination: _destination, ...rest } = body;
  const page = await availability(t, {
    ...rest,
    checkIn,
    checkOut: addDays(checkIn, nights),
    hotels: { hotel: [booked.hotel.code] },
  });
  const roomCode = booked.hotel.rooms.find((room) => room.rates.includes(booked.rate))?.code;
  const room = page.results[0]?.rooms.find((each) => each.code === roomCode);
  const rate = room?.rates.find(
    (each) => each.rateClass === booked.rate.rateClass && each.boardCode === booked.rate.boardCode,
  );
  if (!rate) throw new Error(`no ${roomCode} rate from ${checkIn}`);
  return rate;
}

export const changeBody = (version: number, rate: HotelRate): HotelChangeRequest => ({
  version,
  rooms: [{ rateKey: rate.rateKey, guests: [{ fullName: 'Omar Haddad' }] }],
});

export function postChange(
  t: TestApp,
  user: SignedIn,
  reference: string,
  body: unknown,
  { quote = false, key = null as string | null } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/hotelbeds/booking/${reference}/change/${quote ? 'quote/' : ''}`,
    payload: body as object,
    headers: { ...bearer(user.access), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** Rooms sold per night at the booked hotel (other tests' bookings there included). */
export async function roomsSoldPerNight(t: TestApp, booked: Booked): Promise<Map<string, number>> {
  const rows = await t.app.db
    .select()
    .from(hotelRoomSales)
    .where(eq(hotelRoomSales.hotelCode, booked.hotel.code));
  return new Map(rows.map((row) => [row.night, row.roomsSold]));
}

/** The nights with a room sold at the booked hotel, in order. */
export async function nightsSold(t: TestApp, booked: Booked): Promise<string[]> {
  const sold = await roomsSoldPerNight(t, booked);
  return [...sold.keys()].filter((night) => (sold.get(night) ?? 0) > 0).sort();
}

export async function readBooking(t: TestApp, user: SignedIn, reference: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/${reference}/`,
    headers: bearer(user.access),
  });
  return response.json() as HotelBooking;
}
