import { Type, type Static } from 'typebox';
import { PageNumberSchema, PageSchema } from '../../lib/pagination.ts';
import {
  BOARD_CODES,
  CURRENCY_CODES,
  FACILITY_CODES,
  GUEST_SCORE_MAX,
  HOTEL_LANGUAGES,
  HOTEL_PAGE_SIZE,
  HOTEL_SORTS,
  PROPERTY_TYPES,
  RADIUS_KM,
  STAY_LIMITS,
} from './constants.ts';
import { currency, hotelCode, isoDate, money } from './schema-parts.ts';
import { HotelOfferSchema } from './offer-schemas.ts';

// Hotels in the Hotelbeds shapes of §3: the availability request and answer, a hotel's detail,
// re-checking rates. The SPA imports these types (type-only) and the lists from ./constants.ts.
// This file holds the availability search; the offers, a hotel's detail and re-checking rates
// are beside it, exported from here too.

export * from './check-rates-schemas.ts';
export * from './detail-schemas.ts';
export * from './offer-schemas.ts';

export const OccupancySchema = Type.Object({
  rooms: Type.Integer({
    minimum: 1,
    maximum: STAY_LIMITS.roomsMax,
    description: 'Rooms with these guests each',
  }),
  adults: Type.Integer({
    minimum: STAY_LIMITS.adultsPerRoomMin,
    maximum: STAY_LIMITS.adultsPerRoomMax,
    description: 'Adults per room',
  }),
  children: Type.Integer({
    minimum: 0,
    maximum: STAY_LIMITS.childrenPerRoomMax,
    description: 'Children (0–17) per room',
  }),
  childAges: Type.Optional(
    Type.Array(Type.Integer({ minimum: 0, maximum: STAY_LIMITS.childAgeMax }), {
      maxItems: STAY_LIMITS.childrenPerRoomMax,
      description: `One age per child; left out, each child is priced at ${STAY_LIMITS.defaultChildAge}`,
    }),
  ),
});
export type Occupancy = Static<typeof OccupancySchema>;

export const HotelFilterSchema = Type.Object(
  {
    minRate: Type.Optional(
      Type.Number({ minimum: 0, description: 'Lowest total for the stay, in the currency' }),
    ),
    maxRate: Type.Optional(
      Type.Number({ minimum: 0, description: 'Highest total for the stay, in the currency' }),
    ),
    stars: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 5 }), {
        maxItems: 5,
        description: 'Any of these star categories',
      }),
    ),
    minGuestRating: Type.Optional(Type.Number({ minimum: 0, maximum: GUEST_SCORE_MAX })),
    propertyTypes: Type.Optional(
      Type.Array(Type.Enum(PROPERTY_TYPES), { maxItems: PROPERTY_TYPES.length }),
    ),
    facilities: Type.Optional(
      Type.Array(Type.Enum(FACILITY_CODES), {
        maxItems: FACILITY_CODES.length,
        description: 'Every one of these',
      }),
    ),
    boards: Type.Optional(
      Type.Array(Type.Enum(BOARD_CODES), {
        maxItems: BOARD_CODES.length,
        description: 'Rates with any of these boards',
      }),
    ),
    freeCancellation: Type.Optional(
      Type.Boolean({ description: 'Only rates that can still be cancelled free of charge' }),
    ),
  },
  { description: 'Hotels and rates shown; the facets count before these filters' },
);
export type HotelFilter = Static<typeof HotelFilterSchema>;

