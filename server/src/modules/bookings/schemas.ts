import { Type, type Static } from 'typebox';
import { FLIGHT_PAGE_SIZE, PASSENGER_LIMITS } from '../../inventory/flights/constants.ts';
import { CURRENCY_CODES } from '../../inventory/shared/currencies.ts';
import { ErrorResponseSchema } from '../../lib/error-schema.ts';
import { PageNumberSchema, PageSchema } from '../../lib/pagination.ts';
import { FlightOfferSchema } from '../flights/schemas.ts';

// The flight booking contract: pricing an offer, ordering it, and the traveller's bookings.
// The SPA imports these types (type-only); the lists below are mirrored in the SPA as values,
// with a type-level test that fails when the two drift.

// §5/§9 "Booking wizards": the wizard's option lists.
export const NATIONALITIES = ['UAE', 'USA', 'UK', 'FR', 'DE'] as const;
export const GENDERS = ['male', 'female'] as const;
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
export const BOOKING_STATUSES = ['confirmed', 'in-progress', 'cancelled'] as const;

// §9 Flight: per passenger, in US dollars; converted into the offer's currency at the fixed rates.
export const FLIGHT_EXTRAS_USD = {
  seatSelection: 25,
  extraBaggage: 50,
  travelInsurance: 35,
  taxesAndFees: 89,
} as const;

// Age on the day of the first departure: an infant is under 2 (on an adult's lap), a child 2–11.
export const TRAVELER_AGES = { infantUnder: 2, childUnder: 12 } as const;

export type Nationality = (typeof NATIONALITIES)[number];
export type Gender = (typeof GENDERS)[number];
export type TravelerType = (typeof TRAVELER_TYPES)[number];
export type MealPreference = (typeof MEAL_PREFERENCES)[number];
export type SpecialService = (typeof SPECIAL_SERVICES)[number];
export type FlightPaymentMethod = (typeof FLIGHT_PAYMENT_METHODS)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const isoDate = Type.String({ format: 'date', examples: ['1990-05-17'] });
const money = Type.String({ pattern: '^\\d+\\.\\d{2}$', examples: ['512.40'] });

// POST /api/shopping/flight-offers/pricing/
export const FlightPricingRequestSchema = Type.Object({
  flightOffer: FlightOfferSchema,
  travelers: Type.Optional(
    Type.Object(
      {
        adults: Type.Integer({
          minimum: PASSENGER_LIMITS.adultsMin,
          maximum: PASSENGER_LIMITS.seatedMax,
        }),
        children: Type.Integer({ minimum: 0, maximum: PASSENGER_LIMITS.seatedMax }),
        infants: Type.Integer({ minimum: 0, maximum: PASSENGER_LIMITS.seatedMax }),
      },
      {
        description:
          'Price the offer for this party instead of the offer’s own (the wizard adds or removes a passenger): answered with 200, never as a price change',
      },
    ),
  ),
});
export type FlightPricingRequest = Static<typeof FlightPricingRequestSchema>;

export const FlightPricingSchema = Type.Object(
  { flightOffer: FlightOfferSchema },
  { description: 'The offer at today’s fare and seats, for the party asked' },
);
export type FlightPricing = Static<typeof FlightPricingSchema>;

// 409 code 'price_changed': the fare moved; the answer carries the offer at the new price, which
// the traveller accepts by sending it back. Other 409 codes: 'sold_out' ('Not enough seats left
// on this flight') and 'unavailable' (the flight left or is no longer sold).
export const PriceChangedErrorSchema = Type.Object(
  {
    ...ErrorResponseSchema.properties,
    flightOffer: Type.Optional(FlightOfferSchema),
  },
  { description: 'Error; a price change carries the offer at the new price' },
);
export type PriceChangedError = Static<typeof PriceChangedErrorSchema>;

// §3 "Flight booking form", per passenger. travelerType must agree with the age on the day of the
// first departure (TRAVELER_AGES); the passport must be valid on the last day of the trip.
export const FlightTravelerSchema = Type.Object({
  travelerType: Type.Enum(TRAVELER_TYPES),
  fullName: Type.String({ minLength: 2, maxLength: 100 }),
  gender: Type.Enum(GENDERS),
  dateOfBirth: isoDate,
  nationality: Type.Enum(NATIONALITIES),
  passportNumber: Type.String({ pattern: '^[A-Za-z0-9]{6,12}$', examples: ['N1234567'] }),
  passportExpiry: isoDate,
});
export type FlightTraveler = Static<typeof FlightTravelerSchema>;

export const FlightExtrasSchema = Type.Object({
  seatSelection: Type.Boolean({ description: 'Choose seats: 25 USD per passenger' }),
  mealPreference: Type.Enum(MEAL_PREFERENCES),
  specialServices: Type.Array(Type.Enum(SPECIAL_SERVICES), { maxItems: SPECIAL_SERVICES.length }),
  extraBaggage: Type.Boolean({ description: 'One extra 20 kg bag: 50 USD per passenger' }),
  travelInsurance: Type.Boolean({ description: '35 USD per passenger' }),
});
export type FlightExtras = Static<typeof FlightExtrasSchema>;

