import { loadFlightInventory } from '../../../src/inventory/flights/inventory.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays } from '../../../src/inventory/shared/time.ts';
import { cabinCapacity } from '../../../src/inventory/flights/seats.ts';
import type { FlightOffer, FlightOffersPage } from '../../../src/modules/flights/schemas.ts';
import { FLIGHT_SEARCH_PROBLEMS } from '../../../src/modules/flights/constants.ts';
import { sellSeats } from './booking/booking-helpers.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  // Dubai's date now (the origin of most searches here).
  today = new Date(t.clock.now().getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
});
afterAll(() => t.close());

const inDays = (days: number) => addDays(today, days);
const base = () => ({
  originLocationCode: 'DXB',
  destinationLocationCode: 'LHR',
  departureDate: inDays(30),
  adults: '1',
});

function url(params: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  }
  return `/api/shopping/flight-offers/?${query}`;
}

const get = (params: Record<string, string | string[] | undefined>) =>
  t.app.inject({ method: 'GET', url: url(params) });

async function search(
  params: Record<string, string | string[] | undefined>,
): Promise<FlightOffersPage> {
  const response = await get(params);
  expect(response.statusCode).toBe(200);
  return response.json();
}

// Every offer of a search, following the pages.
async function allOffers(
  params: Record<string, string | string[] | undefined>,
): Promise<FlightOffer[]> {
  const first = await search({ ...params, page_size: '50' });
  const offers = [...first.results];
  let next = first.next;
  while (next !== null) {
    const page: FlightOffersPage = (await t.app.inject({ method: 'GET', url: next })).json();
    offers.push(...page.results);
    next = page.next;
  }
  expect(offers).toHaveLength(first.count);
  return offers;
}

