import type { Nationality } from '@server/modules/bookings/constants.ts';
import type { CarPaymentMethod } from '@server/modules/cars/constants.ts';

import type { ContactValues, PaymentDraft } from '@/lib/checkout/checkout-form';
import { createDraftSlice, type DraftState, type WizardStep } from '@/lib/checkout/draft-slice';
import { lazySlice } from '@/lib/lazy-slices';

import type { ChosenExtras } from '../api/car-types';

/*
 * The car booking wizard as the traveller left it (§2): which offer it is for (the link's), the
 * step, the driver, the add-ons, the contact and the payment method. It is persisted, so a
 * reload or a detour through sign-in or sign-up comes back to it. Card number, CVV and
 * cardholder name are never part of it: they live in the payment form only. What a reload may
 * bring back is checked by persisted-draft.ts.
 */

export const WIZARD_STEPS = ['driver', 'rental', 'payment'] as const;
export type { WizardStep };

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

export type CarBookingState = DraftState<CarBookingDraft>;

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

const carBookingSlice = createDraftSlice<CarBookingDraft, 'carBooking'>('carBooking');

/** The slice as the checkout form uses it; it joins the store with this module. */
export const carBookingDrafts = { actions: carBookingSlice.actions, ...lazySlice(carBookingSlice) };

export const { stepChanged, draftCleared } = carBookingDrafts.actions;
export const { selectDraft: selectCarBookingDraft } = carBookingDrafts;
