import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../../lib/error-schema.ts';
import { PageNumberSchema, PageSchema } from '../../../lib/pagination.ts';
import {
  ChangeVersionSchema,
  ContactSchema,
  KindBookingSchema,
  LocalTimeSchema,
  NATIONALITIES,
  PaymentRequestSchema,
  PersonNameSchema,
} from '../../bookings/schemas.ts';
import {
  FLIGHT_PAGE_SIZE,
  FLIGHT_PAYMENT_METHODS,
  GENDERS,
  MEAL_PREFERENCES,
  PASSENGER_LIMITS,
  SPECIAL_SERVICES,
  TRAVELER_TYPES,
} from '../constants.ts';
import { FlightOfferSchema } from '../schemas.ts';

// The flight kind of the booking core: pricing an offer, the order body, and the flight details
// of a booking. The SPA imports these types (type-only) and the lists from ../constants.ts.

const isoDate = Type.String({ format: 'date', examples: ['1990-05-17'] });

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
  fullName: PersonNameSchema,
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
  contact: ContactSchema,
  extras: FlightExtrasSchema,
  payment: PaymentRequestSchema(FLIGHT_PAYMENT_METHODS),
});
export type FlightOrderRequest = Static<typeof FlightOrderRequestSchema>;

// POST /api/flights/bookings/{reference}/change/ (and …/quote/), issue 28.
export const FlightChangeRequestSchema = Type.Object({
  version: ChangeVersionSchema,
  flightOffer: Type.Optional(
    Type.Object(FlightOfferSchema.properties, {
      description:
        'Other flights on the same route, in the same cabin and currency, as last priced for the booking’s travellers (a search of the new dates). Absent or the same flights: the flights stay as booked, at the fare paid',
    }),
  ),
  extras: Type.Optional(
    Type.Object(FlightExtrasSchema.properties, {
      description: 'All the extras as they should be; absent: as booked',
    }),
  ),
});
export type FlightChangeRequest = Static<typeof FlightChangeRequestSchema>;

// What a flight booking holds beyond the core's fields: the offer as booked, the travellers (no
// passport numbers are ever shown back in full), the extras chosen.
export const FlightBookingDetailsSchema = Type.Object({
  flightOffer: FlightOfferSchema,
  travelers: Type.Array(FlightTravelerSchema),
  extras: FlightExtrasSchema,
  returnDate: Type.Union([LocalTimeSchema, Type.Null()], {
    description: 'Round trips: the return’s local departure',
  }),
  arrivalCityCode: Type.Optional(
    Type.Union([Type.String({ pattern: '^[A-Z]{3}$' }), Type.Null()], {
      description:
        'The city the outbound lands in (CDG → PAR): the code hotel searches and a trip’s other bookings use. Absent from bookings made before it was added',
      examples: ['PAR'],
    }),
  ),
});
export type FlightBookingDetails = Static<typeof FlightBookingDetailsSchema>;

export const FlightBookingSchema = KindBookingSchema('flight', FlightBookingDetailsSchema);
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
