import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NATIONALITIES, type Nationality } from '@server/modules/bookings/constants.ts';
import {
  HOTEL_PAYMENT_METHODS,
  REMARK_MAX_LENGTH,
  STAY_LIMITS,
  type HotelPaymentMethod,
} from '@server/modules/hotels/constants.ts';

import type { ContactValues, PaymentDraft } from '@/lib/checkout/checkout-form';
import {
  isOneOf,
  isRecord,
  sanitizeContact,
  sanitizePayment,
  storedText,
} from '@/lib/checkout/draft-guards';

/*
 * The hotel booking wizard as the traveller left it (§2): which rates it is for, the step, and
 * what was entered. It is persisted, so a reload or a detour through sign-in comes back to it.
 * Card number, CVV and cardholder name are never part of it: they live in the payment form only.
 */

export const WIZARD_STEPS = ['guest', 'details', 'payment'] as const;
export type WizardStep = 0 | 1 | 2;

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

export interface HotelBookingState {
  draft: HotelBookingDraft | null;
}

export const DEFAULT_PAYMENT: PaymentDraft<HotelPaymentMethod> = {
  method: 'credit-card',
  agreeTerms: false,
};

const hotelBookingSlice = createSlice({
  name: 'hotelBooking',
  initialState: { draft: null } as HotelBookingState,
  reducers: {
    draftSaved(state, action: PayloadAction<HotelBookingDraft>) {
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
    selectHotelBookingDraft: (state) => state.draft,
  },
});

export const { draftSaved, stepChanged, draftCleared } = hotelBookingSlice.actions;
export const { selectHotelBookingDraft } = hotelBookingSlice.selectors;
export const hotelBookingReducer = hotelBookingSlice.reducer;

const NAME_MAX = 100;

/** The draft as a reload brings it back: exactly its fields, each with the expected shape. */
export function sanitizeHotelBookingState(value: unknown): HotelBookingState | undefined {
  if (!isRecord(value)) return undefined;
  const draft = isRecord(value.draft) ? value.draft : null;
  if (!draft || !Array.isArray(draft.rateKeys) || !Array.isArray(draft.rooms))
    return { draft: null };
  const rateKeys = draft.rateKeys.filter((key): key is string => typeof key === 'string');
  if (rateKeys.length === 0 || rateKeys.length !== draft.rooms.length) return { draft: null };
  const holder = isRecord(draft.holder) ? draft.holder : {};
  return {
    draft: {
      rateKeys,
      step: draft.step === 1 || draft.step === 2 ? draft.step : 0,
      holder: {
        fullName: storedText(holder.fullName, NAME_MAX),
        nationality: isOneOf(NATIONALITIES, holder.nationality) ? holder.nationality : '',
        passportId: storedText(holder.passportId, 12),
      },
      rooms: draft.rooms.map((room) => {
        const guests = isRecord(room) && Array.isArray(room.guests) ? room.guests : [];
        return {
          guests: guests.slice(0, STAY_LIMITS.roomsMax).map((guest) => ({
            fullName: storedText(isRecord(guest) ? guest.fullName : '', NAME_MAX),
          })),
        };
      }),
      contact: sanitizeContact(draft.contact),
      remark: storedText(draft.remark, REMARK_MAX_LENGTH),
      payment: sanitizePayment(draft.payment, HOTEL_PAYMENT_METHODS, DEFAULT_PAYMENT.method),
    },
  };
}
