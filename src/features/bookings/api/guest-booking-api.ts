import type {
  FindBookingRequest,
  GuestBookingAccess,
  GuestDetail,
  VerifyFindBookingRequest,
} from '@server/modules/bookings/guest/schemas.ts';

import { baseApi } from '@/api/base-api';
import { ownTokenHeaders } from '@/api/base-query';

import type { Booking } from './booking-types';

/*
 * "Find my booking" without an account (issue 28): ask for a code, trade it for the booking and a
 * token for that one booking, then read, cancel and change it with that token. The token travels
 * as the argument, never through the account's tokens, so the session's refresh never sees it.
 */
export const guestBookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestGuestCode: build.mutation<GuestDetail, FindBookingRequest>({
      query: (body) => ({ url: 'api/bookings/find/', method: 'POST', body }),
    }),
    verifyGuestCode: build.mutation<GuestBookingAccess, VerifyFindBookingRequest>({
      query: (body) => ({ url: 'api/bookings/find/verify/', method: 'POST', body }),
    }),
    // Its reference's tag: a change (components/checkout/change) reads it again.
    guestBooking: build.query<Booking, string>({
      query: (access) => ({ url: 'api/bookings/guest/', headers: ownTokenHeaders(access) }),
      providesTags: (booking) => (booking ? [{ type: 'Booking', id: booking.reference }] : []),
    }),
    // The answer is the booking as it now stands: the shown booking becomes it.
    cancelGuestBooking: build.mutation<Booking, string>({
      query: (access) => ({
        url: 'api/bookings/guest/cancel/',
        method: 'POST',
        headers: ownTokenHeaders(access),
      }),
      async onQueryStarted(access, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(guestBookingApi.util.upsertQueryData('guestBooking', access, data));
      },
    }),
  }),
});

export const {
  useRequestGuestCodeMutation,
  useVerifyGuestCodeMutation,
  useGuestBookingQuery,
  useCancelGuestBookingMutation,
} = guestBookingApi;
