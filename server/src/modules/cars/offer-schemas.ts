import { Type, type Static } from 'typebox';
import { LocalTimeSchema, MoneySchema, PriceLineSchema } from '../bookings/schemas.ts';
import {
  CAR_BODIES,
  CAR_CATEGORIES,
  CAR_CLASSES,
  CAR_COLOURS,
  CAR_FEATURES,
  CAR_TYPES,
  DRIVER_AGE,
  FUEL_POLICIES,
  FUEL_TYPES,
  OFFER_ID_MAX_LENGTH,
  TRANSMISSIONS,
} from './constants.ts';
import { branchCode, count, currency, nullable } from './schema-parts.ts';

// A car offer as a search lists it: the car, its supplier, its price, mileage and cancellation (§3 "Sample car").

// §3 "Sample car" (brand → make, model, year, type, specifications, features).
export const CarSchema = Type.Object({
  acriss: Type.Enum(CAR_CLASSES),
  name: Type.String({ examples: ['Toyota Corolla or similar'] }),
  nameAr: Type.String({ examples: ['تويوتا كورولا أو ما يماثلها'] }),
  make: Type.String({ examples: ['Toyota'] }),
  model: Type.String({ examples: ['Corolla'] }),
  year: Type.Integer({ examples: [2025] }),
  category: Type.Enum(CAR_CATEGORIES),
  type: Type.Enum(CAR_TYPES),
  body: Type.Enum(CAR_BODIES),
  seats: Type.Integer({ minimum: 2 }),
  doors: Type.Integer({ minimum: 2 }),
  bags: Type.Object({ large: count, small: count }),
  transmission: Type.Enum(TRANSMISSIONS),
  fuel: Type.Enum(FUEL_TYPES),
  airConditioning: Type.Boolean(),
  colour: Type.Enum(CAR_COLOURS),
  image: Type.String({
    examples: ['CDAR-silver-side.svg'],
    description: 'The car from the side, a path under /api/cars/images/',
  }),
  features: Type.Array(Type.Enum(CAR_FEATURES)),
});
export type Car = Static<typeof CarSchema>;

export const CarSupplierSchema = Type.Object({
  code: Type.String({ pattern: '^[A-Z]{2}$', examples: ['MR'] }),
  name: Type.String(),
  nameAr: Type.String(),
  rating: Type.Number({ minimum: 0, maximum: 5, description: 'Renters’ score out of 5' }),
  reviews: count,
});
export type CarSupplier = Static<typeof CarSupplierSchema>;

export const CarPriceSchema = Type.Object(
  {
    currency,
    perDay: Type.String({ ...MoneySchema, description: 'The car’s price per rental day' }),
    days: Type.Integer({ minimum: 1, description: 'Rental days of 24 hours from pickup' }),
    lines: Type.Array(PriceLineSchema, {
      description: 'CAR_RENTAL, then ONE_WAY_FEE and YOUNG_DRIVER when they apply, SERVICE_FEE',
    }),
    total: Type.String({
      ...MoneySchema,
      description: 'The rental with every mandatory fee: exactly the sum of the lines',
    }),
    withDriverPerDay: Type.String({ ...MoneySchema, description: 'perDay with a driver' }),
  },
  { description: 'What the rental costs before add-ons' },
);
export type CarPrice = Static<typeof CarPriceSchema>;

export const MileageSchema = Type.Object({
  unlimited: Type.Boolean(),
  kmPerDay: nullable(Type.Integer({ minimum: 1 }), 'Included per rental day when limited'),
  extraKm: nullable(MoneySchema, 'Each km beyond, when limited'),
});
export type Mileage = Static<typeof MileageSchema>;

export const OfferCancellationSchema = Type.Object({
  refundable: Type.Boolean({ description: 'false: the supplier rents non-refundable only' }),
  freeUntil: nullable(LocalTimeSchema, 'Pickup branch time; null when non-refundable'),
  lateCharge: Type.String({
    ...MoneySchema,
    description:
      'Kept when cancelling after freeUntil, until pickup (everything if non-refundable)',
  }),
});

// The add-ons' prices in the offer's currency (§9).
export const ExtraPricesSchema = Type.Object({
  driverPerDay: MoneySchema,
  childSeat: MoneySchema,
  gps: MoneySchema,
  insurance: Type.Object({ none: MoneySchema, basic: MoneySchema, comprehensive: MoneySchema }),
});

export const CarOfferSchema = Type.Object({
  id: Type.String({
    maxLength: OFFER_ID_MAX_LENGTH,
    description: 'Opaque: names this car, supplier, branches, times, driver age and total',
  }),
  car: CarSchema,
  supplier: CarSupplierSchema,
  pickupLocation: branchCode,
  dropoffLocation: branchCode,
  pickupAt: Type.String({ ...LocalTimeSchema, description: 'Pickup branch time' }),
  returnAt: Type.String({ ...LocalTimeSchema, description: 'Drop-off branch time' }),
  price: CarPriceSchema,
  mileage: MileageSchema,
  fuelPolicy: Type.Enum(FUEL_POLICIES),
  deposit: Type.String({ ...MoneySchema, description: 'Held on the card at pickup, not charged' }),
  excess: Type.String({ ...MoneySchema, description: 'Owed after damage without insurance' }),
  minDriverAge: Type.Integer({ minimum: DRIVER_AGE.min }),
  youngDriverPerDay: Type.String({
    ...MoneySchema,
    description: `The supplier’s surcharge per day for drivers under ${DRIVER_AGE.youngUnder}`,
  }),
  oneWay: Type.Boolean(),
  freeCancellation: Type.Boolean({ description: 'Can still be cancelled free of charge now' }),
  cancellation: OfferCancellationSchema,
  carsLeft: Type.Integer({ minimum: 0, description: 'At most 10 shown' }),
  extras: ExtraPricesSchema,
});
export type CarOffer = Static<typeof CarOfferSchema>;
