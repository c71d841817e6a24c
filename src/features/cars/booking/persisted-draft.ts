import { NATIONALITIES } from '@server/modules/bookings/constants.ts';
import {
  CAR_PAYMENT_METHODS,
  INSURANCE_TIERS,
  OFFER_ID_MAX_LENGTH,
} from '@server/modules/cars/constants.ts';

import {
  isOneOf,
  isRecord,
  sanitizeContact,
  sanitizePayment,
  storedText,
} from '@/lib/checkout/draft-guards';

import type { ChosenExtras } from '../api/car-types';

import { DEFAULT_PAYMENT, type CarBookingState } from './car-booking-slice';

// The car wizard's draft as a reload brings it back (app/persistence.ts). Apart from the slice,
// so its checks stay out of every page's first download: they load with stored state.

const NAME_MAX = 100;
const LICENSE_MAX = 20;
const OFFER_ID = new RegExp(`^[A-Za-z0-9_-]{1,${OFFER_ID_MAX_LENGTH}}$`);

function sanitizeExtras(value: unknown): ChosenExtras {
  const stored = isRecord(value) ? value : {};
  return {
    withDriver: stored.withDriver === true,
    childSeat: stored.childSeat === true,
    gps: stored.gps === true,
    insurance: isOneOf(INSURANCE_TIERS, stored.insurance) ? stored.insurance : 'none',
  };
}

/** The draft as a reload brings it back: exactly its fields, each with the expected shape. */
export function sanitizeCarBookingState(value: unknown): CarBookingState | undefined {
  if (!isRecord(value)) return undefined;
  const draft = isRecord(value.draft) ? value.draft : null;
  if (!draft || typeof draft.offerId !== 'string' || !OFFER_ID.test(draft.offerId)) {
    return { draft: null };
  }
  const driver = isRecord(draft.driver) ? draft.driver : {};
  return {
    draft: {
      offerId: draft.offerId,
      step: draft.step === 1 || draft.step === 2 ? draft.step : 0,
      driver: {
        fullName: storedText(driver.fullName, NAME_MAX),
        dateOfBirth: storedText(driver.dateOfBirth, 10),
        nationality: isOneOf(NATIONALITIES, driver.nationality) ? driver.nationality : '',
        licenseNumber: storedText(driver.licenseNumber, LICENSE_MAX),
      },
      extras: sanitizeExtras(draft.extras),
      contact: sanitizeContact(draft.contact),
      payment: sanitizePayment(draft.payment, CAR_PAYMENT_METHODS, DEFAULT_PAYMENT.method),
    },
  };
}
