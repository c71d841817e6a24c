import { DEFAULT_FLIGHT_ROUTE } from '@server/modules/flights/constants.ts';

import { addDaysIso, dateAndHourIn, isIsoDate, isBefore } from '@/lib/iso-date';

import {
  BAGGAGE_OPTIONS,
  SORT_OPTIONS,
  TRAVEL_CLASSES,
  type Baggage,
  type FlightSearchParams,
  type SortBy,
  type TravelClass,
} from './flight-types';

/*
 * The search lives in the URL (/flights?originLocationCode=DXB&…) under the API's own parameter
 * names, so results can be bookmarked, shared and reloaded. Reading is defensive: a link can say
 * anything, so required values must be valid or the whole search is refused, and an invalid
 * optional value is simply dropped.
 */

/** §9: at most 9 passengers (adults plus children), at least 1 adult. */
export const MAX_PASSENGERS = 9;
export const PAGE_SIZE = 10;
/** The most stops the stops filter takes (the server's limit). */
export const MAX_STOPS = 2;

const IATA = /^[A-Z]{3}$/;
const AIRLINE = /^[A-Z0-9]{2}$/;

export const isIataCode = (value: unknown): value is string =>
  typeof value === 'string' && IATA.test(value);

/**
 * §2: with no search given, DXB → CDG for one adult, today at the origin — or tomorrow once the
 * evening there has begun and today's last flights are (nearly) past the sales cutoff.
 */
export function defaultDepartureDate(now = new Date()): string {
  const { originTimeZone, nextDayFromHour } = DEFAULT_FLIGHT_ROUTE;
  const { date, hour } = dateAndHourIn(originTimeZone, now);
  return hour >= nextDayFromHour ? addDaysIso(date, 1) : date;
}

export function defaultSearch(departureDate = defaultDepartureDate()): FlightSearchParams {
  return {
    originLocationCode: DEFAULT_FLIGHT_ROUTE.origin,
    destinationLocationCode: DEFAULT_FLIGHT_ROUTE.destination,
    departureDate,
    adults: 1,
  };
}

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function amount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** Drops undefined and empty values, so equal searches are equal objects (one cache entry). */
function compact(params: FlightSearchParams): FlightSearchParams {
  const entries = Object.entries(params).filter(
    ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
  );
  return Object.fromEntries(entries) as unknown as FlightSearchParams;
}

/** Optional filters and extras, each dropped when invalid. */
function readOptions(query: URLSearchParams, departureDate: string, adults: number) {
  const returnDate = query.get('returnDate');
  const children = wholeNumber(query.get('children'), 0, MAX_PASSENGERS - adults);
  const stops = [
    ...new Set(query.getAll('stops').flatMap((value) => wholeNumber(value, 0, MAX_STOPS) ?? [])),
  ].sort((a, b) => a - b);
  const airlines = [
    ...new Set(
      (query.get('airlines') ?? '')
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code) => AIRLINE.test(code)),
    ),
  ];
  return {
    returnDate:
      isIsoDate(returnDate) && !isBefore(returnDate, departureDate) ? returnDate : undefined,
    children: children || undefined,
    travelClass: oneOf<TravelClass>(TRAVEL_CLASSES, query.get('travelClass')),
    sort_by: oneOf<SortBy>(SORT_OPTIONS, query.get('sort_by')),
    baggage: oneOf<Baggage>(BAGGAGE_OPTIONS, query.get('baggage')),
    min_price: amount(query.get('min_price')),
    max_price: amount(query.get('max_price')),
    stops,
    airlines,
  };
}

/** The search a URL describes, or null when it does not describe a valid one. */
export function parseSearchParams(query: URLSearchParams): FlightSearchParams | null {
  const origin = query.get('originLocationCode')?.toUpperCase();
  const destination = query.get('destinationLocationCode')?.toUpperCase();
  const departureDate = query.get('departureDate');
  const adults = wholeNumber(query.get('adults') ?? '1', 1, MAX_PASSENGERS);
  if (!isIataCode(origin) || !isIataCode(destination) || !isIsoDate(departureDate) || !adults) {
    return null;
  }
  const options = readOptions(query, departureDate, adults);
  if (
    options.min_price !== undefined &&
    options.max_price !== undefined &&
    options.min_price > options.max_price
  ) {
    options.min_price = undefined;
    options.max_price = undefined;
  }
  return compact({
    originLocationCode: origin,
    destinationLocationCode: destination,
    departureDate,
    adults,
    ...options,
  });
}

/** Normalises a search built in code (the form, the filters) the same way a URL is read. */
export function normaliseSearch(params: FlightSearchParams): FlightSearchParams {
  return parseSearchParams(toSearchQuery(params)) ?? compact(params);
}

/** The URL query of a search; also the API query, without paging. */
export function toSearchQuery(params: FlightSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (key === 'stops' && Array.isArray(value)) {
      for (const stop of value) query.append('stops', String(stop));
    } else if (key === 'airlines' && Array.isArray(value)) {
      if (value.length) query.set('airlines', value.join(','));
    } else {
      query.set(key, String(value));
    }
  }
  return query;
}

/** The API query for one page of results. */
export function toRequestQuery(params: FlightSearchParams, page: number): string {
  const query = toSearchQuery(params);
  query.set('page', String(page));
  query.set('page_size', String(PAGE_SIZE));
  return query.toString();
}
