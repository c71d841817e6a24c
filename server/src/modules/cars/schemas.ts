import { Type, type Static, type TSchema } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-schema.ts';
import { PageNumberSchema, PageSchema } from '../../lib/pagination.ts';
import {
  BookingPriceSchema,
  LocalTimeSchema,
  MoneySchema,
  PriceLineSchema,
} from '../bookings/schemas.ts';
import {
  BRANCH_CODE_PATTERN,
  BRANCH_KINDS,
  CAR_BODIES,
  CAR_CATEGORIES,
  CAR_CLASSES,
  CAR_COLOURS,
  CAR_FEATURES,
  CAR_IMAGE_FILE_PATTERN,
  CAR_IMAGE_VIEWS,
  CAR_LOCATION_LIMITS,
  CAR_PAGE_SIZE,
  CAR_SORTS,
  CAR_TYPES,
  CURRENCY_CODES,
  DRIVER_AGE,
  FUEL_POLICIES,
  FUEL_TYPES,
  INSURANCE_TIERS,
  OFFER_ID_MAX_LENGTH,
  OFFER_UNAVAILABLE_REASONS,
  type OfferUnavailableReason,
  PRICE_PER_DAY_RANGE,
  RENTAL_LIMITS,
  SEATS_RANGE,
  TRANSMISSIONS,
} from './constants.ts';

// Car rental: rental branches, the search and its offers, an offer's detail and its pricing with
// add-ons. The SPA imports these types (type-only) and the lists from ./constants.ts; the booking
// order and a car booking's details are in ./booking/schemas.ts. Names come in English and
// Arabic in one answer (name, nameAr), as the location search does.

const currency = Type.Enum(CURRENCY_CODES);
const clockTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', examples: ['10:00'] });
const count = Type.Integer({ minimum: 0 });
const branchCode = Type.String({ pattern: BRANCH_CODE_PATTERN, examples: ['DXB', 'DXB-MA'] });
// Query parameters take a branch code in any letter case.
const branchParameter = (description: string) =>
  Type.String({ pattern: '^[A-Za-z]{3}(-[A-Za-z]{2})?$', description, examples: ['DXB'] });

// A value or null, as a JSON Schema type list rather than a union: the serializer writes it
// without checking each value against both branches, which costs more than the rest of a
// search's answer (as hotels found).
export function nullable<T extends TSchema>(schema: T, description?: string) {
  const { type, ...rest } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({
    ...rest,
    ...(description === undefined ? {} : { description }),
    type: [type, 'null'],
  });
}

export const OpeningHoursSchema = Type.Object({
  weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 Sunday … 6 Saturday' }),
  open: nullable(clockTime, 'Local time; null: closed all day'),
  close: nullable(
    Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$', examples: ['22:00'] }),
    'Local time, 24:00 for midnight; pickups and returns up to it',
  ),
});
export type OpeningHours = Static<typeof OpeningHoursSchema>;

// A rental branch as a booking keeps it.
export const CarBranchSchema = Type.Object({
  code: branchCode,
  kind: Type.Enum(BRANCH_KINDS),
  name: Type.String({ examples: ['Dubai Marina'] }),
  nameAr: Type.String({ examples: ['دبي مارينا'] }),
  cityCode: Type.String({ pattern: '^[A-Z]{3}$', examples: ['DXB'] }),
  cityName: Type.String({ examples: ['Dubai'] }),
  cityNameAr: Type.String({ examples: ['دبي'] }),
  countryCode: Type.String({ pattern: '^[A-Z]{2}$', examples: ['AE'] }),
  address: Type.String(),
  addressAr: Type.String(),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  timeZone: Type.String({ examples: ['Asia/Dubai'] }),
});
export type CarBranch = Static<typeof CarBranchSchema>;

// A branch with its opening hours: GET /api/cars/locations/ and a search's pickup and drop-off.
export const CarLocationSchema = Type.Object({
  ...CarBranchSchema.properties,
  open24Hours: Type.Boolean(),
  hours: Type.Array(OpeningHoursSchema, {
    minItems: 7,
    maxItems: 7,
    description: 'Sunday first; pickups and returns are within them',
  }),
  suppliers: Type.Integer({ minimum: 1, description: 'Suppliers renting here' }),
});
export type CarLocation = Static<typeof CarLocationSchema>;

export const CarLocationListSchema = Type.Array(CarLocationSchema, {
  description: `At most ${CAR_LOCATION_LIMITS.results}: an exact code first, then airports before city branches, larger cities first`,
});

// GET /api/cars/locations/?keyword=
export const CarLocationQuerySchema = Type.Object({
  keyword: Type.String({
    minLength: 1,
    maxLength: CAR_LOCATION_LIMITS.keywordMax,
    description:
      'The start of a word of a branch’s name or its city, in English or Arabic (folded as the location search folds), or of a branch, airport or city code',
    examples: ['dubai', 'مارينا', 'DXB'],
  }),
});
export type CarLocationQuery = Static<typeof CarLocationQuerySchema>;

// GET /api/cars/locations/nearest/?lat=&lng=
export const NearestCarLocationQuerySchema = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90, examples: [25.2048] }),
  lng: Type.Number({ minimum: -180, maximum: 180, examples: [55.2708] }),
});
export type NearestCarLocationQuery = Static<typeof NearestCarLocationQuerySchema>;

export const NearestCarLocationListSchema = Type.Array(
  Type.Object({
    ...CarLocationSchema.properties,
    distance: Type.Number({ minimum: 0, description: 'Great-circle distance in km, one decimal' }),
  }),
  { description: `The ${CAR_LOCATION_LIMITS.results} nearest branches, nearest first` },
);
export type NearestCarLocationList = Static<typeof NearestCarLocationListSchema>;

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
