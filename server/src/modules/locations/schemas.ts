import { Type, type Static } from 'typebox';
import { LOCATION_LIMITS, LOCATION_SUBTYPES } from './constants.ts';

export { LOCATION_LIMITS, LOCATION_SUBTYPES, type LocationSubType } from './constants.ts';

const iataCode = Type.String({ pattern: '^[A-Z]{3}$', examples: ['DXB'] });

// §3 "Location suggestion".
export const LocationSchema = Type.Object({
  name: Type.String({ examples: ['Dubai International Airport'] }),
  iataCode,
  cityName: Type.String({ examples: ['Dubai'] }),
  countryCode: Type.String({ pattern: '^[A-Z]{2}$', examples: ['AE'] }),
  subType: Type.Enum(LOCATION_SUBTYPES, {
    description: 'AIRPORT, or CITY: a city code stands for all of its airports in a flight search',
  }),
});
export type Location = Static<typeof LocationSchema>;

export const LocationListSchema = Type.Array(LocationSchema, {
  description: `At most ${LOCATION_LIMITS.results}: an exact code first, then larger and busier airports`,
});
export type LocationList = Static<typeof LocationListSchema>;

export const LocationSearchQuerySchema = Type.Object({
  keyword: Type.String({
    minLength: 1,
    maxLength: LOCATION_LIMITS.keywordMax,
    description:
      'Matches the start of any word of an airport or city name (any letter case, accents ignored) or the start of an IATA code',
    examples: ['dub'],
  }),
  subType: Type.Optional(
    Type.Enum(LOCATION_SUBTYPES, {
      description: 'Only airports or only cities; both when left out',
    }),
  ),
});
export type LocationSearchQuery = Static<typeof LocationSearchQuerySchema>;

export const NearestAirportSchema = Type.Object({
  ...LocationSchema.properties,
  distance: Type.Number({ minimum: 0, description: 'Great-circle distance in km, one decimal' }),
});
export type NearestAirport = Static<typeof NearestAirportSchema>;

export const NearestAirportListSchema = Type.Array(NearestAirportSchema, {
  description: `The ${LOCATION_LIMITS.results} nearest airports with scheduled service, nearest first`,
});
export type NearestAirportList = Static<typeof NearestAirportListSchema>;

export const NearestQuerySchema = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90, examples: [25.2048] }),
  lng: Type.Number({ minimum: -180, maximum: 180, examples: [55.2708] }),
  type: Type.Optional(Type.Enum(['AIRPORT'], { description: 'Only airports are located' })),
});
export type NearestQuery = Static<typeof NearestQuerySchema>;
