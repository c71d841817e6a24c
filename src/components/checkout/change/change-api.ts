import type { Booking } from '@server/modules/bookings/schemas.ts';

import { baseApi } from '@/api/base-api';

/*
 * The booking core's change calls (server modules/bookings/change-routes.ts), the same for every
 * kind but for the kind's path: `${path}${reference}/change/quote/` prices a change and changes
 * nothing, `${path}${reference}/change/` makes it with its Idempotency-Key, and the booking is read
 * again by its reference when it moved since a quote. Each kind's path answers its own booking
 * and quote types; the shared hook (use-booking-change.ts) hands them on as the kind's.
 */

export interface ChangeCall {
  /** The kind's bookings, with a trailing slash: 'api/hotelbeds/booking/'. */
  path: string;
  reference: string;
  body: unknown;
}

export const changeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bookingNow: build.query<Booking, string>({
      query: (reference) => `api/bookings/${reference}/`,
      keepUnusedDataFor: 0,
    }),
    quoteBookingChange: build.mutation<unknown, ChangeCall>({
      query: ({ path, reference, body }) => ({
        url: `${path}${reference}/change/quote/`,
        method: 'POST',
        body,
      }),
    }),
    changeBooking: build.mutation<unknown, ChangeCall & { idempotencyKey: string }>({
      query: ({ path, reference, body, idempotencyKey }) => ({
        url: `${path}${reference}/change/`,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // The booking has new dates or flights and a new price in every list that shows it.
      invalidatesTags: (_result, _error, { reference }) => [
        { type: 'Booking', id: reference },
        { type: 'Booking', id: 'LIST' },
      ],
    }),
  }),
});

export const { useLazyBookingNowQuery, useQuoteBookingChangeMutation, useChangeBookingMutation } =
  changeApi;
