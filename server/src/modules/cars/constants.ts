// The car rental rules the SPA needs as values (not only types): plain values, no dependency
// beyond other plain-value files, so importing them pulls nothing else into the web bundle.

import { DRIVER_AGE } from '../../inventory/cars/constants.ts';

export * from '../../inventory/cars/constants.ts';
export * from '../../inventory/shared/currencies.ts';

// §9 Payment methods of a car booking: pay-on-pickup pays nothing online (refused by the
// suppliers that rent non-refundable only).
export const CAR_PAYMENT_METHODS = ['credit-card', 'paypal', 'apple-pay', 'pay-on-pickup'] as const;
export type CarPaymentMethod = (typeof CAR_PAYMENT_METHODS)[number];

// The lines of a car's price, in the order shown. The first four are mandatory and make the
// total a search shows; the others are the add-ons chosen when booking.
export const CAR_PRICE_LINES = [
  'CAR_RENTAL',
  'ONE_WAY_FEE',
  'YOUNG_DRIVER',
  'SERVICE_FEE',
  'DRIVER',
  'CHILD_SEAT',
  'GPS',
  'INSURANCE',
] as const;
export type CarPriceLine = (typeof CAR_PRICE_LINES)[number];

// GET /api/cars/search/ with nothing asked: Dubai Airport (§9's first pickup location), from
// tomorrow 10:00 for §9's sample of 3 days, a driver of 30, in US dollars. Each parameter left
// out takes its default (the return time: the pickup time; the drop-off: the pickup branch).
export const CAR_SEARCH_DEFAULTS = {
  pickupLocation: 'DXB',
  pickupTime: '10:00',
  daysAhead: 1,
  days: 3,
  driverAge: DRIVER_AGE.default,
} as const;

// §2: the price slider, per rental day, in the search's currency.
export const PRICE_PER_DAY_RANGE = { min: 0, max: 500 } as const;
// The seats filter: at least this many.
export const SEATS_RANGE = { min: 2, max: 9 } as const;

export const CAR_SORTS = ['price', 'price-desc', 'rating'] as const;
export type CarSort = (typeof CAR_SORTS)[number];
// As flights and hotels (§9 page size 10); Load More asks for the next page.
export const CAR_PAGE_SIZE = { default: 10, max: 50 } as const;
// Cars left shown on an offer, at most.
export const CARS_LEFT_SHOWN_MAX = 10;

// GET /api/cars/locations/: keyword length, and branches per answer (also nearest).
export const CAR_LOCATION_LIMITS = { keywordMax: 50, results: 10 } as const;

// The codes a search's (and an order's) 400 carries when the rental itself cannot be made, so
// the SPA can say in the traveller's words what to change; `field` names the parameter.
export const CAR_SEARCH_PROBLEMS = {
  unknownLocation: 'unknown_location',
  pickupInPast: 'pickup_in_past',
  pickupTooFar: 'pickup_too_far',
  returnBeforePickup: 'return_before_pickup',
  rentalTooLong: 'rental_too_long',
  branchClosed: 'branch_closed',
  driverTooYoung: 'driver_too_young',
  oneWayAbroad: 'one_way_abroad',
} as const;
export type CarSearchProblem = (typeof CAR_SEARCH_PROBLEMS)[keyof typeof CAR_SEARCH_PROBLEMS];

// Why an offer (GET /api/cars/offers/{id}/) can no longer be booked.
export const OFFER_UNAVAILABLE_REASONS = ['sold_out', 'started'] as const;
export type OfferUnavailableReason = (typeof OFFER_UNAVAILABLE_REASONS)[number];

// Offer ids are opaque base64url text of at most this length (Fastify's longest path parameter).
export const OFFER_ID_MAX_LENGTH = 100;
export const LICENSE_NUMBER_PATTERN = '^[A-Za-z0-9][A-Za-z0-9 -]{3,19}$';

// A car favorite's key (./favorite.ts): its supplier, class and pickup branch, MR.CDAR.DXB, the
// same whatever the times and the price. The hearts in the SPA build it with this too.
export const carFavoriteKey = (car: {
  supplier: { code: string };
  car: { acriss: string };
  pickup: { code: string };
}) => `${car.supplier.code}.${car.car.acriss}.${car.pickup.code}`;
