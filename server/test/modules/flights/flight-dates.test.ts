import { addDays } from '../../../src/inventory/shared/time.ts';
import type { FlightDates, FlightOffersPage } from '../../../src/modules/flights/schemas.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

// GET /api/shopping/flight-dates/: the cheapest fare of each date around a search, from the engine.
let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  // Dubai's date now, the origin of the searches here.
  today = new Date(t.clock.now().getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
});
afterAll(() => t.close());

const inDays = (days: number) => addDays(today, days);
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const dates = (params: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/shopping/flight-dates/?${query(params)}` });
const cheapestOf = async (params: Record<string, string>) => {
  const page: FlightOffersPage = (
    await t.app.inject({
      method: 'GET',
      url: `/api/shopping/flight-offers/?${query({ ...params, sort_by: 'price', page_size: '1' })}`,
    })
  ).json();
  return page.results[0]?.price.grandTotal ?? null;
};

const searchOf = () => ({
  originLocationCode: 'DXB',
  destinationLocationCode: 'LHR',
  departureDate: inDays(30),
  adults: '2',
});

it('gives each date the total of the cheapest offer a search on that date finds', async () => {
  const search = searchOf();
  const response = await dates({ ...search, from: inDays(27), to: inDays(33) });
  expect(response.statusCode).toBe(200);
  const answer: FlightDates = response.json();
  expect(answer.currency).toBe('USD');
  expect(answer.dates.map((day) => day.departureDate)).toEqual(
    [27, 28, 29, 30, 31, 32, 33].map(inDays),
  );
  for (const day of answer.dates) {
    expect(day.returnDate).toBeNull();
    expect(day.cheapest).toBe(await cheapestOf({ ...search, departureDate: day.departureDate }));
  }
  expect(new Set(answer.dates.map((day) => day.cheapest)).size).toBeGreaterThan(1);
});

it('keeps a round trip’s length, and has no price for dates that cannot be booked', async () => {
  const roundTrip = { ...searchOf(), departureDate: inDays(2), returnDate: inDays(9) };
  const answer: FlightDates = (
    await dates({ ...roundTrip, from: inDays(-1), to: inDays(5) })
  ).json();
  const [yesterday, ...rest] = answer.dates;
  expect(yesterday).toEqual({ departureDate: inDays(-1), returnDate: inDays(6), cheapest: null });
  for (const day of rest) {
    expect(day.returnDate).toBe(addDays(day.departureDate, 7));
    expect(day.cheapest).toBe(
      await cheapestOf({
        ...roundTrip,
        departureDate: day.departureDate,
        returnDate: day.returnDate!,
      }),
    );
  }
});

it.each([
  ['a range of more than 42 days', () => ({ from: inDays(1), to: inDays(50) }), 'to'],
  ['a range that ends before it starts', () => ({ from: inDays(5), to: inDays(1) }), 'to'],
  ['a date that is not one', () => ({ from: 'soon', to: inDays(5) }), 'from'],
  [
    'an unknown airport',
    () => ({ originLocationCode: 'QQQ', from: inDays(1), to: inDays(5) }),
    'originLocationCode',
  ],
])('400 for %s', async (_name, change, field) => {
  const response = await dates({ ...searchOf(), ...change() });
  expect(response.statusCode).toBe(400);
  expect(response.json().field).toBe(field);
});

it('prices the dates asked when the search’s own departure is already past at the origin (a browser a day behind), keeping a round trip’s length', async () => {
  const answer = (
    await dates({
      ...searchOf(),
      departureDate: inDays(-1),
      returnDate: inDays(6),
      from: inDays(-1),
      to: inDays(3),
    })
  ).json() as FlightDates;
  expect(answer.dates[0]).toEqual({
    departureDate: inDays(-1),
    returnDate: inDays(6),
    cheapest: null,
  });
  // Today may have nothing left to sell late in Dubai's day; the days after are priced.
  for (const day of answer.dates.slice(1))
    expect(day.returnDate).toBe(addDays(day.departureDate, 7));
  for (const day of answer.dates.slice(2)) expect(day.cheapest).not.toBeNull();
});
