import { keepLtr } from '@/lib/bidi';
import type { Language } from '@/lib/format';

import {
  LOCATION_SUB_TYPES,
  type LocationSuggestion,
  type NearbyLocation,
} from '../api/flight-types';

import { isRecord } from './offer-guards';

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

/** The airport's (or city's) name in the reader's language; English where there is no other. */
export const locationName = (location: LocationSuggestion, language: Language) =>
  (language === 'ar' && location.nameAr) || location.name;

export const locationCityName = (location: LocationSuggestion, language: Language) =>
  (language === 'ar' && location.cityNameAr) || location.cityName;

/**
 * 'Dubai International Airport (DXB)', 'مطار دبي الدولي (DXB)' — how a chosen airport fills its
 * field (§2); the code stays left-to-right in Arabic.
 */
export const locationLabel = (location: LocationSuggestion, language: Language) =>
  `${locationName(location, language)} (${keepLtr(location.iataCode, language)})`;
