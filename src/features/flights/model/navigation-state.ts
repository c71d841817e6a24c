import { isRecord } from '@/lib/is-record';

import type {
  AirlineName,
  FlightFacets,
  FlightOffer,
  FlightSearchParams,
} from '../api/flight-types';
import { parseSearchParams, toSearchQuery } from '../api/search-params';
import type { FlightSearchState } from '../flight-search-slice';

// What the flight screens hand each other through navigation state, read defensively: state can
// come from an old history entry or another page, so it is validated before use.

/** §4: the home search hands /flights its params, the form data and the first results. */
export interface FlightResultsNavigationState {
  searchParams: FlightSearchParams;
  searchData: FlightSearchState;
  results: FlightOffer[];
}

/** Airline names an answer gave (English and Arabic), by airline code. */
export type AirlineNames = Readonly<Record<string, AirlineName>>;

/** The names a search answer's airline facets give. */
export const airlineNamesOf = (facets: FlightFacets | null): AirlineNames =>
  Object.fromEntries(
    (facets?.airlines ?? []).flatMap(({ code, name, nameAr }) =>
      name || nameAr ? [[code, { name, nameAr }]] : [],
    ),
  );

/**
 * /flight-details/{id} is told which results it came from, for 'Back to Flights', and the names
 * those results gave for airlines outside the §9 list (both languages, so a change of language
 * on the details page shows the other).
 */
export interface FlightDetailsNavigationState {
  resultsSearch: string;
  airlineNames?: AirlineNames;
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

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Airline names handed over in navigation state: two-character codes to their names. A history
 * entry of an older build holds the English name alone, as a string.
 */
export function airlineNamesFromState(state: unknown): Record<string, AirlineName> {
  const names = isRecord(state) ? state.airlineNames : null;
  if (!isRecord(names)) return {};
  return Object.fromEntries(
    Object.entries(names).flatMap(([code, value]): [string, AirlineName][] => {
      if (!/^[A-Z0-9]{2}$/.test(code)) return [];
      const name = isRecord(value) ? text(value.name) : text(value);
      const nameAr = isRecord(value) ? text(value.nameAr) : undefined;
      if (!name && !nameAr) return [];
      return [[code, { ...(name ? { name } : {}), ...(nameAr ? { nameAr } : {}) }]];
    }),
  );
}
