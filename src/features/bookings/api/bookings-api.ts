import { baseApi } from '@/api/base-api';
import { ownTokenHeaders } from '@/api/base-query';
import { nextPageParam } from '@/api/page-list';
import type { ArabicDigits, Language } from '@/lib/format';

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

/** A booking's printable documents: the e-ticket or voucher, the receipt, the calendar file. */
export type BookingDocumentFile = 'ticket.pdf' | 'receipt.pdf' | 'calendar.ics';

/** The language and digits a document is written in (the traveller's preferences). */
export interface DocumentLanguage {
  lang: Language;
  digits: ArabicDigits;
}

export interface BookingDocumentRequest extends DocumentLanguage {
  reference: string;
  file: BookingDocumentFile;
  /** A guest's access to the one booking they opened (find my booking); else the account's. */
  access?: string;
}

// The file is read as a Blob and handed on as an object URL (a string): a Blob in an action's
// payload would be a non-serializable value in the store. The caller saves the file and revokes
// the URL. An error keeps its JSON body, so its `detail` can be shown.
async function documentResponse(response: Response): Promise<unknown> {
  if (response.ok) return URL.createObjectURL(await response.blob());
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

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
    // A document through the one base query, which sends the bearer token a plain link cannot.
    // A mutation rather than a query: each press fetches the file afresh and nothing is cached.
    bookingDocument: build.mutation<string, BookingDocumentRequest>({
      query: ({ reference, file, lang, digits, access }) => ({
        url: access
          ? `api/bookings/guest/documents/${file}`
          : `api/bookings/${reference}/documents/${file}`,
        params: { lang, digits },
        headers: ownTokenHeaders(access),
        responseHandler: documentResponse,
      }),
    }),
  }),
});

export const { useListBookingsInfiniteQuery, useCancelBookingMutation } = bookingsApi;
