import type {
  FlightBookingWizard,
  PassengerDraft,
} from '../src/features/flights/booking/flight-booking-slice';
import {
  DEFAULT_PAYMENT,
  DEFAULT_PREFERENCES,
} from '../src/features/flights/booking/flight-booking-slice';
import {
  isBookableOffer,
  type BookableOffer,
} from '../src/features/flights/booking/model/bookable-offer';
import { todayIso } from '../src/lib/iso-date';
import type { ApiFlightOffersPage } from '../src/features/flights/api/flight-types';

import { AUTH_TOKENS, AUTH_USER } from './auth-handlers';
import { BOOKED_SEARCH, PRICING_URL, type Party } from './recorded/flight-pricing-requests.ts';
import { recordedBody } from './recorded/replay';

/*
 * Data for the booking wizard's tests: the recorded offer priced for a party, two adults' passport
 * details, a wizard as the store keeps it at any step, and the signed-in traveller's session.
 */

/** The signed-in traveller of the auth handlers, as the booking tests open the app with. */
export const SIGNED_IN = { tokens: AUTH_TOKENS, user: AUTH_USER };

/** A local date `days` from today, YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayIso(date);
}

/**
 * The tests' flight (mocks/recorded/flight-pricing-requests.ts): Emirates' first direct round trip
 * DXB → LHR on FLIGHT_DATE and back on RETURN_DATE, as the real server priced it for a party.
 */
export function offerFor(party: Party = { adults: 2, children: 0, infants: 0 }): BookableOffer {
  const searched = recordedBody<ApiFlightOffersPage>(
    'flights',
    'GET',
    `/api/shopping/flight-offers/?${BOOKED_SEARCH}`,
  ).results[0];
  const { flightOffer: offer } = recordedBody<{ flightOffer: unknown }>(
    'flights',
    'POST',
    PRICING_URL,
    {
      flightOffer: searched,
      travelers: party,
    },
  );
  if (!isBookableOffer(offer)) throw new Error('The test offer is not bookable');
  // A copy: a test may change its offer, never the recording.
  return structuredClone(offer);
}

export const ADULTS: PassengerDraft[] = [
  {
    travelerType: 'ADULT',
    fullName: 'Layla Haddad',
    gender: 'female',
    dateOfBirth: '1990-05-17',
    nationality: 'UAE',
    passportNumber: 'N1234567',
    passportExpiry: '2100-01-31',
  },
  {
    travelerType: 'ADULT',
    fullName: 'Omar Haddad',
    gender: 'male',
    dateOfBirth: '1988-11-02',
    nationality: 'UAE',
    passportNumber: 'N7654321',
    passportExpiry: '2100-03-15',
  },
];

/** A wizard as the store keeps it, filled in for two adults, at a step. */
export function savedWizard(overrides: Partial<FlightBookingWizard> = {}): FlightBookingWizard {
  return {
    step: 0,
    offer: offerFor(),
    passengers: ADULTS,
    contact: { email: 'layla@example.com', phone: '+971501234567' },
    preferences: DEFAULT_PREFERENCES,
    payment: DEFAULT_PAYMENT,
    ...overrides,
  };
}
