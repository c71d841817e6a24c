import { RENTAL_QUERY } from '../../../mocks/car-fixtures';
import { replayed } from '../../../mocks/recorded/replay';

import type { AvailabilityPage, HotelOffer } from '@/features/hotels/api/hotel-types';
import { firstCarResults } from '@/features/cars/results/first-results';
import { firstFlightResults } from '@/features/flights/results/first-results';
import { firstHotelResults } from '@/features/hotels/results/first-results';
import { readFirstScreenAnswers, firstScreenAnswersBlock } from '@/api/first-screen-answers';
import { addDaysIso, todayIso } from '@/lib/iso-date';
import { inProcessApi, request } from '@/testing/first-screen';

import { makeStore } from '../store';

import { firstAnswers, renderFirstScreen } from './render-first-screen';

const checkIn = addDaysIso(todayIso(), 10);
const checkOut = addDaysIso(checkIn, 2);
const HOTELS_URL = `/hotels?destination=DXB&city=Dubai&checkIn=${checkIn}&checkOut=${checkOut}&room=2`;

const hotel: HotelOffer = {
  code: 362_762,
  id: '362762',
  name: 'Oak House Hostel',
  image: '362762/1.svg',
  categoryCode: '2EST',
  categoryName: '2 STARS',
  rating: 2,
  propertyType: 'hostel',
  destinationCode: 'DXB',
  destinationName: 'Dubai',
  zoneCode: 2,
  zoneName: 'Old Town',
  latitude: 25.24,
  longitude: 55.3,
  distance: 2.2,
  guestRating: 3.8,
  reviews: 300,
  amenities: ['wifi'],
  currency: 'USD',
  minRate: '108.28',
  maxRate: '163.73',
  price: {
    currency: 'USD',
    total: '108.28',
    perNight: '54.14',
    nights: 2,
    atProperty: '0.00',
    freeCancellation: true,
    refundable: true,
    boardCode: 'RO',
  },
  rooms: [],
};

