import { baseApi } from '@/api/base-api';
import { nextPageParam } from '@/api/page-list';

import { toLocationList } from '../model/location-guards';

import type {
  FlightDates,
  FlightOffersPage,
  FlightSearchParams,
  LocationSubType,
  LocationSuggestion,
  NearbyLocation,
} from './flight-types';
import { normaliseOffersPage } from './normalise-offers-page';
import { toRequestQuery } from './search-params';

export interface LocationSearchArgs {
  keyword: string;
  subType?: LocationSubType;
}

/** The cheapest fare of each departure date from `from` to `to`, for a search. */
export interface FlightDatesArgs {
  search: FlightSearchParams;
  from: string;
  to: string;
}

/** Only what a date's cheapest fare depends on: the route, the party and the cabin. */
function datesQuery({ search, from, to }: FlightDatesArgs): string {
  const query = new URLSearchParams({
    originLocationCode: search.originLocationCode,
    destinationLocationCode: search.destinationLocationCode,
    departureDate: search.departureDate,
    adults: String(search.adults),
    from,
    to,
  });
  if (search.returnDate) query.set('returnDate', search.returnDate);
  if (search.children) query.set('children', String(search.children));
  if (search.travelClass) query.set('travelClass', search.travelClass);
  return query.toString();
}

export interface NearestAirportsArgs {
  lat: number;
  lng: number;
}

// Searches are public (§6) and change every few minutes, so nothing is tagged or invalidated:
// results are cached per exact query only for RTK Query's default minute.
export const flightsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchLocations: build.query<LocationSuggestion[], LocationSearchArgs>({
      query: ({ keyword, subType }) => ({
        url: 'api/locations/search/',
        params: subType ? { keyword, subType } : { keyword },
      }),
      transformResponse: toLocationList,
    }),
    nearestAirports: build.query<NearbyLocation[], NearestAirportsArgs>({
      query: ({ lat, lng }) => ({
        url: 'api/locations/nearest/',
        params: { lat, lng, type: 'AIRPORT' },
      }),
      transformResponse: toLocationList,
    }),
    // One cache entry per search (filters included); Load More appends the next page to it, and a
    // changed search (Apply Filters) is a new entry that starts again from page 1.
    searchFlightOffers: build.infiniteQuery<FlightOffersPage, FlightSearchParams, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        // Refresh Search starts again from the first page.
        refetchCachedPages: false,
        getNextPageParam: nextPageParam,
      },
      query: ({ queryArg, pageParam }) =>
        `api/shopping/flight-offers/?${toRequestQuery(queryArg, pageParam)}`,
      transformResponse: normaliseOffersPage,
    }),
    flightDates: build.query<FlightDates, FlightDatesArgs>({
      query: (args) => `api/shopping/flight-dates/?${datesQuery(args)}`,
    }),
  }),
});

export const {
  useSearchLocationsQuery,
  useLazyNearestAirportsQuery,
  useSearchFlightOffersInfiniteQuery,
  useFlightDatesQuery,
} = flightsApi;
