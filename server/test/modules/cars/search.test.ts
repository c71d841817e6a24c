import { addDays, weekday } from '../../../src/inventory/shared/time.ts';
import { CAR_SEARCH_DEFAULTS, PRICE_PER_DAY_RANGE } from '../../../src/modules/cars/constants.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { branchToday, getSearch, linesSum, money, rentalQuery, search } from './car-helpers.ts';

// GET /api/cars/search/: the defaults /cars opens with, every parameter and filter, sorting and
// paging, and a 400 naming the parameter for every rule broken.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('with nothing asked, shows cars at Dubai Airport from tomorrow 10:00 for 3 days', async () => {
  const page = await search(t);
  const today = await branchToday(t, 'DXB');
  expect(page).toMatchObject({
    pickup: {
      code: 'DXB',
      kind: 'airport',
      cityName: 'Dubai',
      cityNameAr: 'دبي',
      open24Hours: true,
    },
    dropoff: { code: 'DXB' },
    pickupAt: `${addDays(today, 1)}T10:00:00`,
    returnAt: `${addDays(today, 4)}T10:00:00`,
    days: CAR_SEARCH_DEFAULTS.days,
    driverAge: 30,
    currency: 'USD',
    previous: null,
  });
  expect(page.count).toBeGreaterThan(40);
  expect(page.results).toHaveLength(10);
  expect(page.next).toMatch(/page=2/);
  for (const offer of page.results) {
    expect(linesSum(offer)).toBe(money(offer.price.total));
    expect(offer.price.lines[0]).toMatchObject({ code: 'CAR_RENTAL', quantity: 3 });
    expect(money(offer.price.lines[0]!.amount)).toBe(3 * money(offer.price.perDay));
    expect(offer.price.lines.at(-1)).toEqual({ code: 'SERVICE_FEE', quantity: 1, amount: '25.00' });
    expect(offer.car.name).toMatch(/ or similar$/);
    expect(offer.car.nameAr).toMatch(/أو ما يماثلها$/);
    expect(offer.car.image).toBe(`${offer.car.acriss}-${offer.car.colour}-side.svg`);
    expect(money(offer.price.withDriverPerDay)).toBe(money(offer.price.perDay) + 4000);
  }
  const totals = page.results.map((offer) => money(offer.price.total));
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
});

it('counts facets before the filters and applies every filter', async () => {
  const base = await rentalQuery(t, 'DXB', 20, 4);
  const all = await search(t, { ...base, page_size: 50 });
  const { facets } = all;
  expect(facets.types.reduce((sum, type) => sum + type.count, 0)).toBe(all.count);
  expect(facets.suppliers.length).toBeGreaterThanOrEqual(6);
  const suv = await search(t, { ...base, type: 'suv', page_size: 50 });
  expect(suv.count).toBe(facets.types.find((type) => type.value === 'suv')!.count);
  expect(suv.results.every((offer) => offer.car.type === 'suv')).toBe(true);
  expect(suv.facets).toEqual(facets);
  const manual = await search(t, { ...base, transmission: 'manual', page_size: 50 });
  expect(manual.results.every((offer) => offer.car.transmission === 'manual')).toBe(true);
  const seven = await search(t, { ...base, seats: 7, page_size: 50 });
  expect(seven.count).toBe(facets.seats.find((seats) => seats.value === 7)!.count);
  expect(seven.results.every((offer) => offer.car.seats >= 7)).toBe(true);
  const supplier = facets.suppliers[0]!;
  const bySupplier = await search(t, {
    ...base,
    supplier: supplier.code.toLowerCase(),
    page_size: 50,
  });
  expect(bySupplier.count).toBe(supplier.count);
  const twoTypes = await search(t, {
    ...base,
    type: ['van', 'luxury'],
    fuel: 'petrol',
    page_size: 50,
  });
  expect(twoTypes.results.every((offer) => ['van', 'luxury'].includes(offer.car.type))).toBe(true);
  expect(twoTypes.results.every((offer) => offer.car.fuel === 'petrol')).toBe(true);
  const corolla = await search(t, { ...base, acriss: 'CDAR' });
  expect(corolla.results.every((offer) => offer.car.acriss === 'CDAR')).toBe(true);
  const band = await search(t, { ...base, minPrice: 50, maxPrice: 90, page_size: 50 });
  expect(band.count).toBeGreaterThan(0);
  for (const offer of band.results) {
    expect(money(offer.price.perDay)).toBeGreaterThanOrEqual(5000);
    expect(money(offer.price.perDay)).toBeLessThanOrEqual(9000);
  }
  const slider = await search(t, {
    ...base,
    minPrice: PRICE_PER_DAY_RANGE.min,
    maxPrice: PRICE_PER_DAY_RANGE.max,
  });
  expect(slider.count).toBeLessThanOrEqual(all.count);
  const free = await search(t, { ...base, freeCancellation: true, page_size: 50 });
  expect(free.count).toBe(facets.freeCancellation);
  expect(free.count).toBeLessThan(all.count);
  expect(
    free.results.every((offer) => offer.freeCancellation && offer.cancellation.refundable),
  ).toBe(true);
});

