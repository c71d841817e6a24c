import { baseApi } from '@/api/base-api';
import { nextPageParam } from '@/api/page-list';

import { queryParams } from '../model/car-search';

import type {
  CarBooking,
  CarLocation,
  CarOfferDetail,
  CarOrderRequest,
  CarPricing,
  CarPricingRequest,
  CarSearchPage,
  CarSearchQuery,
  NearestCarLocationList,
} from './car-types';

export interface CarPricingArgs {
  offerId: string;
  body: CarPricingRequest;
}

export interface CarOrderArgs {
  body: CarOrderRequest;
  /** The same key for a retry of the same order, so it is never booked twice. */
  idempotencyKey: string;
}

const searchUrl = (query: CarSearchQuery) => {
  const params = queryParams(query).toString();
  return params ? `api/cars/search/?${params}` : 'api/cars/search/';
};

const pricing = ({ offerId, body }: CarPricingArgs) => ({
  url: `api/cars/offers/${encodeURIComponent(offerId)}/pricing/`,
  method: 'POST',
  body,
});

// Searches, offers and prices are public and priced at the moment asked, so nothing is tagged:
// each exact request is cached for RTK Query's default minute. Bookings are a mutation.
export const carsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchCarLocations: build.query<CarLocation[], string>({
      query: (keyword) => ({ url: 'api/cars/locations/', params: { keyword } }),
    }),
    nearestCarLocations: build.query<NearestCarLocationList, { lat: number; lng: number }>({
      query: ({ lat, lng }) => ({ url: 'api/cars/locations/nearest/', params: { lat, lng } }),
    }),
    // One cache entry per search (filters and sort included); Load More appends the next page,
    // and a changed filter is a new entry from page 1.
    searchCars: build.infiniteQuery<CarSearchPage, CarSearchQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        refetchCachedPages: false,
        getNextPageParam: nextPageParam,
      },
      query: ({ queryArg, pageParam }) =>
        searchUrl(pageParam > 1 ? { ...queryArg, page: pageParam } : queryArg),
    }),
    // One page of a search: a car's page asks for its own car at other times or branches.
    searchCarsPage: build.query<CarSearchPage, CarSearchQuery>({ query: searchUrl }),
    carOffer: build.query<CarOfferDetail, string>({
      query: (id) => `api/cars/offers/${encodeURIComponent(id)}/`,
    }),
    // What a page shows of a price with add-ons; a 409 carries a new price or says sold out.
    carPricing: build.query<CarPricing, CarPricingArgs>({ query: pricing }),
    // Confirm Booking's price, asked at that moment.
    priceCarOffer: build.mutation<CarPricing, CarPricingArgs>({ query: pricing }),
    createCarBooking: build.mutation<CarBooking, CarOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: 'api/cars/bookings/',
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
  useSearchCarLocationsQuery,
  useLazyNearestCarLocationsQuery,
  useSearchCarsInfiniteQuery,
  useLazySearchCarsPageQuery,
  useCarOfferQuery,
  useCarPricingQuery,
  usePriceCarOfferMutation,
  useCreateCarBookingMutation,
} = carsApi;
