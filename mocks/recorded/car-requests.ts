import type {
  CarOffer,
  CarSearchPage,
  ChosenExtras,
} from '../../server/src/modules/cars/schemas.ts';

import type { Ask } from './recording.ts';

/*
 * What the web tests ask the car API, for scripts/record-fixtures.ts to ask the real server, and
 * the tests' rental they share: Dubai Airport to Dubai Marina, a month after RECORDED_AT at
 * 10:00 for 3 days, a driver of 30 (neither end on a Friday, when the city desks open late).
 * Ids come from the server's own answers, so a request that needs an offer asks a search first.
 */

export const RENTAL = {
  pickup: 'DXB',
  dropoff: 'DXB-MA',
  pickupAt: '2026-12-31T10:00:00',
  returnAt: '2027-01-03T10:00:00',
  driverAge: 30,
} as const;

/** The tests' rental as a /cars query (and the API's search query). */
export const RENTAL_QUERY = new URLSearchParams({
  pickupLocation: RENTAL.pickup,
  dropoffLocation: RENTAL.dropoff,
  pickupDate: RENTAL.pickupAt.slice(0, 10),
  pickupTime: '10:00',
  returnDate: RENTAL.returnAt.slice(0, 10),
  returnTime: '10:00',
  driverAge: String(RENTAL.driverAge),
}).toString();

/** Every medium car of the rental on one page: where the tests' offers are found. */
export const MEDIUM_CARS = `/api/cars/search/?${RENTAL_QUERY}&type=medium&page_size=50`;

/** The tests' car: a Toyota Corolla (CDAR), refundable (MR) or non-refundable only (DD). */
export const offerIn = (page: CarSearchPage, supplier: 'MR' | 'DD' = 'MR'): CarOffer => {
  const offer = page.results.find(
    (item) => item.car.acriss === 'CDAR' && item.supplier.code === supplier,
  );
  if (!offer) throw new Error(`No CDAR from ${supplier} in ${MEDIUM_CARS}`);
  return offer;
};

/** The tests' Corolla from Jumeirah instead, as a car's page asks for it. */
export const JUMEIRAH_COROLLA = `/api/cars/search/?${RENTAL_QUERY.replace('DXB&', 'DXB-JU&')}&acriss=CDAR&supplier=MR&page_size=1`;

export const NO_EXTRAS: ChosenExtras = {
  withDriver: false,
  childSeat: false,
  gps: false,
  insurance: 'none',
};

/** An offer id that names no offer of ours. */
export const UNKNOWN_CAR_OFFER = 'QzF8bm90LWFuLW9mZmVy';

/** The driver's date of birth in the wizard's draft (carDraft in mocks/car-fixtures.ts). */
export const DRIVER_BIRTH = '1990-05-17';

const search = (query: string) => `/api/cars/search/${query ? `?${query}` : ''}`;
const withParams = (query: string, extra: Record<string, string | string[]>) => {
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(extra)) {
    for (const item of [value].flat()) params.append(name, item);
  }
  return params.toString();
};

