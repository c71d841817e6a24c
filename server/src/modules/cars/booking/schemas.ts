import { Type, type Static } from 'typebox';
import {
  ChangeVersionSchema,
  ContactSchema,
  KindBookingSchema,
  LocalTimeSchema,
  MoneySchema,
  NATIONALITIES,
  PaymentRequestSchema,
  PersonNameSchema,
} from '../../bookings/schemas.ts';
import {
  CAR_PAYMENT_METHODS,
  FUEL_POLICIES,
  INSURANCE_TIERS,
  LICENSE_NUMBER_PATTERN,
  OFFER_ID_MAX_LENGTH,
} from '../constants.ts';
import {
  CarBranchSchema,
  CarExtrasSchema,
  CarSchema,
  CarSearchQuerySchema,
  CarSupplierSchema,
  MileageSchema,
  nullable,
} from '../schemas.ts';

// The car kind of the booking core: the order body (§3 "Car booking form": the driver, the
// add-ons, contact and payment; the places and times come with the offer) and a car booking's
// details.

// §3: fullName, dateOfBirth, nationality, licenseNumber.
export const CarDriverSchema = Type.Object({
  fullName: PersonNameSchema,
  dateOfBirth: Type.String({
    format: 'date',
    description: 'Old enough for the car on the pickup day (the offer’s minDriverAge)',
  }),
  nationality: Type.Enum(NATIONALITIES),
  licenseNumber: Type.String({ pattern: LICENSE_NUMBER_PATTERN, examples: ['DXB-1234567'] }),
});
export type CarDriver = Static<typeof CarDriverSchema>;

// POST /api/cars/bookings/ (signed in, Idempotency-Key header).
export const CarOrderRequestSchema = Type.Object({
  offerId: Type.String({
    minLength: 1,
    maxLength: OFFER_ID_MAX_LENGTH,
    description:
      'The offer as last seen (search, detail or pricing). Priced again with the driver’s age on the pickup day: a total still quoted within 3 cars rented since holds; any other difference is a 409 price_changed carrying the offer at its new price',
  }),
  driver: CarDriverSchema,
  extras: Type.Optional(CarExtrasSchema),
  contact: ContactSchema,
  payment: PaymentRequestSchema(CAR_PAYMENT_METHODS),
});
export type CarOrderRequest = Static<typeof CarOrderRequestSchema>;

// A change of a car booking (issue 28): the same supplier's car of the same class at the same
// pickup branch, for other dates or times or another drop-off branch — a new offer, or only the
// new times (the search's parameters) for the car as booked — with the add-ons as now chosen
// (the booking's, when left out); the driver, contact and payment stay.
const times = CarSearchQuerySchema.properties;
export const CarChangeRequestSchema = Type.Object(
  {
    version: ChangeVersionSchema,
    offerId: Type.Optional(CarOrderRequestSchema.properties.offerId),
    pickupDate: times.pickupDate,
    pickupTime: times.pickupTime,
    returnDate: times.returnDate,
    returnTime: times.returnTime,
    dropoffLocation: times.dropoffLocation,
    extras: Type.Optional(CarExtrasSchema),
  },
  {
    description:
      'Either offerId (an offer found by a search), or pickupDate, pickupTime, returnDate and returnTime (and dropoffLocation for another drop-off): the car as booked at those times, priced with the booking’s own car given back (its last car can be kept)',
  },
);
export type CarChangeRequest = Static<typeof CarChangeRequestSchema>;

// What a car booking holds beyond the core's fields: everything the voucher and the desk need,
// as it was when booked.
export const CarBookingDetailsSchema = Type.Object({
  offerId: Type.String(),
  car: CarSchema,
  supplier: CarSupplierSchema,
  pickup: CarBranchSchema,
  dropoff: CarBranchSchema,
  pickupAt: Type.String({ ...LocalTimeSchema, description: 'Pickup branch time' }),
  returnAt: Type.String({ ...LocalTimeSchema, description: 'Drop-off branch time' }),
  days: Type.Integer({ minimum: 1 }),
  perDay: MoneySchema,
  driver: CarDriverSchema,
  extras: Type.Object({
    withDriver: Type.Boolean(),
    childSeat: Type.Boolean(),
    gps: Type.Boolean(),
    insurance: Type.Enum(INSURANCE_TIERS),
  }),
  deposit: Type.String({ ...MoneySchema, description: 'Held on the card at pickup, not charged' }),
  excess: Type.String({ ...MoneySchema, description: 'With the insurance chosen' }),
  mileage: MileageSchema,
  fuelPolicy: Type.Enum(FUEL_POLICIES),
  refundable: Type.Boolean(),
  freeCancellationUntil: nullable(LocalTimeSchema, 'Pickup branch time; null when non-refundable'),
  lateCancellationCharge: Type.String({
    ...MoneySchema,
    description: 'Kept when cancelling after the deadline, until pickup (of what was paid online)',
  }),
});
export type CarBookingDetails = Static<typeof CarBookingDetailsSchema>;

export const CarBookingSchema = KindBookingSchema('car', CarBookingDetailsSchema);
export type CarBooking = Static<typeof CarBookingSchema>;
