// The flight rules the SPA needs as values (not only types): plain values, no dependency beyond
// other plain-value files, so importing them pulls nothing else into the web bundle.

export * from '../../inventory/flights/constants.ts';
export * from '../../inventory/shared/currencies.ts';

// §2: the search /flights opens with when none is given: Dubai to Paris for one adult, on the
// first day that still has a full evening of departures at the origin. Dubai's short and medium
// haul flights leave between 06:00 and 23:30 (schedule.ts), and the last two hours are not sold,
// so from 18:00 Dubai time the default moves to tomorrow instead of opening on an empty day.
export const DEFAULT_FLIGHT_ROUTE = {
  origin: 'DXB',
  destination: 'CDG',
  originTimeZone: 'Asia/Dubai',
  nextDayFromHour: 18,
} as const;

// The codes a flight search's 400 carries when the search itself cannot be flown (beside the
// generic 'invalid' of a malformed parameter), so the SPA can say in the traveller's words what
// to change rather than show the server's.
export const FLIGHT_SEARCH_PROBLEMS = {
  unknownPlace: 'unknown_place',
  samePlace: 'same_place',
  dateInPast: 'date_in_past',
  dateTooFar: 'date_too_far',
  returnBeforeDeparture: 'return_before_departure',
  tooManyTravellers: 'too_many_travellers',
} as const;
export type FlightSearchProblem =
  (typeof FLIGHT_SEARCH_PROBLEMS)[keyof typeof FLIGHT_SEARCH_PROBLEMS];

// §5/§9 "Booking wizards", the flight wizard's own lists (nationalities are every wizard's).
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
// In the order the wizard lists passengers: adults, then children, then infants.
export const TRAVELER_TYPES = ['ADULT', 'CHILD', 'HELD_INFANT'] as const;
export type TravelerType = (typeof TRAVELER_TYPES)[number];
export const MEAL_PREFERENCES = [
  'standard',
  'vegetarian',
  'vegan',
  'halal',
  'kosher',
  'gluten-free',
] as const;
export type MealPreference = (typeof MEAL_PREFERENCES)[number];
export const SPECIAL_SERVICES = [
  'wheelchair-assistance',
  'unaccompanied-minor',
  'pet-transportation',
  'medical-equipment',
  'priority-boarding',
  'lounge-access',
] as const;
export type SpecialService = (typeof SPECIAL_SERVICES)[number];
export const FLIGHT_PAYMENT_METHODS = [
  'credit-card',
  'paypal',
  'apple-pay',
  'bank-transfer',
] as const;
export type FlightPaymentMethod = (typeof FLIGHT_PAYMENT_METHODS)[number];

// §9 Flight: the optional extras, per passenger, in US dollars; converted into the offer's
// currency at the fixed rates. (§9's "taxes and fees 89" is in every fare already: the
// engine's SERVICE_FEE_USD.)
export const FLIGHT_EXTRAS_USD = {
  seatSelection: 25,
  extraBaggage: 50,
  travelInsurance: 35,
} as const;
export type FlightExtra = keyof typeof FLIGHT_EXTRAS_USD;
// §9: the extra bag's weight.
export const EXTRA_BAGGAGE_KG = 20;

// Age on the day of the first departure: an infant is under 2 (on an adult's lap), a child 2–11.
export const TRAVELER_AGES = { infantUnder: 2, childUnder: 12 } as const;

// The lines of a flight booking's price, in the order shown: the fares and the taxes and fees of
// the offer (together its grand total, the figure on the card), then the extras chosen, then the
// fees of changes to other flights (issue 28), all such changes in one line.
export const FLIGHT_PRICE_LINES = [
  'FARE',
  'TAXES_AND_FEES',
  'SEAT_SELECTION',
  'EXTRA_BAGGAGE',
  'TRAVEL_INSURANCE',
  'CHANGE_FEE',
] as const;
export type FlightPriceLine = (typeof FLIGHT_PRICE_LINES)[number];

// Changing a booked flight (issue 28): what its fare allows, by its booking class (the engine's
// offers.ts): a low-cost airline's basic fare (V) allows no change of flights; the discounted
// economy classes (K while a flight is less than half full, then M) allow it for a fee per
// passenger (lap infants too, as the extras count them); full-fare economy (Y, sold once a flight
// is 80 % full) and every premium cabin change for free. An offer of several flights follows the
// strictest of its fares. Extras may be added whatever the fare.
export const FARE_CHANGE_RULES = ['none', 'fee', 'free'] as const;
export type FareChangeRule = (typeof FARE_CHANGE_RULES)[number];
const CHANGE_RULE_OF_CLASS: Readonly<Record<string, FareChangeRule>> = {
  V: 'none',
  K: 'fee',
  M: 'fee',
  Y: 'free',
  W: 'free',
  J: 'free',
  C: 'free',
  F: 'free',
};
export const FLIGHT_CHANGE_FEE_USD = 75;

/** The change rule of an offer's fares: the strictest of its booking classes ('fee' if unknown). */
export function fareChangeRule(offer: {
  travelerPricings?: ReadonlyArray<{ fareDetailsBySegment?: ReadonlyArray<{ class?: string }> }>;
}): FareChangeRule {
  const rules = (offer.travelerPricings ?? []).flatMap((pricing) =>
    (pricing.fareDetailsBySegment ?? []).map(
      (fare) => CHANGE_RULE_OF_CLASS[fare.class ?? ''] ?? 'fee',
    ),
  );
  return FARE_CHANGE_RULES.find((rule) => rules.includes(rule)) ?? 'fee';
}

// Cancelling: everything back until FREE_CANCELLATION_HOURS before the first departure; after
// that, until the flight leaves, everything but the fares and change fees (taxes, the service fee
// and extras are refunded).
export { FREE_CANCELLATION_HOURS } from '../../inventory/shared/constants.ts';

// Flexible dates: the cheapest fare of each departure date around the one searched (the results
// page's date strip shows three days either side), at most this many dates an ask.
export const FLEXIBLE_DATES = { stripDaysEachSide: 3, maxDates: 42 } as const;
