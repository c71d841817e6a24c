import { http, HttpResponse } from 'msw';

import {
  CAR_PAGE_SIZE,
  CAR_SEARCH_PROBLEMS,
  CAR_TYPES,
  DRIVER_AGE,
} from '../server/src/modules/cars/constants';
import type { CarBooking, CarOrderRequest } from '../server/src/modules/cars/booking/schemas';
import type {
  CarOffer,
  CarPricingRequest,
  CarSearchFacets,
  CarSearchPage,
  ChosenExtras,
} from '../server/src/modules/cars/schemas';

import { AUTH_TOKENS } from './auth-handlers';
import {
  CAR_LOCATIONS,
  FLEET,
  NO_EXTRAS,
  SUPPLIERS,
  carLocation,
  carOfferDetailOf,
  carOfferOf,
  carPricingOf,
  defaultTimes,
  rentalOf,
  type Rental,
} from './car-fixtures';

/*
 * The car rental API as server/src/modules/cars/schemas.ts describes it, for the SPA's tests:
 * branches by keyword or by distance, the search (every parameter optional, Dubai Airport
 * tomorrow for 3 days by default) filtered, sorted and paged like the server with facets over
 * every offer, an offer by id, its pricing with add-ons, and a booking by the signed-in traveller
 * with an Idempotency-Key. Stateless; a test that needs another answer overrides one handler
 * with server.use(...).
 */

export const CAR_BOOKING_REFERENCE = 'CAR7Q2';
export const CAR_BOOKING_ID = '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

type Body = Record<string, unknown>;
const problem = (status: number, detail: string, code?: string, field?: string) =>
  HttpResponse.json({ detail, ...(code ? { code } : {}), ...(field ? { field } : {}) } as Body, {
    status,
  });
const money = (amount: number) => amount.toFixed(2);
const fold = (text: string) => text.toLocaleLowerCase();

