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
  sanitizeDraftState,
  sanitizePayment,
  storedStep,
  storedText,
} from '@/lib/checkout/draft-guards';

import type { ChosenExtras } from '../api/car-types';

import { DEFAULT_PAYMENT, type CarBookingDraft, type CarBookingState } from './car-booking-slice';

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

function sanitizeDraft(draft: Record<string, unknown>): CarBookingDraft | null {
  if (typeof draft.offerId !== 'string' || !OFFER_ID.test(draft.offerId)) return null;
  const driver = isRecord(draft.driver) ? draft.driver : {};
  return {
    offerId: draft.offerId,
    step: storedStep(draft.step),
    driver: {
      fullName: storedText(driver.fullName, NAME_MAX),
      dateOfBirth: storedText(driver.dateOfBirth, 10),
      nationality: isOneOf(NATIONALITIES, driver.nationality) ? driver.nationality : '',
      licenseNumber: storedText(driver.licenseNumber, LICENSE_MAX),
    },
    extras: sanitizeExtras(draft.extras),
    contact: sanitizeContact(draft.contact),
    payment: sanitizePayment(draft.payment, CAR_PAYMENT_METHODS, DEFAULT_PAYMENT.method),
  };
}

/** The draft as a reload brings it back: exactly its fields, each with the expected shape. */
export const sanitizeCarBookingState = (value: unknown): CarBookingState | undefined =>
  sanitizeDraftState(value, sanitizeDraft);