const PAGE: AvailabilityPage = {
  count: 1,
  next: null,
  previous: null,
  checkIn,
  checkOut,
  nights: 2,
  currency: 'USD',
  facets: {
    stars: [{ value: 2, count: 1 }],
    propertyTypes: [{ value: 'hostel', count: 1 }],
    facilities: [{ value: 'wifi', count: 1 }],
    boards: [{ value: 'RO', count: 1 }],
    guestRating: [{ value: 3.5, count: 1 }],
    freeCancellation: 1,
    price: {
      currency: 'USD',
      min: '108.28',
      max: '108.28',
      minPerNight: '54.14',
      maxPerNight: '54.14',
    },
  },
  results: [hotel],
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe("a results page's first screen, drawn with its answer", () => {
  it('asks the API once, as the results page asks, and the SPA started with the answer asks nothing', async () => {
    const server = inProcessApi(() => Response.json(PAGE));
    const url = new URL(HOTELS_URL, 'http://localhost');
    const answers = await firstAnswers(url, request(HOTELS_URL, server.api));

    expect(server.requests).toHaveLength(1);
    const asked = server.requests[0]!;
    expect(asked.method).toBe('POST');
    expect(new URL(asked.url).pathname).toBe('/api/hotelbeds/availability/');
    expect(await asked.json()).toMatchObject({ checkIn, checkOut, language: 'ENG' });

    // The answers cross the page as its JSON block, and start the SPA's store.
    document.head.innerHTML = firstScreenAnswersBlock(answers!);
    const spa = inProcessApi(() => Response.json({ detail: 'not asked' }, { status: 500 }));
    const store = makeStore(undefined, {
      answers: readFirstScreenAnswers(document),
      inProcessApi: spa.api,
    });
    const results = await store.dispatch(firstHotelResults(url, 'en')!);
    expect(results.data?.pages).toEqual([PAGE]);
    expect(spa.requests).toHaveLength(0);
  });

  it('draws the results and carries the answer', async () => {
    const server = inProcessApi(() => Response.json(PAGE));
    const screen = await renderFirstScreen(request(HOTELS_URL, server.api));

    expect(screen?.body).toContain('Oak House Hostel');
    expect(screen?.body).not.toContain('aria-busy="true"');
    expect(screen?.head).toContain('<script type="application/json" id="first-screen-answers">');
  });

  it('draws the results as loading when the API fails, and carries no answer', async () => {
    const server = inProcessApi(() => Response.json({ detail: 'down' }, { status: 503 }));
    const screen = await renderFirstScreen(request(HOTELS_URL, server.api));

    expect(server.requests).toHaveLength(1);
    expect(screen?.body).toContain('aria-busy="true"');
    expect(screen?.head).not.toContain('first-screen-answers');
  });

  it('asks nothing for a search the page refuses, nor for a page without results', async () => {
    const server = inProcessApi(() => Response.json(PAGE));
    const refused = await renderFirstScreen(request('/hotels?destination=DXB&room=0', server.api));
    const login = await renderFirstScreen(request('/login', server.api));

    expect(server.requests).toHaveLength(0);
    expect([refused, login]).not.toContain(null);
  });
});

describe("a car search's first screen, drawn with its first page", () => {
  const CARS_URL = `/cars?${RENTAL_QUERY}`;
  const carSearch = (asked: Request) => replayed('cars', asked);

  it('asks once as the results page asks, draws the cars, and the SPA starts with them', async () => {
    const server = inProcessApi(carSearch);
    const screen = await renderFirstScreen(request(CARS_URL, server.api));

    expect(server.requests).toHaveLength(1);
    const asked = new URL(server.requests[0]!.url);
    expect(asked.pathname).toBe('/api/cars/search/');
    expect(asked.searchParams.get('pickupLocation')).toBe('DXB');
    expect(screen?.body.match(/<article/g)).toHaveLength(4);
    expect(screen?.body).not.toContain('aria-busy="true"');

    const url = new URL(CARS_URL, 'http://localhost');
    document.head.innerHTML = firstScreenAnswersBlock(
      (await firstAnswers(url, request(CARS_URL, server.api)))!,
    );
    const spa = inProcessApi(() => Response.json({ detail: 'not asked' }, { status: 500 }));
    const store = makeStore(undefined, {
      answers: readFirstScreenAnswers(document),
      inProcessApi: spa.api,
    });
    const results = await store.dispatch(firstCarResults(url)!);
    expect(results.data?.pages[0]?.results.length).toBeGreaterThan(4);
    expect(spa.requests).toHaveLength(0);
  });

  it('is drawn loading when the search breaks a rule, and asks nothing for a link it cannot read', async () => {
    const server = inProcessApi(carSearch);
    const tooYoung = await renderFirstScreen(
      request(`/cars?${RENTAL_QUERY.replace('driverAge=30', 'driverAge=18')}`, server.api),
    );
    expect(server.requests).toHaveLength(1);
    expect(tooYoung?.head).not.toContain('first-screen-answers');

    const unreadable = await renderFirstScreen(request('/cars?pickupDate=soon', server.api));
    expect(server.requests).toHaveLength(1);
    expect(unreadable?.head).not.toContain('first-screen-answers');
  });
});

describe("a flight search's first screen, drawn with its first page", () => {
  const FLIGHTS_URL = `/flights?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=${addDaysIso(todayIso(), 30)}&adults=1`;
  const flightSearch = (asked: Request) => replayed('flights', asked);

  it('asks once as the results page asks, draws the flights, and the SPA starts with them', async () => {
    const server = inProcessApi(flightSearch);
    const screen = await renderFirstScreen(request(FLIGHTS_URL, server.api));

    expect(server.requests).toHaveLength(1);
    const asked = new URL(server.requests[0]!.url);
    expect(asked.pathname).toBe('/api/shopping/flight-offers/');
    expect(asked.searchParams.get('destinationLocationCode')).toBe('LHR');
    // The first few cards only: the rest are the SPA's to draw, below the fold.
    expect(screen?.body.match(/<article/g)).toHaveLength(4);

    const url = new URL(FLIGHTS_URL, 'http://localhost');
    document.head.innerHTML = firstScreenAnswersBlock(
      (await firstAnswers(url, request(FLIGHTS_URL, server.api)))!,
    );
    const spa = inProcessApi(() => Response.json({ detail: 'not asked' }, { status: 500 }));
    const store = makeStore(undefined, {
      answers: readFirstScreenAnswers(document),
      inProcessApi: spa.api,
    });
    const results = await store.dispatch(firstFlightResults(url)!);
    expect(results.data?.pages[0]?.offers.length).toBeGreaterThan(4);
    expect(spa.requests).toHaveLength(0);
  });

  it('is drawn loading when the API fails, and asks nothing for a bare or unreadable link', async () => {
    const server = inProcessApi(() => Response.json({ detail: 'down' }, { status: 503 }));
    const failed = await renderFirstScreen(request(FLIGHTS_URL, server.api));
    expect(server.requests).toHaveLength(1);
    expect(failed?.body).toContain('aria-busy="true"');
    expect(failed?.head).not.toContain('first-screen-answers');

    const bare = await renderFirstScreen(request('/flights', server.api));
    const unreadable = await renderFirstScreen(
      request('/flights?originLocationCode=DXB&departureDate=soon', server.api),
    );
    expect(server.requests).toHaveLength(1);
    expect([bare, unreadable]).not.toContain(null);
  });
});
