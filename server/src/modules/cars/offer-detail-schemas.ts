import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-schema.ts';
import { BookingPriceSchema, MoneySchema } from '../bookings/schemas.ts';
import {
  CAR_IMAGE_FILE_PATTERN,
  CAR_IMAGE_VIEWS,
  INSURANCE_TIERS,
  OFFER_ID_MAX_LENGTH,
  OFFER_UNAVAILABLE_REASONS,
  type OfferUnavailableReason,
} from './constants.ts';
import { CarLocationSchema } from './location-schemas.ts';
import { CarOfferSchema } from './offer-schemas.ts';

// An offer's detail page: GET /api/cars/offers/{id}/, its pictures and its pricing with add-ons (POST /api/cars/offers/{id}/pricing/).

export const CarOfferParamsSchema = Type.Object({
  id: Type.String({ pattern: `^[A-Za-z0-9_-]{1,${OFFER_ID_MAX_LENGTH}}$` }),
});

export const CarImageSchema = Type.Object({
  path: Type.String({
    examples: ['CDAR-silver-front.svg'],
    description: 'Under /api/cars/images/',
  }),
  view: Type.Enum(CAR_IMAGE_VIEWS),
});

// GET /api/cars/offers/{id}/: the offer priced now (its id may differ from the one asked for
// when the price moved), with what the detail page shows.
export const CarOfferDetailSchema = Type.Object({
  ...CarOfferSchema.properties,
  available: Type.Boolean(),
  unavailableReason: Type.Unsafe<OfferUnavailableReason | null>({
    enum: [...OFFER_UNAVAILABLE_REASONS, null],
  }),
  driverAge: Type.Integer(),
  pickup: CarLocationSchema,
  dropoff: CarLocationSchema,
  images: Type.Array(CarImageSchema, { minItems: 1 }),
  description: Type.String(),
  descriptionAr: Type.String(),
  insurance: Type.Array(
    Type.Object({
      tier: Type.Enum(INSURANCE_TIERS),
      price: MoneySchema,
      excess: Type.String({ ...MoneySchema, description: 'Still owed after damage' }),
    }),
  ),
  pickupOptions: Type.Array(CarLocationSchema, {
    description: 'The branches of the pickup city where this supplier rents this car',
  }),
});
export type CarOfferDetail = Static<typeof CarOfferDetailSchema>;

export const CarExtrasSchema = Type.Object({
  withDriver: Type.Optional(Type.Boolean({ default: false, description: 'A driver, per day' })),
  childSeat: Type.Optional(Type.Boolean({ default: false, description: 'Per rental' })),
  gps: Type.Optional(Type.Boolean({ default: false, description: 'Per rental' })),
  insurance: Type.Optional(Type.Enum(INSURANCE_TIERS, { default: 'none' })),
});
export type CarExtras = Static<typeof CarExtrasSchema>;
export type ChosenExtras = Required<CarExtras>;

// POST /api/cars/offers/{id}/pricing/
export const CarPricingRequestSchema = Type.Object({
  extras: Type.Optional(CarExtrasSchema),
  dateOfBirth: Type.Optional(
    Type.String({
      format: 'date',
      description: 'The driver’s, to price with their age on the pickup day',
    }),
  ),
});
export type CarPricingRequest = Static<typeof CarPricingRequestSchema>;

export const CarPricingSchema = Type.Object({
  offer: CarOfferDetailSchema,
  extras: Type.Object({
    withDriver: Type.Boolean(),
    childSeat: Type.Boolean(),
    gps: Type.Boolean(),
    insurance: Type.Enum(INSURANCE_TIERS),
  }),
  price: BookingPriceSchema,
  deposit: Type.String({ ...MoneySchema, description: 'A hold at pickup, not charged' }),
  excess: Type.String({ ...MoneySchema, description: 'With the insurance chosen' }),
});
export type CarPricing = Static<typeof CarPricingSchema>;

// 409 code 'price_changed' carries the offer at its new price (a new id); 'sold_out': no car of
// the class left for the times; 'unavailable': the pickup has passed or cannot be made.
export const CarOfferConflictSchema = Type.Object(
  { ...ErrorResponseSchema.properties, offer: Type.Optional(CarOfferDetailSchema) },
  { description: 'Error; a price change carries the offer at its new price' },
);

export const CarImageParamsSchema = Type.Object({
  file: Type.String({ pattern: CAR_IMAGE_FILE_PATTERN, examples: ['CDAR-silver-side.svg'] }),
});
