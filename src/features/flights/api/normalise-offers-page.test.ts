import { pageFromNext } from '@/api/page-list';

import { addMinutes, makeFlightOffer } from '../../../../mocks/flight-fixtures';

import { normaliseOffersPage } from './normalise-offers-page';

const offer = (id: string) =>
  makeFlightOffer({
    id,
    carrier: 'EK',
    number: 73,
    origin: 'DXB',
    destination: 'CDG',
    departureAt: '2026-12-01T08:30:00',
    minutes: 445,
    price: 612.4,
  });

const facets = {
  airlines: [{ code: 'EK', name: 'Emirates', count: 3, minPrice: 612 }],
  price: { min: 612, max: 980, currency: 'USD' },
  stops: [{ stops: 0, count: 2 }],
};

describe('normaliseOffersPage (§3 "Flight result page")', () => {
  it('reads a plain list as one last page', () => {
    expect(normaliseOffersPage([offer('a'), offer('b')])).toEqual({
      offers: [offer('a'), offer('b')],
      count: 2,
      next: null,
      facets: null,
    });
  });

  it('reads {results, next}', () => {
    const page = normaliseOffersPage({ results: [offer('a')], next: '/api/x/?page=2' });
    expect(page).toEqual({
      offers: [offer('a')],
      count: null,
      next: '/api/x/?page=2',
      facets: null,
    });
  });

  it('reads results nested one level deeper', () => {
    const page = normaliseOffersPage({
      results: { results: [offer('a')], next: 'http://host/api/x/?page=3', count: 21 },
    });
    expect(page).toEqual({
      offers: [offer('a')],
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
      results: [offer('a')],
      facets,
    });
    expect(page).toEqual({ offers: [offer('a')], count: 14, next: null, facets });
  });

  it('leaves out offers the screens could not show, and malformed facets', () => {
    const broken = { ...offer('b'), itineraries: [{ segments: [] }] };
    const noPrice = { ...offer('c'), price: { currency: 'USD', total: 'lots' } };
    const localTimeWithZone = offer('d');
    localTimeWithZone.itineraries[0]!.segments[0]!.departure.at = '2026-12-01T08:30:00Z';
    const page = normaliseOffersPage({
      results: [offer('a'), broken, noPrice, localTimeWithZone, null, 'x'],
      facets: {
        airlines: [{ name: 'no code' }, { code: 'QR' }],
        price: { min: 9, max: 1 },
        stops: 'x',
      },
    });
    expect(page.offers.map((item) => item.id)).toEqual(['a']);
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
    expect(addMinutes('2026-12-01T22:30:00', 445)).toBe('2026-12-02T05:55:00');
  });
});
