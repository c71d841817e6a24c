import type { FlightSearchParams } from '../api/flight-types';
import { normaliseSearch } from '../api/search-params';

/** The part of a search the filter panel changes (§2 "Filter side panel"). */
export type FlightFilters = Pick<
  FlightSearchParams,
  'sort_by' | 'travelClass' | 'airlines' | 'baggage' | 'stops' | 'min_price' | 'max_price'
>;

export function filtersOf(params: FlightSearchParams): FlightFilters {
  const { sort_by, travelClass, airlines, baggage, stops, min_price, max_price } = params;
  return { sort_by, travelClass, airlines, baggage, stops, min_price, max_price };
}

/** The search with these filters instead of its own; paging always restarts at page 1. */
export function withFilters(
  params: FlightSearchParams,
  filters: FlightFilters,
): FlightSearchParams {
  const base: FlightSearchParams = { ...params };
  for (const key of Object.keys(filtersOf(params)) as (keyof FlightFilters)[]) delete base[key];
  return normaliseSearch({ ...base, ...filters });
}
