import { keepLtr } from '@/lib/bidi';
import type { Language } from '@/lib/format';
import { isRecord } from '@/lib/is-record';

import {
  LOCATION_SUB_TYPES,
  type LocationSuggestion,
  type NearbyLocation,
} from '../api/flight-types';

const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** A suggestion with the fields the form needs, or null. Unknown fields are dropped. */
export function toLocationSuggestion(value: unknown): LocationSuggestion | null {
  if (!isRecord(value)) return null;
  const { name, iataCode, cityName, countryCode, subType, nameAr, cityNameAr } = value;
  if (typeof name !== 'string' || !name || typeof iataCode !== 'string') return null;
  if (!/^[A-Z]{3}$/.test(iataCode)) return null;
  const suggestion: LocationSuggestion = { name, iataCode };
  if (optionalText(cityName)) suggestion.cityName = cityName as string;
  if (optionalText(countryCode)) suggestion.countryCode = countryCode as string;
  if (optionalText(nameAr)) suggestion.nameAr = nameAr as string;
  if (optionalText(cityNameAr)) suggestion.cityNameAr = cityNameAr as string;
  if ((LOCATION_SUB_TYPES as readonly unknown[]).includes(subType)) {
    suggestion.subType = subType as LocationSuggestion['subType'];
  }
  return suggestion;
}

export function toLocationList(body: unknown): NearbyLocation[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item) => {
    const suggestion = toLocationSuggestion(item);
    if (!suggestion) return [];
    const distance = isRecord(item) ? item.distance : undefined;
    return [
      typeof distance === 'number' && Number.isFinite(distance)
        ? { ...suggestion, distance }
        : suggestion,
    ];
  });
}

/** Names a place may carry: a suggestion's, or an end of a flight's (see EndpointNames). */
type PlaceNames = Partial<Pick<LocationSuggestion, 'name' | 'nameAr' | 'cityName' | 'cityNameAr'>>;

/** The airport's (or city's) name in the reader's language; English where there is no other. */
export const locationName = <Place extends PlaceNames>(location: Place, language: Language) =>
  (language === 'ar' && location.nameAr) || location.name;

export const locationCityName = (location: PlaceNames, language: Language) =>
  (language === 'ar' && location.cityNameAr) || location.cityName;

/**
 * 'Dubai (DXB)', 'دبي (DXB)' with the code kept left-to-right; the code alone when the city is
 * not known (an offer or a booking from before the server named places).
 */
export function cityLabel(place: PlaceNames & { iataCode: string }, language: Language) {
  const city = locationCityName(place, language);
  const code = keepLtr(place.iataCode, language);
  return city ? `${city} (${code})` : code;
}

/**
 * 'Dubai International Airport (DXB)', 'مطار دبي الدولي (DXB)' — how a chosen airport fills its
 * field (§2); the code stays left-to-right in Arabic.
 */
export const locationLabel = (location: LocationSuggestion, language: Language) =>
  `${locationName(location, language)} (${keepLtr(location.iataCode, language)})`;
