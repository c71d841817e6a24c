import type * as bookings from '@server/modules/bookings/schemas.ts';
import type * as flights from '@server/modules/flights/schemas.ts';

import type {
  FlightBooking,
  FlightOrderBody,
  FlightPricingAnswer,
  FlightPricingBody,
} from '@/features/flights/api/booking-api';
import type { FlightOffer } from '@/features/flights/api/flight-types';

import type {
  ContactDraft,
  PassengerDraft,
  PaymentDraft,
  PreferencesDraft,
} from '../flight-booking-slice';
import type { CardDetails } from '../schemas/booking-form';

import type { BookableOffer } from './bookable-offer';
import type {
  CURRENCY_RATES,
  FLIGHT_EXTRAS_USD,
  FLIGHT_PAYMENT_METHODS,
  GENDERS,
  MEAL_PREFERENCES,
  NATIONALITIES,
  SPECIAL_SERVICES,
  TRAVELER_AGES,
  TRAVELER_TYPES,
} from './booking-options';
import type { PriceLineCode } from './price-breakdown';

/*
 * The contract with server/src/modules/bookings/schemas.ts (and the inventory's currency rates),
 * checked by `tsc` with type imports only: the wizard's copies of the option lists and amounts are
 * the server's, its drafts have exactly the server's fields, and it reads every answer the server
 * gives. If the server's schemas change, these lines stop compiling.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Reads<Answer, Reader> = [Answer] extends [Reader] ? true : false;

const contract: [
  Same<typeof NATIONALITIES, typeof bookings.NATIONALITIES>,
  Same<typeof GENDERS, typeof bookings.GENDERS>,
  Same<typeof TRAVELER_TYPES, typeof bookings.TRAVELER_TYPES>,
  Same<typeof MEAL_PREFERENCES, typeof bookings.MEAL_PREFERENCES>,
  Same<typeof SPECIAL_SERVICES, typeof bookings.SPECIAL_SERVICES>,
  Same<typeof FLIGHT_PAYMENT_METHODS, typeof bookings.FLIGHT_PAYMENT_METHODS>,
  Same<typeof FLIGHT_EXTRAS_USD, typeof bookings.FLIGHT_EXTRAS_USD>,
  Same<typeof TRAVELER_AGES, typeof bookings.TRAVELER_AGES>,
  Same<typeof CURRENCY_RATES, typeof flights.CURRENCY_RATES>,
  // The form holds every field the server takes, and no other.
  Same<keyof PassengerDraft, keyof bookings.FlightTraveler>,
  Same<keyof ContactDraft, keyof bookings.FlightOrderRequest['contact']>,
  Same<keyof PreferencesDraft, keyof bookings.FlightExtras>,
  Same<keyof CardDetails, keyof bookings.Card>,
  Same<PaymentDraft['method'], bookings.FlightPaymentMethod>,
  Same<PriceLineCode, bookings.FlightBooking['price']['lines'][number]['code']>,
  // Bodies: the server's own, with the offer passed back as it came.
  Same<Omit<FlightOrderBody, 'flightOffer'>, Omit<bookings.FlightOrderRequest, 'flightOffer'>>,
  Same<Omit<FlightPricingBody, 'flightOffer'>, Omit<bookings.FlightPricingRequest, 'flightOffer'>>,
  Reads<bookings.FlightOrderRequest['flightOffer'], FlightOffer>,
  // Answers.
  Reads<bookings.FlightPricing, FlightPricingAnswer>,
  Reads<NonNullable<bookings.PriceChangedError['flightOffer']>, FlightOffer>,
  Same<FlightBooking, bookings.FlightBooking>,
  Reads<BookableOffer, FlightOffer>,
] = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];

describe('the flight booking contract', () => {
  it('holds at the type level', () => {
    expect(contract.every(Boolean)).toBe(true);
  });
});
