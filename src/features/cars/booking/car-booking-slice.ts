import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NATIONALITIES, type Nationality } from '@server/modules/bookings/constants.ts';
import {
  CAR_PAYMENT_METHODS,
  INSURANCE_TIERS,
  OFFER_ID_MAX_LENGTH,
  type CarPaymentMethod,
} from '@server/modules/cars/constants.ts';

import type { ContactValues, PaymentDraft } from '@/lib/checkout/checkout-form';
import {
  isOneOf,
  isRecord,
  sanitizeContact,
  sanitizePayment,
  storedText,
} from '@/lib/checkout/draft-guards';

import type { ChosenExtras } from '../api/car-types';

/*
 * The car booking wizard as the traveller left it (§2): which offer it is for (the link's), the
 * step, the driver, the add-ons, the contact and the payment method. It is persisted, so a
 * reload or a detour through sign-in or sign-up comes back to it. Card number, CVV and
 * cardholder name are never part of it: they live in the payment form only.
 */

export const WIZARD_STEPS = ['driver', 'rental', 'payment'] as const;
export type WizardStep = 0 | 1 | 2;

export interface DriverDraft {
  fullName: string;
  /** YYYY-MM-DD, or what the date field holds while it is typed. */
  dateOfBirth: string;
  nationality: Nationality | '';
  licenseNumber: string;
}

export interface CarBookingDraft {
  /** The offer id of the wizard's link. */
  offerId: string;
  step: WizardStep;
  driver: DriverDraft;
  extras: ChosenExtras;
  contact: ContactValues;
  payment: PaymentDraft<CarPaymentMethod>;
}

export interface CarBookingState {
  draft: CarBookingDraft | null;
}

export const DEFAULT_PAYMENT: PaymentDraft<CarPaymentMethod> = {
  method: 'credit-card',
  agreeTerms: false,
};

export const NO_EXTRAS: ChosenExtras = {
  withDriver: false,
  childSeat: false,
  gps: false,
  insurance: 'none',
};

const carBookingSlice = createSlice({
  name: 'carBooking',
  initialState: { draft: null } as CarBookingState,
  reducers: {
    draftSaved(state, action: PayloadAction<CarBookingDraft>) {
      state.draft = action.payload;
    },
    stepChanged(state, action: PayloadAction<WizardStep>) {
      if (state.draft) state.draft.step = action.payload;
    },
    draftCleared(state) {
      state.draft = null;
    },
  },
  selectors: {
    selectCarBookingDraft: (state) => state.draft,
  },
});

export const { draftSaved, stepChanged, draftCleared } = carBookingSlice.actions;
export const { selectCarBookingDraft } = carBookingSlice.selectors;
export const carBookingReducer = carBookingSlice.reducer;

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