// §3 "Hotel search params" (POST /api/hotelbeds/availability/): one of destination,
// geolocation or hotels.
export const AvailabilityRequestSchema = Type.Object({
  checkIn: isoDate('Local date at the hotel, from today'),
  checkOut: isoDate(`After checkIn, at most ${STAY_LIMITS.nightsMax} nights later`),
  occupancies: Type.Array(OccupancySchema, {
    minItems: 1,
    maxItems: STAY_LIMITS.occupanciesMax,
    description: `Groups of rooms; at most ${STAY_LIMITS.roomsMax} rooms in all`,
  }),
  destination: Type.Optional(
    Type.Object({
      code: Type.String({
        pattern: '^[A-Za-z]{3}$',
        description: 'A city code from /api/locations/search/?subType=CITY',
        examples: ['PAR'],
      }),
    }),
  ),
  geolocation: Type.Optional(
    Type.Object({
      latitude: Type.Number({ minimum: -90, maximum: 90, examples: [25.2048] }),
      longitude: Type.Number({ minimum: -180, maximum: 180, examples: [55.2708] }),
      radius: Type.Number({
        minimum: RADIUS_KM.min,
        maximum: RADIUS_KM.max,
        default: RADIUS_KM.default,
      }),
      unit: Type.Literal('km'),
    }),
  ),
  hotels: Type.Optional(
    Type.Object(
      {
        hotel: Type.Array(hotelCode, {
          minItems: 1,
          maxItems: HOTEL_PAGE_SIZE.max,
          uniqueItems: true,
        }),
      },
      { description: 'Instead of a place: these hotels (a hotel’s page shows its live rates)' },
    ),
  ),
  filter: Type.Optional(HotelFilterSchema),
  sort: Type.Optional(Type.Enum(HOTEL_SORTS, { default: 'price' })),
  currency: Type.Optional(Type.Enum(CURRENCY_CODES, { default: 'USD' })),
  language: Type.Optional(
    Type.Enum(HOTEL_LANGUAGES, {
      default: 'ENG',
      description: 'Of the city, zone, room and board names (Hotelbeds language codes)',
    }),
  ),
});
export type AvailabilityRequest = Static<typeof AvailabilityRequestSchema>;

export const AvailabilityQuerySchema = Type.Object({
  page: Type.Optional(PageNumberSchema),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: HOTEL_PAGE_SIZE.max,
      default: HOTEL_PAGE_SIZE.default,
    }),
  ),
});
export type AvailabilityQuery = Static<typeof AvailabilityQuerySchema>;

export const AvailabilityFacetsSchema = Type.Object(
  {
    stars: Type.Array(Type.Object({ value: Type.Integer(), count: Type.Integer({ minimum: 0 }) })),
    propertyTypes: Type.Array(
      Type.Object({ value: Type.Enum(PROPERTY_TYPES), count: Type.Integer({ minimum: 0 }) }),
    ),
    facilities: Type.Array(
      Type.Object({ value: Type.Enum(FACILITY_CODES), count: Type.Integer({ minimum: 0 }) }),
    ),
    boards: Type.Array(
      Type.Object({ value: Type.Enum(BOARD_CODES), count: Type.Integer({ minimum: 0 }) }),
    ),
    guestRating: Type.Array(
      Type.Object({ value: Type.Number(), count: Type.Integer({ minimum: 0 }) }),
      { description: 'Hotels rated at least the value' },
    ),
    freeCancellation: Type.Integer({ minimum: 0 }),
    price: Type.Object({
      currency,
      min: Type.Union([money, Type.Null()]),
      max: Type.Union([money, Type.Null()]),
      minPerNight: Type.Union([money, Type.Null()]),
      maxPerNight: Type.Union([money, Type.Null()]),
    }),
  },
  { description: 'Over every hotel with rooms for the party, before the filters' },
);

export const AvailabilityPageSchema = Type.Object(
  {
    ...PageSchema(HotelOfferSchema, '').properties,
    checkIn: Type.String({ format: 'date' }),
    checkOut: Type.String({ format: 'date' }),
    nights: Type.Integer({ minimum: 1 }),
    currency,
    facets: AvailabilityFacetsSchema,
  },
  { description: 'Hotels with rooms for the party, one page in the sort order' },
);
export type AvailabilityPage = Static<typeof AvailabilityPageSchema>;
