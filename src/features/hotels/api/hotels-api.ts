import type { HotelLanguage } from '@server/modules/hotels/constants.ts';

import { baseApi } from '@/api/base-api';
import { pageFromNext } from '@/api/page-list';

import type {
  AvailabilityPage,
  AvailabilityRequest,
  CheckRatesRequest,
  CheckedRates,
  CitySuggestion,
  HotelBooking,
  HotelDetail,
  HotelOrderRequest,
} from './hotel-types';

export interface HotelOrderArgs {
  body: HotelOrderRequest;
  /** The same key for a retry of the same order, so it is never booked twice. */
  idempotencyKey: string;
}

// Searches are public (§6) and priced at the moment asked, so nothing is tagged: each exact
// search is cached for RTK Query's default minute. Re-checks and bookings are mutations.
export const hotelsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchHotelDestinations: build.query<CitySuggestion[], string>({
      query: (keyword) => ({ url: 'api/locations/search/', params: { keyword, subType: 'CITY' } }),
    }),
    // The map picker's place search: cities and airports, each with where it is.
    searchPlaces: build.query<CitySuggestion[], string>({
      query: (keyword) => ({ url: 'api/locations/search/', params: { keyword } }),
    }),
    // One cache entry per search (filters and sort included); Load More appends the next page,
    // and a changed filter is a new entry from page 1.
    searchHotels: build.infiniteQuery<AvailabilityPage, AvailabilityRequest, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        refetchCachedPages: false,
        // A next link without a page number ends the list here.
        getNextPageParam: (lastPage) => pageFromNext(lastPage.next) ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'api/hotelbeds/availability/',
        method: 'POST',
        params: { page: pageParam },
        body: queryArg,
      }),
    }),
    // A hotel page's live rates: the same search, for this one hotel.
    hotelRates: build.query<AvailabilityPage, AvailabilityRequest>({
      query: (body) => ({ url: 'api/hotelbeds/availability/', method: 'POST', body }),
    }),
    hotelDetail: build.query<HotelDetail, { code: number; language: HotelLanguage }>({
      query: ({ code, language }) => ({
        url: `api/hotelbeds/hotels/${code}/`,
        params: { language },
      }),
    }),
    // The wizard's price, asked at a moment: a 409 carries a new price or says sold out.
    checkHotelRates: build.mutation<CheckedRates, CheckRatesRequest>({
      query: (body) => ({ url: 'api/hotelbeds/checkrates/', method: 'POST', body }),
    }),
    createHotelBooking: build.mutation<HotelBooking, HotelOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: 'api/hotelbeds/booking/',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // The traveller's list of bookings (My Bookings) has a new entry.
      invalidatesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
  }),
});

export const {
  useSearchHotelDestinationsQuery,
  useLazySearchHotelDestinationsQuery,
  useLazySearchPlacesQuery,
  useSearchHotelsInfiniteQuery,
  useHotelRatesQuery,
  useHotelDetailQuery,
  useCheckHotelRatesMutation,
  useCreateHotelBookingMutation,
} = hotelsApi;