it('sorts by price either way or by rating, and pages without repeating an offer', async () => {
  const base = await rentalQuery(t, 'LHR', 30, 5);
  const byPrice = await search(t, { ...base, page_size: 50 });
  const dearFirst = await search(t, { ...base, sort: 'price-desc', page_size: 50 });
  expect(dearFirst.count).toBe(byPrice.count);
  const totals = dearFirst.results.map((offer) => money(offer.price.total));
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
  const rated = await search(t, { ...base, sort: 'rating', page_size: 50 });
  const ratings = rated.results.map((offer) => offer.supplier.rating);
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  const pages = [];
  for (let page = 1; page <= 3; page += 1)
    pages.push(...(await search(t, { ...base, page, page_size: 7 })).results);
  expect(pages.map((offer) => offer.id)).toEqual(
    byPrice.results.slice(0, 21).map((offer) => offer.id),
  );
});

it('prices in another currency, a one-way rental with its fee and a young driver with a surcharge', async () => {
  const base = await rentalQuery(t, 'DXB', 15, 3);
  const usd = await search(t, { ...base, acriss: 'CDAR' });
  const aed = await search(t, { ...base, acriss: 'CDAR', currency: 'AED' });
  expect(aed.currency).toBe('AED');
  expect(money(aed.results[0]!.price.total)).toBeGreaterThan(
    3 * money(usd.results[0]!.price.total),
  );
  const oneWay = await search(t, { ...base, acriss: 'CDAR', dropoffLocation: 'dxb-ma' });
  expect(oneWay.dropoff.code).toBe('DXB-MA');
  const fee = oneWay.results[0]!.price.lines.find((line) => line.code === 'ONE_WAY_FEE');
  expect(fee).toMatchObject({ quantity: 1 });
  expect(oneWay.results[0]!.oneWay).toBe(true);
  const young = await search(t, { ...base, driverAge: 22, page_size: 50 });
  expect(young.results.every((offer) => offer.minDriverAge <= 22)).toBe(true);
  expect(young.results.some((offer) => offer.car.category === 'luxury')).toBe(false);
  const surcharge = young.results[0]!.price.lines.find((line) => line.code === 'YOUNG_DRIVER');
  expect(surcharge).toMatchObject({ quantity: 3 });
  expect(money(surcharge!.amount)).toBe(3 * money(young.results[0]!.youngDriverPerDay));
});

