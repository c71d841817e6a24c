import type { Booking } from '@server/modules/bookings/schemas.ts';

import { baseApi } from '@/api/base-api';
import { ownTokenHeaders } from '@/api/base-query';

/*
 * The booking core's change calls (server modules/bookings/change-routes.ts), the same for every
 * kind but for the kind's path: `${path}${reference}/change/quote/` prices a change and changes
 * nothing, `${path}${reference}/change/` makes it with its Idempotency-Key, and the booking is read
 * again when it moved since a quote. Each kind's path answers its own booking and quote types; the
 * shared hook (use-booking-change.ts) hands them on as the kind's.
 *
 * A guest who opened the booking with find my booking changes it with that booking's token
 * (`access`), sent as the call's own bearer, so the account's refresh never sees it
 * (base-query.ts), and reads it again where a guest reads it.
 */

export interface BookingAt {
  reference: string;
  /** A guest's token for this one booking; none for the signed-in owner. */
  access?: string;
}

export interface ChangeCall extends BookingAt {
  /** The kind's bookings, with a trailing slash: 'api/hotelbeds/booking/'. */
  path: string;
  body: unknown;
}

export const changeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bookingNow: build.query<Booking, BookingAt>({
      query: ({ reference, access }) =>
        access
          ? { url: 'api/bookings/guest/', headers: ownTokenHeaders(access) }
          : `api/bookings/${reference}/`,
      keepUnusedDataFor: 0,
    }),
    quoteBookingChange: build.mutation<unknown, ChangeCall>({
      query: ({ path, reference, access, body }) => ({
        url: `${path}${reference}/change/quote/`,
        method: 'POST',
        body,
        headers: ownTokenHeaders(access),
      }),
    }),
    changeBooking: build.mutation<unknown, ChangeCall & { idempotencyKey: string }>({
      query: ({ path, reference, access, body, idempotencyKey }) => ({
        url: `${path}${reference}/change/`,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey, ...ownTokenHeaders(access) },
      }),
      // The booking has new dates or flights and a new price in every list that shows it (a
      // guest's booking too: it provides its reference's tag).
      invalidatesTags: (_result, _error, { reference }) => [
        { type: 'Booking', id: reference },
        { type: 'Booking', id: 'LIST' },
      ],
    }),
  }),
});

export const { useLazyBookingNowQuery, useQuoteBookingChangeMutation, useChangeBookingMutation } =
  changeApi;
