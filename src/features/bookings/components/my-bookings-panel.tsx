import LuggageOutlined from '@mui/icons-material/LuggageOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';

import type { BookingKindViews } from '@/components/checkout/booking-kind-view';
import { EmptyState } from '@/components/feedback/empty-state';
import { useSnackbar } from '@/components/feedback/use-snackbar';

import type { Booking, BookingKind } from '../api/booking-types';
import { useListBookingsInfiniteQuery, type DocumentLanguage } from '../api/bookings-api';
import { useBookingDocuments } from '../hooks/use-booking-documents';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';
import { useCancelBooking } from '../hooks/use-cancel-booking';
import { groupIntoTrips } from '../model/trips';

import { BookingItem } from './booking-item';
import { BookingsEmpty } from './bookings-empty';
import { BookingsFilter } from './bookings-filter';
import { BookingsLoadFailed } from './bookings-load-failed';
import { BookingsSkeleton } from './bookings-skeleton';
import { TripGroup } from './trip-group';

interface MyBookingsPanelProps {
  /** Each kind's row (icon, title, dates, party), from the kind's own feature. */
  views: BookingKindViews;
  /** The traveller's language and digits, for the documents (the preferences, from the app). */
  documentLanguage: DocumentLanguage;
}

/**
 * The dashboard's My Bookings tab (§2): the signed-in traveller's bookings of every kind, newest
 * first, with a filter by kind, loading, error (Retry), empty and list states, Load More while
 * there are more, cancelling, and each booking's documents. One snackbar tells how a
 * cancellation or a download went.
 */
export function MyBookingsPanel({ views, documentLanguage }: MyBookingsPanelProps) {
  const { t } = useBookingsTranslation();
  const [kind, setKind] = useState<BookingKind | undefined>(undefined);
  const query = useListBookingsInfiniteQuery(kind ? { kind } : {});
  const { data, error, isError, isFetching, isFetchingNextPage, hasNextPage } = query;
  const [notify, snackbar] = useSnackbar({ closeLabel: t('cancel.close') });
  const { requestCancel, confirmDialog } = useCancelBooking(notify);
  const documents = useBookingDocuments(documentLanguage, notify);

  // A booking made between two pages would push one of the first page's onto the second.
  const bookings = useMemo(() => {
    const unique = new Map<string, Booking>();
    for (const booking of (data?.pages ?? []).flatMap((page) => page.results)) {
      if (!unique.has(booking.id)) unique.set(booking.id, booking);
    }
    return [...unique.values()];
  }, [data]);
  // Only the pages loaded so far are grouped: a trip's other bookings join it after Load More.
  const groups = useMemo(() => groupIntoTrips(bookings), [bookings]);

  const bookingItem = (booking: Booking) => (
    <BookingItem
      // A row keeps its kind: its view's hooks stay the same.
      key={`${booking.kind}-${booking.id}`}
      booking={booking}
      view={views[booking.kind]}
      onCancel={(item, description, refund) => void requestCancel(item, description, refund)}
      documents={documents}
      notify={notify}
    />
  );

  let content;
  if (!data) {
    content =
      !isError || isFetching ? (
        <BookingsSkeleton />
      ) : (
        <BookingsLoadFailed error={error} onRetry={() => void query.refetch()} />
      );
  } else if (bookings.length === 0) {
    content = kind ? (
      <EmptyState
        icon={<LuggageOutlined />}
        title={t(`emptyKind.${kind}`)}
        body={t('emptyKind.body')}
      />
    ) : (
      <BookingsEmpty />
    );
  } else {
    content = (
      <>
        <Stack
          component="ul"
          aria-label={t('list.label')}
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {groups.map((group) =>
            group.kind === 'trip' ? (
              <TripGroup
                key={`trip-${group.bookings[0]!.id}`}
                trip={group}
                renderBooking={bookingItem}
              />
            ) : (
              bookingItem(group.booking)
            ),
          )}
        </Stack>
        {query.isFetchNextPageError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('list.loadMoreFailed')}
          </Alert>
        )}
        {hasNextPage && (
          <Stack sx={{ alignItems: 'center', mt: 3 }}>
            <Button
              variant="outlined"
              loading={isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('list.loadMore')}
            </Button>
          </Stack>
        )}
      </>
    );
  }

  return (
    <Stack spacing={2}>
      <BookingsFilter kind={kind} onChange={setKind} />
      <div>{content}</div>
      {confirmDialog}
      {snackbar}
    </Stack>
  );
}
