import { readItem, removeItem, writeItem } from '@/lib/storage';

import type { FlightOffer } from '../api/flight-types';

import { isFlightOffer } from './offer-guards';

/*
 * §3/§4: the last flight search's results are kept in localStorage as a list, and the details
 * page reads a flight from there by id without a network call (§7). What is read back is
 * validated: text that is not a JSON list is corrupt and removed; offers that lack what the
 * screens read are skipped.
 */

export const LAST_FLIGHT_SEARCH_KEY = 'last_flight_search';

export type LastSearch =
  { status: 'ok'; offers: FlightOffer[] } | { status: 'missing' } | { status: 'corrupt' };

export function saveLastSearch(offers: FlightOffer[]): void {
  writeItem(LAST_FLIGHT_SEARCH_KEY, JSON.stringify(offers));
}

export function readLastSearch(): LastSearch {
  const text = readItem(LAST_FLIGHT_SEARCH_KEY);
  if (text === null) return { status: 'missing' };
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value)) return { status: 'ok', offers: value.filter(isFlightOffer) };
  } catch {
    // Not JSON: handled as corrupt below.
  }
  removeItem(LAST_FLIGHT_SEARCH_KEY);
  return { status: 'corrupt' };
}

export type CachedFlight =
  { status: 'found'; offer: FlightOffer } | { status: 'not-found' } | { status: 'corrupt' };

/** §7: the details page finds its flight in the last search, by id, without a network call. */
export function findCachedFlight(id: string): CachedFlight {
  const last = readLastSearch();
  if (last.status === 'corrupt') return last;
  const offer = last.status === 'ok' ? last.offers.find((item) => item.id === id) : undefined;
  return offer ? { status: 'found', offer } : { status: 'not-found' };
}