const carrierOf = (offer: FlightOffer) => offer.validatingAirlineCodes[0];
const stopsOf = (offer: FlightOffer) =>
  Math.max(...offer.itineraries.map((itinerary) => itinerary.segments.length - 1));
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('GET /api/shopping/flight-offers/', () => {
  it('answers a page of 10 Amadeus-shaped offers with links and facets', async () => {
    const page = await search(base());

    expect(page.count).toBeGreaterThan(10);
    expect(page.results).toHaveLength(10);
    expect(page.previous).toBeNull();
    expect(page.next).toMatch(/^\/api\/shopping\/flight-offers\/\?.*page=2/);
    const offer = page.results[0]!;
    expect(offer).toMatchObject({
      type: 'flight-offer',
      source: 'GDS',
      oneWay: true,
      class: 'ECONOMY',
    });
    expect(offer.itineraries[0]!.segments[0]).toEqual({
      departure: expect.objectContaining({
        iataCode: 'DXB',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00$/),
        name: 'Dubai International Airport',
        nameAr: 'مطار دبي الدولي',
        cityName: 'Dubai',
        cityNameAr: 'دبي',
      }),
      arrival: expect.objectContaining({ iataCode: expect.any(String) }),
      carrierCode: carrierOf(offer),
      number: expect.stringMatching(/^\d+$/),
      aircraft: { code: expect.any(String) },
      duration: expect.stringMatching(/^PT/),
      id: '1',
      numberOfStops: 0,
      includedCheckedBags: { quantity: expect.any(Number) },
    });
    expect(offer.price).toMatchObject({
      currency: 'USD',
      total: expect.stringMatching(/^\d+\.\d\d$/),
    });
    expect(page.facets.airlines.map((airline) => airline.code)).toEqual(
      expect.arrayContaining(['EK', 'BA']),
    );
    expect(page.facets.airlines.find((airline) => airline.code === 'EK')).toMatchObject({
      name: 'Emirates',
      nameAr: 'طيران الإمارات',
    });
    expect(page.facets.airlines.find((airline) => airline.code === 'BA')?.nameAr).toBe(
      'الخطوط الجوية البريطانية',
    );
    expect(page.facets.stops.map((entry) => entry.stops)).toEqual([0, 1]);
    expect(page.facets.price.currency).toBe('USD');
  });

  it('names the airport and city of both ends of every flight, in English and Arabic', async () => {
    const page = await search(base());
    const endpoints = page.results.flatMap((offer) =>
      offer.itineraries.flatMap((itinerary) =>
        itinerary.segments.flatMap((segment) => [segment.departure, segment.arrival]),
      ),
    );
    for (const endpoint of endpoints) {
      expect(endpoint).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          nameAr: expect.any(String),
          cityName: expect.any(String),
          cityNameAr: expect.any(String),
        }),
      );
    }
    expect(endpoints.find((endpoint) => endpoint.iataCode === 'LHR')).toMatchObject({
      name: 'London Heathrow Airport',
      nameAr: 'مطار لندن هيثرو',
      cityName: 'London',
      cityNameAr: 'لندن',
    });
  });

  it('gives the same offers with the same ids for the same search', async () => {
    const first = await search(base());
    const again = await search(base());
    expect(again.results.map((offer) => offer.id)).toEqual(first.results.map((offer) => offer.id));
  });

  it('pages without repeating or skipping an offer, in price order by default', async () => {
    const offers = await allOffers(base());
    expect(new Set(offers.map((offer) => offer.id)).size).toBe(offers.length);
    const totals = offers.map((offer) => cents(offer.price.grandTotal));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const second = await search({ ...base(), page: '2', page_size: '5' });
    expect(second.results.map((offer) => offer.id)).toEqual(
      offers.slice(5, 10).map((offer) => offer.id),
    );
    expect(second.previous).toMatch(/page=1/);
  });

  it('searches a metropolitan code’s airports and round trips (returnDate)', async () => {
    const page = await search({
      ...base(),
      destinationLocationCode: 'LON',
      returnDate: inDays(37),
    });
    const destinations = new Set(
      page.results.map((offer) => offer.itineraries[0]!.segments.at(-1)!.arrival.iataCode),
    );
    expect(
      [...destinations].every((code) => ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'].includes(code)),
    ).toBe(true);
    for (const offer of page.results) {
      expect(offer.oneWay).toBe(false);
      expect(offer.itineraries).toHaveLength(2);
      expect(offer.itineraries[1]!.segments[0]!.departure.at.slice(0, 10)).toBe(inDays(37));
      expect(offer.itineraries[1]!.segments.at(-1)!.arrival.iataCode).toBe('DXB');
    }
  });

  it('prices children and infants (adults, children, infants)', async () => {
    const [offer] = (await search({ ...base(), adults: '2', children: '1', infants: '1' })).results;
    expect(offer!.travelerPricings.map((traveler) => traveler.travelerType)).toEqual([
      'ADULT',
      'ADULT',
      'CHILD',
      'HELD_INFANT',
    ]);
  });

  it('searches a cabin (travelClass)', async () => {
    const page = await search({ ...base(), travelClass: 'FIRST' });
    expect(page.count).toBeGreaterThan(0);
    for (const offer of page.results) {
      expect(offer.class).toBe('FIRST');
      expect(
        offer.travelerPricings[0]!.fareDetailsBySegment.every((detail) => detail.cabin === 'FIRST'),
      ).toBe(true);
    }
  });

  it('filters by airline (includedAirlineCodes, airlines) and keeps the facets of the whole route', async () => {
    const everything = await search(base());
    const included = await allOffers({ ...base(), includedAirlineCodes: 'EK,BA' });
    expect(new Set(included.map(carrierOf))).toEqual(new Set(['EK', 'BA']));
    const airlines = await search({ ...base(), airlines: 'ek' });
    expect(airlines.results.every((offer) => carrierOf(offer) === 'EK')).toBe(true);
    expect(airlines.facets).toEqual(everything.facets);
    const both = await allOffers({ ...base(), includedAirlineCodes: 'EK,BA', airlines: 'BA,QR' });
    expect(new Set(both.map(carrierOf))).toEqual(new Set(['BA']));
  });

  it('leaves airlines out (excludedAirlineCodes)', async () => {
    const offers = await allOffers({ ...base(), excludedAirlineCodes: 'EK,PC' });
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.some((offer) => ['EK', 'PC'].includes(carrierOf(offer)!))).toBe(false);
  });

  it('filters by stops (nonStop, repeated stops)', async () => {
    const direct = await allOffers({ ...base(), nonStop: 'true' });
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((offer) => stopsOf(offer) === 0)).toBe(true);
    const oneStop = await allOffers({ ...base(), stops: ['1'] });
    expect(oneStop.length).toBeGreaterThan(0);
    expect(oneStop.every((offer) => stopsOf(offer) === 1)).toBe(true);
    const either = await search({ ...base(), stops: ['0', '1'] });
    expect(either.count).toBe(direct.length + oneStop.length);
  });

  it('filters by included checked bags (baggage)', async () => {
    const included = await allOffers({ ...base(), baggage: 'included' });
    const excluded = await allOffers({ ...base(), baggage: 'excluded' });
    const bags = (offer: FlightOffer) =>
      offer.itineraries[0]!.segments[0]!.includedCheckedBags.quantity;
    expect(included.every((offer) => bags(offer) > 0)).toBe(true);
    expect(excluded.length).toBeGreaterThan(0);
    expect(excluded.every((offer) => bags(offer) === 0)).toBe(true);
  });

  it('prices in another currency (currencyCode)', async () => {
    const page = await search({ ...base(), currencyCode: 'EUR' });
    expect(page.results[0]!.price.currency).toBe('EUR');
    expect(page.results[0]!.travelerPricings[0]!.price.currency).toBe('EUR');
    expect(page.facets.price.currency).toBe('EUR');
  });

  it('filters by price (maxPrice per traveller, min_price and max_price on the total)', async () => {
    const offers = await allOffers({ ...base(), adults: '2' });
    const totals = offers.map((offer) => cents(offer.price.grandTotal)).sort((a, b) => a - b);
    const middle = totals[Math.floor(totals.length / 2)]! / 100;
    const cheap = await allOffers({ ...base(), adults: '2', max_price: String(middle) });
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((offer) => Number(offer.price.grandTotal) <= middle)).toBe(true);
    const dear = await allOffers({ ...base(), adults: '2', min_price: String(middle) });
    expect(dear.every((offer) => Number(offer.price.grandTotal) >= middle)).toBe(true);
    expect(cheap.length + dear.length).toBeGreaterThanOrEqual(offers.length);
    const perTraveler = Math.ceil(middle / 2);
    const capped = await allOffers({ ...base(), adults: '2', maxPrice: String(perTraveler) });
    expect(capped.length).toBeGreaterThan(0);
    for (const offer of capped) {
      for (const traveler of offer.travelerPricings)
        expect(Number(traveler.price.total)).toBeLessThanOrEqual(perTraveler);
    }
  });

  it('caps the offers (max) and sorts by duration or departure (sort_by)', async () => {
    const capped = await search({ ...base(), max: '5' });
    expect(capped.count).toBe(5);
    expect(capped.next).toBeNull();
    const minutes = (offer: FlightOffer) => {
      const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(offer.itineraries[0]!.duration)!;
      return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
    };
    const fastest = await allOffers({ ...base(), sort_by: 'duration' });
    const durations = fastest.map(minutes);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
    const earliest = await allOffers({ ...base(), sort_by: 'departure' });
    const departures = earliest.map((offer) => offer.itineraries[0]!.segments[0]!.departure.at);
    expect(departures).toEqual([...departures].sort());
  });

  it('sends the page compressed as the client asks: brotli, else gzip', async () => {
    const plain = await get(base());
    const brotli = await t.app.inject({
      method: 'GET',
      url: url(base()),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/);
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({
      method: 'GET',
      url: url(base()),
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('reads sold seats: fewer seats left, and a sold-out flight disappears', async () => {
    const inventory = await loadFlightInventory();
    const params = { ...base(), includedAirlineCodes: 'EK', nonStop: 'true' };
    // Asked for again and again, as a popular search is (its answer kept for reuse).
    await search(params);
    await search(params);
    const [offer] = (await search(params)).results;
    const segment = offer!.itineraries[0]!.segments[0]!;
    expect(offer!.numberOfBookableSeats).toBe(9);
    const flight = {
      carrier: 'EK',
      number: Number(segment.number),
      departureDate: segment.departure.at.slice(0, 10),
      cabin: 'ECONOMY' as const,
      capacity: cabinCapacity(inventory.carriers.get('EK')!, segment.aircraft.code, 'ECONOMY'),
    };

    await sellSeats(t, flight, flight.capacity - 4);
    const fewer = (await search(params)).results.find((found) => found.id === offer!.id);
    expect(fewer?.numberOfBookableSeats).toBe(4);
    expect((await search(params)).results.find((found) => found.id === offer!.id)).toEqual(fewer);
    // Business is another cabin: untouched.
    const business = await search({ ...params, travelClass: 'BUSINESS' });
    expect(business.results.every((found) => found.numberOfBookableSeats === 9)).toBe(true);

    await sellSeats(t, flight, 4);
    const after = await search(params);
    expect(after.results.find((found) => found.id === offer!.id)).toBeUndefined();
  });

  it.each([
    ['originLocationCode', { originLocationCode: undefined }, 'originLocationCode: is required'],
    [
      'originLocationCode',
      { originLocationCode: 'DX' },
      'originLocationCode: contains characters that are not allowed',
    ],
    [
      'originLocationCode',
      { originLocationCode: 'ZZZ' },
      'originLocationCode: is not a known airport or city code',
    ],
    [
      'destinationLocationCode',
      { destinationLocationCode: undefined },
      'destinationLocationCode: is required',
    ],
    [
      'destinationLocationCode',
      { destinationLocationCode: 'QQQ' },
      'destinationLocationCode: is not a known airport or city code',
    ],
    [
      'destinationLocationCode',
      { destinationLocationCode: 'dxb' },
      'destinationLocationCode: must differ from originLocationCode',
    ],
    [
      'destinationLocationCode',
      { originLocationCode: 'LON', destinationLocationCode: 'LHR' },
      'destinationLocationCode: must differ from originLocationCode',
    ],
    ['departureDate', { departureDate: undefined }, 'departureDate: is required'],
    [
      'departureDate',
      { departureDate: '10/03/2026' },
      'departureDate: must be a date (YYYY-MM-DD)',
    ],
    ['departureDate', { departureDate: 'PAST' }, 'departureDate: must not be in the past'],
    ['departureDate', { departureDate: 'FAR' }, 'departureDate: must be at most 361 days ahead'],
    ['returnDate', { returnDate: 'BEFORE' }, 'returnDate: must not be before departureDate'],
    ['returnDate', { returnDate: 'FAR' }, 'returnDate: must be at most 361 days ahead'],
    ['adults', { adults: undefined }, 'adults: is required'],
    ['adults', { adults: '0' }, 'adults: must be at least 1'],
    ['adults', { adults: '10' }, 'adults: must be at most 9'],
    ['adults', { adults: 'two' }, 'adults: must be a whole number'],
    ['children', { children: '-1' }, 'children: must be at least 0'],
    [
      'children',
      { adults: '5', children: '5' },
      'children: adults and children together must be at most 9',
    ],
    ['infants', { adults: '1', infants: '2' }, 'infants: must be at most one per adult'],
    [
      'travelClass',
      { travelClass: 'LUXURY' },
      'travelClass: must be one of: ECONOMY, PREMIUM_ECONOMY, BUSINESS, FIRST',
    ],
    [
      'excludedAirlineCodes',
      { includedAirlineCodes: 'EK', excludedAirlineCodes: 'BA' },
      'excludedAirlineCodes: cannot be combined with includedAirlineCodes',
    ],
    [
      'includedAirlineCodes',
      { includedAirlineCodes: 'EK;BA' },
      'includedAirlineCodes: contains characters that are not allowed',
    ],
    ['airlines', { airlines: 'E' }, 'airlines: contains characters that are not allowed'],
    ['nonStop', { nonStop: 'maybe' }, 'nonStop: must be a boolean'],
    ['stops', { stops: ['3'] }, 'stops.0: must be at most 2'],
    ['baggage', { baggage: 'some' }, 'baggage: must be one of: included, excluded'],
    [
      'currencyCode',
      { currencyCode: 'JPY' },
      'currencyCode: must be one of: USD, EUR, GBP, AED, SAR, EGP',
    ],
    ['maxPrice', { maxPrice: '0' }, 'maxPrice: must be at least 1'],
    ['min_price', { min_price: '-1' }, 'min_price: must be at least 0'],
    [
      'min_price',
      { min_price: '500', max_price: '100' },
      'min_price: must not be more than max_price',
    ],
    ['max', { max: '0' }, 'max: must be at least 1'],
    ['max', { max: '251' }, 'max: must be at most 250'],
    ['sort_by', { sort_by: 'rating' }, 'sort_by: must be one of: price, duration, departure'],
    ['page', { page: '0' }, 'page: must be at least 1'],
    ['page_size', { page_size: '0' }, 'page_size: must be at least 1'],
    ['page_size', { page_size: '51' }, 'page_size: must be at most 50'],
  ])('rejects a bad %s with a 400 naming it (%j)', async (field, change, detail) => {
    // A search that cannot be flown says which rule it broke, for the SPA's own words.
    const problemCodes: [string, string][] = [
      ['is not a known airport', FLIGHT_SEARCH_PROBLEMS.unknownPlace],
      ['must differ from', FLIGHT_SEARCH_PROBLEMS.samePlace],
      ['must not be in the past', FLIGHT_SEARCH_PROBLEMS.dateInPast],
      ['days ahead', FLIGHT_SEARCH_PROBLEMS.dateTooFar],
      ['must not be before departureDate', FLIGHT_SEARCH_PROBLEMS.returnBeforeDeparture],
      ['together must be at most', FLIGHT_SEARCH_PROBLEMS.tooManyTravellers],
    ];
    const dates: Record<string, string> = {
      PAST: inDays(-2),
      FAR: inDays(362),
      BEFORE: inDays(29),
    };
    const params: Record<string, string | string[] | undefined> = { ...base() };
    for (const [key, value] of Object.entries(change)) {
      params[key] = typeof value === 'string' && value in dates ? dates[value] : value;
    }
    const response = await get(params);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail,
      code: problemCodes.find(([part]) => detail.includes(part))?.[1] ?? 'invalid',
      field: field === 'stops' ? 'stops.0' : field,
    });
  });

  it('accepts the last day of the range and today', async () => {
    expect((await get({ ...base(), departureDate: inDays(361) })).statusCode).toBe(200);
    expect(
      (await get({ ...base(), departureDate: inDays(1), returnDate: inDays(1) })).statusCode,
    ).toBe(200);
  });
});
