import { pageFromNext } from '@/api/page-list';

import { recordedOffersPage } from '../../../../mocks/flight-handlers';
import { TODAYS_SEARCH } from '../../../../mocks/recorded/flight-requests';

import { normaliseOffersPage } from './normalise-offers-page';

// Offers the real server found (mocks/recorded/flights.json): the first page of today's search
// DXB → CDG, Pegasus, Royal Jordanian, EgyptAir and Royal Air Maroc via their hubs.
const recorded = recordedOffersPage(`${TODAYS_SEARCH}&page=1&page_size=10`).results;
const [a, b, c, d] = [recorded[0]!, recorded[1]!, recorded[2]!, recorded[3]!];

const facets = {
  airlines: [{ code: 'EK', name: 'Emirates', count: 3, minPrice: 612 }],
  price: { min: 612, max: 980, currency: 'USD' },
  stops: [{ stops: 0, count: 2 }],
};

describe('normaliseOffersPage (§3 "Flight result page")', () => {
  it('reads a plain list as one last page', () => {
    expect(normaliseOffersPage([a, b])).toEqual({
      offers: [a, b],
      count: 2,
      next: null,
      facets: null,
    });
  });

  it('reads {results, next}', () => {
    const page = normaliseOffersPage({ results: [a], next: '/api/x/?page=2' });
    expect(page).toEqual({
      offers: [a],
      count: null,
      next: '/api/x/?page=2',
      facets: null,
    });
  });

  it('reads results nested one level deeper', () => {
    const page = normaliseOffersPage({
      results: { results: [a], next: 'http://host/api/x/?page=3', count: 21 },
    });
    expect(page).toEqual({
      offers: [a],
      count: 21,
      next: 'http://host/api/x/?page=3',
      facets: null,
    });
  });

  it('reads our server’s page with its count and facets', () => {
    const page = normaliseOffersPage({
      count: 14,
      next: null,
      previous: 'http://host/api/x/?page=1',
      results: [a],
      facets,
    });
    expect(page).toEqual({ offers: [a], count: 14, next: null, facets });
  });

  it('leaves out offers the screens could not show, and malformed facets', () => {
    // The server sends none of these: each is a recorded offer with one field spoiled.
    const broken = { ...b, itineraries: [{ segments: [] }] };
    const noPrice = { ...c, price: { currency: 'USD', total: 'lots' } };
    const localTimeWithZone = structuredClone(d);
    localTimeWithZone.itineraries[0]!.segments[0]!.departure.at = '2026-12-01T19:00:00Z';
    const page = normaliseOffersPage({
      results: [a, broken, noPrice, localTimeWithZone, null, 'x'],
      facets: {
        airlines: [{ name: 'no code' }, { code: 'QR' }],
        price: { min: 9, max: 1 },
        stops: 'x',
      },
    });
    expect(page.offers.map((item) => item.id)).toEqual([a.id]);
    expect(page.facets).toEqual({ airlines: [{ code: 'QR' }], price: null, stops: [] });
  });

  it('treats anything else as an empty last page', () => {
    for (const body of [null, 'error', 42, { detail: 'x' }]) {
      expect(normaliseOffersPage(body)).toMatchObject({ offers: [], next: null });
    }
  });

  it('finds the page a next link asks for', () => {
    expect(pageFromNext('http://host/api/shopping/flight-offers/?page=3&page_size=10')).toBe(3);
    expect(pageFromNext('/api/shopping/flight-offers/?page=2')).toBe(2);
    expect(pageFromNext('/api/shopping/flight-offers/?cursor=abc')).toBeNull();
    expect(pageFromNext(null)).toBeNull();
  });

  it('is fed by a mock that writes local times without offset', () => {
    // The recorded answers are what the screens' tests are fed: every time local, without offset,
    // and so every offer kept.
    const times = recorded.flatMap((offer) =>
      offer.itineraries.flatMap((itinerary) =>
        itinerary.segments.flatMap((segment) => [segment.departure.at, segment.arrival.at]),
      ),
    );
    expect(times.length).toBeGreaterThan(0);
    for (const at of times) expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    // Pegasus' PC 156 leaves Dubai at 19:35 local time.
    expect(recorded[0]!.itineraries[0]!.segments[0]!.departure.at).toBe('2026-12-01T19:35:00');
    expect(normaliseOffersPage(recorded).offers).toEqual(recorded);
  });
});
