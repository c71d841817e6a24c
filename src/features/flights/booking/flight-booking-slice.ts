import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { Nationality } from '@server/modules/bookings/constants.ts';
import {
  TRAVELER_TYPES,
  type FlightPaymentMethod,
  type Gender,
  type MealPreference,
  type SpecialService,
  type TravelerType,
} from '@server/modules/flights/constants.ts';

import type { ContactValues, PaymentDraft } from '@/lib/checkout/checkout-form';
import type { WizardStep } from '@/lib/checkout/draft-slice';
import { lazySlice } from '@/lib/lazy-slices';

import type { BookableOffer } from './model/bookable-offer';

/*
 * The flight booking wizard (§2, §5): the step, the offer as last priced, and what the traveller
 * has entered. It is persisted, so a reload or a detour through sign-in comes back to the same
 * step with everything in place. Card number, CVV and cardholder name are never part of it: they
 * live in the payment form only. It joins the store when the booking features load
 * (lib/lazy-slices.ts); its module also loads whenever stored state is checked at start, so it
 * stays free of date and validation libraries. What a reload may bring back is checked by
 * persisted-wizard.ts.
 */

export interface PassengerDraft {
  travelerType: TravelerType;
  fullName: string;
  gender: Gender | '';
  /** YYYY-MM-DD, or '' until a whole date is entered. */
  dateOfBirth: string;
  nationality: Nationality | '';
  passportNumber: string;
  passportExpiry: string;
}

export interface PreferencesDraft {
  seatSelection: boolean;
  mealPreference: MealPreference;
  specialServices: SpecialService[];
  extraBaggage: boolean;
  travelInsurance: boolean;
}

export const WIZARD_STEPS = ['passengers', 'preferences', 'payment'] as const;
export type { WizardStep };

export interface FlightBookingWizard {
  step: WizardStep;
  offer: BookableOffer;
  passengers: PassengerDraft[];
  contact: ContactValues;
  preferences: PreferencesDraft;
  /** The method and the terms; never the card. */
  payment: PaymentDraft<FlightPaymentMethod>;
}

export interface FlightBookingState {
  wizard: FlightBookingWizard | null;
}

export type WizardDraft = Pick<
  FlightBookingWizard,
  'passengers' | 'contact' | 'preferences' | 'payment'
>;

export const emptyPassenger = (travelerType: TravelerType): PassengerDraft => ({
  travelerType,
  fullName: '',
  gender: '',
  dateOfBirth: '',
  nationality: '',
  passportNumber: '',
  passportExpiry: '',
});

export const DEFAULT_PREFERENCES: PreferencesDraft = {
  seatSelection: false,
  mealPreference: 'standard',
  specialServices: [],
  extraBaggage: false,
  travelInsurance: false,
};

export const DEFAULT_PAYMENT: PaymentDraft<FlightPaymentMethod> = {
  method: 'credit-card',
  agreeTerms: false,
};

const typeOrder = (type: TravelerType) => TRAVELER_TYPES.indexOf(type);

/** A fresh wizard: one empty form per traveller the offer was priced for, adults first. */
export function freshWizard(offer: BookableOffer): FlightBookingWizard {
  return {
    step: 0,
    offer,
    passengers: offer.travelerPricings
      .map((pricing) => pricing.travelerType)
      .sort((a, b) => typeOrder(a) - typeOrder(b))
      .map(emptyPassenger),
    contact: { email: '', phone: '' },
    preferences: DEFAULT_PREFERENCES,
    payment: DEFAULT_PAYMENT,
  };
}

const initialState: FlightBookingState = { wizard: null };

const flightBookingSlice = createSlice({
  name: 'flightBooking',
  initialState,
  reducers: {
    bookingStarted(state, action: PayloadAction<BookableOffer>) {
      state.wizard = freshWizard(action.payload);
    },
    bookingStepChanged(state, action: PayloadAction<WizardStep>) {
      if (state.wizard) state.wizard.step = action.payload;
    },
    bookingDraftSaved(state, action: PayloadAction<Partial<WizardDraft>>) {
      if (state.wizard) Object.assign(state.wizard, action.payload);
    },
    bookingOfferRepriced(state, action: PayloadAction<BookableOffer>) {
      if (state.wizard && state.wizard.offer.id === action.payload.id) {
        state.wizard.offer = action.payload;
      }
    },
    bookingCleared(state) {
      state.wizard = null;
    },
  },
  selectors: {
    selectBookingWizard: (state) => state.wizard,
    selectBookingOffer: (state) => state.wizard?.offer ?? null,
    selectBookingStep: (state): WizardStep => state.wizard?.step ?? 0,
  },
});

export const {
  bookingStarted,
  bookingStepChanged,
  bookingDraftSaved,
  bookingOfferRepriced,
  bookingCleared,
} = flightBookingSlice.actions;
export const { selectBookingWizard, selectBookingOffer, selectBookingStep } =
  lazySlice(flightBookingSlice);
export const flightBookingReducer = flightBookingSlice.reducer;
