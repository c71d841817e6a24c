import { Type, type Static } from 'typebox';
import {
  BOARD_CODES,
  FACILITY_CODES,
  GUEST_SCORE_MAX,
  PROPERTY_TYPES,
  RATE_CLASSES,
} from './constants.ts';
import { currency, hotelCode, LOCAL_TIME_PATTERN, money } from './schema-parts.ts';

// A hotel as an availability answer offers it: its rates and rooms (§3 "Hotel card", Hotelbeds).

export const HotelRateSchema = Type.Object({
  rateKey: Type.String({ description: 'Opaque: names this rate for checkrates and booking' }),
  rateClass: Type.Enum(RATE_CLASSES, { description: 'NOR refundable, NRF non-refundable' }),
  rateType: Type.Literal('BOOKABLE'),
  net: Type.String({ ...money, description: 'The hotel’s price for all its rooms and nights' }),
  serviceFee: money,
  total: Type.String({
    ...money,
    description: 'Everything the stay costs: net + service fee + taxes paid at the hotel',
  }),
  perNight: Type.String({ ...money, description: 'total ÷ nights, rounded' }),
  allotment: Type.Integer({ minimum: 1, description: 'Rooms left (at most 20 shown)' }),
  paymentType: Type.Literal('AT_WEB'),
  packaging: Type.Literal(false),
  boardCode: Type.Enum(BOARD_CODES),
  boardName: Type.String({ examples: ['BED AND BREAKFAST'] }),
  rooms: Type.Integer({ minimum: 1 }),
  adults: Type.Integer({ minimum: 1, description: 'Per room' }),
  children: Type.Integer({ minimum: 0, description: 'Per room' }),
  childrenAges: Type.String({ description: 'Comma separated', examples: ['5,8'] }),
  cancellationPolicies: Type.Array(
    Type.Object({
      amount: money,
      from: Type.String({
        description: 'From then on the amount is charged: the hotel’s time with its offset',
        examples: ['2026-07-09T15:00:00+02:00'],
      }),
    }),
  ),
  // A type list rather than a union: the serializer writes it without validating each value
  // against both branches, which costs more than the rest of a page's answer.
  freeCancellationUntil: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    pattern: LOCAL_TIME_PATTERN,
    description: 'Until when cancelling costs nothing (hotel time, without offset); null if never',
  }),
  taxes: Type.Object({
    allIncluded: Type.Boolean({ description: 'Nothing is paid at the hotel' }),
    taxes: Type.Array(
      Type.Object({
        included: Type.Boolean({ description: 'In net, or paid at the hotel' }),
        amount: money,
        currency,
        type: Type.Enum(['TAX', 'FEE']),
      }),
    ),
  }),
  dailyRates: Type.Array(Type.Object({ offset: Type.Integer({ minimum: 1 }), dailyNet: money }), {
    description: 'Each night’s price of one room',
  }),
});
export type HotelRate = Static<typeof HotelRateSchema>;

export const HotelRoomOfferSchema = Type.Object({
  code: Type.String({ examples: ['DBL.ST'] }),
  name: Type.String({ examples: ['Standard Double Room'] }),
  rates: Type.Array(HotelRateSchema),
});

// §3 "Hotel card" with the Hotelbeds hotel of an availability answer.
export const HotelOfferSchema = Type.Object({
  code: hotelCode,
  id: Type.String({ description: 'The code as text' }),
  name: Type.String(),
  image: Type.String({
    examples: ['100123/1.svg'],
    description: 'The property’s first picture, a path under /api/hotelbeds/images/',
  }),
  categoryCode: Type.String({ examples: ['4EST'] }),
  categoryName: Type.String({ examples: ['4 STARS'] }),
  rating: Type.Integer({ minimum: 1, maximum: 5, description: 'Stars' }),
  propertyType: Type.Enum(PROPERTY_TYPES),
  destinationCode: Type.String({ examples: ['PAR'] }),
  destinationName: Type.String({ examples: ['Paris'] }),
  zoneCode: Type.Integer(),
  zoneName: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  distance: Type.Number({
    minimum: 0,
    description: 'km from the point searched (the city’s centre for a destination)',
  }),
  guestRating: Type.Number({ minimum: 0, maximum: GUEST_SCORE_MAX }),
  reviews: Type.Integer({ minimum: 0 }),
  amenities: Type.Array(Type.Enum(FACILITY_CODES)),
  currency,
  minRate: Type.String({ ...money, description: 'Cheapest total for the whole party' }),
  maxRate: Type.String({ ...money, description: 'Dearest total for the whole party' }),
  price: Type.Object(
    {
      currency,
      total: Type.String({
        ...money,
        description: 'The stay for the whole party, every mandatory fee included',
      }),
      perNight: money,
      nights: Type.Integer({ minimum: 1 }),
      atProperty: Type.String({ ...money, description: 'Of the total, paid at the hotel' }),
      freeCancellation: Type.Boolean(),
      refundable: Type.Boolean({
        description:
          'Every rate is refundable: free until the deadline, then all but the first night',
      }),
      boardCode: Type.Enum(BOARD_CODES),
    },
    { description: 'The cheapest rates the filters allow, one per group of rooms' },
  ),
  rooms: Type.Array(HotelRoomOfferSchema, {
    description:
      'Rates the filters allow: every one when hotels are asked for by code (a hotel’s page), else the cheapest of each group of rooms',
  }),
});
export type HotelOffer = Static<typeof HotelOfferSchema>;
