import { count } from 'drizzle-orm';
import { bookings } from '../../../../src/db/schema.ts';
import { addDays } from '../../../../src/inventory/shared/time.ts';
import type { FlightOffer } from '../../../../src/modules/flights/schemas.ts';
import { signUp, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import {
  dubaiToday,
  flightsOf,
  leaveSeats,
  order,
  orderBody,
  searchOffers,
  seatsSold,
} from './booking-helpers.ts';

// The last seats, booked by many travellers at once: the seat rows are locked and counted inside
// each booking's transaction, so exactly as many bookings succeed as there are seats, on PGlite
// and on PostgreSQL alike.
let t: TestApp;
let users: SignedIn[];
beforeAll(async () => {
  t = await buildTestApp();
  users = [];
  for (let index = 0; index < 4; index += 1) users.push(await signUp(t));
});
afterAll(() => t.close());

const roundTrip = async (): Promise<FlightOffer | undefined> =>
  (
    await searchOffers(t, {
      originLocationCode: 'DXB',
      destinationLocationCode: 'LHR',
      departureDate: addDays(dubaiToday(t), 20),
      returnDate: addDays(dubaiToday(t), 27),
      adults: '1',
      includedAirlineCodes: 'EK',
      nonStop: 'true',
    })
  )[0];

it('sells 9 last seats to 9 of 20 parallel orders; the others get 409 sold_out', async () => {
  const first = (await roundTrip())!;
  await leaveSeats(t, first, 9);
  const offer = (await searchOffers(t, {
    originLocationCode: 'DXB',
    destinationLocationCode: 'LHR',
    departureDate: addDays(dubaiToday(t), 20),
    returnDate: addDays(dubaiToday(t), 27),
    adults: '1',
    includedAirlineCodes: 'EK',
    nonStop: 'true',
  }).then((offers) => offers.find((each) => each.id === first.id)))!;
  expect(offer.numberOfBookableSeats).toBe(9);
  const flights = await flightsOf(offer);
  expect(flights).toHaveLength(2);

  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      order(t, users[index % users.length]!.access, orderBody(offer)),
    ),
  );

  const booked = responses.filter((response) => response.statusCode === 201);
  const refused = responses.filter((response) => response.statusCode !== 201);
  expect(booked).toHaveLength(9);
  expect(refused).toHaveLength(11);
  for (const response of refused) {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'Not enough seats left on this flight',
      code: 'sold_out',
    });
  }
  expect(new Set(booked.map((response) => response.json().reference)).size).toBe(9);
  for (const flight of flights) expect(await seatsSold(t, flight)).toBe(flight.capacity);
  const [rows] = await t.app.db.select({ value: count() }).from(bookings);
  expect(rows!.value).toBe(9);
});
