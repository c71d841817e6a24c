import { addDays } from '../../../src/inventory/shared/time.ts';
import type { HotelOffer } from '../../../src/modules/hotels/schemas.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import {
  availability,
  money,
  postAvailability,
  ratesOf,
  searchBody,
  stayIn,
} from './hotel-helpers.ts';

// POST /api/hotelbeds/availability/: every parameter, and every bad input a 400 naming its field.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a city search', () => {
  it('finds Paris’s hotels for the party, cheapest first, with totals that add up', async () => {
    const page = await availability(t, await searchBody(t));
    expect(page.count).toBeGreaterThanOrEqual(80);
    expect(page.results).toHaveLength(10);
    expect(page.next).toBe('/api/hotelbeds/availability/?page=2');
    expect(page.nights).toBe(3);
    const totals = page.results.map((hotel) => money(hotel.price.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const hotel of page.results) {
      expect(hotel.destinationCode).toBe('PAR');
      expect(hotel.categoryName).toMatch(/^\d STARS?$/);
      expect(hotel.distance).toBeLessThan(40);
      expect(hotel.minRate).toBe(hotel.price.total);
      expect(money(hotel.price.perNight)).toBe(Math.round(money(hotel.price.total) / 3));
      for (const rate of ratesOf(hotel)) {
        expect(money(rate.total)).toBe(
          money(rate.net) +
            money(rate.serviceFee) +
            rate.taxes.taxes
              .filter((tax) => !tax.included)
              .reduce((sum, tax) => sum + money(tax.amount), 0),
        );
        expect(
          rate.dailyRates.reduce((sum, day) => sum + money(day.dailyNet), 0) * rate.rooms,
        ).toBe(money(rate.net));
        expect(rate.allotment).toBeGreaterThan(0);
      }
      expect(Math.min(...ratesOf(hotel).map((rate) => money(rate.total)))).toBe(
        money(hotel.price.total),
      );
    }
  });

  it('gives the same answer twice, and pages through every hotel once', async () => {
    const body = await searchBody(t);
    const first = await availability(t, body, '?page_size=50');
    const again = await availability(t, body, '?page_size=50');
    expect(again).toEqual(first);
    const second = await availability(t, body, '?page=2&page_size=50');
    const codes = [...first.results, ...second.results].map((hotel) => hotel.code);
    expect(new Set(codes).size).toBe(first.count);
    expect(second.previous).toBe('/api/hotelbeds/availability/?page=1&page_size=50');
  });

  it('prices every room of every group: two rooms with a child cost more than one', async () => {
    const one = await availability(t, await searchBody(t), '?page_size=100');
    const more = await availability(
      t,
      await searchBody(t, {
        occupancies: [
          { rooms: 1, adults: 2, children: 0 },
          { rooms: 1, adults: 1, children: 1, childAges: [7] },
        ],
      }),
      '?page_size=100',
    );
    const byCode = new Map(one.results.map((hotel) => [hotel.code, hotel]));
    for (const hotel of more.results) {
      const alone = byCode.get(hotel.code);
      if (alone) expect(money(hotel.price.total)).toBeGreaterThan(money(alone.price.total));
      const children = ratesOf(hotel).filter((rate) => rate.children === 1);
      for (const rate of children) expect(rate.childrenAges).toBe('7');
    }
  });

  it('reads the city code in any letter case and converts to the currency asked', async () => {
    const usd = await availability(t, await searchBody(t));
    const eur = await availability(
      t,
      await searchBody(t, { destination: { code: 'par' }, currency: 'EUR' }),
    );
    expect(eur.currency).toBe('EUR');
    expect(eur.results[0]?.code).toBe(usd.results[0]?.code);
    expect(money(eur.results[0]!.price.total)).toBeLessThan(money(usd.results[0]!.price.total));
  });

  it('names the city, zones, rooms and boards in Arabic when asked, at the same prices', async () => {
    const english = await availability(t, await searchBody(t, {}, 'DXB'));
    const arabic = await availability(t, await searchBody(t, { language: 'ARA' }, 'DXB'));
    const [en, ar] = [english.results[0]!, arabic.results[0]!];
    expect(ar.code).toBe(en.code);
    expect(ar.name).toBe(en.name);
    expect(en.destinationName).toBe('Dubai');
    expect(ar.destinationName).toBe('دبي');
    expect(ar.zoneName).toMatch(/[\u0600-\u06FF]/);
    expect(ar.rooms[0]!.name).toMatch(/[\u0600-\u06FF]/);
    expect(ar.rooms[0]!.rates[0]!.boardName).toMatch(/[\u0600-\u06FF]/);
    expect(ar.price).toEqual(en.price);
    expect(ar.rooms[0]!.rates[0]!.rateKey).toBe(en.rooms[0]!.rates[0]!.rateKey);
  });
});

