import { eq } from 'drizzle-orm';
import { hotelRoomSales } from '../../../src/db/schema.ts';
import { nightCapacity } from '../../../src/inventory/hotels/allotment.ts';
import { loadHotelInventory } from '../../../src/inventory/hotels/inventory.ts';
import { addDays } from '../../../src/inventory/shared/time.ts';
import type {
  HotelBooking,
  HotelChangeRequest,
} from '../../../src/modules/hotels/booking/schemas.ts';
import { takeRooms } from '../../../src/modules/hotels/booking/rooms.ts';
import type { HotelOffer, HotelRate } from '../../../src/modules/hotels/schemas.ts';
import { bearer, type SignedIn } from '../../accounts.ts';
import type { TestApp } from '../../helper.ts';
import { availability, ratesOf, searchBody, VISA } from './hotel-helpers.ts';

// Shared by the hotel change tests: a booked stay at a Paris hotel, and the same hotel's rate of
// the same room, board and class for other dates, as a traveller changing it would pick.

export interface Stay {
  hotel: HotelOffer;
  roomCode: string;
  rate: HotelRate;
  checkIn: string;
}

export interface Booked extends Stay {
  booking: HotelBooking;
}

const pick = (hotel: HotelOffer, rateClass: 'NOR' | 'NRF') =>
  ratesOf(hotel).find(
    (rate) => rate.rateClass === rateClass && rate.boardCode === 'RO' && rate.allotment >= 3,
  );

/**
 * A stay of one room at a Paris hotel with a rate of this class, as a traveller would find it;
 * with `roomsLeft`, rooms of its type are sold on its first night until that many are left, and
 * its rate is found again at that price.
 */
export async function findStay(
  t: TestApp,
  {
    rateClass = 'NOR' as 'NOR' | 'NRF',
    daysAhead = 30,
    nights = 3,
    roomsLeft = null as number | null,
  } = {},
): Promise<Stay> {
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
    const room = rate && hotel.rooms.find((each) => each.rates.includes(rate));
    if (!rate || !room) continue;
    const found = { hotel, roomCode: room.code, rate, checkIn };
    if (roomsLeft === null) return found;
    await sellRooms(t, found, checkIn, roomsLeft);
    return { ...found, rate: await rateFor(t, found, checkIn, nights) };
  }
  throw new Error(`no hotel with a ${rateClass} rate`);
}

/** Sells rooms of the stay's type on `night` (to other travellers) until `left` are left. */
export async function sellRooms(t: TestApp, stay: Stay, night: string, left: number) {
  const inventory = await loadHotelInventory();
  const hotel = inventory.hotel(stay.hotel.code)!;
  const { roomCode } = stay;
  const capacity = nightCapacity(
    hotel,
    hotel.rooms.find((room) => room.code === roomCode)!,
    night,
  );
  const sold = (await roomsSoldPerNight(t, stay, roomCode)).get(night) ?? 0;
  const rooms = capacity - sold - left;
  if (rooms < 0) throw new Error(`fewer than ${left} rooms left on ${night}`);
  if (rooms === 0) return;
  await t.app.db.transaction((tx) =>
    takeRooms(
      tx,
      {
        hotelCode: hotel.code,
        nights: [night],
        roomTypes: [{ roomCode, rooms, capacities: [capacity] }],
      },
      new Date(),
    ),
  );
  t.app.searchAnswers.salesChanged();
}

export async function bookFound(
  t: TestApp,
  user: SignedIn,
  key: string,
  stay: Stay,
): Promise<Booked> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/hotelbeds/booking/',
    payload: {
      holder: { fullName: 'Layla Haddad', nationality: 'UAE', passportId: 'N1234567' },
      rooms: [{ rateKey: stay.rate.rateKey, guests: [{ fullName: 'Omar Haddad' }] }],
      contact: { email: user.account.email, phone: '+971 50 123 4567' },
      payment: {
        method: 'credit-card',
        card: { number: VISA, expiry: '12/39', cvv: '123', holderName: 'Layla Haddad' },
      },
    },
    headers: { ...bearer(user.access), 'idempotency-key': key },
  });
  if (response.statusCode !== 201) throw new Error(`booking: ${response.body}`);
  return { ...stay, booking: response.json() as HotelBooking };
}

export async function bookStay(
  t: TestApp,
  user: SignedIn,
  key: string,
  options: Parameters<typeof findStay>[1] = {},
): Promise<Booked> {
  return bookFound(t, user, key, await findStay(t, options));
}

/** The booked hotel's rate of the same room, board and class from `checkIn` for `nights`. */
export async function rateFor(
  t: TestApp,
  booked: Stay,
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
  const { roomCode } = booked;
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

/**
 * Rooms sold per night at the booked hotel, of every room type or of one (other tests' bookings
 * there included).
 */
export async function roomsSoldPerNight(
  t: TestApp,
  booked: Stay,
  roomCode: string | null = null,
): Promise<Map<string, number>> {
  const rows = await t.app.db
    .select()
    .from(hotelRoomSales)
    .where(eq(hotelRoomSales.hotelCode, booked.hotel.code));
  const sold = new Map<string, number>();
  for (const row of rows) {
    if (roomCode !== null && row.roomCode !== roomCode) continue;
    sold.set(row.night, (sold.get(row.night) ?? 0) + row.roomsSold);
  }
  return sold;
}

/** The nights with a room sold at the booked hotel, in order. */
export async function nightsSold(t: TestApp, booked: Stay): Promise<string[]> {
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
