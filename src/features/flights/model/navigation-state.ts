import type { FlightOffer, FlightSearchParams } from '../api/flight-types';
import { parseSearchParams, toSearchQuery } from '../api/search-params';
import type { FlightSearchState } from '../flight-search-slice';

import { isRecord } from './offer-guards';

// What the flight screens hand each other through navigation state, read defensively: state can
// come from an old history entry or another page, so it is validated before use.

/** §4: the home search hands /flights its params, the form data and the first results. */
export interface FlightResultsNavigationState {
  searchParams: FlightSearchParams;
  searchData: FlightSearchState;
  results: FlightOffer[];
}

/**
 * /flight-details/{id} is told which results it came from, for 'Back to Flights', and the names
 * those results gave for airlines outside the §9 list.
 */
export interface FlightDetailsNavigationState {
  resultsSearch: string;
  airlineNames?: Readonly<Record<string, string>>;
}

/** /flight-booking receives the chosen flight (§2). */
export interface FlightBookingNavigationState {
  flight: FlightOffer;
}

/** The search in a navigation state, validated as strictly as one read from a URL. */
export function searchFromState(state: unknown): FlightSearchParams | null {
  const params = isRecord(state) ? state.searchParams : null;
  if (!isRecord(params)) return null;
  const query = toSearchQuery(params as unknown as FlightSearchParams);
  return parseSearchParams(query);
}

/** The results page's query string to go back to, when it is one. */
export function resultsSearchFromState(state: unknown): string {
  const search = isRecord(state) ? state.resultsSearch : null;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

/** Airline names handed over in navigation state: two-character codes to non-empty names. */
export function airlineNamesFromState(state: unknown): Record<string, string> {
  const names = isRecord(state) ? state.airlineNames : null;
  if (!isRecord(names)) return {};
  return Object.fromEntries(
    Object.entries(names).filter(
      (entry): entry is [string, string] =>
        /^[A-Z0-9]{2}$/.test(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}
