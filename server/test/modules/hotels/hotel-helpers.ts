import { loadHotelInventory } from '../../../src/inventory/hotels/inventory.ts';
import { addDays, localDate } from '../../../src/inventory/shared/time.ts';
import type {
  AvailabilityPage,
  AvailabilityRequest,
  HotelOffer,
} from '../../../src/modules/hotels/schemas.ts';
import type { TestApp } from '../../helper.ts';

// Shared by the hotel API tests: dates at the destination, a search body, and the search itself.

export const VISA = '4111 1111 1111 1111';

// Today's date in a city's time zone, by the test clock.
export async function cityToday(t: TestApp, cityCode: string): Promise<string> {
  const inventory = await loadHotelInventory();
  const city = inventory.destinations.get(cityCode);
  if (!city) throw new Error(`no destination ${cityCode}`);
  return localDate(city.timeZone, t.clock.now().getTime());
}

export async function stayIn(t: TestApp, cityCode: string, daysAhead: number, nights: number) {
  const today = await cityToday(t, cityCode);
  return { checkIn: addDays(today, daysAhead), checkOut: addDays(today, daysAhead + nights) };
}

export async function searchBody(
  t: TestApp,
  overrides: Partial<AvailabilityRequest> = {},
  cityCode = 'PAR',
): Promise<AvailabilityRequest> {
  return {
    ...(await stayIn(t, cityCode, 30, 3)),
    occupancies: [{ rooms: 1, adults: 2, children: 0 }],
    destination: { code: cityCode },
    ...overrides,
  };
}

export function postAvailability(t: TestApp, body: unknown, query = '') {
  return t.app.inject({
    method: 'POST',
    url: `/api/hotelbeds/availability/${query}`,
    payload: body as object,
  });
}

export async function availability(
  t: TestApp,
  body: unknown,
  query = '',
): Promise<AvailabilityPage> {
  const response = await postAvailability(t, body, query);
  if (response.statusCode !== 200) throw new Error(`availability: ${response.body}`);
  return response.json() as AvailabilityPage;
}

/**
 * A city search's hotels as their own pages price them, with every rate of every room (a list
 * gives each hotel only its cheapest rate per group of rooms), in the same order.
 */
export async function availabilityWithEveryRate(
  t: TestApp,
  body: Record<string, unknown>,
  query = '',
): Promise<AvailabilityPage> {
  const city = await availability(t, body, query);
  if (city.results.length === 0) return city;
  const { destination: _destination, ...stay } = body;
  return availability(
    t,
    { ...stay, hotels: { hotel: city.results.map((hotel) => hotel.code) } },
    query,
  );
}

// Every rate of a hotel of an answer.
export const ratesOf = (hotel: HotelOffer) => hotel.rooms.flatMap((room) => room.rates);

export const money = (amount: string) => Math.round(Number(amount) * 100);