describe('400 naming the parameter', () => {
  const cases: [string, (today: string) => Record<string, string | number>, string, string][] = [
    ['an unknown pickup', () => ({ pickupLocation: 'ZZZ' }), 'pickupLocation', 'unknown_location'],
    [
      'an unknown drop-off',
      () => ({ dropoffLocation: 'DXB-ZZ' }),
      'dropoffLocation',
      'unknown_location',
    ],
    ['a malformed location', () => ({ pickupLocation: 'DUBAI' }), 'pickupLocation', 'invalid'],
    ['a drop-off abroad', () => ({ dropoffLocation: 'LHR' }), 'dropoffLocation', 'one_way_abroad'],
    [
      'a pickup in the past',
      (today) => ({ pickupDate: addDays(today, -1) }),
      'pickupDate',
      'pickup_in_past',
    ],
    [
      'a pickup too far ahead',
      (today) => ({ pickupDate: addDays(today, 400), returnDate: addDays(today, 402) }),
      'pickupDate',
      'pickup_too_far',
    ],
    [
      'a return before pickup',
      (today) => ({ pickupDate: addDays(today, 5), returnDate: addDays(today, 4) }),
      'returnDate',
      'return_before_pickup',
    ],
    [
      'a return within the hour',
      (today) => ({
        pickupDate: addDays(today, 5),
        returnDate: addDays(today, 5),
        pickupTime: '10:00',
        returnTime: '10:30',
      }),
      'returnTime',
      'return_before_pickup',
    ],
    [
      'a rental over 30 days',
      (today) => ({ pickupDate: addDays(today, 5), returnDate: addDays(today, 40) }),
      'returnDate',
      'rental_too_long',
    ],
    ['a driver under 21', () => ({ driverAge: 19 }), 'driverAge', 'driver_too_young'],
    ['a driver under 18', () => ({ driverAge: 17 }), 'driverAge', 'invalid'],
    ['a bad date', () => ({ pickupDate: '2026-02-30' }), 'pickupDate', 'invalid'],
    ['a bad time', () => ({ pickupTime: '25:00' }), 'pickupTime', 'invalid'],
    ['an unknown type', () => ({ type: 'tank' }), 'type.0', 'invalid'],
    ['an unknown sort', () => ({ sort: 'colour' }), 'sort', 'invalid'],
    ['a negative price', () => ({ minPrice: -1 }), 'minPrice', 'invalid'],
    ['a min price over the max', () => ({ minPrice: 90, maxPrice: 50 }), 'minPrice', 'invalid'],
    ['too few seats', () => ({ seats: 1 }), 'seats', 'invalid'],
    ['a page size over 50', () => ({ page_size: 51 }), 'page_size', 'invalid'],
    ['an unknown currency', () => ({ currency: 'XYZ' }), 'currency', 'invalid'],
  ];
  it.each(cases)('%s', async (_name, query, field, code) => {
    const response = await getSearch(t, query(await branchToday(t, 'DXB')));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, code });
    expect(response.json().detail).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
  });

  it('a pickup within the hour, and hours a city branch is closed', async () => {
    const today = await branchToday(t, 'DXB');
    // Midnight today has passed (or is within the hour) at the branch.
    expect((await getSearch(t, { pickupDate: today, pickupTime: '00:00' })).json()).toMatchObject({
      field: 'pickupTime',
      code: 'pickup_in_past',
    });
    const lateQuery = { ...(await rentalQuery(t, 'DXB-MA', 10, 3)), pickupTime: '23:30' };
    const late = await getSearch(t, lateQuery);
    expect(late.json()).toMatchObject({ field: 'pickupTime', code: 'branch_closed' });
    // A Gulf city desk opens at 08:00, on Friday from 14:00: the message names that day's hours.
    const friday = weekday(lateQuery.pickupDate) === 5;
    expect(late.json().detail).toMatch(friday ? /open 14:00–22:00/ : /open 08:00–22:00/);
    const returnLate = await getSearch(t, {
      ...(await rentalQuery(t, 'DXB', 10, 3)),
      dropoffLocation: 'DXB-JU',
      returnTime: '06:00',
    });
    expect(returnLate.json()).toMatchObject({ field: 'returnTime', code: 'branch_closed' });
  });
});