describe('filters, sorts and facets', () => {
  it('filters by stars, guest score, property type, facilities, board, free cancellation and price', async () => {
    const all = await availability(t, await searchBody(t), '?page_size=100');
    const body = await searchBody(t, {
      filter: {
        stars: [4, 5],
        minGuestRating: 3.5,
        propertyTypes: ['hotel', 'resort'],
        facilities: ['wifi'],
        boards: ['BB'],
        freeCancellation: true,
      },
    });
    const page = await availability(t, body, '?page_size=100');
    expect(page.count).toBeGreaterThan(0);
    expect(page.count).toBeLessThan(all.count);
    for (const hotel of page.results) {
      expect([4, 5]).toContain(hotel.rating);
      expect(hotel.guestRating).toBeGreaterThanOrEqual(3.5);
      expect(['hotel', 'resort']).toContain(hotel.propertyType);
      expect(hotel.amenities).toContain('wifi');
      expect(hotel.price.freeCancellation).toBe(true);
      expect(hotel.price.boardCode).toBe('BB');
      for (const rate of ratesOf(hotel)) {
        expect(rate.boardCode).toBe('BB');
        expect(rate.rateClass).toBe('NOR');
        expect(rate.freeCancellationUntil).not.toBeNull();
      }
    }
    expect(page.facets).toEqual(all.facets);
    const [low, high] = [money(all.results[10]!.price.total), money(all.results[30]!.price.total)];
    const priced = await availability(
      t,
      await searchBody(t, { filter: { minRate: low / 100, maxRate: high / 100 } }),
      '?page_size=100',
    );
    expect(priced.count).toBeGreaterThanOrEqual(21);
    for (const hotel of priced.results) {
      expect(money(hotel.price.total)).toBeGreaterThanOrEqual(low);
      expect(money(hotel.price.total)).toBeLessThanOrEqual(high);
    }
  });

  it('counts the facets over every hotel before the filters', async () => {
    const page = await availability(t, await searchBody(t), '?page_size=100');
    const { facets } = page;
    expect(facets.stars.reduce((sum, facet) => sum + facet.count, 0)).toBe(page.count);
    expect(facets.propertyTypes.reduce((sum, facet) => sum + facet.count, 0)).toBe(page.count);
    const wifi = facets.facilities.find((facet) => facet.value === 'wifi')!;
    expect(wifi.count).toBe(
      page.results.filter((hotel) => hotel.amenities.includes('wifi')).length,
    );
    expect(facets.boards.find((facet) => facet.value === 'RO')!.count).toBe(page.count);
    expect(facets.price.min).toBe(page.results[0]!.price.total);
    expect(facets.price.max).toBe(page.results.at(-1)!.price.total);
    expect(facets.guestRating.map((facet) => facet.value)).toEqual([3, 3.5, 4, 4.5]);
  });

  it('sorts by stars, guest score and distance', async () => {
    const sorted = async (sort: 'stars' | 'guestRating' | 'distance') =>
      (await availability(t, await searchBody(t, { sort }), '?page_size=100')).results;
    const byStars = (await sorted('stars')).map((hotel) => hotel.rating);
    expect(byStars).toEqual([...byStars].sort((a, b) => b - a));
    const byScore = (await sorted('guestRating')).map((hotel) => hotel.guestRating);
    expect(byScore).toEqual([...byScore].sort((a, b) => b - a));
    const byDistance = (await sorted('distance')).map((hotel) => hotel.distance);
    expect(byDistance).toEqual([...byDistance].sort((a, b) => a - b));
  });
});

describe('a search around a point', () => {
  it('finds the hotels within the radius, with their distance from the point', async () => {
    const body = await searchBody(
      t,
      {
        destination: undefined,
        geolocation: { latitude: 25.2048, longitude: 55.2708, radius: 5, unit: 'km' },
      },
      'DXB',
    );
    const page = await availability(t, body, '?page_size=100');
    expect(page.count).toBeGreaterThan(5);
    for (const hotel of page.results) {
      expect(hotel.distance).toBeLessThanOrEqual(5);
      expect(hotel.destinationCode).toBe('DXB');
    }
    const wider = await availability(
      t,
      { ...body, geolocation: { ...body.geolocation!, radius: 50 } },
      '?page_size=1',
    );
    expect(wider.count).toBeGreaterThan(page.count);
  });

  it('finds nothing in the middle of the ocean', async () => {
    const body = await searchBody(t, {
      destination: undefined,
      geolocation: { latitude: -40, longitude: -120, radius: 50, unit: 'km' },
    });
    const page = await availability(t, body);
    expect(page.count).toBe(0);
    expect(page.facets.price.min).toBeNull();
  });
});

