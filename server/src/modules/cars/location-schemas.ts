import { Type, type Static } from 'typebox';
import { BRANCH_KINDS, CAR_LOCATION_LIMITS } from './constants.ts';
import { branchCode, clockTime, nullable } from './schema-parts.ts';

// Rental branches: as a booking keeps them, and GET /api/cars/locations/ (by keyword, nearest).

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