export async function recordCars(ask: Ask) {
  for (const keyword of ['Dubai', 'DXB', 'Abu']) {
    await ask('GET', `/api/cars/locations/?keyword=${keyword}`);
  }
  await ask('GET', '/api/cars/locations/nearest/?lat=24.43&lng=54.65');

  await ask('GET', search(''));
  await ask('GET', search(RENTAL_QUERY));
  // The results' filters, one after the other; the sort and its second page.
  const filters: Record<string, string | string[]>[] = [
    { type: 'suv' },
    { type: ['large', 'suv'] },
    { type: ['large', 'suv'], freeCancellation: 'true' },
    { type: ['large', 'suv'], freeCancellation: 'true', transmission: 'automatic' },
    { type: ['large', 'suv'], freeCancellation: 'true', transmission: 'automatic', seats: '5' },
    {
      type: ['large', 'suv'],
      freeCancellation: 'true',
      transmission: 'automatic',
      seats: '5',
      supplier: 'MR',
    },
    {
      type: ['large', 'suv'],
      freeCancellation: 'true',
      transmission: 'automatic',
      seats: '5',
      supplier: 'MR',
      maxPrice: '495',
    },
    { supplier: 'MR' },
    { type: 'medium' },
    { type: 'medium', sort: 'price-desc' },
    { type: 'medium', sort: 'price-desc', page: '2' },
  ];
  for (const filter of filters) await ask('GET', search(withParams(RENTAL_QUERY, filter)));
  for (const age of ['19', '18']) {
    await ask('GET', search(RENTAL_QUERY.replace('driverAge=30', `driverAge=${age}`)));
  }
  // The search form's round trip, a return before the pickup, a link with only a date.
  const roundTrip = new URLSearchParams(RENTAL_QUERY);
  roundTrip.delete('dropoffLocation');
  await ask('GET', search(roundTrip.toString()));
  roundTrip.set('returnDate', RENTAL.pickupAt.slice(0, 10));
  roundTrip.set('returnTime', '18:00');
  await ask('GET', search(roundTrip.toString()));
  await ask('GET', search(`pickupDate=${RENTAL.pickupAt.slice(0, 10)}`));
  // A one-way rental from Abu Dhabi typed into the form: tomorrow, 08:30 to 12:00, a driver of 45.
  await ask(
    'GET',
    search(
      'pickupLocation=AUH&dropoffLocation=DXB&pickupDate=2026-12-02&pickupTime=08:30&returnDate=2026-12-05&returnTime=12:00&driverAge=45',
    ),
  );
  // The nearest branch to Abu Dhabi, searched from tomorrow (the server's default times).
  await ask(
    'GET',
    search(
      'pickupLocation=AUH&pickupDate=2026-12-02&pickupTime=10:00&returnDate=2026-12-05&returnTime=10:00&driverAge=30',
    ),
  );

  const medium = await ask<CarSearchPage>('GET', MEDIUM_CARS);
  for (const supplier of ['MR', 'DD'] as const) {
    const { id } = offerIn(medium.body, supplier);
    await ask('GET', `/api/cars/offers/${id}/`);
    await ask('POST', `/api/cars/offers/${id}/pricing/`, { extras: NO_EXTRAS });
    for (const withDriver of [false, true]) {
      await ask('POST', `/api/cars/offers/${id}/pricing/`, { extras: { withDriver } });
    }
  }
  // A car's page, the same car from another branch of the city, and its page.
  const jumeirah = await ask<CarSearchPage>('GET', JUMEIRAH_COROLLA);
  for (const { id } of jumeirah.body.results) {
    await ask('GET', `/api/cars/offers/${id}/`);
    await ask('POST', `/api/cars/offers/${id}/pricing/`, { extras: { withDriver: false } });
  }
  await ask('GET', `/api/cars/offers/${UNKNOWN_CAR_OFFER}/`);

  // The wizard's pricing (the draft's extras in full, the driver's date of birth).
  const corolla = offerIn(medium.body).id;
  const price = (extras: Partial<ChosenExtras>, dateOfBirth = DRIVER_BIRTH) =>
    ask('POST', `/api/cars/offers/${corolla}/pricing/`, {
      extras: { ...NO_EXTRAS, ...extras },
      dateOfBirth,
    });
  await price({});
  await price({ childSeat: true });
  await price({ childSeat: true, insurance: 'comprehensive' });
  await price({ childSeat: true, insurance: 'comprehensive', withDriver: true });
  await price({ withDriver: true });
  // The car's page asked for a driver: the wizard prices it before the driver's birth is known.
  await ask('POST', `/api/cars/offers/${corolla}/pricing/`, {
    extras: { ...NO_EXTRAS, withDriver: true },
  });
  // A driver of 22 on the pickup day: priced anew (409), then the new offer.
  const young = `${Number(RENTAL.pickupAt.slice(0, 4)) - 22}${RENTAL.pickupAt.slice(4, 10)}`;
  const repriced = await ask<{ offer?: { id: string } }>(
    'POST',
    `/api/cars/offers/${corolla}/pricing/`,
    {
      extras: NO_EXTRAS,
      dateOfBirth: young,
    },
  );
  if (repriced.body.offer) {
    await ask('POST', `/api/cars/offers/${repriced.body.offer.id}/pricing/`, {
      extras: NO_EXTRAS,
      dateOfBirth: young,
    });
  }
  await ask('POST', `/api/cars/offers/${offerIn(medium.body, 'DD').id}/pricing/`, {
    extras: NO_EXTRAS,
    dateOfBirth: DRIVER_BIRTH,
  });
}