describe('named hotels', () => {
  it('prices only the hotels asked for at the city search prices, with every rate where the list has the cheapest', async () => {
    const party = {
      occupancies: [
        { rooms: 1, adults: 2, children: 0 },
        { rooms: 1, adults: 1, children: 0 },
      ],
    };
    const city = await availability(t, await searchBody(t, party), '?page_size=3');
    const codes = city.results.map((hotel) => hotel.code);
    const { destination: _destination, ...body } = await searchBody(t, party);
    const named = await availability(t, { ...body, hotels: { hotel: codes } });
    expect(named.count).toBe(3);
    const summary = ({ rooms: _rooms, ...hotel }: HotelOffer) => hotel;
    expect(named.results.map(summary)).toEqual(city.results.map(summary));
    for (const [index, listed] of city.results.entries()) {
      // The list: one rate per group of rooms, the cheapest, the card's price; the page: all.
      const cheapest = ratesOf(listed);
      expect(cheapest).toHaveLength(2);
      expect(cheapest.reduce((sum, rate) => sum + money(rate.total), 0)).toBe(
        money(listed.price.total),
      );
      const every = ratesOf(named.results[index]!);
      expect(every.length).toBeGreaterThan(cheapest.length);
      expect(every).toEqual(expect.arrayContaining(cheapest));
    }
  });

  it('400 for an unknown hotel or a hotel named with a place', async () => {
    const { destination: _destination, ...body } = await searchBody(t);
    const unknown = await postAvailability(t, { ...body, hotels: { hotel: [1115799] } });
    expect(unknown.json()).toMatchObject({ field: 'hotels.hotel.0' });
    const both = await postAvailability(t, await searchBody(t, { hotels: { hotel: [1115701] } }));
    expect(both.json()).toMatchObject({ field: 'destination' });
  });
});