/** Whole years from a birth date to a day (YYYY-MM-DD). */
function ageOn(birth: string, day: string) {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A branch matches a keyword that starts one of its words (either language) or its code. */
function matches(keyword: string) {
  const wanted = fold(keyword);
  return (location: (typeof CAR_LOCATIONS)[number]) =>
    fold(location.code).startsWith(wanted) ||
    [location.name, location.nameAr, location.cityName, location.cityNameAr]
      .flatMap((name) => fold(name).split(/[\s,-]+/))
      .some((word) => word.startsWith(wanted));
}

const perDayOf = (offer: CarOffer) => Number(offer.price.perDay);

function countBy<T>(values: T[]) {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
}

function facetsOf(offers: CarOffer[]): CarSearchFacets {
  const seatCounts = [...new Set(offers.map((offer) => offer.car.seats))].sort((a, b) => a - b);
  const prices = offers.map(perDayOf);
  const totals = offers.map((offer) => Number(offer.price.total));
  const bound = (values: number[], pick: (...v: number[]) => number) =>
    values.length ? money(pick(...values)) : null;
  return {
    types: countBy(offers.map((offer) => offer.car.type)).sort(
      (a, b) => CAR_TYPES.indexOf(a.value) - CAR_TYPES.indexOf(b.value),
    ),
    transmissions: countBy(offers.map((offer) => offer.car.transmission)),
    fuels: countBy(offers.map((offer) => offer.car.fuel)),
    seats: seatCounts.map((value) => ({
      value,
      count: offers.filter((offer) => offer.car.seats >= value).length,
    })),
    suppliers: SUPPLIERS.filter((supplier) =>
      offers.some((offer) => offer.supplier.code === supplier.code),
    ).map((supplier) => {
      const theirs = offers.filter((offer) => offer.supplier.code === supplier.code);
      return {
        code: supplier.code,
        name: supplier.name,
        nameAr: supplier.nameAr,
        rating: supplier.rating,
        reviews: supplier.reviews,
        count: theirs.length,
        minPerDay: money(Math.min(...theirs.map(perDayOf))),
      };
    }),
    freeCancellation: offers.filter((offer) => offer.freeCancellation).length,
    price: {
      currency: 'USD',
      minPerDay: bound(prices, Math.min),
      maxPerDay: bound(prices, Math.max),
      minTotal: bound(totals, Math.min),
      maxTotal: bound(totals, Math.max),
    },
  };
}

const todayIso = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** GET /api/cars/search/ over the fleet: a page and facets, or the 400 a rule broken gives. */
export function searchCars(url: URL): CarSearchPage | Response {
  const query = url.searchParams;
  const pickupCode = (query.get('pickupLocation') ?? 'DXB').toUpperCase();
  const dropoffCode = (query.get('dropoffLocation') ?? pickupCode).toUpperCase();
  const pickup = carLocation(pickupCode);
  const dropoff = carLocation(dropoffCode);
  if (!pickup) {
    return problem(
      400,
      'No rental branch has this code.',
      CAR_SEARCH_PROBLEMS.unknownLocation,
      'pickupLocation',
    );
  }
  if (!dropoff) {
    return problem(
      400,
      'No rental branch has this code.',
      CAR_SEARCH_PROBLEMS.unknownLocation,
      'dropoffLocation',
    );
  }
  if (pickup.countryCode !== dropoff.countryCode) {
    return problem(
      400,
      'A one-way rental stays in one country.',
      CAR_SEARCH_PROBLEMS.oneWayAbroad,
      'dropoffLocation',
    );
  }
  const defaults = defaultTimes();
  const pickupTime = query.get('pickupTime') ?? defaults.pickupAt.slice(11, 16);
  const pickupAt = `${query.get('pickupDate') ?? defaults.pickupAt.slice(0, 10)}T${pickupTime}:00`;
  const returnDate = query.get('returnDate');
  const returnAt = returnDate
    ? `${returnDate}T${query.get('returnTime') ?? pickupTime}:00`
    : new Date(Date.parse(`${pickupAt}Z`) + 3 * 86_400_000).toISOString().slice(0, 19);
  if (pickupAt.slice(0, 10) < todayIso()) {
    return problem(
      400,
      'The pickup is in the past.',
      CAR_SEARCH_PROBLEMS.pickupInPast,
      'pickupDate',
    );
  }
  if (returnAt <= pickupAt) {
    return problem(
      400,
      'The return must come after the pickup.',
      CAR_SEARCH_PROBLEMS.returnBeforePickup,
      'returnDate',
    );
  }
  const driverAge = Number(query.get('driverAge') ?? DRIVER_AGE.default);
  if (driverAge < DRIVER_AGE.min) {
    return problem(
      400,
      `Drivers must be at least ${DRIVER_AGE.min}.`,
      CAR_SEARCH_PROBLEMS.driverTooYoung,
      'driverAge',
    );
  }

  const rental = (acriss: Rental['acriss'], supplier: string): Rental => ({
    acriss,
    supplier,
    pickup: pickupCode,
    dropoff: dropoffCode,
    pickupAt,
    returnAt,
    driverAge,
  });
  const every = FLEET.filter((car) => car.minDriverAge <= driverAge).flatMap((car) =>
    SUPPLIERS.map((supplier) => carOfferOf(rental(car.acriss, supplier.code))),
  );
  const types = query.getAll('type');
  const suppliers = query.getAll('supplier').map((code) => code.toUpperCase());
  const acriss = query.getAll('acriss');
  const transmission = query.get('transmission');
  const seats = Number(query.get('seats') ?? 0);
  const minPrice = Number(query.get('minPrice') ?? 0);
  const maxPrice = query.has('maxPrice') ? Number(query.get('maxPrice')) : Infinity;
  const freeOnly = query.get('freeCancellation') === 'true';
  const chosen = every.filter(
    (offer) =>
      (!types.length || types.includes(offer.car.type)) &&
      (!suppliers.length || suppliers.includes(offer.supplier.code)) &&
      (!acriss.length || acriss.includes(offer.car.acriss)) &&
      (!transmission || offer.car.transmission === transmission) &&
      offer.car.seats >= seats &&
      perDayOf(offer) >= minPrice &&
      perDayOf(offer) <= maxPrice &&
      (!freeOnly || offer.freeCancellation),
  );
  const sort = query.get('sort') ?? 'price';
  chosen.sort((a, b) =>
    sort === 'rating'
      ? b.supplier.rating - a.supplier.rating || Number(a.price.total) - Number(b.price.total)
      : sort === 'price-desc'
        ? Number(b.price.total) - Number(a.price.total)
        : Number(a.price.total) - Number(b.price.total),
  );
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('page_size') ?? CAR_PAGE_SIZE.default);
  const link = (n: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(n));
    return `${next.pathname}${next.search}`;
  };
  const days = Math.max(
    1,
    Math.ceil((Date.parse(`${returnAt}Z`) - Date.parse(`${pickupAt}Z`)) / 86_400_000),
  );
  return {
    count: chosen.length,
    next: page * size < chosen.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: chosen.slice((page - 1) * size, page * size),
    pickup,
    dropoff,
    pickupAt,
    returnAt,
    days,
    driverAge,
    currency: 'USD',
    facets: facetsOf(every),
  };
}

const signedIn = (request: Request) =>
  request.headers.get('authorization') === `Bearer ${AUTH_TOKENS.access}`;

const extrasOf = (extras: Partial<ChosenExtras> | undefined): ChosenExtras => ({
  ...NO_EXTRAS,
  ...extras,
});

