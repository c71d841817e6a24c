import type {
  CarLocation,
  CarOffer,
  CarOfferDetail,
  CarPricing,
  CarPricingRequest,
  CarSearchPage,
} from '../server/src/modules/cars/schemas';
import type { CarBookingDraft } from '../src/features/cars/booking/car-booking-slice';

import {
  DRIVER_BIRTH,
  JUMEIRAH_COROLLA,
  MEDIUM_CARS,
  NO_EXTRAS,
  RENTAL,
  RENTAL_QUERY,
  UNKNOWN_CAR_OFFER,
  offerIn,
} from './recorded/car-requests.ts';
import { recordedAnswer, recordedBody } from './recorded/replay';

/*
 * The car tests' data, read from the real server's recorded answers (mocks/recorded/cars.json):
 * the tests' rental (mocks/recorded/car-requests.ts) and its Toyota Corolla as the search offered
 * it, its page, its branches, and the wizard's draft for it.
 */

export { NO_EXTRAS, RENTAL, RENTAL_QUERY };

/** The tests' Corolla as the rental's search offered it: refundable (MR) or not (DD). */
export const rentalOffer = (supplier: 'MR' | 'DD' = 'MR'): CarOffer =>
  offerIn(recordedBody<CarSearchPage>('cars', 'GET', MEDIUM_CARS), supplier);

/** The tests' Corolla from Jumeirah, as a car's page found it. */
export const jumeirahOffer = (): CarOffer =>
  recordedBody<CarSearchPage>('cars', 'GET', JUMEIRAH_COROLLA).results[0]!;

/** The page of the tests' Corolla (GET /api/cars/offers/{id}/). */
export const rentalOfferDetail = (supplier: 'MR' | 'DD' = 'MR'): CarOfferDetail =>
  recordedBody<CarOfferDetail>('cars', 'GET', `/api/cars/offers/${rentalOffer(supplier).id}/`);

/** The recorded pricing of the tests' Corolla: 200 with the price, or 409 with a new offer. */
export const rentalPricing = (body: CarPricingRequest, supplier: 'MR' | 'DD' = 'MR') =>
  recordedAnswer<CarPricing | { detail: string; code: string; offer?: CarOfferDetail }>(
    'cars',
    'POST',
    `/api/cars/offers/${rentalOffer(supplier).id}/pricing/`,
    body,
  );

/** A branch of the tests' rental (its pickup or drop-off, or the pickup city's others). */
export function carLocation(code: string): CarLocation {
  const detail = rentalOfferDetail();
  const found = [detail.pickup, detail.dropoff, ...detail.pickupOptions].find(
    (location) => location.code === code,
  );
  if (!found) throw new Error(`The recorded rental has no branch ${code}`);
  return found;
}

/** The wizard's draft as the store keeps it for the tests' rental, filled in, at a step. */
export function carDraft(overrides: Partial<CarBookingDraft> = {}): CarBookingDraft {
  return {
    offerId: rentalOffer().id,
    step: 0,
    driver: {
      fullName: 'Layla Haddad',
      dateOfBirth: DRIVER_BIRTH,
      nationality: 'UAE',
      licenseNumber: 'DXB-1234567',
    },
    extras: NO_EXTRAS,
    contact: { email: 'layla@example.com', phone: '+971501234567' },
    payment: { method: 'credit-card', agreeTerms: false },
    ...overrides,
  };
}

/** An offer id the server does not know (its answer is recorded too). */
export const UNKNOWN_OFFER = UNKNOWN_CAR_OFFER;