describe('every bad input is a 400 naming its field', () => {
  const cases: [string, (body: Record<string, unknown>) => unknown, string][] = [
    ['a check-in in the past', (body) => ({ ...body, checkIn: '2020-01-01' }), 'checkIn'],
    ['a language that is not ENG or ARA', (body) => ({ ...body, language: 'FRA' }), 'language'],
    ['a date that is not a date', (body) => ({ ...body, checkIn: '2026-13-45' }), 'checkIn'],
    ['no check-out', ({ checkOut: _checkOut, ...body }) => body, 'checkOut'],
    [
      'check-out on the day of check-in',
      (body) => ({ ...body, checkOut: body.checkIn }),
      'checkOut',
    ],
    [
      'a stay of 31 nights',
      (body) => ({ ...body, checkOut: addDays(body.checkIn as string, 31) }),
      'checkOut',
    ],
    [
      'check-in more than 500 days ahead (Booking.com’s horizon)',
      (body) => ({
        ...body,
        checkIn: addDays(body.checkIn as string, 500),
        checkOut: addDays(body.checkIn as string, 502),
      }),
      'checkIn',
    ],
    ['no occupancies', (body) => ({ ...body, occupancies: [] }), 'occupancies'],
    [
      'a room with no adult',
      (body) => ({ ...body, occupancies: [{ rooms: 1, adults: 0, children: 1 }] }),
      'occupancies.0.adults',
    ],
    [
      'ten rooms',
      (body) => ({
        ...body,
        occupancies: [
          { rooms: 5, adults: 1, children: 0 },
          { rooms: 5, adults: 2, children: 0 },
        ],
      }),
      'occupancies',
    ],
    [
      'more child ages than children',
      (body) => ({
        ...body,
        occupancies: [{ rooms: 1, adults: 2, children: 1, childAges: [4, 6] }],
      }),
      'occupancies.0.childAges',
    ],
    [
      'a child of 18',
      (body) => ({ ...body, occupancies: [{ rooms: 1, adults: 2, children: 1, childAges: [18] }] }),
      'occupancies.0.childAges.0',
    ],
    ['neither destination nor geolocation', ({ destination: _d, ...body }) => body, 'destination'],
    [
      'both destination and geolocation',
      (body) => ({
        ...body,
        geolocation: { latitude: 48.85, longitude: 2.35, radius: 10, unit: 'km' },
      }),
      'destination',
    ],
    ['an unknown city', (body) => ({ ...body, destination: { code: 'QQQ' } }), 'destination.code'],
    [
      'a city code of four letters',
      (body) => ({ ...body, destination: { code: 'PARI' } }),
      'destination.code',
    ],
    [
      'a radius of 0',
      ({ destination: _d, ...body }) => ({
        ...body,
        geolocation: { latitude: 48.85, longitude: 2.35, radius: 0, unit: 'km' },
      }),
      'geolocation.radius',
    ],
    [
      'a radius of 51',
      ({ destination: _d, ...body }) => ({
        ...body,
        geolocation: { latitude: 48.85, longitude: 2.35, radius: 51, unit: 'km' },
      }),
      'geolocation.radius',
    ],
    [
      'a radius in miles',
      ({ destination: _d, ...body }) => ({
        ...body,
        geolocation: { latitude: 48.85, longitude: 2.35, radius: 10, unit: 'mi' },
      }),
      'geolocation.unit',
    ],
    [
      'a latitude of 91',
      ({ destination: _d, ...body }) => ({
        ...body,
        geolocation: { latitude: 91, longitude: 2.35, radius: 10, unit: 'km' },
      }),
      'geolocation.latitude',
    ],
    [
      'a NUL in the city code',
      (body) => ({ ...body, destination: { code: 'PA\u0000' } }),
      'destination.code',
    ],
    [
      'a minimum price above the maximum',
      (body) => ({ ...body, filter: { minRate: 500, maxRate: 100 } }),
      'filter.minRate',
    ],
    ['a star category of 6', (body) => ({ ...body, filter: { stars: [6] } }), 'filter.stars.0'],
    [
      'an unknown facility',
      (body) => ({ ...body, filter: { facilities: ['helipad'] } }),
      'filter.facilities.0',
    ],
    ['an unknown board', (body) => ({ ...body, filter: { boards: ['XX'] } }), 'filter.boards.0'],
    [
      'an unknown property type',
      (body) => ({ ...body, filter: { propertyTypes: ['castle'] } }),
      'filter.propertyTypes.0',
    ],
    [
      'a guest score of 6',
      (body) => ({ ...body, filter: { minGuestRating: 6 } }),
      'filter.minGuestRating',
    ],
    ['an unknown sort', (body) => ({ ...body, sort: 'name' }), 'sort'],
    ['an unknown currency', (body) => ({ ...body, currency: 'JPY' }), 'currency'],
  ];

  it.each(cases)('%s', async (_name, change, field) => {
    const body = change((await searchBody(t)) as unknown as Record<string, unknown>);
    const response = await postAvailability(t, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', field });
    expect(response.json().detail).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}: `));
  });

  it.each([
    ['page=0', 'page'],
    ['page_size=101', 'page_size'],
    ['page_size=ten', 'page_size'],
  ])('?%s', async (query, field) => {
    const response = await postAvailability(t, await searchBody(t), `?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });

  it('an infinite latitude (1e999 in the JSON text)', async () => {
    const { destination: _destination, ...body } = await searchBody(t);
    const json = JSON.stringify({
      ...body,
      geolocation: { latitude: 0, longitude: 2.35, radius: 10, unit: 'km' },
    }).replace('"latitude":0', '"latitude":1e999');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hotelbeds/availability/',
      payload: json,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'geolocation.latitude' });
  });

  it('accepts check-in today at the destination', async () => {
    const response = await postAvailability(t, await searchBody(t, await stayIn(t, 'PAR', 0, 1)));
    expect(response.statusCode).toBe(200);
  });

  it('accepts check-in on the horizon’s last day, and no rate key past it', async () => {
    const last = await postAvailability(t, await searchBody(t, await stayIn(t, 'PAR', 500, 2)));
    expect(last.statusCode).toBe(200);
    const rate = (last.json() as { results: HotelOffer[] }).results[0]!.rooms[0]!.rates[0]!;
    const text = Buffer.from(rate.rateKey, 'base64url').toString('utf8');
    const { checkIn, checkOut } = last.json() as { checkIn: string; checkOut: string };
    const later = Buffer.from(
      text.replace(checkIn, addDays(checkIn, 1)).replace(checkOut, addDays(checkOut, 1)),
      'utf8',
    ).toString('base64url');
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/hotelbeds/checkrates/',
      payload: { rateKeys: [later] },
    });
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toMatchObject({ field: 'rateKeys.0' });
    expect(checked.json().detail).toContain('at most 500 days ahead');
  });
});
