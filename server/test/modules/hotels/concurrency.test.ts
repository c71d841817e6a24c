import { count, eq } from 'drizzle-orm';
import { bookings, hotelRoomSales } from '../../../src/db/schema.ts';
import { nightCapacity } from '../../../src/inventory/hotels/allotment.ts';
import { loadHotelInventory } from '../../../src/inventory/hotels/inventory.ts';
import { stayNights } from '../../../src/inventory/hotels/stay.ts';
import { takeRooms } from '../../../src/modules/hotels/booking/rooms.ts';
import { bearer, signUp, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { availability, ratesOf, searchBody, VISA } from './hotel-helpers.ts';

// The last rooms, booked by many travellers at once: each night's row is locked and counted
// inside each booking's transaction, so exactly as many bookings succeed as there are rooms left,
// on PGlite and on PostgreSQL alike.
let t: TestApp;
let users: SignedIn[];
beforeAll(async () => {
  t = await buildTestApp();
  users = [];
  for (let index = 0; index < 4; index += 1) users.push(await signUp(t));
});
afterAll(() => t.close());

const LEFT = 3;

it(`sells the ${LEFT} last rooms to ${LEFT} of 12 parallel orders; the others get 409 sold_out`, async () => {
  const body = await searchBody(t);
  const first = await availability(t, body, '?page_size=100');
  const hotel = first.results.find((each) =>
    ratesOf(each).some(
      (rate) => rate.boardCode === 'RO' && rate.rateClass === 'NOR' && rate.allotment > LEFT,
    ),
  )!;
  const room = hotel.rooms.find((each) =>
    each.rates.some(
      (rate) => rate.boardCode === 'RO' && rate.rateClass === 'NOR' && rate.allotment > LEFT,
    ),
  )!;
  const inventory = await loadHotelInventory();
  const engineHotel = inventory.hotel(hotel.code)!;
  const roomType = engineHotel.rooms.find((each) => each.code === room.code)!;
  const nights = stayNights(body.checkIn, body.checkOut);
  const capacities = nights.map((night) => nightCapacity(engineHotel, roomType, night));
  for (const [index, night] of nights.entries()) {
    const rooms = capacities[index]! - LEFT;
    // Sold by other bookings, taken as bookings take them (so searches see them).
    if (rooms > 0) {
      await t.app.db.transaction((tx) =>
        takeRooms(
          tx,
          {
            hotelCode: hotel.code,
            nights: [night],
            roomTypes: [{ roomCode: room.code, rooms, capacities: [capacities[index]!] }],
          },
          new Date(),
        ),
      );
      t.app.searchAnswers.salesChanged();
    }
  }
  const page = await availability(t, body, '?page_size=100');
  const rate = page.results
    .find((each) => each.code === hotel.code)!
    .rooms.find((each) => each.code === room.code)!
    .rates.find((each) => each.boardCode === 'RO' && each.rateClass === 'NOR')!;
  expect(rate.allotment).toBe(LEFT);

  const responses = await Promise.all(
    Array.from({ length: 12 }, (_, index) => {
      const user = users[index % users.length]!;
      return t.app.inject({
        method: 'POST',
        url: '/api/hotelbeds/booking/',
        headers: { ...bearer(user.access), 'idempotency-key': `race-${index}` },
        payload: {
          holder: { fullName: 'Layla Haddad', nationality: 'UAE' },
          rooms: [
            {
              rateKey: rate.rateKey,
              guests: [{ fullName: `Guest ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[index % 26]}` }],
            },
          ],
          contact: { email: user.account.email, phone: '+971 50 123 4567' },
          payment: {
            method: 'credit-card',
            card: { number: VISA, expiry: '12/39', cvv: '123', holderName: 'Layla Haddad' },
          },
        },
      });
    }),
  );

  const booked = responses.filter((response) => response.statusCode === 201);
  const refused = responses.filter((response) => response.statusCode !== 201);
  expect(booked).toHaveLength(LEFT);
  for (const response of refused) {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'Not enough rooms left at this hotel',
      code: 'sold_out',
    });
  }
  const rows = await t.app.db
    .select()
    .from(hotelRoomSales)
    .where(eq(hotelRoomSales.hotelCode, hotel.code));
  expect(rows.map((row) => row.roomsSold).sort()).toEqual([...capacities].sort());
  const [stored] = await t.app.db.select({ value: count() }).from(bookings);
  expect(stored!.value).toBe(LEFT);
});
