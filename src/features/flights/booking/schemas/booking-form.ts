import type { AnyObjectSchema } from 'yup';

import { isIsoDate } from '@/features/flights/model/iso-date';

import type {
  ContactDraft,
  FlightBookingWizard,
  PassengerDraft,
  PaymentDraft,
  PreferencesDraft,
  WizardDraft,
  WizardStep,
} from '../flight-booking-slice';

import { passengersStepSchema } from './passengers-schema';
import { paymentStepSchema } from './payment-schema';
import { preferencesStepSchema } from './preferences-schema';

/** Card details: in the payment form only, never in the store or in storage. */
export interface CardDetails {
  number: string;
  expiry: string;
  cvv: string;
  holderName: string;
}

export const EMPTY_CARD: CardDetails = { number: '', expiry: '', cvv: '', holderName: '' };

/** The whole wizard as one form: each step validates its own part before Next (STEP_SCHEMAS). */
export interface FlightBookingFormValues {
  passengers: PassengerDraft[];
  contact: ContactDraft;
  preferences: PreferencesDraft;
  payment: PaymentDraft & { card: CardDetails };
}

export const STEP_SCHEMAS: Record<WizardStep, AnyObjectSchema> = {
  0: passengersStepSchema,
  1: preferencesStepSchema,
  2: paymentStepSchema,
};

/** What a signed-in traveller's profile can fill in for them. */
export interface ContactHint {
  email?: string | null;
  phone?: string | null;
}

/** The form as the saved wizard left it; the contact comes from the profile when still empty. */
export function formValuesFrom(
  wizard: FlightBookingWizard,
  hint: ContactHint = {},
): FlightBookingFormValues {
  return {
    passengers: wizard.passengers.map((passenger) => ({ ...passenger })),
    contact: {
      email: wizard.contact.email || hint.email || '',
      phone: wizard.contact.phone || hint.phone || '',
    },
    preferences: {
      ...wizard.preferences,
      specialServices: [...wizard.preferences.specialServices],
    },
    payment: { ...wizard.payment, card: { ...EMPTY_CARD } },
  };
}

// A date field holds a marker while a date is only partly typed; the store keeps whole dates.
const wholeDate = (value: string) => (isIsoDate(value) ? value : '');

/**
 * What the store keeps of the form: new objects (the form's own are never handed to the store,
 * which freezes what it holds) and no card details.
 */
export function draftFrom(values: FlightBookingFormValues): WizardDraft {
  return {
    passengers: values.passengers.map((passenger) => ({
      travelerType: passenger.travelerType,
      fullName: passenger.fullName,
      gender: passenger.gender,
      dateOfBirth: wholeDate(passenger.dateOfBirth),
      nationality: passenger.nationality,
      passportNumber: passenger.passportNumber,
      passportExpiry: wholeDate(passenger.passportExpiry),
    })),
    contact: { email: values.contact.email, phone: values.contact.phone },
    preferences: {
      seatSelection: values.preferences.seatSelection,
      mealPreference: values.preferences.mealPreference,
      specialServices: [...values.preferences.specialServices],
      extraBaggage: values.preferences.extraBaggage,
      travelInsurance: values.preferences.travelInsurance,
    },
    payment: { method: values.payment.method, agreeTerms: values.payment.agreeTerms },
  };
}
