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

import { AUTH_TOKENS, AUTH_USER } from './auth-handlers';
import { pricedForParty } from './booking-handlers';
import { makeFlightOffer } from './flight-fixtures';

/*
 * Data for the booking wizard's tests: an offer priced for a party, two adults' passport details,
 * a wizard as the store keeps it at any step, and the signed-in traveller's session.
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
 * DXB → LHR, by default on 1 December 2099 and back on 9 December; $420 for each adult. Tests of
 * ages take a departure near today instead.
 */
export function offerFor(
  party = { adults: 2, children: 0, infants: 0 },
  { departure = '2099-12-01', back = '2099-12-09' } = {},
): BookableOffer {
  const offer = pricedForParty(
    makeFlightOffer({
      id: 'ek-1',
      carrier: 'EK',
      number: 1,
      origin: 'DXB',
      destination: 'LHR',
      departureAt: `${departure}T08:30:00`,
      minutes: 445,
      price: 420,
      returnAt: `${back}T14:15:00`,
    }),
    party,
  );
  if (!isBookableOffer(offer)) throw new Error('The test offer is not bookable');
  return offer;
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
