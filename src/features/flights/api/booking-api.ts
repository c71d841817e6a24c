import type { KindChangeQuoteSchema } from '@server/modules/bookings/schemas.ts';
import type {
  FlightBooking,
  FlightBookingSchema,
  FlightChangeRequest,
  FlightOrderRequest,
  FlightPricingRequest,
} from '@server/modules/flights/booking/schemas.ts';
import type { Static } from 'typebox';

import { baseApi } from '@/api/base-api';

import type { FlightOffer, FlightOffersPage } from './flight-types';
import { normaliseOffersPage } from './normalise-offers-page';

/*
 * Pricing and ordering a flight (server/src/modules/flights/booking/schemas.ts). The offer goes back to
 * the server exactly as the server gave it, so the bodies are the server's own types with the
 * offer read as the screens read it. Both calls are mutations: a price is asked for at a moment,
 * never cached.
 */

export type FlightPricingBody = Omit<FlightPricingRequest, 'flightOffer'> & {
  flightOffer: FlightOffer;
};
export interface FlightPricingAnswer {
  flightOffer: FlightOffer;
}

export type FlightOrderBody = Omit<FlightOrderRequest, 'flightOffer'> & {
  flightOffer: FlightOffer;
};
export interface FlightOrderArgs {
  body: FlightOrderBody;
  /** The same key for a retry of the same order, so it is never booked twice. */
  idempotencyKey: string;
}

export type { FlightBooking };

/** A change of a booked flight (issue 28): other flights as the fare allows, or other extras. */
export type FlightChangeBody = Omit<FlightChangeRequest, 'flightOffer'> & {
  flightOffer?: FlightOffer;
};
export type FlightChangeQuote = Static<
  ReturnType<typeof KindChangeQuoteSchema<typeof FlightBookingSchema>>
>;

export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    priceFlightOffer: build.mutation<FlightPricingAnswer, FlightPricingBody>({
      query: (body) => ({ url: 'api/shopping/flight-offers/pricing/', method: 'POST', body }),
    }),
    createFlightOrder: build.mutation<FlightBooking, FlightOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: 'api/booking/flight-orders/',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // The traveller's list of bookings (My Bookings) has a new entry.
      invalidatesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
    // Other flights for a booked trip (a query string of change-flight-request.ts): a price is
    // asked for at a moment, never kept.
    flightChangeOffers: build.query<FlightOffersPage, string>({
      query: (search) => `api/shopping/flight-offers/?${search}`,
      transformResponse: normaliseOffersPage,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  usePriceFlightOfferMutation,
  useCreateFlightOrderMutation,
  useLazyFlightChangeOffersQuery,
} = bookingApi;
