import { baseApi } from '@/api/base-api';
import { nextPageParam } from '@/api/page-list';

import {
  BOOKINGS_PAGE_SIZE,
  type Booking,
  type BookingKind,
  type BookingsPage,
} from './booking-types';

/** Which bookings a list shows: every kind, or one. */
export interface BookingsFilter {
  kind?: BookingKind;
}

const LIST = { type: 'Booking', id: 'LIST' } as const;

/*
 * The signed-in traveller's bookings of every kind (GET /api/bookings/), newest first. One cache
 * entry per filter; Load More appends the next page to it, and a refetch (after a cancellation or
 * a new booking) reloads every page already shown so the list stays in one piece.
 */
export const bookingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listBookings: build.infiniteQuery<BookingsPage, BookingsFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: nextPageParam,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'api/bookings/',
        params: {
          page: pageParam,
          page_size: BOOKINGS_PAGE_SIZE.default,
          ...(queryArg.kind ? { kind: queryArg.kind } : {}),
        },
      }),
      providesTags: (result) => [
        LIST,
        ...(result?.pages ?? []).flatMap((page) =>
          page.results.map((booking) => ({ type: 'Booking' as const, id: booking.reference })),
        ),
      ],
    }),
    // Shows the booking as cancelled at once, in every list that holds it, and undoes that if
    // the server refuses. Any answer of the server (a 409 says the booking changed meanwhile)
    // reloads the lists; a network failure leaves them as they were.
    cancelBooking: build.mutation<Booking, string>({
      query: (reference) => ({ url: `api/bookings/${reference}/cancel/`, method: 'POST' }),
      async onQueryStarted(reference, { dispatch, getState, queryFulfilled }) {
        const lists = bookingsApi.util.selectCachedArgsForQuery(getState(), 'listBookings');
        const patches = lists.map((filter) =>
          dispatch(
            bookingsApi.util.updateQueryData('listBookings', filter, (draft) => {
              for (const booking of draft.pages.flatMap((page) => page.results)) {
                if (booking.reference === reference) booking.status = 'cancelled';
              }
            }),
          ),
        );
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
      invalidatesTags: (_result, error, reference) =>
        error && typeof error.status !== 'number' ? [] : [{ type: 'Booking', id: reference }, LIST],
    }),
  }),
});

export const { useListBookingsInfiniteQuery, useCancelBookingMutation } = bookingsApi;
