import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-schema.ts';
import { PageNumberSchema, PageSchema } from '../../lib/pagination.ts';
import {
  BOARD_CODES,
  CURRENCY_CODES,
  FACILITY_CODES,
  FACILITY_GROUPS,
  GUEST_SCORE_MAX,
  HOTEL_LANGUAGES,
  HOTEL_PAGE_SIZE,
  HOTEL_SORTS,
  PROPERTY_TYPES,
  RADIUS_KM,
  RATE_CLASSES,
  RATE_KEYS_MAX,
  REVIEW_ASPECTS,
  STAY_LIMITS,
} from './constants.ts';

// Hotels in the Hotelbeds shapes of §3: the availability request and answer, a hotel's detail,
// re-checking rates. The SPA imports these types (type-only) and the lists from ./constants.ts.

const money = Type.String({ pattern: '^\\d+\\.\\d{2}$', examples: ['512.40'] });
const currency = Type.Enum(CURRENCY_CODES);
const isoDate = (description: string) =>
  Type.String({ format: 'date', description, examples: ['2026-07-10'] });
const LOCAL_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$';
const hotelCode = Type.Integer({ minimum: 100_000, examples: [1115701] });

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

// GET /api/hotelbeds/hotels/{code}/?language=
export const HotelParamsSchema = Type.Object({
  code: Type.Integer({ minimum: 0, maximum: 99_999_999 }),
});
export const HotelImageParamsSchema = Type.Object({
  code: Type.Integer({ minimum: 0, maximum: 99_999_999 }),
  file: Type.String({ pattern: '^[1-9][0-9]?\\.svg$', examples: ['1.svg'] }),
});
export const HotelDetailQuerySchema = Type.Object({
  language: Type.Optional(Type.Enum(HOTEL_LANGUAGES, { default: 'ENG' })),
});

// §3 "Hotel details from the provider".
export const HotelDetailSchema = Type.Object({
  code: hotelCode,
  language: Type.Enum(HOTEL_LANGUAGES),
  name: Type.String(),
  description: Type.String(),
  category: Type.Object({
    code: Type.String({ examples: ['4EST'] }),
    name: Type.String({ examples: ['4 STARS'] }),
    stars: Type.Integer({ minimum: 1, maximum: 5 }),
  }),
  propertyType: Type.Enum(PROPERTY_TYPES),
  destination: Type.Object({
    code: Type.String(),
    name: Type.String(),
    countryCode: Type.String(),
  }),
  zone: Type.Object({ code: Type.Integer(), name: Type.String() }),
  coordinates: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
  images: Type.Array(
    Type.Object({
      imageTypeCode: Type.Union([Type.Literal('GEN'), Type.Literal('HAB')], {
        description: 'GEN: the property; HAB: a room',
      }),
      path: Type.String({
        examples: ['100123/1.svg'],
        description: 'Under /api/hotelbeds/images/',
      }),
      order: Type.Integer({ minimum: 1 }),
      visualOrder: Type.Integer({ minimum: 1 }),
      roomCode: Type.Optional(Type.String({ examples: ['DBL.ST'] })),
      description: Type.String({ description: 'What the picture shows, in the asked language' }),
    }),
    { minItems: 6, description: 'Best first' },
  ),
  address: Type.String(),
  checkIn: Type.String({ pattern: '^\\d{2}:\\d{2}$', examples: ['15:00'] }),
  checkOut: Type.String({ pattern: '^\\d{2}:\\d{2}$', examples: ['12:00'] }),
  totalRooms: Type.Integer({ minimum: 1 }),
  yearOpened: Type.Integer(),
  facilities: Type.Array(
    Type.Object({
      code: Type.Enum(FACILITY_CODES),
      group: Type.Enum(FACILITY_GROUPS),
      description: Type.String(),
      available: Type.Literal(true),
    }),
  ),
  boards: Type.Array(Type.Object({ code: Type.Enum(BOARD_CODES), name: Type.String() })),
  rooms: Type.Array(
    Type.Object({
      roomCode: Type.String({ examples: ['DBL.ST'] }),
      description: Type.String(),
      type: Type.String({ examples: ['DBL'] }),
      characteristic: Type.String({ examples: ['ST'] }),
      maxAdults: Type.Integer({ minimum: 1 }),
      maxChildren: Type.Integer({ minimum: 0 }),
      maxPax: Type.Integer({ minimum: 1 }),
      sizeM2: Type.Integer({ minimum: 1 }),
      beds: Type.String(),
      roomFacilities: Type.Array(Type.Object({ code: Type.String(), description: Type.String() })),
    }),
  ),
  policies: Type.Array(Type.Object({ code: Type.String(), description: Type.String() })),
  reviews: Type.Object(
    {
      guestRating: Type.Number({ minimum: 0, maximum: GUEST_SCORE_MAX }),
      count: Type.Integer({ minimum: 0 }),
      scores: Type.Object(
        Object.fromEntries(
          REVIEW_ASPECTS.map((aspect) => [aspect, Type.Number({ minimum: 1, maximum: 5 })]),
        ) as Record<(typeof REVIEW_ASPECTS)[number], ReturnType<typeof Type.Number>>,
      ),
      samples: Type.Array(
        Type.Object({
          author: Type.String(),
          countryCode: Type.String(),
          date: Type.String({ format: 'date' }),
          rating: Type.Number({ minimum: 1, maximum: 5 }),
          title: Type.String(),
          text: Type.String(),
        }),
      ),
    },
    { description: 'Generated by the simulated inventory, not real guests’ reviews' },
  ),
});
export type HotelDetail = Static<typeof HotelDetailSchema>;

const rateKeys = Type.Array(Type.String({ minLength: 1, maxLength: 400 }), {
  minItems: 1,
  maxItems: RATE_KEYS_MAX,
  description: 'One rate key per group of rooms, all of one hotel and stay',
});

// POST /api/hotelbeds/checkrates/
export const CheckRatesRequestSchema = Type.Object({
  rateKeys,
  language: Type.Optional(
    Type.Enum(HOTEL_LANGUAGES, { default: 'ENG', description: 'Of the names, as availability' }),
  ),
});
export type CheckRatesRequest = Static<typeof CheckRatesRequestSchema>;

export const CheckedRatesSchema = Type.Object(
  {
    hotel: HotelOfferSchema,
    checkIn: Type.String({ format: 'date' }),
    checkOut: Type.String({ format: 'date' }),
    total: Type.String({ ...money, description: 'All the rates together' }),
    currency,
  },
  { description: 'The rates of the keys at today’s price and rooms' },
);
export type CheckedRates = Static<typeof CheckedRatesSchema>;

// 409 code 'price_changed' carries the rates at their new price (new keys); 'sold_out': not
// enough rooms left; 'unavailable': the stay can no longer be booked.
export const RateConflictSchema = Type.Object(
  { ...ErrorResponseSchema.properties, rates: Type.Optional(CheckedRatesSchema) },
  { description: 'Error; a price change carries the rates at their new price' },
);
