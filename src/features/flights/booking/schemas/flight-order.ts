import type { Nationality } from '@server/modules/bookings/constants.ts';
import type { Gender } from '@server/modules/flights/constants.ts';

import type { FlightOrderBody } from '@/features/flights/api/booking-api';
import { toLatinDigits } from '@/lib/checkout/latin-digits';
import type { FieldLocation } from '@/lib/checkout/checkout-form';
import { contactForOrder, paymentForOrder } from '@/lib/checkout/order-parts';

import type { WizardStep } from '../flight-booking-slice';
import type { BookableOffer } from '../model/bookable-offer';

import type { FlightBookingFormValues } from './booking-form';

/**
 * The body of POST /api/booking/flight-orders/ from the form, once every step has passed its
 * schema: the offer exactly as last priced, the travellers and extras, and every checkout's
 * contact and payment (the card only when paying by card).
 */
/** The passengers as saved travellers keep them (no type: it follows the age on each trip). */
export const travellersToSave = (values: FlightBookingFormValues, offer: BookableOffer) =>
  toFlightOrderBody(values, offer).travelers.map(
    ({ travelerType: _travelerType, ...details }) => details,
  );

export function toFlightOrderBody(
  values: FlightBookingFormValues,
  offer: BookableOffer,
): FlightOrderBody {
  const { passengers, contact, preferences, payment } = values;
  return {
    flightOffer: offer,
    travelers: passengers.map((passenger) => ({
      travelerType: passenger.travelerType,
      fullName: passenger.fullName.trim(),
      // The step schemas have checked that each choice was made.
      gender: passenger.gender as Gender,
      dateOfBirth: passenger.dateOfBirth,
      nationality: passenger.nationality as Nationality,
      passportNumber: toLatinDigits(passenger.passportNumber).trim().toUpperCase(),
      passportExpiry: passenger.passportExpiry,
    })),
    contact: contactForOrder(contact),
    extras: {
      seatSelection: preferences.seatSelection,
      mealPreference: preferences.mealPreference,
      specialServices: [...preferences.specialServices],
      extraBaggage: preferences.extraBaggage,
      travelInsurance: preferences.travelInsurance,
    },
    payment: paymentForOrder(payment),
  };
}

const FIELD_PATTERNS: [RegExp, WizardStep, (match: RegExpExecArray) => string][] = [
  [/^travelers\.(\d+)\.(\w+)$/, 0, ([, index, field]) => `passengers.${index}.${field}`],
  [/^contact\.(email|phone)$/, 0, ([, field]) => `contact.${field}`],
  [/^extras\.(\w+)/, 1, ([, field]) => `preferences.${field}`],
  [/^payment\.card\.(number|expiry|cvv|holderName)$/, 2, ([, field]) => `payment.card.${field}`],
  [/^payment(\.method)?$/, 2, () => 'payment.method'],
];

/** Where a server error's `field` (travelers.1.dateOfBirth) is in the wizard, if it is a field. */
export function formFieldOf(field: unknown): FieldLocation | null {
  if (typeof field !== 'string') return null;
  for (const [pattern, step, name] of FIELD_PATTERNS) {
    const match = pattern.exec(field);
    if (match) return { step, name: name(match) };
  }
  return null;
}
