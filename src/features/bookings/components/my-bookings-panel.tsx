import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';

import { apiErrorMessage } from '@/api/error-message';

import type { FlightBooking } from '../api/booking-types';
import { useListFlightBookingsInfiniteQuery } from '../api/bookings-api';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';
import { useCancelBooking } from '../hooks/use-cancel-booking';

import { BookingItem } from './booking-item';
import { BookingsEmpty } from './bookings-empty';
import { BookingsSkeleton } from './bookings-skeleton';

/**
 * The dashboard's My Bookings tab (§2): the signed-in traveller's bookings, newest first, with
 * loading, error (Retry), empty and list states, Load More while there are more, and cancelling.
 */
export function MyBookingsPanel() {
  const { t } = useBookingsTranslation();
  const query = useListFlightBookingsInfiniteQuery();
  const { data, error, isError, isFetching, isFetchingNextPage, hasNextPage } = query;
  const { requestCancel, feedback } = useCancelBooking();

  // A booking made between two pages would push one of the first page's onto the second.
  const bookings = useMemo(() => {
    const unique = new Map<string, FlightBooking>();
    for (const booking of (data?.pages ?? []).flatMap((page) => page.results)) {
      if (!unique.has(booking.id)) unique.set(booking.id, booking);
    }
    return [...unique.values()];
  }, [data]);

  if (!data) {
    if (!isError || isFetching) return <BookingsSkeleton />;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {apiErrorMessage(error) ?? t('failed')}
      </Alert>
    );
  }
  if (bookings.length === 0) return <BookingsEmpty />;

  return (
    <>
      <Stack
        component="ul"
        aria-label={t('list.label')}
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {bookings.map((booking) => (
          <BookingItem
            key={booking.id}
            booking={booking}
            onCancel={(item) => void requestCancel(item)}
          />
        ))}
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
      {feedback}
    </>
  );
}
