import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';

import type { BookingKindViews } from '@/components/checkout/booking-kind-view';
import { GuestChangeAccess } from '@/components/checkout/change/guest-change-access';

import { useSnackbar } from '@/components/feedback/use-snackbar';

import type { Booking } from '../api/booking-types';
import type { DocumentLanguage } from '../api/bookings-api';
import { useCancelGuestBookingMutation, useGuestBookingQuery } from '../api/guest-booking-api';
import { BookingItem } from '../components/booking-item';
import { BookingsLoadFailed } from '../components/bookings-load-failed';
import { BookingsSkeleton } from '../components/bookings-skeleton';
import { useBookingDocuments } from '../hooks/use-booking-documents';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';
import { useCancelBooking, type CancelRequest } from '../hooks/use-cancel-booking';

interface GuestBookingPanelProps {
  access: string;
  views: BookingKindViews;
  /** The traveller's language and digits, for the documents. */
  documentLanguage: DocumentLanguage;
  /** The access is over (expired or refused): the traveller asks for a new code. */
  onExpired: () => void;
  onDone: () => void;
}

/** The booking found, as My Bookings shows it, with the same cancel and change flows. */
export function GuestBookingPanel(props: GuestBookingPanelProps) {
  const { access, views, documentLanguage, onExpired, onDone } = props;
  const { t } = useBookingsTranslation();
  const query = useGuestBookingQuery(access);
  const [cancelGuest] = useCancelGuestBookingMutation();
  const send: CancelRequest = async () => {
    const result = await cancelGuest(access);
    if (result.error && 'status' in result.error && result.error.status === 401) onExpired();
    return result;
  };
  const [notify, snackbar] = useSnackbar({ closeLabel: t('cancel.close') });
  const { requestCancel, confirmDialog } = useCancelBooking(notify, send);
  const documents = useBookingDocuments(documentLanguage, notify, access);
  const expired = query.error && 'status' in query.error && query.error.status === 401;

  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  let content;
  if (query.data) {
    const booking: Booking = query.data;
    content = (
      <Stack component="ul" aria-label={t('find.found')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <GuestChangeAccess access={access}>
          <BookingItem
            booking={booking}
            view={views[booking.kind]}
            documents={documents}
            notify={notify}
            onCancel={(item, description, refund) => void requestCancel(item, description, refund)}
          />
        </GuestChangeAccess>
      </Stack>
    );
  } else if (query.isError && !expired) {
    content = <BookingsLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <BookingsSkeleton />;
  }

  return (
    <Stack spacing={2}>
      {content}
      <Button onClick={onDone} sx={{ alignSelf: 'flex-start' }}>
        {t('find.another')}
      </Button>
      {confirmDialog}
      {snackbar}
    </Stack>
  );
}
