import { baseApi } from '@/api/base-api';

import { toLocationList } from '../model/location-guards';

import type {
  FlightOffersPage,
  FlightSearchParams,
  LocationSubType,
  LocationSuggestion,
  NearbyLocation,
} from './flight-types';
import { normaliseOffersPage, pageFromNext } from './normalise-offers-page';
import { toRequestQuery } from './search-params';

export interface LocationSearchArgs {
  keyword: string;
  subType?: LocationSubType;
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
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          lastPage.next ? (pageFromNext(lastPage.next) ?? lastPageParam + 1) : undefined,
      },
      query: ({ queryArg, pageParam }) =>
        `api/shopping/flight-offers/?${toRequestQuery(queryArg, pageParam)}`,
      transformResponse: normaliseOffersPage,
    }),
  }),
});

export const {
  useSearchLocationsQuery,
  useLazyNearestAirportsQuery,
  useSearchFlightOffersInfiniteQuery,
} = flightsApi;
