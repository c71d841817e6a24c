import { Type, type Static, type TSchema } from 'typebox';
import { PageNumberSchema, PageSchema } from '../../lib/pagination.ts';
import { LocalTimeSchema, MoneySchema } from '../bookings/schemas.ts';
import {
  CAR_CLASSES,
  CAR_PAGE_SIZE,
  CAR_SORTS,
  CAR_TYPES,
  CURRENCY_CODES,
  DRIVER_AGE,
  FUEL_TYPES,
  PRICE_PER_DAY_RANGE,
  RENTAL_LIMITS,
  SEATS_RANGE,
  TRANSMISSIONS,
} from './constants.ts';
import { branchParameter, clockTime, count, currency, nullable } from './schema-parts.ts';
import { CarLocationSchema } from './location-schemas.ts';
import { CarOfferSchema, CarSupplierSchema } from './offer-schemas.ts';

// Car rental: rental branches, the search and its offers, an offer's detail and its pricing with
// add-ons. The SPA imports these types (type-only) and the lists from ./constants.ts; the booking
// order and a car booking's details are in ./booking/schemas.ts. Names come in English and
// Arabic in one answer (name, nameAr), as the location search does. This file holds the search
// and its offers; the branches and an offer's detail are beside it, exported from here too.

export * from './location-schemas.ts';
export * from './offer-detail-schemas.ts';
export * from './offer-schemas.ts';
export { nullable } from './schema-parts.ts';

// GET /api/cars/search/: every parameter may be left out (CAR_SEARCH_DEFAULTS: Dubai Airport,
// tomorrow 10:00, 3 days, a driver of 30). Lists are repeated parameters (?type=suv&type=van).
export const CarSearchQuerySchema = Type.Object({
  pickupLocation: Type.Optional(branchParameter('A branch code from /api/cars/locations/')),
  dropoffLocation: Type.Optional(
    branchParameter(
      'Another branch of the same country for a one-way rental; the pickup’s if left out',
    ),
  ),
  pickupDate: Type.Optional(
    Type.String({ format: 'date', description: 'Branch’s local date; tomorrow if left out' }),
  ),
  pickupTime: Type.Optional(
    Type.String({ ...clockTime, description: 'Branch’s local time, within its hours' }),
  ),
  returnDate: Type.Optional(
    Type.String({
      format: 'date',
      description: 'Drop-off branch’s local date; 3 days after pickup if left out',
    }),
  ),
  returnTime: Type.Optional(
    Type.String({
      ...clockTime,
      description: 'Drop-off branch’s local time; the pickup time if left out',
    }),
  ),
  driverAge: Type.Optional(
    Type.Integer({
      minimum: 18,
      maximum: DRIVER_AGE.max,
      default: DRIVER_AGE.default,
      description: `On the pickup day: from ${DRIVER_AGE.min} (under ${DRIVER_AGE.youngUnder}: smaller classes, with a young-driver surcharge)`,
    }),
  ),
  currency: Type.Optional(Type.Enum(CURRENCY_CODES, { default: 'USD' })),
  type: Type.Optional(Type.Array(Type.Enum(CAR_TYPES), { maxItems: CAR_TYPES.length })),
  transmission: Type.Optional(Type.Enum(TRANSMISSIONS)),
  seats: Type.Optional(
    Type.Integer({ minimum: SEATS_RANGE.min, maximum: SEATS_RANGE.max, description: 'At least' }),
  ),
  supplier: Type.Optional(
    Type.Array(Type.String({ pattern: '^[A-Za-z]{2}$' }), {
      maxItems: 20,
      description: 'Supplier codes (the facets list them)',
    }),
  ),
  fuel: Type.Optional(Type.Array(Type.Enum(FUEL_TYPES), { maxItems: FUEL_TYPES.length })),
  acriss: Type.Optional(
    Type.Array(Type.Enum(CAR_CLASSES), {
      maxItems: CAR_CLASSES.length,
      description: 'ACRISS classes (a detail page asks again for its own car at other dates)',
    }),
  ),
  minPrice: Type.Optional(
    Type.Number({ minimum: PRICE_PER_DAY_RANGE.min, description: 'Per day, in the currency' }),
  ),
  maxPrice: Type.Optional(
    Type.Number({
      minimum: PRICE_PER_DAY_RANGE.min,
      description: `Per day, in the currency (the §2 slider runs to ${PRICE_PER_DAY_RANGE.max})`,
    }),
  ),
  freeCancellation: Type.Optional(
    Type.Boolean({ description: 'Only offers that can still be cancelled free of charge' }),
  ),
  sort: Type.Optional(
    Type.Enum(CAR_SORTS, {
      default: 'price',
      description: 'price: lowest total first; price-desc; rating: best supplier first',
    }),
  ),
  page: Type.Optional(PageNumberSchema),
  page_size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: CAR_PAGE_SIZE.max, default: CAR_PAGE_SIZE.default }),
  ),
});
export type CarSearchQuery = Static<typeof CarSearchQuerySchema>;

const valueCounts = <Value extends TSchema>(value: Value) =>
  Type.Array(Type.Object({ value, count }));

export const CarSearchFacetsSchema = Type.Object(
  {
    types: valueCounts(Type.Enum(CAR_TYPES)),
    transmissions: valueCounts(Type.Enum(TRANSMISSIONS)),
    fuels: valueCounts(Type.Enum(FUEL_TYPES)),
    seats: Type.Array(Type.Object({ value: Type.Integer(), count }), {
      description: 'Offers with at least value seats, for each seat count offered',
    }),
    suppliers: Type.Array(
      Type.Object({ ...CarSupplierSchema.properties, count, minPerDay: MoneySchema }),
    ),
    freeCancellation: count,
    price: Type.Object({
      currency,
      minPerDay: nullable(MoneySchema),
      maxPerDay: nullable(MoneySchema),
      minTotal: nullable(MoneySchema),
      maxTotal: nullable(MoneySchema),
    }),
  },
  { description: 'Over every offer for the rental and driver, before the filters' },
);
export type CarSearchFacets = Static<typeof CarSearchFacetsSchema>;

export const CarSearchPageSchema = Type.Object(
  {
    ...PageSchema(CarOfferSchema, '').properties,
    pickup: CarLocationSchema,
    dropoff: CarLocationSchema,
    pickupAt: LocalTimeSchema,
    returnAt: LocalTimeSchema,
    days: Type.Integer({ minimum: 1, maximum: RENTAL_LIMITS.daysMax }),
    driverAge: Type.Integer(),
    currency,
    facets: CarSearchFacetsSchema,
  },
  { description: 'Cars to rent for these times and driver, one page in the sort order' },
);
export type CarSearchPage = Static<typeof CarSearchPageSchema>;
