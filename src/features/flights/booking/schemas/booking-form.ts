import {
  FLIGHT_PAYMENT_METHODS,
  type FlightPaymentMethod,
} from '@server/modules/flights/constants.ts';
import { object, type AnyObjectSchema } from 'yup';

import { isIsoDate } from '@/lib/iso-date';
import {
  EMPTY_CARD,
  contactWithHint,
  type CheckoutFormValues,
  type ContactHint,
} from '@/lib/checkout/checkout-form';
import { paymentSchema } from '@/lib/checkout/checkout-schemas';

import type {
  FlightBookingWizard,
  PassengerDraft,
  PreferencesDraft,
  WizardDraft,
  WizardStep,
} from '../flight-booking-slice';

import { passengersStepSchema } from './passengers-schema';
import { preferencesStepSchema } from './preferences-schema';

/**
 * The whole wizard as one form: every checkout's contact and payment, and the flight's passengers
 * and preferences. Each step validates its own part before Next (STEP_SCHEMAS).
 */
export interface FlightBookingFormValues extends CheckoutFormValues<FlightPaymentMethod> {
  passengers: PassengerDraft[];
  preferences: PreferencesDraft;
}

export const STEP_SCHEMAS: Record<WizardStep, AnyObjectSchema> = {
  0: passengersStepSchema,
  1: preferencesStepSchema,
  2: object({ payment: paymentSchema(FLIGHT_PAYMENT_METHODS) }),
};

/** The form as the saved wizard left it; the contact comes from the profile when still empty. */
export function formValuesFrom(
  wizard: FlightBookingWizard,
  hint?: ContactHint,
): FlightBookingFormValues {
  return {
    passengers: wizard.passengers.map((passenger) => ({ ...passenger })),
    contact: contactWithHint(wizard.contact, hint),
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
