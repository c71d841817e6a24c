import { Type, type Static } from 'typebox';
import { LOCATION_LIMITS, LOCATION_SUBTYPES } from './constants.ts';

export { LOCATION_LIMITS, LOCATION_SUBTYPES, type LocationSubType } from './constants.ts';

const iataCode = Type.String({ pattern: '^[A-Z]{3}$', examples: ['DXB'] });

// §3 "Location suggestion", plus the names in Arabic (issue 12): both languages in one answer, so
// a traveller who switches language sees the other names at once, from the same cached answer.
export const LocationSchema = Type.Object({
  name: Type.String({ examples: ['Dubai International Airport'] }),
  iataCode,
  cityName: Type.String({ examples: ['Dubai'] }),
  countryCode: Type.String({ pattern: '^[A-Z]{2}$', examples: ['AE'] }),
  subType: Type.Enum(LOCATION_SUBTYPES, {
    description: 'AIRPORT, or CITY: a city code stands for all of its airports in a flight search',
  }),
  nameAr: Type.String({
    description:
      'The name in Arabic: the airport’s own Arabic name (every airport of the Arab world), else “مطار” and the city’s Arabic name, else the English name',
    examples: ['مطار دبي الدولي'],
  }),
  cityNameAr: Type.String({
    description:
      'The city in Arabic (every city of the Arab world and of the ~600 largest cities), else the English name',
    examples: ['دبي'],
  }),
  latitude: Type.Number({
    minimum: -90,
    maximum: 90,
    description:
      'The airport’s; for a city, its centre (else the middle of its airports): where a map centres',
    examples: [25.2528],
  }),
  longitude: Type.Number({ minimum: -180, maximum: 180, examples: [55.3644] }),
});
export type Location = Static<typeof LocationSchema>;

export const LocationListSchema = Type.Array(LocationSchema, {
  description: `At most ${LOCATION_LIMITS.results}: larger and busier airports first; a keyword written in capitals (DUB) puts its exact code first, one typed as a word (Dub) does not (Dubai before Dublin)`,
});
export type LocationList = Static<typeof LocationListSchema>;

export const LocationSearchQuerySchema = Type.Object({
  keyword: Type.String({
    minLength: 1,
    maxLength: LOCATION_LIMITS.keywordMax,
    description:
      'Matches the start of any word of an airport or city name, in English or Arabic, or the start of an IATA code. Any letter case, accents ignored; in Arabic tashkeel and tatweel are ignored, أ إ آ ٱ read as ا, ة as ه, ى as ي, the article ال is optional (قاهرة finds القاهرة) and Arabic-Indic digits read as 0–9',
    examples: ['dub', 'دبي'],
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
