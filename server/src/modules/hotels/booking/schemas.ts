import { Type, type Static } from 'typebox';
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
  BOARD_CODES,
  HOTEL_PAYMENT_METHODS,
  PROPERTY_TYPES,
  RATE_CLASSES,
  RATE_KEYS_MAX,
  REMARK_MAX_LENGTH,
  STAY_LIMITS,
} from '../constants.ts';
import { isoDate } from '../schema-parts.ts';

// The hotel kind of the booking core: the order body (§3 "Hotel booking form" in the Hotelbeds
// shape: a holder, rooms by rate key with a lead guest each) and a hotel booking's details.

const money = Type.String({ pattern: '^\\d+\\.\\d{2}$', examples: ['512.40'] });

export const HotelHolderSchema = Type.Object({
  fullName: PersonNameSchema,
  nationality: Type.Enum(NATIONALITIES),
  passportId: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9]{6,12}$', examples: ['N1234567'] }),
  ),
});
export type HotelHolder = Static<typeof HotelHolderSchema>;

export const HotelBookingRoomSchema = Type.Object({
  rateKey: Type.String({ minLength: 1, maxLength: 400 }),
  guests: Type.Array(Type.Object({ fullName: PersonNameSchema }), {
    minItems: 1,
    maxItems: STAY_LIMITS.roomsMax,
    description: 'The lead guest of each room of the rate (as many as its rooms)',
  }),
});
export type HotelBookingRoom = Static<typeof HotelBookingRoomSchema>;

// POST /api/hotelbeds/booking/ (signed in, Idempotency-Key header).
export const HotelOrderRequestSchema = Type.Object({
  holder: HotelHolderSchema,
  rooms: Type.Array(HotelBookingRoomSchema, {
    minItems: 1,
    maxItems: RATE_KEYS_MAX,
    description:
      'The rates as last re-checked, one per group of rooms, all of one hotel and stay. A total still quoted within 9 rooms sold since holds; any other difference is a 409 price_changed carrying the rates at their new price',
  }),
  contact: ContactSchema,
  remark: Type.Optional(
    Type.String({ maxLength: REMARK_MAX_LENGTH, description: 'Special requests for the hotel' }),
  ),
  payment: PaymentRequestSchema(HOTEL_PAYMENT_METHODS),
});
export type HotelOrderRequest = Static<typeof HotelOrderRequestSchema>;

// A change of a hotel booking (issue 28): the same hotel's rates for the new dates, rooms and
// guests, re-checked as for an order — or only new dates, for the rooms as booked; the holder,
// contact and payment stay the booking's.
export const HotelChangeRequestSchema = Type.Object(
  {
    version: ChangeVersionSchema,
    rooms: Type.Optional(HotelOrderRequestSchema.properties.rooms),
    checkIn: Type.Optional(isoDate('New dates for the rooms as booked: local date at the hotel')),
    checkOut: Type.Optional(isoDate('After checkIn')),
  },
  {
    description:
      'Either rooms (the same hotel’s rates as found by a search), or checkIn and checkOut: the booked rooms, board, rate class and guests on those dates, priced with the booking’s own rooms given back (its last room can be kept)',
  },
);
export type HotelChangeRequest = Static<typeof HotelChangeRequestSchema>;

export const BookedRateSchema = Type.Object({
  roomCode: Type.String(),
  roomName: Type.String(),
  boardCode: Type.Enum(BOARD_CODES),
  boardName: Type.String(),
  rateClass: Type.Enum(RATE_CLASSES),
  rooms: Type.Integer({ minimum: 1 }),
  adults: Type.Integer({ minimum: 1, description: 'Per room' }),
  childrenAges: Type.Array(Type.Integer({ minimum: 0 }), { description: 'Per room' }),
  guests: Type.Array(Type.String()),
  net: money,
  serviceFee: money,
  atProperty: Type.String({ ...money, description: 'Local tax paid at the hotel' }),
  total: money,
  firstNight: Type.String({ ...money, description: 'Charged for a late cancellation' }),
  cancellationPolicies: Type.Array(Type.Object({ amount: money, from: Type.String() })),
});
export type BookedRate = Static<typeof BookedRateSchema>;

// What a hotel booking holds beyond the core's fields.
export const HotelBookingDetailsSchema = Type.Object({
  hotel: Type.Object({
    code: Type.Integer(),
    name: Type.String(),
    categoryName: Type.String(),
    stars: Type.Integer({ minimum: 1, maximum: 5 }),
    propertyType: Type.Enum(PROPERTY_TYPES),
    destinationCode: Type.String(),
    destinationName: Type.String(),
    zoneName: Type.String(),
    address: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
    timeZone: Type.String({ examples: ['Europe/Paris'] }),
    checkInTime: Type.String({ examples: ['15:00'] }),
    checkOutTime: Type.String({ examples: ['12:00'] }),
  }),
  checkIn: Type.String({ format: 'date' }),
  checkOut: Type.String({ format: 'date' }),
  nights: Type.Integer({ minimum: 1 }),
  rates: Type.Array(BookedRateSchema),
  holder: HotelHolderSchema,
  remark: Type.Union([Type.String(), Type.Null()]),
  freeCancellationUntil: Type.Union([LocalTimeSchema, Type.Null()], {
    description: 'Hotel time; null when no rate is refundable',
  }),
});
export type HotelBookingDetails = Static<typeof HotelBookingDetailsSchema>;

export const HotelBookingSchema = KindBookingSchema('hotel', HotelBookingDetailsSchema);
export type HotelBooking = Static<typeof HotelBookingSchema>;