// Card data is checked (Luhn, a month not yet over, 3 digits or 4 for American Express) and only
// the brand and last four digits are kept; the CVV is never stored or logged.
export const CardSchema = Type.Object({
  number: Type.String({ pattern: '^[0-9 ]{12,23}$', description: 'Spaces allowed' }),
  expiry: Type.String({ pattern: '^(0[1-9]|1[0-2])/\\d{2}$', examples: ['08/29'] }),
  cvv: Type.String({ pattern: '^\\d{3,4}$' }),
  holderName: Type.String({ minLength: 2, maxLength: 100 }),
});
export type Card = Static<typeof CardSchema>;

export const FlightPaymentSchema = Type.Object({
  method: Type.Enum(FLIGHT_PAYMENT_METHODS),
  card: Type.Optional(CardSchema),
});

// POST /api/booking/flight-orders/ (signed in, Idempotency-Key header).
export const FlightOrderRequestSchema = Type.Object({
  flightOffer: Type.Object(FlightOfferSchema.properties, {
    description:
      'The offer as last priced for exactly these travellers. Its fare holds while up to 9 more seats of its flights sell; any other difference from today’s price is a 409 price_changed carrying the new offer',
  }),
  travelers: Type.Array(FlightTravelerSchema, {
    minItems: 1,
    maxItems: PASSENGER_LIMITS.seatedMax * 2,
  }),
  contact: Type.Object({
    email: Type.String({ format: 'email', maxLength: 254 }),
    phone: Type.String({ pattern: '^\\+?[0-9 ()-]{7,20}$' }),
  }),
  extras: FlightExtrasSchema,
  payment: FlightPaymentSchema,
});
export type FlightOrderRequest = Static<typeof FlightOrderRequestSchema>;

const PriceLineSchema = Type.Object({
  code: Type.Enum([
    'TICKETS',
    'SEAT_SELECTION',
    'EXTRA_BAGGAGE',
    'TRAVEL_INSURANCE',
    'TAXES_AND_FEES',
  ]),
  quantity: Type.Integer({ minimum: 1, description: 'Passengers the line is for' }),
  amount: money,
});

// The booking as its owner sees it. §3 "Sample booking item" (id, type, title, date, status,
// price) is a subset: title 'DXB → CDG', date the first local departure, price.total.
export const FlightBookingSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: Type.Literal('flight'),
  reference: Type.String({ pattern: '^[A-Z0-9]{6}$', description: 'Booking reference' }),
  status: Type.Enum(BOOKING_STATUSES, {
    description: 'bank-transfer bookings wait for the transfer: in-progress',
  }),
  title: Type.String({ examples: ['DXB → CDG'] }),
  date: Type.String({
    description: 'First departure, local time',
    examples: ['2026-03-10T08:45:00'],
  }),
  returnDate: Type.Union([Type.String(), Type.Null()], {
    description: 'Round trips: the return’s local departure',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  cancelledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  flightOffer: FlightOfferSchema,
  travelers: Type.Array(FlightTravelerSchema),
  contact: Type.Object({ email: Type.String(), phone: Type.String() }),
  extras: FlightExtrasSchema,
  payment: Type.Object({
    method: Type.Enum(FLIGHT_PAYMENT_METHODS),
    brand: Type.Optional(Type.String({ examples: ['visa'] })),
    last4: Type.Optional(Type.String({ pattern: '^\\d{4}$' })),
  }),
  price: Type.Object({
    currency: Type.Enum(CURRENCY_CODES),
    lines: Type.Array(PriceLineSchema),
    total: money,
  }),
});
export type FlightBooking = Static<typeof FlightBookingSchema>;

export const FlightBookingsPageSchema = PageSchema(
  FlightBookingSchema,
  'The signed-in user’s flight bookings, newest first',
);
export type FlightBookingsPage = Static<typeof FlightBookingsPageSchema>;

export const FlightBookingParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

// GET /api/flights/bookings/?page=&page_size=
export const FlightBookingsQuerySchema = Type.Object({
  page: Type.Optional(PageNumberSchema),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: FLIGHT_PAGE_SIZE.max,
      default: FLIGHT_PAGE_SIZE.default,
    }),
  ),
});
export type FlightBookingsQuery = Static<typeof FlightBookingsQuerySchema>;

// A retry with the same key (and the same body) gets the first answer again, never a second
// booking; the same key with another body is a 409 idempotency_key_reused.
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{1,100}$';
export const FlightOrderHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description: 'Any 1–100 letters, digits, _ or -; one per booking attempt (a UUID will do)',
    }),
  ),
});
