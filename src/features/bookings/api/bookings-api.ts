import { baseApi } from '@/api/base-api';

import type { FlightBooking, FlightBookingsPage } from './booking-types';

export const BOOKINGS_PAGE_SIZE = 10;

const LIST = { type: 'FlightBooking', id: 'LIST' } as const;

/** The page number in a next link (relative or absolute), else null. */
function pageFromNext(next: string): number | null {
  const page = Number(new URL(next, 'http://safar.invalid').searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : null;
}

/*
 * The signed-in traveller's flight bookings, newest first. One cache entry; Load More appends the
 * next page to it, and a refetch (after a cancellation) reloads every page already shown so the
 * list stays in one piece.
 */
export const bookingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listFlightBookings: build.infiniteQuery<FlightBookingsPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          lastPage.next ? (pageFromNext(lastPage.next) ?? lastPageParam + 1) : undefined,
      },
      query: ({ pageParam }) => ({
        url: 'api/flights/bookings/',
        params: { page: pageParam, page_size: BOOKINGS_PAGE_SIZE },
      }),
      providesTags: (result) => [
        LIST,
        ...(result?.pages ?? []).flatMap((page) =>
          page.results.map((booking) => ({ type: 'FlightBooking' as const, id: booking.id })),
        ),
      ],
    }),
    // Shows the booking as cancelled at once and undoes that if the server refuses. Any answer
    // of the server (a 409 says the booking changed meanwhile) reloads the list; a network
    // failure leaves it as it was.
    cancelFlightBooking: build.mutation<FlightBooking, string>({
      query: (id) => ({ url: `api/flights/bookings/${id}/cancel/`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          bookingsApi.util.updateQueryData('listFlightBookings', undefined, (draft) => {
            for (const booking of draft.pages.flatMap((page) => page.results)) {
              if (booking.id === id) booking.status = 'cancelled';
            }
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error, id) =>
        error && typeof error.status !== 'number' ? [] : [{ type: 'FlightBooking', id }, LIST],
    }),
  }),
});

export const { useListFlightBookingsInfiniteQuery, useCancelFlightBookingMutation } = bookingsApi;
