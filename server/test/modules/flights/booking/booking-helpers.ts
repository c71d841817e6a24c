import { and, eq } from 'drizzle-orm';
import { flightSeatSales } from '../../../../src/db/schema.ts';
import { loadFlightInventory } from '../../../../src/inventory/flights/inventory.ts';
import { cabinCapacity } from '../../../../src/inventory/flights/seats.ts';
import { addDays } from '../../../../src/inventory/shared/time.ts';
import { takeSeats } from '../../../../src/modules/flights/booking/seats.ts';
import type { FlightOffer, FlightOffersPage } from '../../../../src/modules/flights/schemas.ts';
import { bearer, login, type SignedIn } from '../../../accounts.ts';
import type { TestApp } from '../../../helper.ts';

// Shared by the booking tests: offers found through the real search, order bodies, and the
// seats sold on an offer's flights.

export { AMEX, firstDeparture, orderBody, traveler, VISA } from './order-body.ts';

// Dubai's date now (the origin of the searches here).
export const dubaiToday = (t: TestApp) =>
  new Date(t.clock.now().getTime() + 4 * 3_600_000).toISOString().slice(0, 10);

export async function searchOffers(
  t: TestApp,
  params: Record<string, string>,
): Promise<FlightOffer[]> {
  const query = new URLSearchParams({ page_size: '50', ...params });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/shopping/flight-offers/?${query}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as FlightOffersPage).results;
}

const emiratesSearch = (t: TestApp, days: number, params: Record<string, string>) =>
  searchOffers(t, {
    originLocationCode: 'DXB',
    destinationLocationCode: 'LHR',
    departureDate: addDays(dubaiToday(t), days),
    adults: '1',
    includedAirlineCodes: 'EK',
    nonStop: 'true',
    ...params,
  });

// The cheapest direct Emirates offer from Dubai to London, `days` ahead.
export async function emiratesOffer(
  t: TestApp,
  days: number,
  params: Record<string, string> = {},
): Promise<FlightOffer> {
  const [offer] = await emiratesSearch(t, days, params);
  if (!offer) throw new Error('no Emirates offer');
  return offer;
}

// The same search, the offer with this id (undefined when it is no longer offered).
export async function emiratesOfferWithId(
  t: TestApp,
  days: number,
  id: string,
  params: Record<string, string> = {},
): Promise<FlightOffer | undefined> {
  return (await emiratesSearch(t, days, params)).find((offer) => offer.id === id);
}

let keys = 0;
export const newKey = () => `test-key-${process.pid}-${(keys += 1)}`;

export function order(t: TestApp, access: string, body: object, key: string | null = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/booking/flight-orders/',
    payload: body,
    headers: { ...bearer(access), ...(key === null ? {} : { 'idempotency-key': key }) },
  });
}

export function price(t: TestApp, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/shopping/flight-offers/pricing/',
    payload: body,
  });
}

export interface OfferFlightSeats {
  carrier: string;
  number: number;
  departureDate: string;
  cabin: FlightOffer['class'];
  capacity: number;
}

export async function flightsOf(offer: FlightOffer): Promise<OfferFlightSeats[]> {
  const inventory = await loadFlightInventory();
  return offer.itineraries.flatMap((itinerary) =>
    itinerary.segments.map((segment) => ({
      carrier: segment.carrierCode,
      number: Number(segment.number),
      departureDate: segment.departure.at.slice(0, 10),
      cabin: offer.class,
      capacity: cabinCapacity(
        inventory.carriers.get(segment.carrierCode)!,
        segment.aircraft.code,
        offer.class,
      ),
    })),
  );
}

export async function seatsSold(t: TestApp, flight: OfferFlightSeats): Promise<number> {
  const [row] = await t.app.db
    .select({ seatsSold: flightSeatSales.seatsSold })
    .from(flightSeatSales)
    .where(
      and(
        eq(flightSeatSales.carrierCode, flight.carrier),
        eq(flightSeatSales.flightNumber, flight.number),
        eq(flightSeatSales.departureDate, flight.departureDate),
        eq(flightSeatSales.cabin, flight.cabin),
      ),
    );
  return row?.seatsSold ?? 0;
}

// Seats sold on a flight by another booking through this server, taken as the booking core takes
// them (so searches see them at once).
export async function sellSeats(t: TestApp, flight: OfferFlightSeats, seats: number) {
  await t.app.db.transaction((tx) =>
    takeSeats(tx, { cabin: flight.cabin, seated: seats, flights: [flight] }, t.clock.now()),
  );
  t.app.searchAnswers.salesChanged();
}

// Sells seats on every flight of the offer until `left` remain.
export async function leaveSeats(t: TestApp, offer: FlightOffer, left: number): Promise<void> {
  for (const flight of await flightsOf(offer)) {
    const sold = await seatsSold(t, flight);
    await sellSeats(t, flight, flight.capacity - left - sold);
  }
}

export const cents = (amount: string) => Math.round(Number(amount) * 100);
export const money = (minor: number) => (minor / 100).toFixed(2);

// A fresh access token (they last 15 minutes: tests that move the clock sign in again).
export async function signInAgain(t: TestApp, user: SignedIn): Promise<SignedIn> {
  const response = await login(t, user.account.email, user.account.password);
  if (response.statusCode !== 200) throw new Error(`login: ${response.body}`);
  return { ...user, access: response.json().access };
}
