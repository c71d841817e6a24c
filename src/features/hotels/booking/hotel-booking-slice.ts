import type { Nationality } from '@server/modules/bookings/constants.ts';
import type { HotelPaymentMethod } from '@server/modules/hotels/constants.ts';

import type { ContactValues, PaymentDraft } from '@/lib/checkout/checkout-form';
import { createDraftSlice, type DraftState, type WizardStep } from '@/lib/checkout/draft-slice';
import { lazySlice } from '@/lib/lazy-slices';

/*
 * The hotel booking wizard as the traveller left it (§2): which rates it is for, the step, and
 * what was entered. It is persisted, so a reload or a detour through sign-in comes back to it.
 * Card number, CVV and cardholder name are never part of it: they live in the payment form only.
 */

export const WIZARD_STEPS = ['guest', 'details', 'payment'] as const;
export type { WizardStep };

export interface HolderDraft {
  fullName: string;
  nationality: Nationality | '';
  passportId: string;
}

export interface HotelBookingDraft {
  /** The rate keys the draft was started for (the wizard's URL). */
  rateKeys: string[];
  step: WizardStep;
  holder: HolderDraft;
  /** The lead guest of each room, per rate. */
  rooms: { guests: { fullName: string }[] }[];
  contact: ContactValues;
  remark: string;
  payment: PaymentDraft<HotelPaymentMethod>;
}

export type HotelBookingState = DraftState<HotelBookingDraft>;

export const DEFAULT_PAYMENT: PaymentDraft<HotelPaymentMethod> = {
  method: 'credit-card',
  agreeTerms: false,
};

const hotelBookingSlice = createDraftSlice<HotelBookingDraft, 'hotelBooking'>('hotelBooking');

/** The slice as the checkout form uses it; it joins the store with this module. */
export const hotelBookingDrafts = {
  actions: hotelBookingSlice.actions,
  ...lazySlice(hotelBookingSlice),
};

export const { stepChanged, draftCleared } = hotelBookingDrafts.actions;
export const { selectDraft: selectHotelBookingDraft } = hotelBookingDrafts;