/** The booking the server makes of an order: the offer priced with its add-ons, as booked. */
export function carBookingFor(order: CarOrderRequest): CarBooking {
  const rental = rentalOf(order.offerId)!;
  const offer = carOfferDetailOf(rental);
  const extras = extrasOf(order.extras);
  const priced = carPricingOf(offer, extras);
  const { payment } = order;
  return {
    id: CAR_BOOKING_ID,
    reference: CAR_BOOKING_REFERENCE,
    kind: 'car',
    status: 'confirmed',
    title: offer.car.name,
    date: offer.pickupAt,
    endDate: offer.returnAt,
    startsAt: `${offer.pickupAt}.000Z`,
    endsAt: `${offer.returnAt}.000Z`,
    party: { adults: 1, children: 0, infants: 0 },
    price: priced.price,
    payment:
      payment.method === 'credit-card'
        ? { method: 'credit-card', brand: 'visa', last4: payment.card?.number.slice(-4) ?? '0000' }
        : { method: payment.method },
    contact: order.contact,
    createdAt: new Date().toISOString(),
    cancelledAt: null,
    refund: null,
    cancellation: {
      allowed: true,
      refund: payment.method === 'pay-on-pickup' ? '0.00' : priced.price.total,
      paid: payment.method === 'pay-on-pickup' ? '0.00' : priced.price.total,
      free: offer.cancellation.refundable,
      freeUntil: offer.cancellation.freeUntil ? `${offer.cancellation.freeUntil}.000Z` : null,
      freeUntilLocal: offer.cancellation.freeUntil,
      reason: null,
    },
    details: {
      offerId: offer.id,
      car: offer.car,
      supplier: offer.supplier,
      pickup: offer.pickup,
      dropoff: offer.dropoff,
      pickupAt: offer.pickupAt,
      returnAt: offer.returnAt,
      days: offer.price.days,
      perDay: offer.price.perDay,
      driver: order.driver,
      extras,
      deposit: offer.deposit,
      excess: priced.excess,
      mileage: offer.mileage,
      fuelPolicy: offer.fuelPolicy,
      refundable: offer.cancellation.refundable,
      freeCancellationUntil: offer.cancellation.freeUntil,
      lateCancellationCharge: offer.cancellation.lateCharge,
    },
  };
}

export const carHandlers = [
  http.get('*/api/cars/locations/', ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
    if (!keyword.trim()) return problem(400, 'keyword is required', 'invalid', 'keyword');
    return HttpResponse.json(CAR_LOCATIONS.filter(matches(keyword.trim())));
  }),
  http.get('*/api/cars/locations/nearest/', ({ request }) => {
    const url = new URL(request.url);
    const lat = Number(url.searchParams.get('lat'));
    const lng = Number(url.searchParams.get('lng'));
    const distance = (location: (typeof CAR_LOCATIONS)[number]) =>
      Math.round(Math.hypot(location.latitude - lat, location.longitude - lng) * 1110) / 10;
    return HttpResponse.json(
      CAR_LOCATIONS.map((location) => ({ ...location, distance: distance(location) })).sort(
        (a, b) => a.distance - b.distance,
      ),
    );
  }),
  http.get('*/api/cars/search/', ({ request }) => {
    const answer = searchCars(new URL(request.url));
    return answer instanceof Response ? answer : HttpResponse.json(answer);
  }),
  http.get('*/api/cars/offers/:id/', ({ params }) => {
    const rental = rentalOf(String(params.id));
    return rental
      ? HttpResponse.json(carOfferDetailOf(rental))
      : problem(404, 'No such offer.', 'not_found');
  }),
  http.post('*/api/cars/offers/:id/pricing/', async ({ params, request }) => {
    const rental = rentalOf(String(params.id));
    if (!rental) return problem(404, 'No such offer.', 'not_found');
    const body = (await request.json()) as CarPricingRequest;
    // A driver of another age (by their date of birth) may price the car anew: a 409 with the
    // offer for that age, as the server answers.
    if (body.dateOfBirth) {
      const driverAge = ageOn(body.dateOfBirth, rental.pickupAt.slice(0, 10));
      const forAge = carOfferDetailOf({ ...rental, driverAge });
      if (forAge.price.total !== carOfferOf(rental).price.total) {
        return HttpResponse.json(
          { detail: 'The price of this car has changed.', code: 'price_changed', offer: forAge },
          { status: 409 },
        );
      }
    }
    return HttpResponse.json(carPricingOf(carOfferDetailOf(rental), extrasOf(body.extras)));
  }),
  http.post('*/api/cars/bookings/', async ({ request }) => {
    if (!signedIn(request)) return problem(401, 'Authentication required', 'not_authenticated');
    if (!request.headers.get('idempotency-key')) {
      return problem(400, 'Idempotency-Key is required', 'invalid', 'idempotency-key');
    }
    const order = (await request.json()) as CarOrderRequest;
    if (!rentalOf(order.offerId))
      return problem(409, 'This car is no longer offered.', 'unavailable');
    return HttpResponse.json(carBookingFor(order), { status: 201 });
  }),
];
