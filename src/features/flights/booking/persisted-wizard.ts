import { NATIONALITIES } from '@server/modules/bookings/constants.ts';
import {
  FLIGHT_PAYMENT_METHODS,
  GENDERS,
  MEAL_PREFERENCES,
  SPECIAL_SERVICES,
  TRAVELER_TYPES,
} from '@server/modules/flights/constants.ts';

import { PASSENGER_LIMITS } from '@/features/flights/flight-search-slice';
import { isBefore, isIsoDate, todayIso } from '@/lib/iso-date';
import {
  isOneOf,
  isRecord,
  sanitizeContact,
  sanitizePayment,
  storedStep,
  storedText as text,
} from '@/lib/checkout/draft-guards';

import {
  DEFAULT_PAYMENT,
  DEFAULT_PREFERENCES,
  type FlightBookingState,
  type FlightBookingWizard,
  type PassengerDraft,
  type PreferencesDraft,
} from './flight-booking-slice';
import { isBookableOffer, partyOf, tripDates } from './model/bookable-offer';

/*
 * The wizard as redux-persist brings it back after a reload. Stored data is never trusted: this
 * keeps exactly the wizard's fields, each with the expected shape, so nothing else (a card number
 * written by hand, an older build's extra) survives. Part of the entry bundle, like the slice.
 */

// Generous caps (storedText): a stored value longer than any the form accepts is not ours.
const isoDateOrEmpty = (value: unknown) => (isIsoDate(value) ? value : '');
const choice = <T extends string>(list: readonly T[], value: unknown): T | '' =>
  isOneOf(list, value) ? value : '';

function sanitizePassenger(value: unknown): PassengerDraft | null {
  if (!isRecord(value) || !isOneOf(TRAVELER_TYPES, value.travelerType)) return null;
  return {
    travelerType: value.travelerType,
    fullName: text(value.fullName, 200),
    gender: choice(GENDERS, value.gender),
    dateOfBirth: isoDateOrEmpty(value.dateOfBirth),
    nationality: choice(NATIONALITIES, value.nationality),
    passportNumber: text(value.passportNumber, 40),
    passportExpiry: isoDateOrEmpty(value.passportExpiry),
  };
}

function sanitizePassengers(value: unknown): PassengerDraft[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const passengers = value.map(sanitizePassenger);
  if (passengers.some((passenger) => passenger === null)) return null;
  const drafts = passengers as PassengerDraft[];
  const { adults, children, infants } = partyOf(drafts.map((item) => item.travelerType));
  const validParty =
    adults >= PASSENGER_LIMITS.minAdults &&
    adults + children <= PASSENGER_LIMITS.maxTotal &&
    infants <= adults;
  return validParty ? drafts : null;
}

function sanitizePreferences(value: unknown): PreferencesDraft {
  const stored = isRecord(value) ? value : {};
  const services = Array.isArray(stored.specialServices) ? stored.specialServices : [];
  return {
    seatSelection: stored.seatSelection === true,
    mealPreference: isOneOf(MEAL_PREFERENCES, stored.mealPreference)
      ? stored.mealPreference
      : DEFAULT_PREFERENCES.mealPreference,
    specialServices: SPECIAL_SERVICES.filter((service) => services.includes(service)),
    extraBaggage: stored.extraBaggage === true,
    travelInsurance: stored.travelInsurance === true,
  };
}

function sanitizeWizard(value: unknown, today: string): FlightBookingWizard | null {
  if (!isRecord(value) || !isBookableOffer(value.offer)) return null;
  // A flight that has left can no longer be booked: the wizard for it is dropped.
  if (isBefore(tripDates(value.offer).firstDeparture, today)) return null;
  const passengers = sanitizePassengers(value.passengers);
  if (!passengers) return null;
  return {
    step: storedStep(value.step),
    offer: value.offer,
    passengers,
    contact: sanitizeContact(value.contact),
    preferences: sanitizePreferences(value.preferences),
    // Only the method and the terms: a card stored under payment is dropped.
    payment: sanitizePayment(value.payment, FLIGHT_PAYMENT_METHODS, DEFAULT_PAYMENT.method),
  };
}

/**
 * What a rehydrated wizard may keep: exactly the fields above, each with the expected shape. A
 * wizard whose offer, passengers or party is not well formed, or whose flight has left, is
 * dropped whole; a stray value (an unknown meal, a card number) is reset or left out.
 */
export function sanitizeFlightBookingState(
  value: unknown,
  today = todayIso(),
): FlightBookingState | undefined {
  if (!isRecord(value)) return undefined;
  return { wizard: sanitizeWizard(value.wizard, today) };
}
