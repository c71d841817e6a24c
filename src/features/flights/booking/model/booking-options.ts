import type { CurrencyCode } from '@server/modules/flights/schemas.ts';

/*
 * The flight booking contract's option lists and amounts (server/src/modules/bookings/schemas.ts
 * and the inventory's currency rates), as values the wizard can use. The server only lends the
 * SPA its types, so these are copies; booking-contract.test.ts fails to compile when they drift.
 * This module is part of the entry bundle (the persisted slice checks stored values against it),
 * so it holds plain values only.
 */

/** §5/§9 "Booking wizards". */
export const NATIONALITIES = ['UAE', 'USA', 'UK', 'FR', 'DE'] as const;
export const GENDERS = ['male', 'female'] as const;
/** In the order the wizard lists passengers: adults, then children, then infants. */
export const TRAVELER_TYPES = ['ADULT', 'CHILD', 'HELD_INFANT'] as const;
export const MEAL_PREFERENCES = [
  'standard',
  'vegetarian',
  'vegan',
  'halal',
  'kosher',
  'gluten-free',
] as const;
export const SPECIAL_SERVICES = [
  'wheelchair-assistance',
  'unaccompanied-minor',
  'pet-transportation',
  'medical-equipment',
  'priority-boarding',
  'lounge-access',
] as const;
export const FLIGHT_PAYMENT_METHODS = [
  'credit-card',
  'paypal',
  'apple-pay',
  'bank-transfer',
] as const;

export type Nationality = (typeof NATIONALITIES)[number];
export type Gender = (typeof GENDERS)[number];
export type TravelerType = (typeof TRAVELER_TYPES)[number];
export type MealPreference = (typeof MEAL_PREFERENCES)[number];
export type SpecialService = (typeof SPECIAL_SERVICES)[number];
export type FlightPaymentMethod = (typeof FLIGHT_PAYMENT_METHODS)[number];

/** §9 "Flight": per passenger, in US dollars, converted into the offer's currency. */
export const FLIGHT_EXTRAS_USD = {
  seatSelection: 25,
  extraBaggage: 50,
  travelInsurance: 35,
  taxesAndFees: 89,
} as const;

/** §9: the extra bag's weight. */
export const EXTRA_BAGGAGE_KG = 20;

/** Age on the day of the first departure: an infant is under 2, a child under 12. */
export const TRAVELER_AGES = { infantUnder: 2, childUnder: 12 } as const;

/** The fixed reference rates offers are priced at (units of the currency for one US dollar). */
export const CURRENCY_RATES = {
  USD: 1,
  EUR: 0.9618,
  GBP: 0.7986,
  AED: 3.6725,
  SAR: 3.75,
  EGP: 50.8,
} as const satisfies Record<CurrencyCode, number>;

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);
